import type { Page } from "@playwright/test";
import { calendarDayIn } from "#domain/shop-time";
import { updateOrderStatus } from "#server/services/admin-orders";
import { expect, test } from "./fixtures";
import {
  catchWhatsAppHandOff,
  createOrderingShop,
  openCheckout,
  sendTomorrowOrder,
} from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData } from "./support/shop-data";

// The shop's funnel (decision 025) as a customer walks it in a real browser: their visit,
// the pages they open, the first product opened, added to the cart and the checkout
// opened, the order placed and then finished by the seller; the seller reads the figures
// on the admin home.

/** The count the page sends once its scripts run. */
function beacon(page: Page, event: string) {
  return page.waitForRequest(
    (request) =>
      request.url().endsWith("/api/visits") &&
      new URLSearchParams(request.postData() ?? "").get("event") === event,
  );
}

test.describe("the shop's funnel @layout", () => {
  test("one customer's visit counts each step once, and the admin home shows them", async ({
    page,
    browser,
    baseURL,
  }) => {
    const data = openShopData();
    const shop = await createOrderingShop(data);
    const dayRow = () =>
      data.db
        .selectFrom("shop_daily_counts")
        .select([
          "page_views",
          "visits",
          "visits_with_product",
          "visits_with_cart",
          "visits_with_checkout",
          "orders_placed",
          "orders_finished",
        ])
        .where("brand_id", "=", shop.brandId)
        .where("day", "=", calendarDayIn(new Date(), "Asia/Jakarta"))
        .executeTakeFirst();

    const customer = await browser.newContext({ baseURL });
    try {
      const shopper = await customer.newPage();
      const whatsApp = await catchWhatsAppHandOff(shopper);
      // The shop's home, its catalogue (a product opened and added), its cart, the checkout.
      const visit = beacon(shopper, "visit");
      await shopper.goto(`/${shop.username}`);
      await visit;
      await sendTomorrowOrder(await openCheckout(shopper, shop));
      await whatsApp.next();
      // Back to the catalogue in the same visit: another page, no second visit or step.
      const pageSeen = beacon(shopper, "page");
      await shopper.goto(`/${shop.username}/products`);
      await pageSeen;
      await shopper.getByRole("link", { name: "Tambah Roti Bakar ke keranjang" }).click();
      await expect(shopper.getByRole("dialog", { name: "Detail Produk" })).toBeVisible();
    } finally {
      await customer.close();
    }

    await expect.poll(dayRow, { timeout: 10_000 }).toEqual({
      page_views: 4,
      visits: 1,
      visits_with_product: 1,
      visits_with_cart: 1,
      visits_with_checkout: 1,
      orders_placed: 1,
      orders_finished: 0,
    });

    const order = await data.db
      .selectFrom("orders")
      .innerJoin("brands", "brands.id", "orders.brand_id")
      .select(["orders.id", "brands.user_id"])
      .where("orders.brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    await updateOrderStatus(
      data.db,
      {
        id: order.user_id,
        email: shop.email,
        name: "Penjual Uji",
        emailVerified: true,
        role: "brand-owner",
        brandId: shop.brandId,
      },
      { orderId: order.id, status: "selesai" },
    );
    expect((await dayRow())?.orders_finished).toBe(1);

    await signInPage(page, baseURL!, shop);
    await page.goto("/admin");
    const funnel = page.getByRole("region", { name: "Corong Penjualan" });
    for (const [step, count] of [
      ["Kunjungan Toko", "1"],
      ["Membuka Produk", "1"],
      ["Menambah ke Keranjang", "1"],
      ["Membuka Checkout", "1"],
      ["Pesanan Dibuat", "1"],
      ["Pesanan Selesai", "1"],
    ]) {
      await expect(funnel.getByRole("listitem").filter({ hasText: step })).toContainText(count);
    }
  });
});
