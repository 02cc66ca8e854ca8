import { expect, test } from "./fixtures";
import {
  catchWhatsAppHandOff,
  createOrderingShop,
  openCheckout,
  orderRequestBody,
} from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";
import { shopClock, shopDayText } from "./support/shop-hours";

// Pre-orders and the cap per slot (decision 022): the seller sets how far ahead customers
// may book on /admin/store, a customer books three days ahead through the checkout and the
// WhatsApp text names that day with its date; a slot holding its cap shows 'Penuh'. The
// shops are open around the clock, so every hour is a slot at any time of day.

test.describe("pre-orders and full slots", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a seller lets customers book three days ahead and a customer pre-orders for that day @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/store");
    const card = page.locator('[data-slot="card"]').filter({ hasText: "Pengaturan Pesanan" });
    await expect(card).toContainText("Hari ini dan besok");
    await expect(card).toContainText("Tanpa batas");
    await page.getByRole("button", { name: "Ubah Pengaturan Pesanan" }).click();

    // A value out of range is named next to its field, in Indonesian, and nothing is saved.
    const daysAhead = page.getByLabel("Pesan paling jauh (hari ke depan)");
    await expect(daysAhead).toHaveValue("1");
    await daysAhead.fill("15");
    await page.getByLabel("Batas pesanan per jam pengiriman").fill("0");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(card.getByRole("alert")).toHaveText([
      "Jumlah hari harus bilangan bulat 0 sampai 14",
      "Batas pesanan harus bilangan bulat 1 sampai 1000, atau kosongkan jika tanpa batas",
    ]);
    await expect(daysAhead).toBeFocused();
    await expect(daysAhead).toHaveAttribute("aria-invalid", "true");

    await daysAhead.fill("3");
    await page.getByLabel("Batas pesanan per jam pengiriman").fill("");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Pengaturan pesanan berhasil disimpan")).toBeVisible();
    await expect(card).toContainText("Hari ini sampai 3 hari ke depan");
    const saved = await data.db
      .selectFrom("brands")
      .select(["order_days_ahead", "lead_time_hours", "max_orders_per_slot"])
      .where("id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(saved).toEqual({ order_days_ahead: 3, lead_time_hours: 0, max_orders_per_slot: null });

    // The customer picks the day three days ahead, by its name and date.
    const handOff = await catchWhatsAppHandOff(page);
    const checkout = await openCheckout(page, shop);
    const third = shopClock("WIB", 3 * 24 * 60);
    const fourth = shopClock("WIB", 4 * 24 * 60);
    await expect(
      checkout.getByRole("radio", { name: `${fourth.weekday} ${fourth.date}` }),
    ).toHaveCount(0);
    await checkout.getByText(third.date, { exact: true }).click();
    await expect(
      checkout.getByRole("radio", { name: `${third.weekday} ${third.date}` }),
    ).toBeChecked();
    await checkout.getByLabel("Jam").selectOption("10:00");
    await checkout.getByLabel("Nama").fill("Sari");
    await checkout.getByLabel("No. HP").fill("0812 9876 5432");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();

    const order = await data.db
      .selectFrom("orders")
      .select(["order_number", "delivery_time_option", "delivery_slot_at"])
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(order.delivery_time_option).toBe(`${shopDayText(3)} 10:00 WIB`);
    const [day, month, year] = third.date.split("/");
    expect(order.delivery_slot_at).toBe(
      new Date(`${year}-${month}-${day}T10:00:00+07:00`).toISOString(),
    );
    const message = [
      "Halo Kopi Uji, saya mau pesan:",
      "",
      `*Nomor Pesanan:* ${order.order_number}`,
      "",
      "1. Roti Bakar x1 - Rp 15.000",
      "",
      "Total Item: 1",
      "*Total Harga: Rp 15.000*",
      "",
      "Metode: Diantar",
      "Pembayaran: Bayar di Tempat",
      `Hari: ${shopDayText(3)}`,
      "Jam: 10:00 WIB",
      "Nama: Sari",
      "No. HP: +6281298765432",
      "",
      `Lacak pesanan: ${baseURL}/${shop.username}/order-tracking?number=${order.order_number}`,
    ].join("\n");
    expect((await handOff.next()).href).toBe(
      `https://wa.me/6281311112222?text=${encodeURIComponent(message)}`,
    );
  });

  test("a slot holding the shop's cap shows 'Penuh', cannot be picked and is refused @layout", async ({
    page,
    request,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    await data.db
      .updateTable("brands")
      .set({ max_orders_per_slot: 1 })
      .where("id", "=", shop.brandId)
      .execute();
    const post = () =>
      request.post(`${baseURL}/api/orders`, {
        headers: { Origin: baseURL! },
        data: orderRequestBody(shop, { form: { deliveryDay: "tomorrow", deliveryTime: "10:00" } }),
      });
    expect((await post()).status()).toBe(201);
    const refused = await post();
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({
      error: `Jadwal ${shopDayText(1)} 10:00 WIB sudah penuh. Pilih hari dan jam pengiriman lain.`,
    });

    const checkout = await openCheckout(page, shop);
    await checkout.getByText("Besok", { exact: true }).click();
    const time = checkout.getByLabel("Jam");
    const full = time.locator("option", { hasText: "10:00 WIB (Penuh)" });
    await expect(full).toBeDisabled();
    await expect(time.locator("option", { hasText: "11:00 WIB" })).toBeEnabled();
    await expect(time.locator("option:disabled")).toHaveCount(1);
    expect(await time.inputValue()).not.toBe("10:00");
  });
});
