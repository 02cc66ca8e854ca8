import { expect, test } from "./fixtures";
import { catchWhatsAppHandOff, createOrderingShop, orderRequestBody } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";
import { shopClock, weekOf } from "./support/shop-hours";

// A day whose every slot holds the shop's cap of orders cannot be picked at the checkout:
// it says 'Penuh', and a note names the next day that still has room. The shop is closed
// today and open 10:00–12:00 (two slots) every other day, whatever the time of day.

test.describe("full days at the checkout", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a full day is shown 'Penuh', cannot be picked, and the next day with room is named @layout", async ({
    page,
    request,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data, {
      operationalHours: weekOf("10:00", "12:00", [shopClock("WIB").dayIndex]),
    });
    await data.db
      .updateTable("brands")
      .set({ max_orders_per_slot: 1, order_days_ahead: 2 })
      .where("id", "=", shop.brandId)
      .execute();
    // Tomorrow's two slots are taken.
    for (const deliveryTime of ["10:00", "11:00"]) {
      const placed = await request.post(`${baseURL}/api/orders`, {
        headers: { Origin: baseURL! },
        data: orderRequestBody(shop, { form: { deliveryDay: "tomorrow", deliveryTime } }),
      });
      expect(placed.status()).toBe(201);
    }
    const tomorrow = shopClock("WIB", 24 * 60);
    const dayAfter = shopClock("WIB", 48 * 60);

    await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await page.getByRole("link", { name: "Tambah Roti Bakar ke keranjang" }).click();
    await page
      .getByRole("dialog", { name: "Detail Produk" })
      .getByRole("button", { name: /Tambah ke Keranjang/ })
      .click();
    await page.goto(`/${shop.username}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });

    const full = checkout.getByRole("radio", { name: `Besok ${tomorrow.date} Penuh` });
    await expect(full).toBeDisabled();
    await expect(
      checkout.getByText(
        `Jadwal ${tomorrow.weekday}, ${tomorrow.date} sudah penuh. Hari terdekat yang masih tersedia: ${dayAfter.weekday}, ${dayAfter.date}.`,
      ),
    ).toBeVisible();
    await checkout.getByText(tomorrow.date, { exact: true }).click({ force: true });
    await expect(full).not.toBeChecked();

    await checkout.getByText(dayAfter.date, { exact: true }).click();
    await expect(
      checkout.getByRole("radio", { name: `${dayAfter.weekday} ${dayAfter.date}` }),
    ).toBeChecked();
    await expect(checkout.getByLabel("Jam").locator("option")).toHaveText([
      "10:00 WIB",
      "11:00 WIB",
    ]);
    await checkout.getByLabel("Nama").fill("Sari");
    await checkout.getByLabel("No. HP").fill("0812 9876 5432");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
  });
});
