import type { Page } from "@playwright/test";
import { createProduct } from "#server/seed/factories";
import { expectNoSeriousViolations } from "./support/axe";
import { expect, test } from "./fixtures";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// 'Tampilan Toko' (decision 076): the colour the seller picks is her shop's buttons, badges,
// prices and links, with every pair readable (axe's contrast rules on a light and a dark
// pick), and without any script: the kept page carries it.

const primaryOf = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue("--primary"));

test.describe("the shop's colours", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  for (const pick of [
    { name: "a light pick, shown darker", colour: "#FFE14D", isAdjusted: true },
    { name: "a dark pick, shown as it is", colour: "#1E3A8A", isAdjusted: false },
  ]) {
    test(`${pick.name} keeps every page readable @layout`, async ({ page, baseURL }) => {
      const shop = await createShop(data);
      await createProduct(data.db, shop.brandId, { name: "Bolu Pandan", price: 45000 });
      await signInPage(page, baseURL!, shop);
      await page.goto("/admin/about");
      const card = page.locator("form").filter({ hasText: "Warna Utama" });
      await card.getByLabel("Kode warna").fill(pick.colour);
      const preview = card.locator("[data-colour-preview]");
      const shown = (await preview.getAttribute("data-colour-preview"))!;
      expect(shown === pick.colour.toLowerCase()).toBe(!pick.isAdjusted);
      await expect(
        card.getByText("Warna dibuat sedikit lebih gelap agar tulisan tetap mudah dibaca."),
      ).toHaveCount(pick.isAdjusted ? 1 : 0);
      await card.getByRole("button", { name: "Simpan Tampilan" }).click();
      await expect(page.getByText("Tampilan toko berhasil disimpan")).toBeVisible();

      // The shop's pages, in a visitor's browser: the colour is there before any script.
      await page.context().clearCookies();
      for (const path of [`/${shop.username}`, `/${shop.username}/products`]) {
        await page.goto(path);
        expect((await primaryOf(page)).trim()).toBe(shown);
        await expectNoSeriousViolations(page, `${path} in ${pick.colour}`);
      }
      // The add button is drawn in it, its text white.
      const add = page.getByRole("link", { name: "Tambah Bolu Pandan ke keranjang" });
      await expect(add).toHaveCSS("color", "rgb(255, 255, 255)");
      const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(shown.slice(i, i + 2), 16));
      await expect(add).toHaveCSS("background-color", `rgb(${r}, ${g}, ${b})`);

      // Another shop keeps Gerai's teal.
      await page.goto("/demo");
      expect((await primaryOf(page)).trim()).not.toBe(shown);
    });
  }

  test("a shop without JavaScript still shows its colour", async ({ browser }) => {
    const shop = await createShop(data);
    await data.db
      .updateTable("brands")
      .set({ theme_colour: "#b91c1c" })
      .where("id", "=", shop.brandId)
      .execute();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/${shop.username}`);
    expect((await primaryOf(page)).trim()).toBe("#b91c1c");
    await context.close();
  });
});
