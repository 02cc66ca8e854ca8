import type { Locator, Page } from "@playwright/test";
import { daysEndingOn, formatTrendDay } from "#domain/trends";
import { calendarDayIn } from "#domain/shop-time";
import { createLink, createProduct, createSeller } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { makePlatformAdmin } from "./support/full-shop";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The seller's trends (decision 025): the admin home's summary of the shop and the 'Tren'
// dialog of a link and a product, read from daily rows written here straight into the
// roll-ups, on days counted back from today in the shop's zone (Jakarta, the default).

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

type ShopCounts = {
  page_views?: number;
  visits?: number;
  link_clicks?: number;
  product_opens?: number;
  visits_with_product?: number;
  visits_with_cart?: number;
  visits_with_checkout?: number;
  orders_placed?: number;
  orders_finished?: number;
  orders_cancelled?: number;
  revenue?: number;
};

/** The day `daysAgo` days before today in Jakarta, as the roll-ups key it. */
function dayBefore(daysAgo: number): string {
  const today = calendarDayIn(new Date(), "Asia/Jakarta");
  return daysEndingOn(today, daysAgo + 1)[0]!;
}

async function seedShopDays(data: ShopData, brandId: string, days: Record<number, ShopCounts>) {
  for (const [daysAgo, counts] of Object.entries(days)) {
    await data.db
      .insertInto("shop_daily_counts")
      .values({ brand_id: brandId, day: dayBefore(Number(daysAgo)), ...counts })
      .execute();
  }
}

async function seedItemDays(
  data: ShopData,
  item: { link_id: string } | { product_id: string },
  days: Record<number, { views: number; clicks: number }>,
) {
  for (const [daysAgo, counts] of Object.entries(days)) {
    const row = { day: dayBefore(Number(daysAgo)), ...counts };
    if ("link_id" in item) {
      await data.db
        .insertInto("link_daily_counts")
        .values({ ...row, link_id: item.link_id })
        .execute();
    } else {
      await data.db
        .insertInto("product_daily_counts")
        .values({ ...row, product_id: item.product_id })
        .execute();
    }
  }
}

/** A figure's card (or a dialog's section), found by its name. */
const figure = (scope: Page | Locator, name: string) =>
  scope.getByRole("region", { name, exact: true });

async function expectFigure(
  scope: Page | Locator,
  name: string,
  { total, change, direction }: { total: string; change: string; direction: string },
) {
  const region = figure(scope, name);
  await expect(region.getByText(total, { exact: true }).first()).toBeVisible();
  const badge = region.locator("[data-change]");
  await expect(badge).toHaveText(change);
  await expect(badge).toHaveAttribute("data-change", direction);
}

/** The rows of a figure's data table, opened with its 'Lihat data'. */
async function dataRows(scope: Page | Locator, name: string): Promise<string[][]> {
  const region = figure(scope, name);
  await region.getByText("Lihat data").click();
  const table = region.getByRole("table", { name: `${name} per hari` });
  await expect(table).toBeVisible();
  return table
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((row) => Array.from(row.children, (cell) => cell.textContent ?? "")),
    );
}

/** The chart was drawn: a canvas of real size inside the figure's chart box. */
async function expectChartDrawn(scope: Page | Locator, name: string) {
  const canvas = figure(scope, name).locator("[data-trend-chart] canvas");
  await expect(canvas).toHaveCount(1);
  const box = await canvas.boundingBox();
  expect(box?.width, `${name} chart width`).toBeGreaterThan(100);
  expect(box?.height, `${name} chart height`).toBeGreaterThan(100);
}

async function expectFunnelStep(page: Page, label: string, count: string, rate: string | null) {
  const step = page
    .getByRole("region", { name: "Corong Penjualan" })
    .getByRole("listitem")
    .filter({ hasText: label });
  await expect(step).toContainText(count);
  if (rate) await expect(step).toContainText(`${rate} dari langkah sebelumnya`);
  else await expect(step).not.toContainText("dari langkah sebelumnya");
}

/** Screenshots without the sign-in's toast over the page. */
async function dismissToasts(page: Page) {
  for (const close of await page.getByRole("button", { name: "Tutup notifikasi" }).all()) {
    await close.click().catch(() => {});
  }
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
}

test.describe("the seller's trends @layout", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the admin home sums the shop's days, compares them and switches period", async ({
    page,
    baseURL,
  }, testInfo) => {
    const shop = await createShop(data);
    await seedShopDays(data, shop.brandId, {
      // This week (the last 7 days, today included).
      0: {
        page_views: 120,
        visits: 50,
        link_clicks: 12,
        product_opens: 30,
        visits_with_product: 20,
        visits_with_cart: 8,
        visits_with_checkout: 5,
        orders_placed: 4,
        orders_finished: 2,
        orders_cancelled: 1,
        revenue: 750_000,
      },
      2: {
        page_views: 80,
        visits: 50,
        link_clicks: 8,
        product_opens: 20,
        visits_with_product: 20,
        visits_with_cart: 2,
        visits_with_checkout: 1,
        orders_placed: 1,
        orders_finished: 1,
        revenue: 500_000,
      },
      // The 7 days before.
      10: { page_views: 160, link_clicks: 25, orders_placed: 4, revenue: 1_000_000 },
      // Within 30 days, and in the 30 days before those.
      20: { page_views: 300, orders_placed: 2, revenue: 2_000_000 },
      45: { page_views: 330 },
    });
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin");

    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to Admin Panel" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ringkasan Toko" })).toBeVisible();
    const periods = page.getByRole("navigation", { name: "Periode ringkasan" });
    await expect(periods.getByRole("link", { name: "7 hari" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(page.getByText("Belum ada data untuk periode ini.")).toHaveCount(0);

    await expectFigure(page, "Halaman Dilihat", { total: "200", change: "+25%", direction: "up" });
    await expectFigure(page, "Klik Tautan", {
      total: "20",
      change: "\u221220%",
      direction: "down",
    });
    await expectFigure(page, "Produk Dibuka", { total: "50", change: "Baru", direction: "up" });
    // Orders are those placed less those cancelled: 5 − 1, as many as the week before.
    await expectFigure(page, "Pesanan", { total: "4", change: "0%", direction: "same" });
    // The card and the funnel count the same week's orders; each says how it treats the
    // cancelled one, so that 4 and 5 agree in words.
    await expect(figure(page, "Pesanan")).toHaveAccessibleDescription(
      "Tanpa pesanan yang dibatalkan",
    );
    await expect(figure(page, "Pendapatan")).toHaveAccessibleDescription(
      "Tanpa pesanan yang dibatalkan",
    );
    await expectFigure(page, "Pendapatan", {
      total: "Rp 1.250.000",
      change: "+25%",
      direction: "up",
    });
    await expect(figure(page, "Pendapatan")).toContainText(
      "dibanding 7 hari sebelumnya (Rp 1.000.000)",
    );

    // Each day of the week, oldest first, in the chart's table.
    const week = daysEndingOn(calendarDayIn(new Date(), "Asia/Jakarta"), 7);
    const revenueByDay: Record<number, string> = { 0: "Rp 750.000", 2: "Rp 500.000" };
    expect(await dataRows(page, "Pendapatan")).toEqual(
      week.map((day, index) => [formatTrendDay(day), revenueByDay[6 - index] ?? "Rp 0"]),
    );
    for (const name of ["Halaman Dilihat", "Pendapatan"]) await expectChartDrawn(page, name);

    await expectFunnelStep(page, "Kunjungan Toko", "100", null);
    await expectFunnelStep(page, "Membuka Produk", "40", "40%");
    await expectFunnelStep(page, "Menambah ke Keranjang", "10", "25%");
    await expectFunnelStep(page, "Membuka Checkout", "6", "60%");
    await expectFunnelStep(page, "Pesanan Dibuat", "5", "83%");
    await expectFunnelStep(page, "Termasuk yang dibatalkan: 1", "5", "83%");
    await expectFunnelStep(page, "Pesanan Selesai", "3", "60%");

    if (SCREENSHOTS) {
      await dismissToasts(page);
      await page.screenshot({
        path: `${SCREENSHOTS}/trends-home-${testInfo.project.name}.png`,
        fullPage: true,
      });
      await figure(page, "Pendapatan").screenshot({
        path: `${SCREENSHOTS}/trends-revenue-${testInfo.project.name}.png`,
      });
    }
    await expectNoSeriousViolations(page, "/admin with trends");

    await periods.getByRole("link", { name: "30 hari" }).click();
    await expect(page).toHaveURL(/\/admin\?hari=30$/);
    await expect(periods.getByRole("link", { name: "30 hari" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(periods.getByRole("link", { name: "7 hari" })).not.toHaveAttribute("aria-current");
    await expectFigure(page, "Halaman Dilihat", { total: "660", change: "+100%", direction: "up" });
    await expectFigure(page, "Pesanan", { total: "10", change: "Baru", direction: "up" });
    await expectFigure(page, "Pendapatan", {
      total: "Rp 4.250.000",
      change: "Baru",
      direction: "up",
    });
    await expect(figure(page, "Pendapatan")).toContainText("dibanding 30 hari sebelumnya (Rp 0)");
    expect(await dataRows(page, "Halaman Dilihat")).toHaveLength(30);
    await expectChartDrawn(page, "Pendapatan");
    if (SCREENSHOTS) {
      await figure(page, "Pendapatan").screenshot({
        path: `${SCREENSHOTS}/trends-revenue-30-${testInfo.project.name}.png`,
      });
    }

    // The period stays in the address: a reload shows the same one.
    await page.reload();
    await expectFigure(page, "Halaman Dilihat", { total: "660", change: "+100%", direction: "up" });

    await periods.getByRole("link", { name: "90 hari" }).click();
    await expect(page).toHaveURL(/\/admin\?hari=90$/);
    await expectFigure(page, "Halaman Dilihat", { total: "990", change: "Baru", direction: "up" });
    await expectChartDrawn(page, "Halaman Dilihat");
    if (SCREENSHOTS) {
      await figure(page, "Halaman Dilihat").screenshot({
        path: `${SCREENSHOTS}/trends-views-90-${testInfo.project.name}.png`,
      });
    }
  });

  test("a shop with nothing counted yet shows its cards with zeros", async ({ page, baseURL }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin?hari=90");
    await expect(page.getByText("Belum ada data untuk periode ini.")).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Periode ringkasan" }).getByRole("link", {
        name: "90 hari",
      }),
    ).toHaveAttribute("aria-current", "page");
    await expectFigure(page, "Pendapatan", { total: "Rp 0", change: "-", direction: "same" });
    await expectFigure(page, "Halaman Dilihat", { total: "0", change: "-", direction: "same" });
    await expectFunnelStep(page, "Kunjungan Toko", "0", null);
    await expectFunnelStep(page, "Membuka Produk", "0", null);
    expect(await dataRows(page, "Pesanan")).toHaveLength(90);
    await expectChartDrawn(page, "Pesanan");
  });

  test("a link's and a product's 'Tren' dialog", async ({ page, baseURL }, testInfo) => {
    const shop = await createShop(data);
    const link = await createLink(data.db, shop.brandId, {
      title: "Pesan lewat WhatsApp",
      url: "https://wa.me/6281234567890",
    });
    const product = await createProduct(data.db, shop.brandId, {
      name: "Keripik Tempe",
      price: 12_000,
    });
    await seedItemDays(
      data,
      { link_id: link.id },
      {
        0: { views: 40, clicks: 10 },
        3: { views: 20, clicks: 5 },
        9: { views: 50, clicks: 5 },
      },
    );
    await seedItemDays(
      data,
      { product_id: product.id },
      {
        0: { views: 30, clicks: 9 },
        25: { views: 10, clicks: 1 },
      },
    );
    await signInPage(page, baseURL!, shop);

    await page.goto("/admin/links");
    if (SCREENSHOTS) {
      await dismissToasts(page);
      await page.getByRole("list", { name: "Daftar tautan" }).screenshot({
        path: `${SCREENSHOTS}/trends-links-list-${testInfo.project.name}.png`,
      });
    }
    await page.getByRole("button", { name: "Lihat tren Pesan lewat WhatsApp" }).click();
    const linkDialog = page.getByRole("dialog", { name: "Tren: Pesan lewat WhatsApp" });
    await expect(linkDialog).toBeVisible();
    await expectFigure(linkDialog, "Dilihat", { total: "60", change: "+20%", direction: "up" });
    await expectFigure(linkDialog, "Diklik", { total: "15", change: "+200%", direction: "up" });
    const today = formatTrendDay(calendarDayIn(new Date(), "Asia/Jakarta"));
    expect((await dataRows(linkDialog, "Diklik")).at(-1)).toEqual([today, "10"]);
    await expectChartDrawn(linkDialog, "Dilihat");
    await expectChartDrawn(linkDialog, "Diklik");
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/trends-link-${testInfo.project.name}.png` });
    }
    await expectNoSeriousViolations(page, "/admin/links: Tren");
    await page.keyboard.press("Escape");
    await expect(linkDialog).toBeHidden();

    await page.goto("/admin/products");
    if (SCREENSHOTS) {
      await page.getByRole("list", { name: "Daftar produk" }).screenshot({
        path: `${SCREENSHOTS}/trends-products-list-${testInfo.project.name}.png`,
      });
    }
    await page.getByRole("button", { name: "Lihat tren Keripik Tempe" }).click();
    const productDialog = page.getByRole("dialog", { name: "Tren: Keripik Tempe" });
    await expectFigure(productDialog, "Dilihat", { total: "30", change: "Baru", direction: "up" });
    await expectFigure(productDialog, "Dibuka", { total: "9", change: "Baru", direction: "up" });

    // The dialog's own period: the page's address stays as it is.
    const periods = productDialog.getByRole("group", { name: "Periode tren" });
    await expect(periods.getByRole("button", { name: "7 hari" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await periods.getByRole("button", { name: "30 hari" }).click();
    await expect(periods.getByRole("button", { name: "30 hari" })).toHaveAttribute(
      "aria-pressed",
      "true",
    );
    await expectFigure(productDialog, "Dilihat", { total: "40", change: "Baru", direction: "up" });
    await expectFigure(productDialog, "Dibuka", { total: "10", change: "Baru", direction: "up" });
    expect(await dataRows(productDialog, "Dibuka")).toHaveLength(30);
    await expectChartDrawn(productDialog, "Dibuka");
    await expect(page).toHaveURL(/\/admin\/products$/);
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/trends-product-30-${testInfo.project.name}.png`,
      });
    }
  });

  test("a 'Tren' dialog whose figures do not arrive says so and asks again", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    await createLink(data.db, shop.brandId, { title: "Katalog", url: "https://contoh.id" });
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/links");
    // An answer that is not the figures (a login page, a proxy's error page). The admin's
    // service worker makes the request, so the browser context answers it, not the page.
    await page
      .context()
      .route("**/admin/trends/**", (route) =>
        route.fulfill({ status: 200, contentType: "text/html", body: "<p>Masuk</p>" }),
      );
    await page.getByRole("button", { name: "Lihat tren Katalog" }).click();
    const dialog = page.getByRole("dialog", { name: "Tren: Katalog" });
    await expect(dialog.getByRole("alert")).toHaveText(/Gagal memuat tren\. Coba lagi\./);

    await page.context().unroute("**/admin/trends/**");
    await dialog.getByRole("button", { name: "Coba Lagi" }).click();
    await expectFigure(dialog, "Dilihat", { total: "0", change: "-", direction: "same" });
    await expect(dialog.getByRole("alert")).toHaveCount(0);
  });

  test("an account without a shop of its own still gets the admin home's greeting", async ({
    page,
    baseURL,
  }) => {
    const login = { email: `tanpa-toko-${Date.now()}@example.com`, password: "rahasia123" };
    await createSeller(data.auth, { ...login, name: "Admin Platform" });
    await makePlatformAdmin(data, login.email);
    await signInPage(page, baseURL!, login);
    const response = await page.goto("/admin");
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole("heading", { level: 1, name: "Welcome to Admin Panel" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Ringkasan Toko" })).toHaveCount(0);
  });

  test("the trends address answers only for the seller's own links and products", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    const other = await createShop(data);
    const own = await createLink(data.db, shop.brandId, {
      title: "Milik Saya",
      url: "https://a.id",
    });
    const theirs = await createLink(data.db, other.brandId, {
      title: "Milik Toko Lain",
      url: "https://b.id",
    });
    const product = await createProduct(data.db, shop.brandId, { name: "Bakpia", price: 3_000 });
    await seedItemDays(data, { link_id: own.id }, { 1: { views: 7, clicks: 2 } });
    await signInPage(page, baseURL!, shop);

    const ownAnswer = await page.request.get(`/admin/trends/link/${own.id}?hari=30`);
    expect(ownAnswer.status()).toBe(200);
    const trends = await ownAnswer.json();
    expect(trends).toMatchObject({ period: 30, name: "Milik Saya" });
    expect(trends.days).toHaveLength(30);
    expect(trends.series.map((series: { total: number }) => series.total)).toEqual([7, 2]);

    const productAnswer = await page.request.get(`/admin/trends/product/${product.id}`);
    expect(productAnswer.status()).toBe(200);
    expect(await productAnswer.json()).toMatchObject({ period: 7, name: "Bakpia" });

    const foreign = await page.request.get(`/admin/trends/link/${theirs.id}`);
    expect(foreign.status()).toBe(404);
    expect(await foreign.json()).toEqual({ error: "Link tidak ditemukan" });
    // A link's id is not a product's.
    expect((await page.request.get(`/admin/trends/product/${own.id}`)).status()).toBe(404);
    expect((await page.request.get(`/admin/trends/store/${own.id}`)).status()).toBe(404);

    const anonymous = await page.context().browser()!.newContext();
    const signedOut = await anonymous.request.get(`${baseURL}/admin/trends/link/${own.id}`, {
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(302);
    expect(signedOut.headers().location).toBe("/auth");
    await anonymous.close();
  });
});
