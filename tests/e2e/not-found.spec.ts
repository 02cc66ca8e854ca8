import fs from "node:fs";
import path from "node:path";
import { expect, test } from "./fixtures";
import { signInPage } from "./support/session";
import { createShop, openShopData } from "./support/shop-data";

test.describe("404 page", () => {
  for (const missing of ["/demo/anything-unknown", "/a/b/c"]) {
    test(`answers 404 with the spec's page for ${missing}`, async ({ page }) => {
      const response = await page.goto(missing);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
      await page.getByRole("link", { name: "Return to Home" }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole("link", { name: "Masuk ke Dashboard" })).toBeVisible();
    });
  }

  test("logs the missing path", async ({ request }) => {
    const missing = `/demo/not-here-${Date.now()}`;
    const response = await request.get(missing);
    expect(response.status()).toBe(404);
    const log = fs.readFileSync(path.join(process.env.E2E_DATA_DIR ?? "", "server.log"), "utf8");
    expect(log).toContain(missing);
  });

  test("an unknown admin page answers 404 inside the admin shell for a signed-in seller @layout", async ({
    page,
    baseURL,
  }) => {
    const data = openShopData();
    const shop = await createShop(data);
    await data.close();
    await signInPage(page, baseURL!, shop);

    const response = await page.goto("/admin/halaman-tidak-ada");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    // The sidebar stays: on a phone it opens from the header's toggle.
    const menu = page.getByRole("navigation", { name: "Menu admin" });
    if ((page.viewportSize()?.width ?? 0) < 768) {
      await page.getByRole("button", { name: "Buka/tutup menu" }).click();
    }
    await expect(menu).toBeVisible();
    await expect(menu.getByRole("link", { name: "Pesanan" })).toHaveAttribute(
      "href",
      "/admin/orders",
    );
    if ((page.viewportSize()?.width ?? 0) < 768) await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { name: "Welcome to Admin Panel" })).toBeVisible();
  });

  test("an unknown admin page sends a signed-out visitor to sign in", async ({ page, request }) => {
    const answer = await request.get("/admin/halaman-tidak-ada", { maxRedirects: 0 });
    expect(answer.status()).toBe(302);
    expect(answer.headers().location).toBe("/auth");
    await page.goto("/admin/halaman-tidak-ada");
    await expect(page).toHaveURL(/\/auth$/);
  });
});
