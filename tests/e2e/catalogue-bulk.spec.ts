import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Download } from "@playwright/test";
import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The catalogue in bulk (decision 073): the template downloaded, filled and uploaded, its
// preview read and applied, the products then in the shop; a price rise of chosen products
// seen on the storefront.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

const textOf = async (download: Download) => fs.readFileSync((await download.path())!, "utf8");

test.describe("the catalogue in bulk", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("downloads the template, uploads it filled, reads the preview and applies it @layout", async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000);
    const shop = await createShop(data, { name: "Toko Impor" });
    await logInAsSeller(page, shop);
    await page.goto("/admin/products", { waitUntil: "networkidle" });
    await page.getByRole("link", { name: "Impor / Ekspor" }).click();
    await expect(page.getByRole("heading", { name: "Impor & Ekspor Produk" })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Template CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe("template-produk.csv");
    const template = await textOf(download);
    const [header] = template.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toBe(
      "Kode Produk,Nama Produk,Deskripsi,Kategori,Harga,Stok,Habis,Opsi,Urutan,Foto",
    );

    // Filled as a seller would: her rows under the headers, one of them wrong at first.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-import-"));
    const file = path.join(dir, "produk.csv");
    const write = (price: string) =>
      fs.writeFileSync(
        file,
        `\uFEFF${header}\r\nNST-1,Nastar Keju,,Kue Kering,${price},,Tidak,"Ukuran: Kecil=0; Besar=+40000 | wajib",,\r\nLPS-1,Lapis Legit,,Kue Kering,250000,5,Tidak,,,\r\n`,
      );
    const input = page.getByLabel("File CSV atau Excel (.xlsx)");
    write("seratus ribu");
    await input.setInputFiles(file);
    await page.getByRole("button", { name: "Periksa File" }).click();
    const problems = page.getByRole("list", { name: "Masalah" });
    await expect(problems).toContainText("Baris 2 · Kolom Harga");
    await expect(problems).toContainText("Harga harus berupa angka");
    await expect(page.getByRole("button", { name: "Terapkan Perubahan" })).toHaveCount(0);

    write("120.000");
    await input.setInputFiles(file);
    await page.getByRole("button", { name: "Periksa File" }).click();
    const preview = page.getByRole("region", { name: "Pratinjau impor" });
    await expect(preview.locator("dl")).toHaveText("Baru2Diubah0Tidak berubah0");
    await expect(preview).toContainText("Kategori baru: Kue Kering");
    await expect(preview).toContainText("Nastar Keju");
    await expectNoSeriousViolations(page, "/admin/products/import: pratinjau");
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/catalogue-import-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }
    await page.getByRole("button", { name: "Terapkan Perubahan" }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByText("2 produk baru ditambahkan, 0 produk diubah")).toBeVisible();
    await expect(page.getByRole("list", { name: "Daftar produk" })).toContainText("Lapis Legit");

    await page.goto(`/${shop.username}/products`);
    const catalogue = page.getByRole("main");
    await expect(catalogue).toContainText("Nastar Keju");
    await expect(catalogue).toContainText("Rp 120.000");
    await expect(catalogue).toContainText("Lapis Legit");
    fs.rmSync(dir, { recursive: true, force: true });
  });

  test("raises the chosen products' prices by a percentage, seen on the storefront @layout", async ({
    page,
  }, testInfo) => {
    const shop = await createShop(data, { name: "Toko Lebaran" });
    await createProduct(data.db, shop.brandId, { name: "Kue Kacang", price: 10_000 });
    await createProduct(data.db, shop.brandId, { name: "Kue Salju", price: 15_005 });
    await page.goto(`/${shop.username}/products`);
    await expect(page.getByRole("main")).toContainText("Rp 15.005");

    await logInAsSeller(page, shop);
    await page.goto("/admin/products", { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Pilih Semua (2)" }).click();
    const bar = page.getByRole("region", { name: "Produk dipilih" });
    await expect(bar).toContainText("2 produk dipilih");
    await bar.getByRole("button", { name: "Ubah Harga" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Harga" });
    await dialog.getByLabel("Dengan").selectOption("percent");
    await dialog.getByLabel("Besar (%)").fill("10");
    await expectNoSeriousViolations(page, "/admin/products: Ubah Harga");
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/bulk-price-${testInfo.project.name}.png` });
    }
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Harga 2 produk diubah")).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto(`/${shop.username}/products`);
    const catalogue = page.getByRole("main");
    // 10% of 15.005 is 1.500,5: rounded to whole rupiah.
    await expect(catalogue).toContainText("Rp 16.506");
    await expect(catalogue).toContainText("Rp 11.000");
  });
});
