import { NOTHING_TO_ORDER_NOTE } from "#domain/cart-notices";
import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import {
  addToCart,
  catchWhatsAppHandOff,
  createOrderingShop,
  sendTomorrowOrder,
} from "./support/ordering";
import { logInAsSeller } from "./support/seller-login";
import { shopDayText } from "./support/shop-hours";
import { openShopData, type ShopData } from "./support/shop-data";

// Sold out and priced option groups as a customer meets them (decision 022).

test.describe("sold out and priced options", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a priced multi-choice group with a sold-out choice goes through cart and checkout into the exact WhatsApp text @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    await createProduct(data.db, shop.brandId, {
      name: "Roti Spesial",
      price: 20000,
      category: "Minuman",
      options: [
        {
          name: "Ukuran",
          choices: ["Kecil", "Sedang", "Besar"],
          isRequired: true,
          choicePrices: { Kecil: -2000, Besar: 5000 },
          soldOutChoices: ["Sedang"],
        },
        {
          name: "Topping",
          choices: ["Keju", "Telur", "Sosis", "Jamur"],
          isRequired: true,
          choicePrices: { Keju: 3000, Telur: 4000 },
          minChoices: 1,
          maxChoices: 3,
        },
      ],
    });
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await page.getByRole("link", { name: "Tambah Roti Spesial ke keranjang" }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });

    // The sold-out size is shown and cannot be picked; the first available one is.
    const size = dialog.getByRole("group", { name: /Ukuran/ });
    await expect(size.getByRole("radio", { name: /Sedang/ })).toBeDisabled();
    await expect(size.getByText("Habis")).toBeVisible();
    await expect(size.getByRole("radio", { name: /Kecil/ })).toBeChecked();
    await expect(size.getByText("-Rp 2.000")).toBeVisible();
    await size.getByText("Besar").click();
    await expect(dialog.getByRole("button", { name: /Tambah ke Keranjang/ })).toHaveText(
      "Tambah ke Keranjang · Rp 25.000",
    );

    // The required group asks for a pick before anything is added.
    await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Pilih minimal 1 Topping");
    const toppings = dialog.getByRole("group", { name: /Topping/ });
    await expect(toppings).toContainText("Pilih 1–3");
    for (const topping of ["Keju", "Telur", "Sosis"]) await toppings.getByText(topping).click();
    await expect(dialog.getByRole("alert")).toHaveCount(0);
    await expect(toppings.getByRole("checkbox", { name: /Jamur/ })).toBeDisabled();
    await dialog.getByRole("button", { name: "Tambah jumlah" }).click();
    await expect(dialog.getByRole("button", { name: /Tambah ke Keranjang/ })).toHaveText(
      "Tambah ke Keranjang · Rp 64.000",
    );
    await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
    await expect(dialog).toHaveCount(0);

    await page.goto(`/${shop.username}/cart`);
    const cartLine = page.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(cartLine).toContainText(
      "Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur (+Rp 4.000), Sosis",
    );
    await expect(cartLine).toContainText("Rp 64.000");
    await expect(cartLine).toContainText("Rp 32.000 / item");

    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toContainText("Rp 64.000");
    await sendTomorrowOrder(checkout);
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const whatsapp = await handOff.next();
    const [order] = await data.db
      .selectFrom("orders")
      .select(["order_number", "total", "delivery_time_option"])
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(Number(order.total)).toBe(64000);
    const slot = order.delivery_time_option.split(" ").slice(-2).join(" ");
    expect(whatsapp.searchParams.get("text")).toBe(
      [
        "Halo Kopi Uji, saya mau pesan:",
        "",
        `*Nomor Pesanan:* ${order.order_number}`,
        "",
        "1. Roti Spesial x2 - Rp 64.000",
        "   Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur (+Rp 4.000), Sosis",
        "",
        "Total Item: 2",
        "*Total Harga: Rp 64.000*",
        "",
        "Metode: Diantar",
        "Pembayaran: Bayar di Tempat",
        `Hari: ${shopDayText(1)}`,
        `Jam: ${slot}`,
        "Nama: Budi Santoso",
        "No. HP: +6281234567890",
        "",
        `Lacak pesanan: ${baseURL}/${shop.username}/order-tracking?number=${order.order_number}`,
      ].join("\n"),
    );

    // The tracking page lists what each value added, as ordered.
    await page.goto(`/${shop.username}/order-tracking?number=${order.order_number}`);
    const verification = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await verification.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("7890");
    await verification.getByRole("button", { name: "Verifikasi" }).click();
    await expect(verification).toBeHidden();
    await expect(page.locator("main")).toContainText(
      "Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur (+Rp 4.000), Sosis",
    );

    // So does the seller's page of the order.
    await logInAsSeller(page, shop);
    await page.goto(`/admin/orders/${order.order_number}`);
    await expect(page.locator("main")).toContainText(
      "Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur (+Rp 4.000), Sosis",
    );
    await expect(page.locator("main")).toContainText("Rp 64.000");
  });

  test("a sold-out product stays on the catalogue greyed, and a cart holding one says so before checkout", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await createProduct(data.db, shop.brandId, {
      name: "Bolu Pandan",
      price: 45000,
      isSoldOut: true,
    });
    await page.goto(`/${shop.username}/products`);
    const card = page.getByRole("listitem").filter({ hasText: "Bolu Pandan" });
    await expect(card).toContainText("Habis");
    await expect(card.getByLabel("Tambah Bolu Pandan ke keranjang")).toHaveCount(0);
    await card.getByRole("link", { name: /Bolu Pandan/ }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByRole("button", { name: "Habis" })).toBeDisabled();
    await page.keyboard.press("Escape");

    await addToCart(page, "Roti Bakar", {});
    // The seller runs out while the bread waits in the cart.
    await data.db.updateTable("products").set({ stock: 0 }).where("id", "=", shop.rotiId).execute();
    await page.goto(`/${shop.username}/cart`);
    await expect(page.getByText("Habis. Tidak ikut dipesan.")).toBeVisible();
    // Nothing else in the cart: nothing to order, and the cart says why.
    await expect(page.getByRole("button", { name: "Checkout" })).toBeDisabled();
    await expect(page.getByText(NOTHING_TO_ORDER_NOTE)).toBeVisible();
    const orders = await data.db
      .selectFrom("orders")
      .select("id")
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(orders).toHaveLength(0);
  });
});
