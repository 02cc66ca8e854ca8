import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { startServer, type RunningServer } from "./global-setup";
import { createShopWithEverything, makePlatformAdmin, type FullShop } from "./support/full-shop";
import { addToCart } from "./support/ordering";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";
import { EnglishCheck } from "./support/visible-text";

// Every screen a person can reach, read as a whole (text, labels read aloud, placeholders,
// titles, the tab's title): no English word may remain once the texts the spec quotes in
// English are set aside. A server of its own, so that no other test's data shows up on the
// platform-wide pages.

/** Opens a page and waits until it has settled (hydrated, its data loaded). */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

test.describe("Indonesian on every screen", { tag: "@layout" }, () => {
  // Each test walks through a whole area (a dozen pages and dialogs) in one go.
  test.describe.configure({ timeout: 150_000 });
  let server: RunningServer;
  let data: ShopData;
  let shop: FullShop;

  test.beforeAll(async () => {
    server = await startServer();
    data = openShopData(server.dataDir);
    shop = await createShopWithEverything(data);
  });
  test.afterAll(async () => {
    await data?.close();
    await server?.stop();
  });

  const expectNoEnglish = (check: EnglishCheck) =>
    expect(check.report(), "English words on screen that the spec does not quote").toEqual([]);

  test("platform pages, sign-in pages and the 404 page", async ({ page }) => {
    const check = new EnglishCheck(page);
    const paths = [
      "/",
      "/products",
      "/cart",
      "/stores",
      "/about",
      "/supports",
      "/order-tracking",
      "/privasi",
      "/auth",
      "/register",
      "/forgot-password",
      "/verify-email-sent",
      "/verify-email",
      "/verify-email?token=tidak-berlaku&email=rina%40contoh.id",
      "/email-not-verified",
      "/halaman/yang-tidak-ada",
    ];
    for (const path of paths) {
      await visit(page, `${server.baseUrl}${path}`);
      await check.read(path);
    }
    // Without its tokens the reset page explains the problem and moves on to /forgot-password.
    await visit(page, `${server.baseUrl}/reset-password`);
    await expect(page).toHaveURL(/\/forgot-password/);
    await check.read("/reset-password");
    expectNoEnglish(check);
  });

  test("a shop's pages, with the product dialog, the cart, checkout and tracking", async ({
    page,
  }) => {
    const check = new EnglishCheck(page);
    const base = `${server.baseUrl}/${shop.username}`;
    for (const path of ["", "/stores", "/about", "/privasi"]) {
      await visit(page, `${base}${path}`);
      await check.read(`/{shop}${path}`);
    }

    await visit(page, `${base}/products`);
    await check.read("/{shop}/products");
    await page.getByRole("link", { name: "Tambah Nasi Uduk ke keranjang" }).click();
    await expect(page.getByRole("dialog", { name: "Detail Produk" })).toBeVisible();
    await check.read("/{shop}/products: Detail Produk");
    await page.keyboard.press("Escape");
    await addToCart(page, "Nasi Uduk", { choices: ["Jumbo"], quantity: 2, notes: "Pedas" });
    await addToCart(page, "Kue Lapis", {});
    await check.read("/{shop}/products with a cart");
    await page.getByRole("button", { name: "Keranjang (3 item)" }).click();
    const cart = page.getByRole("dialog", { name: /Keranjang Belanja/ });
    await expect(cart).toBeVisible();
    await check.read("/{shop}/products: Keranjang Belanja");
    await cart.getByRole("button", { name: "Checkout" }).click();
    await expect(page.getByRole("dialog", { name: "Checkout Pesanan" })).toBeVisible();
    await check.read("/{shop}/products: Checkout Pesanan");
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Lihat Keranjang" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Keranjang Belanja" })).toBeVisible();
    await check.read("/{shop}/cart");

    await visit(page, `${base}/order-tracking?number=${shop.orderNumber}`);
    const verify = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await expect(verify).toBeVisible();
    await check.read("/{shop}/order-tracking: Verifikasi Nomor HP");
    await verify.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("5432");
    await verify.getByRole("button", { name: "Verifikasi" }).click();
    await expect(page.getByRole("region", { name: shop.orderNumber })).toBeVisible();
    await check.read("/{shop}/order-tracking with the order");
    expectNoEnglish(check);
  });

  test("a seller's admin pages and their dialogs", async ({ page, isMobile }) => {
    const check = new EnglishCheck(page);
    await signInPage(page, server.baseUrl, shop);
    const admin = `${server.baseUrl}/admin`;

    await visit(page, admin);
    await check.read("/admin");
    if (isMobile) {
      await page.getByRole("button", { name: "Buka/tutup menu" }).click();
      await expect(page.getByRole("navigation", { name: "Menu admin" })).toBeVisible();
      await check.read("/admin: menu");
      await page.keyboard.press("Escape");
    }

    await visit(page, `${admin}/links`);
    await check.read("/admin/links");
    await page.getByRole("button", { name: "Tambah Tautan" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await check.read("/admin/links: Tambah Tautan");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Hapus Pesan lewat Instagram" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check.read("/admin/links: hapus");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Lihat tren Pesan lewat Instagram" }).click();
    const trends = page.getByRole("dialog", { name: "Tren: Pesan lewat Instagram" });
    await expect(trends.getByRole("region", { name: "Diklik" })).toBeVisible();
    await check.read("/admin/links: Tren");
    await page.keyboard.press("Escape");

    await visit(page, `${admin}/products`);
    await check.read("/admin/products");
    await page.getByRole("button", { name: "Tambah Produk" }).first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await check.read("/admin/products: Tambah Produk");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Hapus Kue Lapis" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check.read("/admin/products: hapus");
    await page.keyboard.press("Escape");

    await visit(page, `${admin}/orders`);
    await check.read("/admin/orders");
    await visit(page, `${admin}/orders/${shop.orderNumber}`);
    await check.read("/admin/orders/{number}");
    await page.getByLabel("Status Pesanan").selectOption("diproses");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByRole("alertdialog", { name: "Beritahu Pelanggan?" })).toBeVisible();
    await check.read("/admin/orders/{number}: Beritahu Pelanggan?");
    await page.getByRole("button", { name: "Tidak" }).click();

    await visit(page, `${admin}/store`);
    await check.read("/admin/store");
    await page.getByRole("button", { name: "Edit Store Info" }).click();
    await check.read("/admin/store: Edit Store Info");

    await visit(page, `${admin}/special-days`);
    await check.read("/admin/special-days");
    await page.getByRole("button", { name: "Tambah Hari Khusus" }).click();
    await page.getByText("Jam khusus", { exact: true }).click();
    await check.read("/admin/special-days: Tambah Hari Khusus");

    await visit(page, `${admin}/customer-data`);
    await check.read("/admin/customer-data");
    await visit(page, `${admin}/customers/promo`);
    await check.read("/admin/customers/promo");

    await visit(page, `${admin}/payments`);
    await check.read("/admin/payments");
    await page.getByRole("button", { name: "Tambah Rekening" }).click();
    await check.read("/admin/payments: Tambah Rekening");

    await visit(page, `${admin}/delivery`);
    await check.read("/admin/delivery");
    await page.getByRole("button", { name: "Tambah Area" }).click();
    await check.read("/admin/delivery: Tambah Area");

    await visit(page, `${admin}/account`);
    await check.read("/admin/account");
    await visit(page, `${admin}/domain`);
    await check.read("/admin/domain");

    await visit(page, `${admin}/about`);
    await check.read("/admin/about");
    await page.getByRole("button", { name: "Hapus Price List 1" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check.read("/admin/about: hapus daftar harga");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Edit About Info" }).click();
    await check.read("/admin/about: Edit About Info");
    await page.getByRole("button", { name: "Logout" }).last().click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await check.read("/admin/about: logout");
    await page.keyboard.press("Escape");

    for (const path of ["/supports", "/halaman-yang-tidak-ada"]) {
      await visit(page, `${admin}${path}`);
      await check.read(`/admin${path}`);
    }
    expectNoEnglish(check);
  });

  test("the platform admin's settings page", async ({ page }) => {
    const check = new EnglishCheck(page);
    const platformAdmin = await createShop(data, { name: "Pengelola Gerai" });
    await makePlatformAdmin(data, platformAdmin.email);
    await signInPage(page, server.baseUrl, platformAdmin);
    await visit(page, `${server.baseUrl}/admin/platform-settings`);
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeEnabled();
    await check.read("/admin/platform-settings");
    expectNoEnglish(check);
  });
});
