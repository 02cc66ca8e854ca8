import type { Locator, Page } from "@playwright/test";
import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { dragWithMouse, moveToTopByKeyboard } from "./support/drag";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The seller's selling rules on the products page (decision 022): a product's stock and
// 'Habis' switch, an option of several priced choices with one sold out, and the order of
// the shop's products, dragged with the mouse or moved with the keyboard.

/** Lifts a product by its handle with Space, moves it to the top, and drops it. */
const moveToTop = (page: Page, name: string) =>
  moveToTopByKeyboard(page, name, page.viewportSize()!.width >= 768 ? "ArrowLeft" : "ArrowUp");

const namesIn = (list: Locator) =>
  list
    .getByRole("listitem")
    .evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent ?? ""));

test.describe("selling rules on the products page", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a product with stock and priced toppings, one sold out; the shop follows the dragged order @layout", async ({
    page,
  }) => {
    const shop = await createShop(data);
    for (const [name, createdAt] of [
      ["Roti Bakar", "2024-01-01T00:00:00.000Z"],
      ["Es Teh", "2024-01-02T00:00:00.000Z"],
    ] as const) {
      await createProduct(data.db, shop.brandId, { name, price: 5000, createdAt });
    }
    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    const list = page.getByRole("list", { name: "Daftar produk" });
    await expect.poll(() => namesIn(list)).toEqual(["Es Teh", "Roti Bakar"]);

    await page.getByRole("button", { name: "Tambah Produk" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Tambah Produk" });
    await dialog.getByLabel("Nama Produk").fill("Martabak Manis");
    await dialog.getByLabel("Harga").fill("25.000");
    await dialog.getByLabel("Stok").fill("12");
    const option = dialog.getByRole("group", { name: "Opsi 1" });
    await option.getByLabel("Nama Opsi").fill("Topping");
    await option.getByRole("radio", { name: "Pilih beberapa" }).check();
    await option.getByLabel("Maksimal").fill("4");
    for (const [index, choice, price] of [
      [1, "Keju", "5.000"],
      [2, "Cokelat", "4.000"],
      [3, "Kacang", ""],
    ] as const) {
      if (index > 1) await option.getByRole("button", { name: "Tambah Pilihan" }).click();
      await option.getByRole("textbox", { name: `Pilihan ${index}`, exact: true }).fill(choice);
      await option.getByLabel(`Tambahan pilihan ${index}`).fill(price);
    }
    await option.getByRole("checkbox", { name: "Pilihan 2 habis" }).check();
    // Four of three choices: said under the field, and nothing is saved.
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(option.getByText("Maksimal 3: sebanyak pilihan yang ada")).toBeVisible();
    // Checked as it opens, scrolled to the top (nothing half under the sticky buttons).
    await dialog.evaluate((element) => element.scrollTo(0, 0));
    await expectNoSeriousViolations(page, "/admin/products: Pilih beberapa");
    await option.getByLabel("Maksimal").fill("3");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Produk berhasil ditambahkan!")).toBeVisible();
    await expect(dialog).toBeHidden();

    // A new product comes first, with its stock.
    await expect.poll(() => namesIn(list)).toEqual(["Martabak Manis", "Es Teh", "Roti Bakar"]);
    const martabak = list.getByRole("listitem").filter({ hasText: "Martabak Manis" });
    await expect(martabak).toContainText("Stok 12");
    await expect(martabak).toContainText("1 opsi");
    await expect(martabak.getByText("Habis", { exact: true })).toHaveCount(1);
    const product = await data.db
      .selectFrom("products")
      .select(["id", "stock", "is_sold_out"])
      .where("brand_id", "=", shop.brandId)
      .where("name", "=", "Martabak Manis")
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({ stock: 12, is_sold_out: false });
    const options = await data.db
      .selectFrom("product_options")
      .select([
        "name",
        "choices",
        "choice_prices",
        "sold_out_choices",
        "min_choices",
        "max_choices",
      ])
      .where("product_id", "=", product.id)
      .execute();
    expect(options).toEqual([
      {
        name: "Topping",
        choices: ["Keju", "Cokelat", "Kacang"],
        choice_prices: { Keju: 5000, Cokelat: 4000 },
        sold_out_choices: ["Cokelat"],
        min_choices: 0,
        max_choices: 3,
      },
    ]);

    // Opened again, the dialog shows what was saved.
    await page.getByRole("button", { name: "Ubah Martabak Manis" }).click();
    const edit = page.getByRole("dialog", { name: "Ubah Produk" });
    const saved = edit.getByRole("group", { name: "Opsi 1" });
    await expect(saved.getByRole("radio", { name: "Pilih beberapa" })).toBeChecked();
    await expect(saved.getByLabel("Maksimal")).toHaveValue("3");
    await expect(saved.getByLabel("Tambahan pilihan 1")).toHaveValue("5000");
    await expect(saved.getByRole("checkbox", { name: "Pilihan 2 habis" })).toBeChecked();
    await expect(edit.getByLabel("Stok")).toHaveValue("12");
    await edit.getByRole("button", { name: "Batal" }).click();
    await expect(edit).toBeHidden();

    // The card's switch marks one sold out.
    const teh = list.getByRole("listitem").filter({ hasText: "Es Teh" });
    await teh.getByRole("switch", { name: "Habis: Es Teh" }).check();
    await expect(page.getByText("Produk ditandai habis")).toBeVisible();
    await expect(teh.getByText("Habis", { exact: true })).toHaveCount(2);
    await expectNoSeriousViolations(page, "/admin/products: Habis");
    await expect
      .poll(
        async () =>
          (
            await data.db
              .selectFrom("products")
              .select("is_sold_out")
              .where("brand_id", "=", shop.brandId)
              .where("name", "=", "Es Teh")
              .executeTakeFirstOrThrow()
          ).is_sold_out,
      )
      .toBe(true);

    // The mouse drags the last to the top, then the keyboard moves the second there.
    await dragWithMouse(
      page,
      page.getByRole("button", { name: "Geser Roti Bakar" }),
      page.getByRole("button", { name: "Geser Martabak Manis" }),
    );
    await expect.poll(() => namesIn(list)).toEqual(["Roti Bakar", "Martabak Manis", "Es Teh"]);
    await expect(page.getByText("Urutan produk disimpan")).toBeVisible();
    await moveToTop(page, "Martabak Manis");
    await expect.poll(() => namesIn(list)).toEqual(["Martabak Manis", "Roti Bakar", "Es Teh"]);
    await expect
      .poll(async () =>
        (
          await data.db
            .selectFrom("products")
            .select("name")
            .where("brand_id", "=", shop.brandId)
            .orderBy("display_order")
            .execute()
        ).map((row) => row.name),
      )
      .toEqual(["Martabak Manis", "Roti Bakar", "Es Teh"]);

    // Kept after a reload, and the shop's grid shows the same order.
    await page.reload();
    await expect.poll(() => namesIn(list)).toEqual(["Martabak Manis", "Roti Bakar", "Es Teh"]);
    await page.goto(`/${shop.username}/products`);
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0)).toContainText("Martabak Manis");
    await expect(cards.nth(1)).toContainText("Roti Bakar");
    await expect(cards.nth(2)).toContainText("Es Teh");
  });

  test("an order refused because the list changed elsewhere stays on screen with the reason", async ({
    page,
  }) => {
    const shop = await createShop(data);
    const ids: Record<string, string> = {};
    for (const [name, createdAt] of [
      ["Kue Lapis", "2024-01-01T00:00:00.000Z"],
      ["Klepon", "2024-01-02T00:00:00.000Z"],
      ["Onde-onde", "2024-01-03T00:00:00.000Z"],
    ] as const) {
      ids[name] = (await createProduct(data.db, shop.brandId, { name, price: 3000, createdAt })).id;
    }
    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    const list = page.getByRole("list", { name: "Daftar produk" });
    await expect.poll(() => namesIn(list)).toEqual(["Onde-onde", "Klepon", "Kue Lapis"]);
    // Added on another device meanwhile: the page's list no longer names every product.
    await createProduct(data.db, shop.brandId, { name: "Getuk", price: 2000 });

    await moveToTop(page, "Kue Lapis");
    const alert = page.getByRole("alert").filter({ hasText: "Urutan belum tersimpan." });
    await expect(alert).toContainText(
      "Daftar produk sudah berubah. Muat ulang halaman, lalu atur urutannya lagi.",
    );
    // The dragged order stays; the product added elsewhere comes first, as new ones do.
    await expect.poll(() => namesIn(list)).toEqual(["Getuk", "Kue Lapis", "Onde-onde", "Klepon"]);
    const saved = () =>
      data.db
        .selectFrom("products")
        .select("display_order")
        .where("id", "=", ids["Kue Lapis"])
        .executeTakeFirstOrThrow();
    expect((await saved()).display_order).toBe(0);

    await alert.getByRole("button", { name: "Simpan Ulang" }).click();
    await expect(page.getByText("Urutan produk disimpan")).toBeVisible();
    await expect(alert).toBeHidden();
    await page.goto(`/${shop.username}/products`);
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(4);
    await expect(cards.nth(0)).toContainText("Getuk");
    await expect(cards.nth(1)).toContainText("Kue Lapis");
    await expect(cards.nth(2)).toContainText("Onde-onde");
    await expect(cards.nth(3)).toContainText("Klepon");
  });
});
