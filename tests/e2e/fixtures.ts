import crypto from "node:crypto";
import { test as base, expect, type Browser, type Page, type TestInfo } from "@playwright/test";

export { expect };

/**
 * An address of its own for each test, from 198.18.0.0/15 (set aside for tests, RFC 2544):
 * the same test keeps it across runs, different tests almost never share one.
 */
function clientAddressOf(testInfo: TestInfo): string {
  const seed = `${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`;
  const n = crypto.createHash("sha256").update(seed).digest().readUInt32BE(0) % 2 ** 17;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

const waitingPages = new WeakSet<Page>();
/** Pages of a test run with JavaScript off: their scripts never start. */
const pagesWithoutScripts = new WeakSet<Page>();

/** A navigation that returns before the load event (to act before the scripts) is left so. */
const waitsForLoad = (options?: { waitUntil?: string }) =>
  options?.waitUntil !== "domcontentloaded" && options?.waitUntil !== "commit";

/**
 * Public pages fetch their scripts once their first screen is drawn (decision 029), which
 * may come after the load event a navigation waits for. A test's navigation also waits for
 * the page's scripts to have started, as it did when they started with the HTML, so that
 * what it does next finds the page alive as a visitor's tap would.
 */
function waitForScriptsOnNavigation(page: Page) {
  if (waitingPages.has(page)) return;
  waitingPages.add(page);
  const scriptsStarted = async () =>
    pagesWithoutScripts.has(page) ||
    page
      .waitForFunction(
        () =>
          "__reactRouterRouteModules" in window || !document.querySelector('script[type="module"]'),
      )
      // The page went on elsewhere meanwhile: what the test does next tells.
      .catch(() => {});
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    if (waitsForLoad(args[1])) await scriptsStarted();
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    if (waitsForLoad(args[0])) await scriptsStarted();
    return response;
  };
}

// The server address is decided in global-setup, after the config was read. Every test
// also fails on an uncaught page error or a console error (hydration mismatches, CSP
// refusals), apart from the browser's own note about a 404 response.
export const test = base.extend<{ consoleErrors: string[] }, { browser: Browser }>({
  // Pages of contexts a test opens itself (a second customer, the seller beside a shopper)
  // wait for their scripts on navigation too.
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        if (args[0]?.javaScriptEnabled !== false) context.on("page", waitForScriptsOnNavigation);
        return context;
      };
      await use(browser);
    },
    { scope: "worker" },
  ],
  // eslint-disable-next-line no-empty-pattern -- set by global-setup
  baseURL: async ({}, use) => use(process.env.E2E_BASE_URL),
  // Each test's browser is a client of its own, as if behind a proxy that wrote its address
  // in X-Forwarded-For: a server that trusts one proxy (TRUST_PROXY=1) counts the limits per
  // client (registrations, mails, sign-ins, orders) for each test apart, as it would for
  // real visitors. A server that trusts no proxy ignores the header. A test may still set
  // its own address with page.setExtraHTTPHeaders.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) =>
    use({ ...extraHTTPHeaders, "X-Forwarded-For": clientAddressOf(testInfo) }),
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled === false) pagesWithoutScripts.add(page);
    else waitForScriptsOnNavigation(page);
    await use(page);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        // The browser notes every 4xx answer, which forms and 404 pages give on purpose.
        if (/the server responded with a status of 4\d\d/.test(message.text())) return;
        errors.push(message.text());
      });
      await use(errors);
      expect(errors, "errors in the browser console").toEqual([]);
    },
    { auto: true },
  ],
});
