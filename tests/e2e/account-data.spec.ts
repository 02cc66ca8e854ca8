import fs from "node:fs";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// A seller's own data (decision 080): she opens 'Data & Akun' from the menu, downloads her
// data as one JSON file, deletes her account by typing her password (a wrong one refused),
// sees the banner while her shop's link no longer shows the shop, then takes it back and
// the shop is there again.

test.describe("a seller's own data and her account's deletion", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("she downloads her data, deletes her account, sees her shop offline and takes it back @layout", async ({
    page,
    browser,
    baseURL,
  }) => {
    test.slow();
    const shop = await createShop(data, { name: "Dapur Bu Rina" });
    await createProduct(data.db, shop.brandId, { name: "Nasi Kuning", price: 25_000 });
    const isMobile = (page.viewportSize()?.width ?? 0) < 768;
    await signInPage(page, baseURL!, shop);

    // From the menu, as every account finds it.
    await page.goto("/admin");
    if (isMobile) await page.getByRole("button", { name: "Buka/tutup menu" }).click();
    await page
      .getByRole("navigation", { name: "Menu admin" })
      .getByRole("link", { name: "Data & Akun" })
      .click();
    await expect(page.getByRole("heading", { name: "Data & Akun", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Pesanan (CSV)" })).toBeVisible();
    await expectNoSeriousViolations(page, "the account page");
    await page.screenshot({ path: test.info().outputPath("account.png"), fullPage: true });

    // The download is one JSON document of her account and her shop.
    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Unduh Data Saya (JSON)" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^gerai-data-${shop.username}-\\d{4}-\\d{2}-\\d{2}\\.json$`),
    );
    const document = JSON.parse(fs.readFileSync(await download.path(), "utf8")) as {
      account: { email: string };
      shops: { profile: { username: string; name: string }; products: { name: string }[] }[];
    };
    expect(document.account.email).toBe(shop.email);
    expect(document.shops.map((own) => own.profile.username)).toEqual([shop.username]);
    expect(document.shops[0]!.products.map((product) => product.name)).toEqual(["Nasi Kuning"]);

    // A wrong password is refused and deletes nothing.
    const form = page.getByRole("form", { name: "Hapus Akun" });
    await form.getByLabel("Password Anda").fill("bukan-password");
    await form.getByRole("button", { name: "Hapus Akun Saya" }).click();
    await expect(form.getByText("Password salah. Akun tidak dihapus.")).toBeVisible();
    const visitor = await browser.newContext({ viewport: page.viewportSize() });
    const shopPage = await visitor.newPage();
    expect((await shopPage.goto(`${baseURL}/${shop.username}`))?.status()).toBe(200);

    // With her password: the banner, on this page and every other.
    await form.getByLabel("Password Anda").fill(shop.password);
    await form.getByRole("button", { name: "Hapus Akun Saya" }).click();
    const banner = page.getByRole("alert", { name: "Penghapusan akun" });
    await expect(banner).toContainText(
      /Akun Anda akan dihapus pada .+\. Toko Anda sudah offline\./,
    );
    await page.screenshot({ path: test.info().outputPath("deletion-asked.png"), fullPage: true });
    await page.goto("/admin/orders");
    await expect(banner).toBeVisible();

    // Her shop's link no longer shows the shop: only that it is no longer active (decision 077).
    const closed = await shopPage.goto(`${baseURL}/${shop.username}`);
    expect(closed?.status()).toBe(410);
    await expect(shopPage.getByText(PLATFORM_MESSAGES.closedNotice)).toBeVisible();
    await expect(shopPage.getByRole("link", { name: "Laporkan Toko" })).toHaveCount(0);

    // She takes it back from the banner: the shop is back.
    await banner.getByRole("button", { name: "Batalkan Penghapusan" }).click();
    await expect(page.getByText("Penghapusan akun dibatalkan.")).toBeVisible();
    await expect(banner).toHaveCount(0);
    const reopened = await shopPage.goto(`${baseURL}/${shop.username}`);
    expect(reopened?.status()).toBe(200);
    await expect(shopPage.getByRole("heading", { name: "Dapur Bu Rina" })).toBeVisible();
    await visitor.close();

    // The page is also reached from the Account card of 'Tentang'.
    await page.goto("/admin/about");
    await page.getByRole("link", { name: "Data & Akun" }).last().click();
    await expect(page).toHaveURL(/\/admin\/account$/);
  });
});
