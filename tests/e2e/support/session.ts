import { request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

/**
 * An HTTP client signed in as the given seller through the real login form, for tests
 * that call the server's entry points directly. Anonymous when no login is given.
 */
export async function httpClient(
  baseURL: string,
  login?: { email: string; password: string },
): Promise<APIRequestContext> {
  // Forms are accepted only from the site's own origin.
  const client = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { Origin: baseURL },
  });
  if (login) {
    const response = await client.post("/auth", { form: login, maxRedirects: 0 });
    if (response.status() !== 302) {
      throw new Error(`login failed for ${login.email}: ${response.status()}`);
    }
  }
  return client;
}

/** Signs the page's browser in through the real login form, without typing into it. */
export async function signInPage(
  page: Page,
  baseURL: string,
  login: { email: string; password: string },
): Promise<void> {
  const response = await page.request.post(`${baseURL}/auth`, {
    form: login,
    headers: { Origin: baseURL },
    maxRedirects: 0,
  });
  if (response.status() !== 302) throw new Error(`login failed for ${login.email}`);
}
