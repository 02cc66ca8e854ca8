import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { createShopWithEverything, makePlatformAdmin, type FullShop } from "./support/full-shop";
import { addToCart, catchWhatsAppHandOff, sendTomorrowOrder } from "./support/ordering";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// Every page of the product, and the dialogs and menus on them, checked with axe-core
// against WCAG 2.x A and AA on a phone, with a shop that has something on each of its pages
// (the admin's menu, a sheet on a phone and a sidebar on a desktop screen, on both). A serious or critical violation fails the test; the
// report names the screen and each element.

/** Opens a page and waits until it has settled (hydrated, its data loaded). */
async function visit(page: Page, path: string) {
  await page.goto(path, { waitUntil: "networkidle" });
}

/** "/{shop}/about" for "/toko-uji-123/about": the same name on every run. */
const named = (path: string, shop: FullShop) => path.replace(`/${shop.username}`, "/{shop}");

test.describe("accessibility of every screen", () => {
  // A check reads the whole page and its styles; on a busy machine one takes several seconds.
  test.describe.configure({ timeout: 120_000 });
  let data: ShopData;
  let shop: FullShop;

  test.beforeAll(async () => {
    data = openShopData();
    shop = await createShopWithEverything(data);
  });
  test.afterAll(async () => {
    await data?.close();
  });

  // One test per area walks its pages in one browser: a page costs its check, not a
  // browser of its own. Each failure names its page, and the walk goes on to the next.
  const areas: Record<string, { path: (shop: FullShop) => string; heading?: string }[]> = {
    "the platform's pages": [
      { path: () => "/", heading: "Masuk ke Dashboard" },
      { path: () => "/products" },
      { path: () => "/cart" },
      { path: () => "/stores" },
      { path: () => "/about" },
      { path: () => "/supports" },
      { path: () => "/order-tracking" },
      { path: () => "/privasi" },
      { path: () => "/halaman/yang-tidak-ada", heading: "Oops! Page not found" },
    ],
    "the account pages": [
      { path: () => "/auth" },
      { path: () => "/register" },
      { path: () => "/forgot-password" },
      { path: () => "/reset-password?token=tautan-dari-email" },
      { path: () => "/verify-email-sent" },
      { path: () => "/verify-email?token=tidak-berlaku&email=rina%40contoh.id" },
      { path: () => "/email-not-verified" },
    ],
    "a shop's pages": [
      { path: (shop) => `/${shop.username}` },
      { path: (shop) => `/${shop.username}/products` },
      { path: (shop) => `/${shop.username}/cart` },
      { path: (shop) => `/${shop.username}/stores` },
      { path: (shop) => `/${shop.username}/about` },
      { path: (shop) => `/${shop.username}/order-tracking` },
      { path: (shop) => `/${shop.username}/privasi` },
    ],
    "missing shops and pages": [
      {
        path: (shop) => `/${shop.username}/halaman-tidak-ada/lagi`,
        heading: "Oops! Page not found",
      },
      { path: () => "/toko-yang-tidak-ada-sama-sekali" },
      { path: () => "/toko-yang-tidak-ada/products" },
    ],
  };
  for (const [area, pages] of Object.entries(areas)) {
    test(`${area}, as they open`, async ({ page }) => {
      for (const { path, heading } of pages) {
        await visit(page, path(shop));
        if (heading) await expect(page.getByText(heading).first()).toBeVisible();
        await expectNoSeriousViolations(page, named(path(shop), shop));
      }
    });
  }

  test("/auth with a refused sign-in", async ({ page }) => {
    await visit(page, "/auth");
    await page.getByLabel("Email").fill(shop.email);
    await page.getByLabel("Password", { exact: true }).fill("salah-sekali");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByRole("alert").filter({ hasText: /salah/ })).toBeVisible();
    await expectNoSeriousViolations(page, "/auth with a refused sign-in");
  });

  test("/reset-password without a token", async ({ page }) => {
    // The page explains the problem, then moves on to /forgot-password after 3 s. Holding
    // back that page's code keeps this one on screen for as long as the check takes.
    await page.route(/\/assets\/forgot-password-[\w-]+\.js$/, () => new Promise(() => {}));
    await visit(page, "/reset-password");
    await expect(page.getByRole("alert")).toBeVisible();
    await expectNoSeriousViolations(page, "/reset-password without a token");
    await expect(page).toHaveURL(/\/reset-password$/);
  });

  test("/cart holding a shop's cart", async ({ page }) => {
    await visit(page, `/${shop.username}/products`);
    await addToCart(page, "Kue Lapis", {});
    await visit(page, "/cart");
    await expect(
      page.getByRole("link", { name: `Lihat keranjang di /${shop.username}` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, "/cart with a shop's cart");
  });

  test("the catalogue's product dialog", async ({ page }) => {
    await visit(page, `/${shop.username}/products`);
    await page.getByRole("link", { name: "Tambah Nasi Uduk ke keranjang" }).click();
    await expect(page.getByRole("dialog", { name: "Detail Produk" })).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/products: Detail Produk");
    await page.keyboard.press("Escape");
    await addToCart(page, "Nasi Uduk", { choices: ["Jumbo"], quantity: 2, notes: "Pedas" });
    await expectNoSeriousViolations(page, "/{shop}/products with a cart");
  });

  test("the catalogue's cart dialog and checkout dialog", async ({ page }) => {
    await visit(page, `/${shop.username}/products`);
    await addToCart(page, "Nasi Uduk", { choices: ["Jumbo"], quantity: 2, notes: "Pedas" });
    await addToCart(page, "Kue Lapis", {});
    await page.getByRole("button", { name: "Keranjang (3 item)" }).click();
    const cart = page.getByRole("dialog", { name: /Keranjang Belanja/ });
    await expect(cart).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/products: Keranjang Belanja");
    await cart.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/products: Checkout Pesanan");

    // A form sent incomplete marks the fields still to fill in.
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert").first()).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/products: Checkout Pesanan with errors");
  });

  test("/{shop}/cart with items", async ({ page }) => {
    await visit(page, `/${shop.username}/products`);
    await addToCart(page, "Nasi Uduk", { choices: ["Biasa"] });
    await visit(page, `/${shop.username}/cart`);
    await expect(page.getByRole("heading", { level: 1, name: "Keranjang Belanja" })).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/cart with items");
  });

  test("the order placed: Pesanan Berhasil!", async ({ page }) => {
    const handOff = await catchWhatsAppHandOff(page);
    await visit(page, `/${shop.username}/products`);
    await addToCart(page, "Kue Lapis", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    await page
      .getByRole("dialog", { name: /Keranjang Belanja/ })
      .getByRole("button", { name: "Checkout" })
      .click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await sendTomorrowOrder(checkout);
    await handOff.nextTab();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/products: Pesanan Berhasil!");
  });

  test("order tracking: the phone check and the order", async ({ page }) => {
    await visit(page, `/${shop.username}/order-tracking?number=${shop.orderNumber}`);
    const verify = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await expect(verify).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/order-tracking: Verifikasi Nomor HP");
    const digits = verify.getByRole("textbox", { name: "4 digit terakhir nomor HP" });
    await digits.fill("0000");
    await verify.getByRole("button", { name: "Verifikasi" }).click();
    await expect(verify.getByRole("alert")).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/order-tracking: wrong digits");
    await digits.fill(shop.customerPhone.slice(-4));
    await verify.getByRole("button", { name: "Verifikasi" }).click();
    await expect(page.getByRole("region", { name: shop.orderNumber })).toBeVisible();
    await expectNoSeriousViolations(page, "/{shop}/order-tracking with the order");
  });

  test.describe("a seller's admin", () => {
    test.beforeEach(async ({ page, baseURL }) => {
      await signInPage(page, baseURL!, shop);
    });

    for (const path of [
      "/admin/orders",
      "/admin/customers",
      "/admin/supports",
      "/admin/halaman-yang-tidak-ada",
    ]) {
      test(path, async ({ page }) => {
        await visit(page, path);
        await expectNoSeriousViolations(page, path);
      });
    }

    test("/admin and its menu @layout", async ({ page, isMobile }) => {
      await visit(page, "/admin");
      await expectNoSeriousViolations(page, "/admin");
      // On a phone the menu is a sheet that opens from the header; on a desktop it stays.
      if (isMobile) await page.getByRole("button", { name: "Buka/tutup menu" }).click();
      await expect(page.getByRole("navigation", { name: "Menu admin" })).toBeVisible();
      await expectNoSeriousViolations(page, "/admin: menu");
      await page.getByRole("button", { name: "Logout" }).last().click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoSeriousViolations(page, "/admin: logout");
    });

    // Each admin page, then each of its dialogs as opened by its button (closed again with
    // Escape before the next one).
    const ADMIN_DIALOGS: {
      path: string;
      buttons: { name: string; role?: "dialog" | "alertdialog" }[];
    }[] = [
      {
        path: "/admin/links",
        buttons: [
          { name: "Tambah Tautan", role: "dialog" },
          { name: "Hapus Pesan lewat Instagram", role: "alertdialog" },
          { name: "Lihat tren Pesan lewat Instagram", role: "dialog" },
        ],
      },
      {
        path: "/admin/products",
        buttons: [
          { name: "Tambah Produk", role: "dialog" },
          { name: "Ubah Nasi Uduk", role: "dialog" },
          { name: "Lihat tren Nasi Uduk", role: "dialog" },
        ],
      },
      { path: "/admin/store", buttons: [{ name: "Edit Store Info" }] },
      { path: "/admin/special-days", buttons: [{ name: "Tambah Hari Khusus" }] },
      { path: "/admin/customer-data", buttons: [] },
      { path: "/admin/customers/promo", buttons: [] },
      { path: "/admin/payments", buttons: [{ name: "Tambah Rekening" }] },
      { path: "/admin/delivery", buttons: [{ name: "Tambah Area" }] },
      { path: "/admin/about", buttons: [{ name: "Edit About Info" }] },
      { path: "/admin/domain", buttons: [] },
    ];
    for (const { path, buttons } of ADMIN_DIALOGS) {
      test(`${path} and its dialogs`, async ({ page }) => {
        await visit(page, path);
        await expectNoSeriousViolations(page, path);
        for (const { name, role } of buttons) {
          await page.getByRole("button", { name }).first().click();
          if (role) await expect(page.getByRole(role)).toBeVisible();
          await expectNoSeriousViolations(page, `${path}: ${name}`);
          if (role) await page.keyboard.press("Escape");
        }
      });
    }

    test("/admin/orders/{number} and its status update", async ({ page }) => {
      await visit(page, `/admin/orders/${shop.orderNumber}`);
      await expectNoSeriousViolations(page, "/admin/orders/{number}");
      await page.getByLabel("Status Pesanan").selectOption("diproses");
      await page.getByRole("button", { name: "Simpan" }).click();
      await expect(page.getByRole("alertdialog", { name: "Beritahu Pelanggan?" })).toBeVisible();
      await expectNoSeriousViolations(page, "/admin/orders/{number}: Beritahu Pelanggan?");
    });
  });

  test("the platform admin's settings page", async ({ page, baseURL }) => {
    const platformAdmin = await createShop(data, { name: "Pengelola Gerai" });
    await makePlatformAdmin(data, platformAdmin.email);
    await signInPage(page, baseURL!, platformAdmin);
    await visit(page, "/admin/platform-settings");
    await expect(page.getByRole("button", { name: "Save Settings" })).toBeEnabled();
    await expectNoSeriousViolations(page, "/admin/platform-settings");
  });
});
