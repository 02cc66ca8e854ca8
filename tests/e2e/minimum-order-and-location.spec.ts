import { expect, test } from "./fixtures";
import { expectUnbrokenAmounts } from "./support/amounts";
import { addToCart, catchWhatsAppHandOff, createOrderingShop } from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";
import { shopDayText } from "./support/shop-hours";

// A shop's minimum order and the customer's location (decision 059): the seller asks Rp
// 50.000 for delivery on /admin/store; the cart and the checkout say so, one Roti Bakar
// cannot be sent for delivery, four can; the position the browser gives reaches the
// WhatsApp text and the seller's order page as a maps link.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const MAPS_LINK = "https://www.google.com/maps/search/?api=1&query=-6.2,106.816666";

test.describe("minimum order and location", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });
  test.use({
    geolocation: { latitude: -6.2, longitude: 106.816666 },
    permissions: ["geolocation"],
  });

  test("a minimum not met blocks sending; met, the shared location reaches the text and the seller @layout", async ({
    page,
    baseURL,
  }, testInfo) => {
    const shot = async (name: string) => {
      if (SCREENSHOTS) {
        await page.screenshot({ path: `${SCREENSHOTS}/${name}-${testInfo.project.name}.png` });
      }
    };
    const shop = await createOrderingShop(data);
    await signInPage(page, baseURL!, shop);

    // The seller asks Rp 50.000 for delivery, nothing for pickup.
    await page.goto("/admin/store");
    const card = page.locator('[data-slot="card"]').filter({ hasText: "Pengaturan Pesanan" });
    await page.getByRole("button", { name: "Ubah Pengaturan Pesanan" }).click();
    await page.getByLabel("Minimal pesanan untuk diantar (Rp)").fill("50.000");
    await shot("minimum-settings");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Pengaturan pesanan berhasil disimpan")).toBeVisible();
    await expect(card).toContainText("Minimal pesanan diantar");
    await expect(card).toContainText("Rp 50.000");

    // The cart (the catalogue's and its page) says it before the checkout.
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await page.getByRole("button", { name: "Keranjang (1 item)" }).click();
    // On a phone's width too, no amount is broken between 'Rp' and its number.
    await expectUnbrokenAmounts(
      page
        .getByRole("dialog", { name: "Keranjang Belanja (1 item)" })
        .getByText("Minimal pesanan Rp 50.000 untuk diantar"),
    );
    await page.goto(`/${shop.username}/cart`);
    await expectUnbrokenAmounts(page.getByText("Minimal pesanan Rp 50.000 untuk diantar"));
    await shot("minimum-cart");

    // Rp 15.000 delivered: the message, and no sending.
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout.getByRole("status").first()).toHaveText(
      "Minimal pesanan Rp 50.000 untuk diantar",
    );
    await expectUnbrokenAmounts(checkout.getByRole("status").first());
    await checkout.getByText("Besok", { exact: true }).click();
    await checkout.getByLabel("Jam").selectOption("10:00");
    await checkout.getByLabel("Nama").fill("Budi Santoso");
    await checkout.getByLabel("No. HP").fill("0812 3456 7890");
    await checkout.getByText("Diantar", { exact: true }).click();
    await expectUnbrokenAmounts(
      checkout.getByText("Minimal pesanan Rp 50.000 untuk diantar. Tambah Rp 35.000 lagi."),
    );
    const send = checkout.getByRole("button", { name: "Pesan via WhatsApp" });
    await expect(send).toBeDisabled();
    await shot("minimum-checkout");
    // Picked up, the same cart may be sent.
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await expect(send).toBeEnabled();
    await expect(checkout.getByText(/Tambah Rp 35\.000 lagi/)).toHaveCount(0);
    await expect(checkout.getByRole("button", { name: "Bagikan Lokasi" })).toHaveCount(0);

    // Four Roti Bakar meet it; what was typed is kept.
    await page.keyboard.press("Escape");
    for (let i = 0; i < 3; i++)
      await page.getByRole("button", { name: "Tambah Roti Bakar" }).click();
    await page.getByRole("button", { name: "Checkout" }).click();
    await expect(checkout.getByLabel("Nama")).toHaveValue("Budi Santoso");
    await checkout.getByText("Diantar", { exact: true }).click();
    await expect(send).toBeEnabled();

    // Refused, the customer is told to type the address; allowed, the position goes along.
    await page.context().clearPermissions();
    await checkout.getByRole("button", { name: "Bagikan Lokasi" }).click();
    await expect(checkout.getByRole("alert")).toHaveText(
      "Izin lokasi ditolak. Tulis alamat lengkap di catatan, pesanan tetap bisa dikirim.",
    );
    await expect(send).toBeEnabled();
    await page.context().grantPermissions(["geolocation"]);
    await checkout.getByRole("button", { name: "Bagikan Lokasi" }).click();
    await expect(checkout.getByText("Lokasi dibagikan")).toBeVisible();
    await shot("location-shared");
    await send.click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const whatsapp = await handOff.next();
    const order = await data.db
      .selectFrom("orders")
      .select(["order_number", "total", "location_url"])
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(order).toMatchObject({ total: 60_000, location_url: MAPS_LINK });
    expect(whatsapp.searchParams.get("text")).toBe(
      [
        "Halo Kopi Uji, saya mau pesan:",
        "",
        `*Nomor Pesanan:* ${order.order_number}`,
        "",
        "1. Roti Bakar x4 - Rp 60.000",
        "",
        "Total Item: 4",
        "*Total Harga: Rp 60.000*",
        "",
        "Metode: Diantar",
        `Lokasi: ${MAPS_LINK}`,
        "Pembayaran: Bayar di Tempat",
        `Hari: ${shopDayText(1)}`,
        "Jam: 10:00 WIB",
        "Nama: Budi Santoso",
        "No. HP: +6281234567890",
        "",
        `Lacak pesanan: ${baseURL}/${shop.username}/order-tracking?number=${order.order_number}`,
      ].join("\n"),
    );

    // The seller opens the customer's location from the order's page.
    await page.goto(`/admin/orders/${order.order_number}`);
    const link = page.getByRole("link", { name: "Buka di Google Maps" });
    await expect(link).toHaveAttribute("href", MAPS_LINK);
    await expect(link).toHaveAttribute("target", "_blank");
    await link.scrollIntoViewIfNeeded();
    await shot("location-order-detail");
  });
});
