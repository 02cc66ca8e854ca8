import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The admin as an installable app: its manifest and service worker, Chromium's own
// installability check, the offline page, and a storefront left exactly as it was.

/**
 * Opens the admin as a new document, as the installed app starts, and waits until the
 * service worker is active and controls it; its scope. (A page opened elsewhere, the login
 * page, and reached by client navigation keeps the worker it was created with: none.)
 */
async function controllingWorkerScope(page: Page): Promise<string> {
  const activeWorker = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration("/admin");
      return registration?.active?.state ?? null;
    });
  await expect.poll(activeWorker, { timeout: 30_000 }).toBe("activated");
  await page.goto("/admin");
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null), {
      timeout: 30_000,
    })
    .toMatch(/\/admin\/sw\.js$/);
  return page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
}

async function openMenuOnPhone(page: Page) {
  if ((page.viewportSize()?.width ?? 0) < 768) {
    await page.getByRole("button", { name: "Buka/tutup menu" }).click();
  }
}

test.describe("installable admin", () => {
  // A service worker installs in the background, slowly on a busy machine.
  test.describe.configure({ timeout: 120_000 });
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("installs, works offline with the offline page, and leaves the shop alone @layout", async ({
    playwright,
    launchOptions,
    baseURL,
    extraHTTPHeaders,
    viewport,
    isMobile,
    hasTouch,
    deviceScaleFactor,
  }) => {
    // Chromium never installs from an incognito window, and every test context is one: this
    // test runs in a browser profile of its own, as a seller's phone has.
    const profile = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-pwa-"));
    const context = await playwright.chromium.launchPersistentContext(profile, {
      ...launchOptions,
      baseURL,
      extraHTTPHeaders,
      viewport,
      isMobile,
      hasTouch,
      deviceScaleFactor,
    });
    test.info().attach("profile", { body: profile });
    const page = context.pages()[0] ?? (await context.newPage());
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      // Offline, the browser notes each request that could not leave: that is the point.
      if (message.type() !== "error" || /net::ERR_INTERNET_DISCONNECTED/.test(message.text())) {
        return;
      }
      errors.push(message.text());
    });
    // The console names no address; a 404 is told with the one it came from.
    page.on("response", (response) => {
      if (response.status() === 404) errors.push(`404 ${response.url()}`);
    });
    const shop = await createShop(data);
    await logInAsSeller(page, shop);
    expect(await controllingWorkerScope(page)).toMatch(/\/admin$/);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      "href",
      "/admin/manifest.webmanifest",
    );

    // The check Lighthouse's installability audit ran: manifest, icons, service worker.
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
        return installabilityErrors;
      })
      .toEqual([]);

    // The products page once online: its code is now in the worker's cache.
    const menu = page.getByRole("navigation", { name: "Menu admin" });
    await openMenuOnPhone(page);
    await menu.getByRole("link", { name: "Produk", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await openMenuOnPhone(page);
    await menu.getByRole("link", { name: "Dasbor" }).click();
    await expect(page).toHaveURL(/\/admin$/);

    // Offline, the next admin page is the offline page, at the address the seller chose.
    await context.setOffline(true);
    await openMenuOnPhone(page);
    await menu.getByRole("link", { name: "Produk", exact: true }).click();
    await expect(page.getByRole("heading", { name: "Anda sedang offline" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/products$/);
    // A page typed into the address bar too.
    await page.goto("/admin/orders");
    await expect(page.getByRole("heading", { name: "Anda sedang offline" })).toBeVisible();
    // Its icon is in the page: the browser asks the server for none (no /favicon.ico 404
    // once back online).
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute(
      "href",
      /^data:image\/svg\+xml,/,
    );

    // Back online, 'Coba Lagi' opens the page asked for.
    await context.setOffline(false);
    await page.getByRole("link", { name: "Coba Lagi" }).click();
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(page.getByRole("heading", { name: "Anda sedang offline" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Buka/tutup menu" })).toBeVisible();

    // The storefront: no manifest, no service worker, even in the browser that has one.
    await page.goto(`/${shop.username}`);
    await expect(page.getByRole("heading", { name: "Toko Uji" }).first()).toBeVisible();
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    const storefront = await page.evaluate(async () => ({
      isControlled: navigator.serviceWorker.controller !== null,
      registration: (await navigator.serviceWorker.getRegistration(location.href)) ?? null,
    }));
    expect(storefront).toEqual({ isControlled: false, registration: null });
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
    expect(errors, "errors in the browser console").toEqual([]);
  });

  test("offers 'Pasang Aplikasi' when the browser can install, and hides it once installed @layout", async ({
    page,
  }) => {
    const shop = await createShop(data);
    await logInAsSeller(page, shop);
    await controllingWorkerScope(page);
    await openMenuOnPhone(page);
    const install = page.getByRole("button", { name: "Pasang Aplikasi" });
    // Headless Chromium never offers installing by itself: the event is the browser's as
    // Chrome sends it, with the prompt the button must call.
    await page.evaluate(() => {
      const event = new Event("beforeinstallprompt", { cancelable: true });
      Object.assign(event, {
        prompt: async () => {
          (window as unknown as { prompted: number }).prompted =
            ((window as unknown as { prompted?: number }).prompted ?? 0) + 1;
        },
        userChoice: Promise.resolve({ outcome: "dismissed" }),
      });
      window.dispatchEvent(event);
    });
    await expect(install).toBeVisible();
    await install.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { prompted?: number }).prompted))
      .toBe(1);
    // Used once, the prompt is gone until the browser offers it again.
    await expect(install).toHaveCount(0);
    await page.evaluate(() => {
      const event = new Event("beforeinstallprompt", { cancelable: true });
      Object.assign(event, {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: "accepted" }),
      });
      window.dispatchEvent(event);
    });
    await expect(install).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event("appinstalled")));
    await expect(install).toHaveCount(0);
  });
});
