import type { Locator, Page } from "@playwright/test";
import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The seller's own categories (decision 066): she adds, orders, renames and deletes them on
// the products page, moves chosen products into one in a single action, and the catalogue's
// chips follow her order.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

const namesIn = (list: Locator) =>
  list
    .getByRole("listitem")
    .evaluateAll((items) =>
      items.map((item) => item.querySelector("span.font-medium")?.textContent ?? ""),
    );

async function addCategory(dialog: Locator, name: string) {
  await dialog.getByLabel("Nama kategori baru").fill(name);
  await dialog.getByRole("button", { name: "Tambah", exact: true }).click();
}

async function openCategories(page: Page) {
  await page.getByRole("button", { name: "Kategori", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Kategori" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const chipsOf = (page: Page) =>
  page.getByRole("navigation", { name: "Kategori produk" }).getByRole("link");

test.describe("the seller's own categories", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a new category and its chip appear in the catalogue in her order @layout", async ({
    page,
  }) => {
    // A long journey: four pages, five dialogs and a dozen writes.
    test.setTimeout(180_000);
    const shop = await createShop(data, { name: "Dapur Bu Ani" });
    for (const name of ["Nastar", "Roti Sobek", "Lapis Legit"]) {
      await createProduct(data.db, shop.brandId, { name, price: 50_000 });
    }
    await logInAsSeller(page, shop);
    await page.goto("/admin/products", { waitUntil: "networkidle" });

    const dialog = await openCategories(page);
    await expect(dialog).toContainText("Belum ada kategori");
    const list = dialog.getByRole("list", { name: "Daftar kategori" });
    for (const name of ["Kue Basah", "Roti", "Kue Kering"]) {
      await addCategory(dialog, name);
      await expect(list.getByText(name, { exact: true })).toBeVisible();
      await expect(dialog.getByLabel("Nama kategori baru")).toHaveValue("");
    }
    await expect.poll(() => namesIn(list)).toEqual(["Kue Basah", "Roti", "Kue Kering"]);
    await expect(dialog).toContainText("3 dari 50 kategori");

    // The same name in another case is refused, under the field.
    await addCategory(dialog, "  roti ");
    await expect(dialog.getByRole("alert")).toHaveText("Nama kategori sudah dipakai");
    await expect.poll(() => namesIn(list)).toEqual(["Kue Basah", "Roti", "Kue Kering"]);
    await dialog.getByLabel("Nama kategori baru").fill("");

    // Kue Kering first, with the keyboard, as products are ordered.
    const handle = dialog.getByRole("button", { name: "Geser Kue Kering" });
    await handle.focus();
    await page.keyboard.press("Space");
    await expect(handle).toHaveAttribute("aria-pressed", "true");
    await expect(async () => {
      await page.keyboard.press("ArrowUp");
      await expect(page.getByText("Kue Kering dipindah ke posisi 1.")).toBeAttached({
        timeout: 500,
      });
    }).toPass();
    await page.keyboard.press("Space");
    await expect(page.getByText("Urutan kategori disimpan")).toBeVisible();
    await expect.poll(() => namesIn(list)).toEqual(["Kue Kering", "Kue Basah", "Roti"]);

    await dialog.getByRole("button", { name: "Ubah nama Roti" }).click();
    await dialog.getByLabel("Nama baru untuk Roti").fill("Roti Manis");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(list.getByText("Roti Manis", { exact: true })).toBeVisible();
    await expect.poll(() => namesIn(list)).toEqual(["Kue Kering", "Kue Basah", "Roti Manis"]);
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/categories-dialog.png` });
    await expectNoSeriousViolations(page, "/admin/products: Kategori");
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Two products chosen on the list, moved in one action.
    const products = page.getByRole("list", { name: "Daftar produk" });
    await products.getByRole("checkbox", { name: "Pilih Nastar" }).check();
    await products.getByRole("checkbox", { name: "Pilih Lapis Legit" }).check();
    const chosen = page.getByRole("region", { name: "Produk dipilih" });
    await expect(chosen).toContainText("2 produk dipilih");
    await chosen.getByRole("button", { name: "Pindahkan ke kategori" }).click();
    const move = page.getByRole("dialog", { name: "Pindahkan ke kategori" });
    await move.getByLabel("Kategori tujuan").selectOption({ label: "Kue Kering" });
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/categories-move.png` });
    await move.getByRole("button", { name: "Pindahkan" }).click();
    await expect(page.getByText("2 produk dipindahkan ke Kue Kering")).toBeVisible();
    await expect(move).toBeHidden();
    await expect(chosen).toBeHidden();
    await expect(products.getByRole("listitem").filter({ hasText: "Nastar" })).toContainText(
      "Kue Kering",
    );

    // One more through the product's own dialog.
    await page.getByRole("button", { name: "Ubah Roti Sobek" }).click();
    const edit = page.getByRole("dialog", { name: "Ubah Produk" });
    await expect(edit.getByLabel("Nama Produk")).toHaveValue("Roti Sobek");
    await edit.getByLabel("Kategori").selectOption({ label: "Roti Manis" });
    await edit.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Produk berhasil diupdate!")).toBeVisible();
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/categories-products.png` });

    // The catalogue: her order, and no chip for Kue Basah, which has no product.
    await page.goto(`/${shop.username}/products`, { waitUntil: "networkidle" });
    await expect(chipsOf(page)).toHaveText(["Semua", "Kue Kering", "Roti Manis"]);
    await chipsOf(page).filter({ hasText: "Roti Manis" }).click();
    await expect(page).toHaveURL((url) => url.searchParams.get("kategori") === "Roti Manis");
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Roti Sobek");
    if (SCREENSHOTS) await page.screenshot({ path: `${SCREENSHOTS}/categories-catalogue.png` });

    // Deleting a category says what becomes of its products; they stay, in no category.
    await page.goto("/admin/products", { waitUntil: "networkidle" });
    const again = await openCategories(page);
    await again.getByRole("button", { name: "Hapus Kue Kering" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Hapus Kategori" });
    await expect(confirm).toContainText(
      'Hapus kategori "Kue Kering"? 2 produk di kategori ini akan menjadi tanpa kategori; produknya tidak dihapus.',
    );
    await confirm.getByRole("button", { name: "Hapus" }).click();
    await expect(page.getByText("Kategori dihapus")).toBeVisible();
    await expect
      .poll(() => namesIn(again.getByRole("list", { name: "Daftar kategori" })))
      .toEqual(["Kue Basah", "Roti Manis"]);

    await page.goto(`/${shop.username}/products`);
    // One category left with products, others without: 'Semua' and that one.
    await expect(chipsOf(page)).toHaveText(["Semua", "Roti Manis"]);
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(3);
  });
});
