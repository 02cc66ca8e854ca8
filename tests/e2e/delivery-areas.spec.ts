import { expect, test } from "./fixtures";
import {
  catchWhatsAppHandOff,
  createOrderingShop,
  fillTomorrowDelivery,
  openCheckout,
} from "./support/ordering";
import { logInAsSeller } from "./support/seller-login";
import { shopDayText } from "./support/shop-hours";
import { openShopData, type ShopData } from "./support/shop-data";

// Decision 058: the seller lists the areas she delivers to with their fees on 'Pengiriman';
// a customer picks her area at checkout from a list she can search, and sees its fee in the
// total and in the WhatsApp text.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

test.describe("delivery areas", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the seller sets up an area, a customer picks it and pays its fee @layout", async ({
    page,
    baseURL,
  }, testInfo) => {
    // The seller's set-up and a customer's order: two journeys in one.
    test.setTimeout(120_000);
    const isDesktop = testInfo.project.name === "desktop";
    const shop = await createOrderingShop(data);
    await logInAsSeller(page, shop);
    if (isDesktop) {
      await page
        .getByRole("navigation", { name: "Menu admin" })
        .getByRole("link", { name: "Pengiriman" })
        .click();
    } else {
      await page.goto("/admin/delivery");
    }
    await expect(page.getByRole("heading", { level: 1, name: "Pengiriman" })).toBeVisible();
    for (const area of [
      { name: "Sukajadi", fee: "10.000", freeAbove: "100.000" },
      { name: "Cidadap", fee: "15000", freeAbove: "" },
    ]) {
      await page.getByRole("button", { name: "Tambah Area" }).click();
      await page.getByLabel("Nama Area").fill(area.name);
      await page.getByLabel("Ongkir", { exact: true }).fill(area.fee);
      await page.getByLabel("Gratis ongkir mulai belanja (opsional)").fill(area.freeAbove);
      await page.getByRole("button", { name: "Simpan", exact: true }).click();
      await expect(page.getByRole("button", { name: `Hapus area ${area.name}` })).toBeVisible();
    }
    const list = page.getByRole("list", { name: "Daftar area pengiriman" });
    await expect(list).toContainText("Ongkir Rp 10.000, gratis mulai Rp 100.000");
    // A name already there, in another case, is refused and nothing is added.
    await page.getByRole("button", { name: "Tambah Area" }).click();
    await page.getByLabel("Nama Area").fill("SUKAJADI");
    await page.getByLabel("Ongkir", { exact: true }).fill("5000");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Nama area ini sudah ada")).toBeVisible();
    await page.getByRole("button", { name: "Batal" }).click();
    await expect(list.getByRole("listitem")).toHaveCount(2);
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/delivery-areas-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }

    // The customer: one Roti Bakar (Rp 15.000), delivered to Sukajadi.
    const handOff = await catchWhatsAppHandOff(page);
    const checkout = await openCheckout(page, shop);
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Jam").selectOption("14:00");
    await checkout.getByLabel("Nama").fill("Budi Santoso");
    await checkout.getByLabel("No. HP").fill("0812 3456 7890");
    await checkout.getByText("Diantar", { exact: true }).click();
    const area = checkout.getByLabel("Area Pengiriman");
    // The browser's own list holds the shop's areas to search.
    await expect(checkout.locator("#checkout-area-list option")).toHaveCount(2);
    // An area the shop does not serve is said before anything is sent.
    await area.fill("Lembang");
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(
      checkout.getByText("Maaf, toko ini belum mengantar ke area tersebut."),
    ).toBeVisible();
    expect(handOff.urls).toHaveLength(0);
    await area.fill("sukajadi");
    await expect(checkout.getByText("Ongkir: Rp 10.000")).toBeVisible();
    await expect(checkout.getByText("Ongkir (Sukajadi)")).toBeVisible();
    await expect(checkout).toContainText("Rp 25.000");
    if (SCREENSHOTS) {
      await checkout.screenshot({
        path: `${SCREENSHOTS}/delivery-areas-checkout-${testInfo.project.name}.png`,
      });
    }
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();

    const whatsapp = await handOff.next();
    const order = await data.db
      .selectFrom("orders")
      .select(["order_number", "total", "delivery_area", "delivery_fee"])
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ total: 25_000, delivery_area: "Sukajadi", delivery_fee: 10_000 });
    const trackingUrl = `${baseURL}/${shop.username}/order-tracking?number=${order.order_number}`;
    const message = [
      "Halo Kopi Uji, saya mau pesan:",
      "",
      `*Nomor Pesanan:* ${order.order_number}`,
      "",
      "1. Roti Bakar x1 - Rp 15.000",
      "",
      "Total Item: 1",
      "Ongkir: Rp 10.000",
      "*Total Harga: Rp 25.000*",
      "",
      "Metode: Diantar",
      "Area: Sukajadi",
      "Pembayaran: Bayar di Tempat",
      `Hari: ${shopDayText(1)}`,
      "Jam: 14:00 WIB",
      "Nama: Budi Santoso",
      "No. HP: +6281234567890",
      "",
      `Lacak pesanan: ${trackingUrl}`,
    ].join("\n");
    expect(whatsapp.toString()).toBe(
      `https://wa.me/6281311112222?text=${encodeURIComponent(message)}`,
    );
  });

  test("the area form asks only for what it needs, with examples and a name counter", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await logInAsSeller(page, shop);
    await page.goto("/admin/delivery");
    await page.getByRole("button", { name: "Tambah Area" }).click();
    const name = page.getByLabel("Nama Area");
    const fee = page.getByLabel("Ongkir", { exact: true });
    const freeAbove = page.getByLabel("Gratis ongkir mulai belanja (opsional)");
    // The required mark stands beside a label, in the label's row.
    const labelRow = (label: RegExp) =>
      page.locator("label", { hasText: label }).locator("xpath=..");
    await expect(name).toHaveAttribute("required");
    await expect(fee).toHaveAttribute("required");
    await expect(labelRow(/^Ongkir$/)).toContainText("*");
    await expect(freeAbove).not.toHaveAttribute("required");
    await expect(labelRow(/^Gratis ongkir/)).not.toContainText("*");
    // Empty fields show examples, never what reads as a value already typed.
    for (const input of [name, fee, freeAbove]) {
      await expect(input).toHaveAttribute("placeholder", /^Contoh: /);
    }

    // The name's length is counted up to its limit, where it says so.
    await name.fill("Kel. Sukajadi");
    await expect(page.getByText("13/60 karakter")).toBeVisible();
    await name.fill("");
    await name.pressSequentially("A".repeat(61));
    await expect(name).toHaveValue("A".repeat(60));
    await expect(page.getByText("Maksimal 60 karakter")).toBeVisible();

    // An empty fee is asked for; one that is no amount is said to be one.
    await name.fill("Sukajadi");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Ongkir wajib diisi")).toBeVisible();
    await fee.fill("sepuluh ribu");
    await expect(page.getByText("Ongkir harus berupa angka rupiah")).toBeVisible();

    // Saved without a free-delivery amount.
    await fee.fill("10000");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(
      page.getByRole("list", { name: "Daftar area pengiriman" }).getByRole("listitem"),
    ).toHaveText(["SukajadiOngkir Rp 10.000"]);
  });

  test("a fee changed while the checkout is open is refused once, then charged as it is now", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    const setFee = (fee: number) =>
      // A write through the fixtures' handle marks the shop's kept pages, as a seller's does.
      data.db
        .updateTable("brands")
        .set({
          delivery_areas: JSON.stringify([
            { id: "sukajadi", name: "Sukajadi", fee, freeAbove: null },
          ]),
        })
        .where("id", "=", shop.brandId)
        .execute();
    await setFee(10_000);
    const handOff = await catchWhatsAppHandOff(page);
    const checkout = await openCheckout(page, shop);
    await fillTomorrowDelivery(checkout);
    await checkout.getByLabel("Area Pengiriman").fill("Sukajadi");
    await expect(checkout.getByText("Ongkir: Rp 10.000")).toBeVisible();
    // The shop's old free-text note is not shown beside fees by area.
    await expect(checkout.getByText("Ongkir Rp 10.000 dalam 5 km")).toHaveCount(0);

    await setFee(12_000);
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(
      "Ongkir untuk area ini sudah berubah. Periksa kembali total pesanan Anda.",
    );
    // The new fee and total are shown at once, nothing typed is lost, and nothing was sent.
    await expect(checkout.getByText("Ongkir: Rp 12.000")).toBeVisible();
    await expect(checkout).toContainText("Rp 27.000");
    await expect(checkout.getByLabel("Area Pengiriman")).toHaveValue("Sukajadi");
    expect(handOff.urls).toHaveLength(0);

    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const order = await data.db
      .selectFrom("orders")
      .select(["total", "delivery_fee"])
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(order).toEqual({ total: 27_000, delivery_fee: 12_000 });
  });
});
