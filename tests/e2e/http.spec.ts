import { expect, test } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";
import { httpClient } from "./support/session";

test.describe("HTTP delivery", () => {
  test("serves hashed assets compressed with a one-year immutable cache", async ({ request }) => {
    const html = await (await request.get("/demo")).text();
    // The largest script of the page: a file of a few bytes is not worth compressing.
    const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.js/g))];
    const sizes = await Promise.all(
      assets.map(async (path) => (await (await request.get(path)).body()).length),
    );
    const asset = assets[sizes.indexOf(Math.max(...sizes))];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("compresses pages and keeps them out of the long cache", async ({ request }) => {
    const response = await request.get("/demo", { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
    expect(response.headers()["cache-control"] ?? "").not.toContain("immutable");
  });

  test("answers the health check", async ({ request }) => {
    const response = await request.get("/healthz");
    expect(await response.text()).toBe("ok");
  });
});

test.describe("origin checks", () => {
  test("a form posted from another site is refused and signs nobody in", async ({ request }) => {
    const response = await request.post("/auth", {
      headers: {
        Origin: "https://evil.example",
        "Content-Type": "application/x-www-form-urlencoded",
      },
      data: "email=demo%40gerai.local&password=x",
    });
    expect(response.status()).toBe(403);
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });
});

// Whatever carries a session's or a customer's data is kept by no cache, shared or the
// browser's own; public shop pages without a session are answered as before.
test.describe("private answers", () => {
  const PRIVATE = "private, no-store";
  let data: ShopData;
  let seller: { email: string; password: string; username: string };
  test.beforeAll(async () => {
    data = openShopData();
    seller = await createShop(data);
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const headersOf = (response: { headers(): Record<string, string> }) => {
    const headers = response.headers();
    return {
      cache: headers["cache-control"],
      robots: headers["x-robots-tag"],
      referrer: headers["referrer-policy"],
    };
  };

  test("a seller's admin pages, their data and every action answer", async ({ baseURL }) => {
    const client = await httpClient(baseURL!, seller);
    for (const path of ["/admin", "/admin/orders", "/admin/orders.data", "/admin/about.data"]) {
      const response = await client.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(headersOf(response), path).toMatchObject({ cache: PRIVATE, robots: "noindex" });
    }
    const saved = await client.post("/admin/about.data", { form: { intent: "unknown" } });
    expect(headersOf(saved).cache).toBe(PRIVATE);
    const upload = await client.post("/api/uploads", { multipart: { area: "product-images" } });
    expect(upload.status()).toBe(400);
    expect(headersOf(upload).cache).toBe(PRIVATE);
    await client.dispose();
  });

  test("the sign-in answer that sets the session cookie, and the auth pages", async ({
    baseURL,
  }) => {
    const anonymous = await httpClient(baseURL!);
    const signedIn = await anonymous.post("/auth", { form: seller, maxRedirects: 0 });
    expect(signedIn.status()).toBe(302);
    expect(signedIn.headers()["set-cookie"]).toBeTruthy();
    expect(headersOf(signedIn)).toMatchObject({ cache: PRIVATE, robots: "noindex" });
    for (const path of ["/auth", "/register", "/forgot-password", "/verify-email-sent"]) {
      expect(headersOf(await anonymous.get(path)), path).toMatchObject({
        cache: PRIVATE,
        robots: "noindex",
      });
    }
    await anonymous.dispose();
  });

  test("a page with a token in its address sends it in no Referer", async ({ request }) => {
    for (const path of ["/reset-password?token=abc123", "/verify-email?token=abc123"]) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(headersOf(response), path).toEqual({
        cache: PRIVATE,
        robots: "noindex",
        referrer: "no-referrer",
      });
    }
  });

  test("order tracking: its page, its data and its answers", async ({ request, baseURL }) => {
    const path = `/${seller.username}/order-tracking`;
    for (const url of [path, `${path}.data`, "/order-tracking"]) {
      expect(headersOf(await request.get(url)), url).toMatchObject({
        cache: PRIVATE,
        robots: "noindex",
      });
    }
    const answer = await request.post(`${path}.data`, {
      headers: { Origin: baseURL! },
      form: { intent: "lookup", orderNumber: "ORD00000000" },
    });
    expect(headersOf(answer).cache).toBe(PRIVATE);
    const order = await request.post("/api/orders", {
      headers: { Origin: baseURL! },
      data: { username: seller.username },
    });
    expect(order.status()).toBeLessThan(500);
    expect(headersOf(order).cache).toBe(PRIVATE);
  });

  test("a shop page is private to a signed-in seller, public to a visitor", async ({
    request,
    baseURL,
  }) => {
    const visitor = await request.get(`/${seller.username}`);
    expect(visitor.status()).toBe(200);
    expect(headersOf(visitor)).toEqual({
      cache: undefined,
      robots: undefined,
      referrer: "strict-origin-when-cross-origin",
    });
    const client = await httpClient(baseURL!, seller);
    const own = await client.get(`/${seller.username}`);
    expect(headersOf(own)).toEqual({
      cache: PRIVATE,
      robots: undefined,
      referrer: "strict-origin-when-cross-origin",
    });
    // Hashed assets carry nobody's data: their year-long cache stays, session or not.
    const asset = (await own.text()).match(/\/assets\/[\w.-]+\.js/)?.[0];
    expect(headersOf(await client.get(asset!)).cache).toBe("public, max-age=31536000, immutable");
    await client.dispose();
  });
});

test.describe("kept shop pages", () => {
  test("a kept page runs its own scripts and no other", async ({
    page,
    request,
    consoleErrors,
  }) => {
    // Asked twice, the second answer comes from memory: the same bytes, a policy that lists
    // the page's inline scripts by hash and has no nonce to reuse.
    const first = await request.get("/demo");
    const kept = await request.get("/demo");
    expect(await kept.text()).toBe(await first.text());
    const policy = kept.headers()["content-security-policy"];
    expect(policy).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')+;/);
    expect(policy).not.toContain("nonce");
    expect(kept.headers()["etag"]).toBeTruthy();
    const notModified = await request.get("/demo", {
      headers: { "If-None-Match": kept.headers()["etag"]! },
    });
    expect(notModified.status()).toBe(304);

    // In a browser the kept page comes alive: its scripts ran when it counts the visit.
    const counted = page.waitForRequest((sent) => sent.url().endsWith("/api/visits"));
    const answer = await page.goto("/demo");
    expect(answer?.headers()["content-security-policy"]).toBe(policy);
    await counted;
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // An inline script the page did not carry is refused.
    const refused = await page.evaluate(
      () =>
        new Promise<{ ran: boolean; directive: string }>((resolve) => {
          document.addEventListener("securitypolicyviolation", (event) =>
            resolve({
              ran: (window as { injected?: boolean }).injected === true,
              directive: event.effectiveDirective,
            }),
          );
          const script = document.createElement("script");
          script.textContent = "window.injected = true;";
          document.body.append(script);
        }),
    );
    expect(refused).toEqual({ ran: false, directive: "script-src-elem" });
    // The browser reports that refusal in the console; nothing else may be there.
    const refusals = consoleErrors.filter((error) => error.includes("Content Security Policy"));
    expect(refusals).toHaveLength(1);
    consoleErrors.splice(consoleErrors.indexOf(refusals[0]!), 1);
  });
});
