import { expect, test } from "./fixtures";
import {
  catchWhatsAppHandOff,
  createOrderingShop,
  fillTomorrowDelivery,
  openCheckout,
} from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

// Decision 058: a shop that takes areas outside its list as 'Ongkir menyusul'. The customer
// sees that the fee is still to come, above a total without it; the seller sets the fee on the
// order's page, is offered the message with the new total, and the order's history and the
// customer's tracking page follow.

test.describe("ongkir menyusul", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("an area outside the list is ordered with the fee to follow, which the seller sets later", async ({
    page,
    context,
    baseURL,
  }) => {
    // Both sides of the order, on a shared machine.
    test.slow();
    const shop = await createOrderingShop(data);
    await data.db
      .updateTable("brands")
      .set({
        delivery_areas: JSON.stringify([
          { id: "sukajadi", name: "Sukajadi", fee: 10_000, freeAbove: null },
        ]),
        delivery_elsewhere: "later",
      })
      .where("id", "=", shop.brandId)
      .execute();

    // The customer: one Roti Bakar (Rp 15.000), delivered to an area the shop does not list.
    const handOff = await catchWhatsAppHandOff(page);
    const checkout = await openCheckout(page, shop);
    await fillTomorrowDelivery(checkout);
    // The list the customer searches names each area with its fee.
    await expect(checkout.locator("#checkout-area-list option")).toHaveText("Ongkir Rp 10.000");
    await checkout.getByLabel("Area Pengiriman").fill("Lembang");
    await expect(
      checkout.getByText("Ongkir menyusul: penjual menetapkan ongkir setelah pesanan diterima."),
    ).toBeVisible();
    // Above the total, which does not include it, the fee is said to follow.
    const feeLine = checkout.getByText("Ongkir (Lembang)").locator("..");
    await expect(feeLine).toHaveText(/^Ongkir \(Lembang\)\s*menyusul$/);
    await expect(checkout).toContainText("Rp 15.000");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const whatsapp = (await handOff.next()).searchParams.get("text") ?? "";
    expect(whatsapp).toContain("Ongkir: menyusul\n*Total Harga: Rp 15.000*");
    expect(whatsapp).toContain("Area: Lembang");
    const { order_number: orderNumber } = await data.db
      .selectFrom("orders")
      .select("order_number")
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();

    // The seller sets the fee on the order's page; an amount that is no rupiah changes nothing.
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 204 }));
    await signInPage(page, baseURL!, shop);
    await page.goto(`/admin/orders/${orderNumber}`);
    const card = page.getByRole("region", { name: "Ongkir" });
    await expect(card).toContainText("Area: Lembang · Ongkir menyusul");
    const fee = card.getByLabel("Ongkir pesanan ini");
    await fee.fill("dua belas ribu");
    await card.getByRole("button", { name: "Simpan Ongkir" }).click();
    await expect(card.getByText("Ongkir harus berupa angka rupiah")).toBeVisible();
    await expect(card).toContainText("Ongkir menyusul");
    await fee.fill("12.000");
    await card.getByRole("button", { name: "Simpan Ongkir" }).click();
    const notify = page.getByRole("alertdialog", { name: "Beritahu Pelanggan?" });
    await expect(notify).toContainText("tentang ongkir dan total pesanan yang baru");
    const opened = page
      .context()
      .waitForEvent("request", (request) => request.url().startsWith("https://wa.me/"));
    await notify.getByRole("link", { name: "Ya, Beritahu" }).click();
    const told = new URL((await opened).url());
    expect(told.pathname).toBe("/6281234567890");
    expect(told.searchParams.get("text")).toBe(
      [
        `Halo Budi Santoso, ongkir untuk pesanan nomor ${orderNumber} ke Lembang sebesar Rp 12.000. Total pesanan Anda sekarang Rp 27.000. Terima kasih!`,
        "",
        `Lacak pesanan: ${baseURL}/${shop.username}/order-tracking?number=${orderNumber}`,
      ].join("\n"),
    );
    await expect(card).toContainText("Area: Lembang · Rp 12.000");
    await expect(page.getByText("Total", { exact: true }).locator("..")).toContainText("Rp 27.000");
    const history = page.getByRole("list", { name: "Riwayat status" }).getByRole("listitem");
    await expect(history.first()).toContainText("Ongkir ditetapkan Rp 12.000");

    // The customer's tracking page shows the fee and the new total.
    await page.goto(`/${shop.username}/order-tracking?number=${orderNumber}`);
    const verify = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await verify.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("7890");
    await verify.getByRole("button", { name: "Verifikasi" }).click();
    await expect(verify).toBeHidden();
    const tracked = page.getByRole("region", { name: orderNumber });
    await expect(tracked.getByText("Ongkir (Lembang)").locator("..")).toHaveText(
      /Ongkir \(Lembang\)\s*Rp 12\.000/,
    );
    await expect(tracked.getByText("Total", { exact: true }).locator("..")).toContainText(
      "Rp 27.000",
    );
  });
});
