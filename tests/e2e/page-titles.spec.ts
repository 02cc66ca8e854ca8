import type { RouteConfigEntry } from "@react-router/dev/routes";
import routeConfig from "#app/routes";
import { productSlug } from "#domain/product-slug";
import { createOrderRecord, createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { makePlatformAdmin } from "./support/full-shop";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// Every page's document title follows one pattern, '<site title> - <page>' (on a shop's
// pages '<site title> - <shop name>', spec §2; the landing page is the site title alone).
// The pages are walked from app/routes.ts itself, so a new page without a title of the
// same pattern, or without an address below, fails here.

/** Each route of app/routes.ts that answers an address (layouts aside), as its path. */
function routePaths(entries: readonly RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    if (entry.children?.length) return routePaths(entry.children, path);
    return [path];
  });
}

/** Routes that answer with no page of their own: files, data, form posts. */
const NOT_PAGES = [
  "logout",
  "api/visits",
  "api/uploads",
  "api/qris-read",
  "api/orders",
  "api/ordering-window",
  "api/cart-products",
  "admin/orders-export",
  "admin/customer-data/export",
  "admin/production-export",
  "admin/products/export",
  "admin/qr/:format",
  "admin/orders/:orderNumber/nota/:format",
  "admin/trends/:kind/:id",
  "admin/manifest.webmanifest",
  "admin/icons/:file",
  "admin/sw.js",
  "admin/order-alerts",
  ":username/order-tracking/qr",
  ":username/order-tracking/qris",
  ":username/nota",
  "admin/switch-shop",
  "admin/account/export",
  "robots.txt",
  "sitemap.xml",
  ":username/sitemap.xml",
];

type Expected = { url: string; page: string | null; signedIn?: boolean };

test.describe("page titles", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("every page's title is '<site title> - <page>'", async ({ page, baseURL }) => {
    const shop = await createShop(data, { name: "Kopi Senja" });
    const order = await createOrderRecord(data.db, {
      brandId: shop.brandId,
      customerName: "Budi",
      customerPhone: "6281234567890",
      items: [{ productId: null, productName: "Kopi Susu", quantity: 1, unitPrice: 18_000 }],
    });
    // Signed in, the seller is a platform admin too: the platform's own pages open as well.
    await makePlatformAdmin(data, shop.email);
    const u = shop.username;
    const product = await createProduct(data.db, shop.brandId, {
      name: "Kopi Susu",
      price: 18_000,
    });
    // Each route's address and the page named in its title.
    const pages: Record<string, Expected> = {
      "": { url: "/", page: null },
      products: { url: "/products", page: "Pilih Toko" },
      // A product's own page at the root of a shop's own domain: no shop at the platform's.
      "products/:slug": { url: "/products/kopi-susu", page: "Our Products" },
      cart: { url: "/cart", page: "Keranjang Belanja" },
      stores: { url: "/stores", page: "Our Stores" },
      about: { url: "/about", page: "Tentang" },
      supports: { url: "/supports", page: "Dukung Kami" },
      "order-tracking": { url: "/order-tracking", page: "Lacak Pesanan" },
      privasi: { url: "/privasi", page: "Kebijakan Privasi" },
      auth: { url: "/auth", page: "Masuk" },
      register: { url: "/register", page: "Daftar Gratis" },
      "forgot-password": { url: "/forgot-password", page: "Lupa Password" },
      "reset-password": { url: "/reset-password", page: "Reset Password" },
      "verify-email-sent": { url: "/verify-email-sent", page: "Cek Email Anda" },
      "verify-email": { url: "/verify-email", page: "Verifikasi Email" },
      "email-not-verified": { url: "/email-not-verified", page: "Email Belum Terverifikasi" },
      invite: { url: "/invite", page: "Undangan Anggota" },
      ":username": { url: `/${u}`, page: "Kopi Senja" },
      ":username/products": { url: `/${u}/products`, page: "Kopi Senja" },
      ":username/products/:slug": {
        url: `/${u}/products/${productSlug({ id: product.id, name: "Kopi Susu" })}`,
        page: "Kopi Susu - Kopi Senja",
      },
      ":username/cart": { url: `/${u}/cart`, page: "Kopi Senja" },
      ":username/stores": { url: `/${u}/stores`, page: "Kopi Senja" },
      ":username/about": { url: `/${u}/about`, page: "Kopi Senja" },
      ":username/order-tracking": { url: `/${u}/order-tracking`, page: "Kopi Senja" },
      ":username/privasi": { url: `/${u}/privasi`, page: "Kebijakan Privasi Kopi Senja" },
      ":username/laporkan": { url: `/${u}/laporkan`, page: "Laporkan Toko Kopi Senja" },
      "*": { url: "/tidak-ada/di/sini", page: "Oops! Page not found" },
      admin: { url: "/admin", page: "Dasbor", signedIn: true },
      "admin/links": { url: "/admin/links", page: "Tautan", signedIn: true },
      "admin/products": { url: "/admin/products", page: "Produk", signedIn: true },
      "admin/products/import": {
        url: "/admin/products/import",
        page: "Impor & Ekspor Produk",
        signedIn: true,
      },
      "admin/orders": { url: "/admin/orders", page: "Manajemen Pesanan", signedIn: true },
      "admin/orders/manual": {
        url: "/admin/orders/manual",
        page: "Pesanan Manual",
        signedIn: true,
      },
      "admin/members": { url: "/admin/members", page: "Anggota", signedIn: true },
      "admin/domain": { url: "/admin/domain", page: "Domain Sendiri", signedIn: true },
      "admin/account": { url: "/admin/account", page: "Data & Akun", signedIn: true },
      "admin/sold-out": { url: "/admin/sold-out", page: "Stok Habis", signedIn: true },
      "admin/orders/:orderNumber": {
        url: `/admin/orders/${order.orderNumber}`,
        page: `Pesanan ${order.orderNumber}`,
        signedIn: true,
      },
      "admin/orders/:orderNumber/print": {
        url: `/admin/orders/${order.orderNumber}/print`,
        page: `Nota ${order.orderNumber}`,
        signedIn: true,
      },
      "admin/production": { url: "/admin/production", page: "Daftar Produksi", signedIn: true },
      "admin/production/print": {
        url: "/admin/production/print",
        page: "Cetak Daftar Produksi",
        signedIn: true,
      },
      "admin/customers": { url: "/admin/customers", page: "Pelanggan", signedIn: true },
      "admin/customers/:phone": {
        url: "/admin/customers/6281234567890",
        page: "Pelanggan Budi",
        signedIn: true,
      },
      "admin/store": { url: "/admin/store", page: "Info Toko", signedIn: true },
      "admin/special-days": {
        url: "/admin/special-days",
        page: "Libur & Jam Khusus",
        signedIn: true,
      },
      "admin/customer-data": {
        url: "/admin/customer-data",
        page: "Data Pelanggan",
        signedIn: true,
      },
      "admin/customers/promo": {
        url: "/admin/customers/promo",
        page: "Pelanggan Setuju Promosi",
        signedIn: true,
      },
      "admin/payments": { url: "/admin/payments", page: "Pembayaran", signedIn: true },
      "admin/delivery": { url: "/admin/delivery", page: "Pengiriman", signedIn: true },
      "admin/about": { url: "/admin/about", page: "Tentang Toko", signedIn: true },
      "admin/qr": { url: "/admin/qr", page: "Kode QR Toko", signedIn: true },
      "admin/qr/poster": { url: "/admin/qr/poster", page: "Poster Kode QR", signedIn: true },
      "admin/platform-settings": {
        url: "/admin/platform-settings",
        page: "Platform Settings",
        signedIn: true,
      },
      "admin/platform/reports": {
        url: "/admin/platform/reports",
        page: "Laporan",
        signedIn: true,
      },
      "admin/platform/shops": { url: "/admin/platform/shops", page: "Toko", signedIn: true },
      "admin/platform/shops/:brandId": {
        url: `/admin/platform/shops/${shop.brandId}`,
        page: "Detail Toko",
        signedIn: true,
      },
      "admin/platform/audit": { url: "/admin/platform/audit", page: "Audit", signedIn: true },
      "admin/supports": { url: "/admin/supports", page: "Dukung Kami", signedIn: true },
      "admin/*": { url: "/admin/tidak-ada", page: "Oops! Page not found", signedIn: true },
      // Kept by the installed admin for when the network is gone (decision 023).
      "admin/offline": { url: "/admin/offline", page: "Anda sedang offline" },
    };
    // Every route of the route table is here or among those without a page, once.
    expect([...Object.keys(pages), ...NOT_PAGES].sort()).toEqual(routePaths(routeConfig).sort());

    const titleOf = async (url: string) => {
      const response = await page.request.get(`${baseURL}${url}`, { maxRedirects: 0 });
      expect(response.status(), url).toBeLessThan(500);
      const html = await response.text();
      const raw = /<title>(.*?)<\/title>/.exec(html)?.[1];
      // As the browser shows it: '&' and the like are escaped in the document.
      return raw
        ?.replaceAll("&lt;", "<")
        .replaceAll("&gt;", ">")
        .replaceAll("&quot;", '"')
        .replaceAll("&#x27;", "'")
        .replaceAll("&#39;", "'")
        .replaceAll("&amp;", "&");
    };
    const siteTitle = await titleOf("/");
    expect(siteTitle).toBeTruthy();

    const wrong: string[] = [];
    for (const signedIn of [false, true]) {
      if (signedIn) await signInPage(page, baseURL!, shop);
      for (const { url, page: name, signedIn: needsSession } of Object.values(pages)) {
        if (Boolean(needsSession) !== signedIn) continue;
        const expected = name === null ? siteTitle : `${siteTitle} - ${name}`;
        const title = await titleOf(url);
        if (title !== expected) wrong.push(`${url}: ${title} (expected ${expected})`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
