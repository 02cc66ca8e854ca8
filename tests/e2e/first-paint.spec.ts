import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { httpClient } from "./support/session";
import { createShop, openShopData } from "./support/shop-data";

/** The first screen's largest picture of each shop page, as its `<img>` is found. */
const LARGEST_PICTURES = [
  { path: "/demo", picture: 'img[alt="Price List 1"]' },
  { path: "/demo/products", picture: "main ul li img" },
  { path: "/demo/stores", picture: 'img[alt="Store Image 1"]' },
] as const;

/** The pages under the public layout, of the platform and of a shop, and a missing one. */
const PUBLIC_PAGES = [
  "/",
  "/auth",
  "/register",
  "/products",
  "/cart",
  "/stores",
  "/about",
  "/supports",
  "/order-tracking",
  "/demo",
  "/demo/products",
  "/demo/cart",
  "/demo/stores",
  "/demo/about",
  "/demo/order-tracking",
  "/demo/no-such-page",
];

/** What the page was drawn with and when its parts were fetched, read in the browser. */
function firstScreenOf(page: Page, picture: string) {
  return page.evaluate((selector) => {
    const img = document.querySelector<HTMLImageElement>(selector)!;
    const preload = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].find(
      (link) => link.getAttribute("imagesrcset") === img.getAttribute("srcset"),
    );
    const resources = performance.getEntriesByType("resource") as PerformanceResourceTiming[];
    const scripts = resources.filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name));
    return {
      imgPriority: img.getAttribute("fetchpriority"),
      imgLoading: img.getAttribute("loading"),
      preloadPriority: preload?.getAttribute("fetchpriority"),
      pictureLoaded: resources.find((entry) => entry.name === img.currentSrc)?.responseEnd,
      firstScriptAsked: Math.min(...scripts.map((entry) => entry.startTime)),
      scripts: scripts.length,
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    };
  }, picture);
}

test.describe("a shop page's first screen", () => {
  for (const { path, picture } of LARGEST_PICTURES) {
    test(`${path}: its largest picture is fetched first, before any script`, async ({ page }) => {
      const visitCounted = page.waitForRequest((sent) => sent.url().endsWith("/api/visits"));
      await page.goto(path);
      // The page comes alive once its scripts have arrived: it counts the visit.
      await visitCounted;
      const screen = await firstScreenOf(page, picture);
      expect(screen).toMatchObject({
        imgPriority: "high",
        imgLoading: "eager",
        preloadPriority: "high",
      });
      expect(screen.scripts).toBeGreaterThan(0);
      expect(screen.pictureLoaded).toBeDefined();
      expect(screen.firstScriptAsked).toBeGreaterThanOrEqual(screen.pictureLoaded!);
      expect(screen.firstPaint).toBeDefined();
    });
  }

  test("the HTML carries its stylesheet and asks for no script before it is drawn", async ({
    request,
  }) => {
    // Every public page's own route modules: React Router writes each bootstrap from them,
    // and a shape the rewriting does not know fails the page (app/lib/first-paint-scripts.ts).
    for (const path of PUBLIC_PAGES) {
      const answer = await request.get(path);
      expect(answer.status(), path).toBe(path === "/demo/no-such-page" ? 404 : 200);
      const html = await answer.text();
      const head = html.slice(0, html.indexOf("</head>"));
      expect(head, path).not.toMatch(/<link[^>]+rel="stylesheet"/);
      expect(head, path).toMatch(/<style[^>]+data-href="gerai-app"[^>]*>[^<]*\.text-primary\{/);
      expect(html, path).not.toMatch(/<link[^>]+rel="modulepreload"/);
      expect(html, path).not.toMatch(/^\s*import\s/m);
      expect(html, path).toContain("querySelectorAll('img[fetchpriority=\"high\"]')");
    }
  });

  test("is drawn styled, and comes alive under the page's own policy, rendered or kept", async ({
    page,
    context,
    baseURL,
  }) => {
    // A cookie makes the server render the page with a fresh nonce; without one the page
    // may come from memory, with its inline scripts listed by hash (server/page-cache.ts).
    for (const isRendered of [true, false]) {
      await context.clearCookies();
      if (isRendered) await context.addCookies([{ name: "seen", value: "1", url: baseURL! }]);
      const visitCounted = page.waitForRequest((sent) => sent.url().endsWith("/api/visits"));
      const answer = await page.goto("/demo");
      expect(answer?.headers()["content-security-policy"]).toContain(
        isRendered ? "'nonce-" : "'sha256-",
      );
      await visitCounted;
      const look = await page.evaluate(() => ({
        stylesheets: [...document.styleSheets].map((sheet) => sheet.ownerNode?.nodeName),
        header: getComputedStyle(document.querySelector("header")!).position,
        title: getComputedStyle(document.querySelector("h1")!).fontWeight,
        nav: getComputedStyle(document.querySelector('nav[aria-label="Navigasi utama"]')!).position,
      }));
      expect(look).toEqual({
        stylesheets: ["STYLE"],
        header: "sticky",
        title: "700",
        nav: "fixed",
      });
      // Alive: a tab leads to the products page without loading another document.
      await page.evaluate(() => ((window as { sameDocument?: boolean }).sameDocument = true));
      await page.getByRole("link", { name: "Belanja" }).click();
      await expect(page).toHaveURL(/\/demo\/products$/);
      expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
    }
  });

  test("the admin's scripts still start with its HTML", async ({ baseURL }) => {
    const data = openShopData();
    try {
      const client = await httpClient(baseURL!, await createShop(data));
      const html = await (await client.get("/admin")).text();
      expect(html).toMatch(/<link[^>]+rel="modulepreload"/);
      await client.dispose();
    } finally {
      await data.close();
    }
  });
});
