import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fillRegistration } from "./support/registration";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// Messages are said once, where they belong: a refused form inline next to it, a success
// (or a failure in the background) as a single toast that replaces any before it.

const REFUSED_LOGIN =
  "Email atau password salah. Pastikan akun Anda sudah terdaftar dan terverifikasi.";

/** The toasts a person can see (sonner keeps hidden and leaving ones in the page a while). */
const shownToasts = (page: Page) =>
  page.locator('[data-sonner-toast][data-visible="true"]:not([data-removed="true"])');

/**
 * Lets the page finish what the last answer started: effects, then any toast they raise.
 * Counts after it are read once, not retried: a toast goes away by itself after a while, so
 * a retried "no toast" would pass just by waiting.
 */
async function settle(page: Page) {
  for (let frame = 0; frame < 3; frame++) {
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))),
    );
  }
}

async function logIn(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Masuk" }).click();
}

test.describe("messages", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("after a failed and then a successful login only 'Login berhasil!' shows", async ({
    page,
  }) => {
    const shop = await createShop(data);
    await page.goto("/auth");
    await logIn(page, shop.email, "bukan-password-nya");
    await expect(page.getByRole("alert").filter({ hasText: REFUSED_LOGIN })).toBeVisible();
    await settle(page);
    expect(await page.getByText(REFUSED_LOGIN).count()).toBe(1);
    expect(await shownToasts(page).count()).toBe(0);

    await logIn(page, shop.email, shop.password);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(shownToasts(page).filter({ hasText: "Login berhasil!" })).toBeVisible();
    // Counted at once: an older toast left on the stack would be shown under this one now.
    expect(await shownToasts(page).count()).toBe(1);
    expect(await page.getByText(REFUSED_LOGIN).count()).toBe(0);
    // Its close button is a touch target of at least 24 × 24 px (WCAG 2.5.8).
    const close = await page.getByRole("button", { name: "Tutup notifikasi" }).boundingBox();
    expect(Math.min(close!.width, close!.height)).toBeGreaterThanOrEqual(24);
    // The toast shows under the header: the menu can be opened while it is there.
    await page.getByRole("button", { name: "Buka/tutup menu" }).click({ timeout: 2_000 });
    await expect(page.getByRole("navigation", { name: "Menu admin" })).toBeVisible();
    await expect(shownToasts(page).filter({ hasText: "Login berhasil!" })).toBeVisible();
  });

  test("a refused form says why once, next to the form, in a full sentence", async ({ page }) => {
    const shop = await createShop(data);
    await page.goto("/auth");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Password wajib diisi" })).toBeVisible();
    await settle(page);
    expect(await page.getByText("Silakan masukkan email Anda").count()).toBe(1);
    expect(await page.getByText("Password wajib diisi").count()).toBe(1);
    expect(await shownToasts(page).count()).toBe(0);

    const taken = "Email sudah terdaftar. Silakan masuk atau gunakan email lain.";
    await fillRegistration(page, {
      email: shop.email,
      password: "rahasia123",
      username: `toko-baru-${Date.now()}`,
    });
    await page.getByRole("button", { name: "Daftar Sekarang" }).click();
    const emailError = page.locator("#register-email-error");
    await expect(emailError).toHaveText(taken);
    await settle(page);
    expect(await page.getByText(taken).count()).toBe(1);
    expect(await shownToasts(page).count()).toBe(0);
    await expect(page.getByLabel("Email")).toHaveValue(shop.email);
  });
});
