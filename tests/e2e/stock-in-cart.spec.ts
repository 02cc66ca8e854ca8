import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import {
  addToCart,
  catchWhatsAppHandOff,
  createOrderingShop,
  sendTomorrowOrder,
} from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";

// Stock the customer can see: the product dialog says how many units are left and picks no
// more; a line whose product sold out while it waited in the cart is neither counted in the
// total nor sent, and a cart holding nothing else cannot be checked out.

test.describe("stock in the dialog and the cart", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const soldOut = (productId: string) =>
    data.db.updateTable("products").set({ stock: 0 }).where("id", "=", productId).execute();

  test("the dialog shows 'Sisa 4' and picks no more than 4 @layout", async ({ page }) => {
    const shop = await createOrderingShop(data);
    await createProduct(data.db, shop.brandId, { name: "Bolu Pandan", price: 45000, stock: 4 });
    await page.goto(`/${shop.username}/products`);
    await page.getByRole("link", { name: "Tambah Bolu Pandan ke keranjang" }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByText("Sisa 4", { exact: true })).toBeVisible();
    const more = dialog.getByRole("button", { name: "Tambah jumlah" });
    for (let i = 0; i < 3; i++) await more.click();
    const quantity = dialog.getByLabel("Jumlah", { exact: true });
    await expect(quantity).toHaveValue("4");
    await expect(more).toBeDisabled();
    // Typed past the stock: the stock it is.
    await quantity.fill("6");
    await quantity.blur();
    await expect(quantity).toHaveValue("4");
    await expect(dialog.getByRole("button", { name: /Tambah ke Keranjang/ })).toHaveText(
      "Tambah ke Keranjang · Rp 180.000",
    );
    await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
    await expect(page.getByText("4 item di keranjang")).toBeVisible();
    // A product whose stock is not counted says nothing of it.
    await page.getByRole("link", { name: "Tambah Roti Bakar ke keranjang" }).click();
    await expect(dialog.getByText(/^Sisa/)).toHaveCount(0);
  });

  test("a sold-out line is left out of the total and the order; alone, it keeps the checkout shut with a note", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    const handOff = await catchWhatsAppHandOff(page);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", { quantity: 2 });
    await addToCart(page, "Kopi Susu", {});
    // The seller runs out of bread while it waits in the cart.
    await soldOut(shop.rotiId);

    await page.goto(`/${shop.username}/cart`);
    const lines = page.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(lines.filter({ hasText: "Roti Bakar" })).toContainText(
      "Habis. Tidak ikut dipesan.",
    );
    const summary = page.getByText(/^Total \(/).locator("..");
    await expect(summary).toHaveText("Total (1 item)Rp 18.000");
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    await expect(checkout).toContainText("Total (1 item)Rp 18.000");
    await sendTomorrowOrder(checkout);
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    const text = (await handOff.next()).searchParams.get("text") ?? "";
    expect(text).toContain("1. Kopi Susu x1 - Rp 18.000");
    expect(text).not.toContain("Roti Bakar");
    expect(text).toContain("*Total Harga: Rp 18.000*");
    const orders = await data.db
      .selectFrom("orders")
      .select("total")
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(orders).toEqual([{ total: 18000 }]);

    // A cart holding only the sold-out bread: nothing to order, and it says why.
    await page.evaluate(([key, line]) => localStorage.setItem(key, JSON.stringify([line])), [
      `gerai:cart:${shop.username}`,
      {
        id: `${shop.rotiId}_1`,
        productId: shop.rotiId,
        name: "Roti Bakar",
        description: "",
        price: 15000,
        basePrice: 15000,
        image: null,
        category: "",
        images: [],
        options: [],
        customizations: {},
        notes: "",
        quantity: 1,
      },
    ] as const);
    await page.goto(`/${shop.username}/cart`);
    await expect(lines.filter({ hasText: "Roti Bakar" })).toContainText("Habis");
    await expect(summary).toHaveText("Total (0 item)Rp 0");
    await expect(page.getByRole("button", { name: "Checkout" })).toBeDisabled();
    await expect(
      page.getByText(
        "Produk di keranjang sedang habis atau tidak tersedia lagi. Hapus dari keranjang, lalu pilih produk lain.",
      ),
    ).toBeVisible();
  });
});
