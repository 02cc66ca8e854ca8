import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { pictureFile } from "./support/images";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// A picture that never reaches the server's store is said where it was picked, under its
// field, until the next pick; nothing else on the form is lost, and no toast pops up.
const NOT_A_PICTURE = {
  name: "catatan.png",
  mimeType: "image/png",
  buffer: Buffer.from("ini bukan gambar"),
};

/** The toasts a person can see. */
const toasts = (page: Page) => page.locator('[data-sonner-toast][data-visible="true"]');

async function expectSaidUnder(scope: Locator, page: Page, message: string) {
  await expect(scope.getByRole("alert")).toHaveText(message);
  await expect(toasts(page)).toHaveCount(0);
}

test.describe("upload failures", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("product photos: a file that is no picture, then more than ten photos", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Tambah Produk" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Tambah Produk" });
    await dialog.getByLabel("Nama Produk").fill("Kopi Susu Aren");

    const photos = dialog.getByRole("group", { name: "Foto Produk" });
    await dialog.getByLabel("Tambah foto produk").setInputFiles(NOT_A_PICTURE);
    await expectSaidUnder(photos, page, "Gagal mengupload gambar");
    await expect(dialog.getByLabel("Nama Produk")).toHaveValue("Kopi Susu Aren");

    // A good pick clears the message; eleven at once keep ten and say why.
    const eleven = await Promise.all(
      Array.from({ length: 11 }, (_, index) => pictureFile(`foto-${index}.png`, "#c0392b")),
    );
    await dialog.getByLabel("Tambah foto produk").setInputFiles(eleven);
    await expectSaidUnder(photos, page, "Maksimal 10 foto per produk");
    await expect(photos.getByRole("listitem")).toHaveCount(10);
  });

  test("the logo and the price lists of the About page", async ({ page, baseURL }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Edit About Info" }).click();

    await page.getByLabel("Unggah logo").setInputFiles(NOT_A_PICTURE);
    const profile = page.locator("form").filter({ has: page.getByLabel("Unggah logo") });
    await expect(profile.getByRole("alert")).toHaveText("Gagal mengupload gambar");
    await expect(page.getByText("Tanpa logo")).toBeVisible();
    await page.getByLabel("Unggah logo").setInputFiles(await pictureFile("logo.png", "#16a085"));
    await expect(page.getByRole("img", { name: "Logo brand" })).toBeVisible();
    await expect(profile.getByRole("alert")).toHaveCount(0);

    await page
      .getByLabel("Tambah gambar daftar harga")
      .setInputFiles([await pictureFile("minuman.png", "#1abc9c"), NOT_A_PICTURE]);
    const priceLists = page
      .locator('[data-slot="card"]')
      .filter({ hasText: "Menu / Daftar Harga" });
    await expectSaidUnder(priceLists, page, "Gagal mengupload gambar: catatan.png");
    // The picture that did upload waits to be saved.
    await expect(
      page.getByRole("list", { name: "Daftar harga baru" }).getByRole("listitem"),
    ).toHaveCount(1);
  });
});
