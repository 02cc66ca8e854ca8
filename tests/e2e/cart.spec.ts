import { expect, test } from "./fixtures";
import { addToCart, createOrderingShop } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";

test.describe("cart", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("cart dialog: merges identical lines, steps quantities, edits a line with 'Update Pesanan', removes and clears @layout", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await page.goto(`/${shop.username}/products`);

    await addToCart(page, "Kopi Susu", {
      choices: ["Besar", "Sedikit"],
      quantity: 2,
      notes: "Es dipisah",
    });
    // The same choices with the same note merge into the line.
    await addToCart(page, "Kopi Susu", { choices: ["Besar", "Sedikit"], notes: "Es dipisah" });
    await addToCart(page, "Roti Bakar", {});

    const cartButton = page.getByRole("button", { name: "Keranjang (4 item)" });
    await expect(cartButton).toContainText("4");
    await cartButton.click();
    const cart = page.getByRole("dialog", { name: /^Keranjang Belanja/ });
    await expect(cart).toHaveAccessibleName("Keranjang Belanja (4 item)");
    const lines = cart.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    const kopi = lines.filter({ hasText: "Kopi Susu" });
    await expect(kopi).toContainText("Ukuran: Besar, Gula: Sedikit");
    await expect(kopi).toContainText("Catatan: Es dipisah");
    await expect(kopi).toContainText("Rp 54.000");
    await expect(kopi.locator("output")).toHaveText("3");
    await expect(cart).toContainText("Total (4 item)");
    await expect(cart).toContainText("Rp 69.000");

    // Stepper: plus and minus; minus stops at 1 in the dialog.
    const roti = lines.filter({ hasText: "Roti Bakar" });
    await roti.getByRole("button", { name: "Tambah Roti Bakar" }).click();
    await expect(cart).toHaveAccessibleName("Keranjang Belanja (5 item)");
    await expect(roti.locator("output")).toHaveText("2");
    await roti.getByRole("button", { name: "Kurangi Roti Bakar" }).click();
    await expect(roti.locator("output")).toHaveText("1");
    await expect(roti.getByRole("button", { name: "Kurangi Roti Bakar" })).toBeDisabled();

    // Edit a line: the product dialog opens with the line's choices as 'Update Pesanan'.
    await kopi.getByRole("button", { name: "Ubah Kopi Susu" }).click();
    const edit = page.getByRole("dialog", { name: "Update Pesanan" });
    await expect(edit).toBeVisible();
    await expect(edit.getByRole("radio", { name: "Besar" })).toBeChecked();
    await expect(edit.getByRole("radio", { name: "Sedikit" })).toBeChecked();
    await expect(edit.getByLabel("Jumlah", { exact: true })).toHaveValue("3");
    await expect(edit.getByLabel("Catatan")).toHaveValue("Es dipisah");
    await edit.getByText("Reguler", { exact: true }).click();
    await edit.getByRole("button", { name: "Kurangi jumlah" }).click();
    await edit.getByLabel("Catatan").fill("Tanpa es");
    await edit.getByRole("button", { name: /^Update Pesanan/ }).click();
    await expect(edit).toHaveCount(0);
    await expect(cart).toHaveAccessibleName("Keranjang Belanja (3 item)");
    await expect(kopi).toContainText("Ukuran: Reguler, Gula: Sedikit");
    await expect(kopi).toContainText("Catatan: Tanpa es");
    await expect(kopi.locator("output")).toHaveText("2");
    await expect(lines).toHaveCount(2);

    // Remove one line, then clear the rest (asked once more).
    await roti.getByRole("button", { name: "Hapus Roti Bakar" }).click();
    await expect(lines).toHaveCount(1);
    await cart.getByRole("button", { name: "Clear cart", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Kosongkan keranjang?" });
    await confirm.getByRole("button", { name: "Ya, Kosongkan" }).click();
    await expect(cart).toHaveAccessibleName("Keranjang Belanja (0 item)");
    await expect(cart.getByText("Keranjang Anda kosong")).toBeVisible();
    await cart.getByRole("button", { name: "Mulai Belanja" }).click();
    await expect(cart).toHaveCount(0);
    await expect(page.getByText(/item di keranjang/)).toHaveCount(0);
    await page.reload();
    expect(
      await page.evaluate(
        (key) => JSON.parse(localStorage.getItem(key) ?? "[]"),
        `gerai:cart:${shop.username}`,
      ),
    ).toEqual([]);
  });

  test("lines differing only in their note stay apart, each with its own note", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", { notes: "Tanpa keju" });
    await addToCart(page, "Roti Bakar", { quantity: 2, notes: "Keju dobel" });
    await addToCart(page, "Roti Bakar", { notes: "Tanpa keju" });

    await page.getByRole("button", { name: "Keranjang (4 item)" }).click();
    const lines = page
      .getByRole("dialog", { name: "Keranjang Belanja (4 item)" })
      .getByRole("list", { name: "Isi keranjang" })
      .getByRole("listitem");
    await expect(lines).toHaveCount(2);
    const tanpaKeju = lines.filter({ hasText: "Catatan: Tanpa keju" });
    await expect(tanpaKeju.locator("output")).toHaveText("2");
    await expect(tanpaKeju).not.toContainText("Keju dobel");
    const kejuDobel = lines.filter({ hasText: "Catatan: Keju dobel" });
    await expect(kejuDobel.locator("output")).toHaveText("2");
    await expect(kejuDobel).not.toContainText("Tanpa keju");

    // Editing one line's note to the other's folds the two, as adding it would.
    await kejuDobel.getByRole("button", { name: "Ubah Roti Bakar" }).click();
    const edit = page.getByRole("dialog", { name: "Update Pesanan" });
    await edit.getByLabel("Catatan").fill("Tanpa keju");
    await edit.getByRole("button", { name: /^Update Pesanan/ }).click();
    await expect(lines).toHaveCount(1);
    await expect(lines.locator("output")).toHaveText("4");
    await expect(lines).toContainText("Catatan: Tanpa keju");
  });

  test("cart page: lines with options and notes, stepper to 0 removes, edit, kept across a reload", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Kopi Susu", { choices: ["Sedikit"], notes: "Panas" });
    await addToCart(page, "Roti Bakar", { quantity: 2 });
    await page.getByRole("link", { name: "Lihat Keranjang" }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop.username}/cart$`));
    await expect(page.getByRole("heading", { level: 1, name: "Keranjang Belanja" })).toBeVisible();

    // Kept in the browser: a reload shows the same lines.
    await page.reload();
    const lines = page.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(lines).toHaveCount(2);
    const kopi = lines.filter({ hasText: "Kopi Susu" });
    await expect(kopi).toContainText("Ukuran: Reguler, Gula: Sedikit");
    await expect(kopi).toContainText("Catatan: Panas");
    await expect(kopi).toContainText("Rp 18.000");
    await expect(kopi.getByRole("img", { name: "Kopi Susu" })).toBeVisible();
    await expect(page.getByText("Total (3 item)")).toBeVisible();
    await expect(page.getByText("Rp 48.000")).toBeVisible();
    await expect(page.getByRole("button", { name: "Checkout" })).toBeVisible();

    // Edit from the page.
    await kopi.getByRole("button", { name: "Ubah Kopi Susu" }).click();
    const edit = page.getByRole("dialog", { name: "Update Pesanan" });
    await edit.getByRole("button", { name: "Tambah jumlah" }).click();
    await edit.getByRole("button", { name: /^Update Pesanan/ }).click();
    await expect(edit).toHaveCount(0);
    await expect(kopi.locator("output")).toHaveText("2");
    await expect(page.getByText("Total (4 item)")).toBeVisible();

    // Stepping to 0 removes a line.
    const roti = lines.filter({ hasText: "Roti Bakar" });
    await roti.getByRole("button", { name: "Kurangi Roti Bakar" }).click();
    await expect(roti.locator("output")).toHaveText("1");
    await roti.getByRole("button", { name: "Hapus Roti Bakar" }).click();
    await expect(lines).toHaveCount(1);
    await kopi.getByRole("button", { name: "Kurangi Kopi Susu" }).click();
    await kopi.getByRole("button", { name: "Hapus Kopi Susu" }).click();

    await expect(page.getByText("Keranjang Anda kosong")).toBeVisible();
    await page.getByRole("link", { name: "Mulai Belanja" }).click();
    await expect(page).toHaveURL(new RegExp(`/${shop.username}/products$`));
  });

  test("the cart is kept per brand and follows along in another tab", async ({ page, context }) => {
    const shop = await createOrderingShop(data);
    const otherShop = await createOrderingShop(data);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});

    const other = await context.newPage();
    await other.goto(`/${shop.username}/cart`);
    const lines = other.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(lines).toHaveCount(1);
    await other.getByRole("button", { name: "Tambah Roti Bakar" }).click();
    await expect(page.getByRole("button", { name: "Keranjang (2 item)" })).toBeVisible();
    await addToCart(page, "Kopi Susu", {});
    await expect(lines).toHaveCount(2);

    // Another brand has a cart of its own.
    await other.goto(`/${otherShop.username}/cart`);
    await expect(other.getByText("Keranjang Anda kosong")).toBeVisible();
    await other.close();
  });

  test("a line saved by an older version shows its sugar and ice", async ({ page }) => {
    const shop = await createOrderingShop(data);
    await page.goto(`/${shop.username}/cart`);
    await expect(page.getByText("Keranjang Anda kosong")).toBeVisible();
    await page.evaluate(
      ({ key, productId }) =>
        localStorage.setItem(
          key,
          JSON.stringify([
            {
              id: `${productId}_1700000000000`,
              productId,
              name: "Kopi Susu",
              description: "",
              price: 18000,
              image: "/demo/kopi-susu.svg",
              category: "makanan-minuman",
              images: [],
              options: [],
              customizations: {},
              notes: "",
              quantity: 1,
              sugar: "Sedikit",
              ice: "Banyak",
            },
            { name: "tanpa id", quantity: 1 },
          ]),
        ),
      { key: `gerai:cart:${shop.username}`, productId: shop.kopiId },
    );
    await page.reload();
    const lines = page.getByRole("list", { name: "Isi keranjang" }).getByRole("listitem");
    await expect(lines).toHaveCount(1);
    await expect(lines).toContainText("Sugar: Sedikit, Ice: Banyak");
    await expect(page.getByText("Total (1 item)")).toBeVisible();
  });

  test("an empty cart page says 'Keranjang Anda kosong'; the back arrow goes to the products", async ({
    page,
  }) => {
    await page.goto("/demo/cart");
    await expect(page.getByText("Keranjang Anda kosong")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mulai Belanja" })).toHaveAttribute(
      "href",
      "/demo/products",
    );
    await page.getByRole("link", { name: "Kembali ke produk" }).click();
    await expect(page).toHaveURL(/\/demo\/products$/);
    await page.goto("/cart");
    await expect(page.getByText("Keranjang Anda kosong")).toBeVisible();
    await expect(page.getByRole("link", { name: "Mulai Belanja" })).toHaveAttribute(
      "href",
      "/products",
    );
  });

  test("an unknown brand's cart says 'Brand tidak ditemukan'", async ({ page }) => {
    const response = await page.goto("/brand-yang-tidak-ada/cart");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("dialog", { name: "Brand tidak ditemukan" })).toBeVisible();
  });
});
