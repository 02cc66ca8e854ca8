import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { categoryNamed, createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { movePhotoToFrontByKeyboard } from "./support/images";
import { sql } from "kysely";
import { startServer, type RunningServer } from "./global-setup";
import { httpClient, signInPage } from "./support/session";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The seller's products page: add with photos and options, edit (photos kept unless
// changed), soft delete with confirmation, validation, and what the catalogue shows.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

const square = (color: string) =>
  sharp({ create: { width: 64, height: 64, channels: 3, background: color } })
    .png()
    .toBuffer();

/** The stored URL behind a photo in the dialog (its 320 px variant is shown). */
async function storedUrl(image: Locator): Promise<string> {
  const src = (await image.getAttribute("src")) ?? "";
  return src.replace("-320.webp", "-1280.webp");
}

async function openAdd(page: Page) {
  await page.getByRole("button", { name: "Tambah Produk" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Tambah Produk" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("admin products", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("adds a product with photos in order and options; the catalogue shows it @layout", async ({
    page,
  }) => {
    const shop = await createShop(data);
    await categoryNamed(data.db, shop.brandId, "Minuman");
    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    await expect(page.getByText("Belum ada produk", { exact: true })).toBeVisible();

    const dialog = await openAdd(page);
    await expect(dialog).toBeFocused();
    const photos = dialog.getByRole("list", { name: "Foto produk (urutan)" });
    await dialog.getByLabel("Tambah foto produk").setInputFiles([
      { name: "merah.png", mimeType: "image/png", buffer: await square("#cc0000") },
      {
        name: "biru.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp(await square("#0000cc"))
          .jpeg()
          .toBuffer(),
      },
    ]);
    await expect(photos.getByRole("img")).toHaveCount(2);
    const red = await storedUrl(photos.getByRole("img", { name: "Foto produk 1" }));
    const blue = await storedUrl(photos.getByRole("img", { name: "Foto produk 2" }));
    expect(red).not.toBe(blue);
    await expect(photos.getByRole("listitem").first()).toContainText("Foto Utama");
    // The keyboard moves the second photo to the front: it becomes the main photo.
    await movePhotoToFrontByKeyboard(
      page,
      dialog.getByRole("button", { name: "Geser foto produk 2" }),
      "Foto produk 2",
    );
    await expect
      .poll(() => storedUrl(photos.getByRole("img", { name: "Foto produk 1" })))
      .toBe(blue);

    await dialog.getByLabel("Nama Produk").fill("Kopi Susu Gula Aren");
    await dialog.getByLabel("Kategori").selectOption({ label: "Minuman" });
    await dialog.getByLabel("Deskripsi").fill("Espresso, susu segar dan gula aren");
    await dialog.getByLabel("Harga").fill("18.000");

    const first = dialog.getByRole("group", { name: "Opsi 1" });
    await expect(first.getByRole("button", { name: "Hapus Opsi" })).toBeDisabled();
    await expect(first.getByRole("button", { name: "Hapus pilihan 1" })).toBeDisabled();
    await first.getByLabel("Nama Opsi").fill("Ukuran");
    await first.getByRole("textbox", { name: "Pilihan 1", exact: true }).fill("Regular");
    await first.getByRole("button", { name: "Tambah Pilihan" }).click();
    await first.getByRole("textbox", { name: "Pilihan 2", exact: true }).fill("Large");
    await expect(first.getByRole("button", { name: "Hapus pilihan 1" })).toBeEnabled();
    await first.getByRole("button", { name: "Tambah Pilihan" }).click();
    await first.getByRole("textbox", { name: "Pilihan 3", exact: true }).fill("Jumbo");
    await first.getByRole("button", { name: "Hapus pilihan 3" }).click();
    await expect(first.getByRole("textbox", { name: "Pilihan 3", exact: true })).toHaveCount(0);
    await first.getByLabel("Wajib dipilih").check();

    await dialog.getByRole("button", { name: "Tambah Opsi" }).click();
    const second = dialog.getByRole("group", { name: "Opsi 2" });
    await expect(first.getByRole("button", { name: "Hapus Opsi" })).toBeEnabled();
    await second.getByLabel("Nama Opsi").fill("Gula");
    await second.getByRole("textbox", { name: "Pilihan 1", exact: true }).fill("Normal");
    await second.getByRole("button", { name: "Tambah Pilihan" }).click();
    await second.getByRole("textbox", { name: "Pilihan 2", exact: true }).fill("Sedikit");
    // A third, left empty, is dropped when saved.
    await dialog.getByRole("button", { name: "Tambah Opsi" }).click();
    await expect(dialog.getByRole("group", { name: "Opsi 3" })).toBeVisible();

    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Produk berhasil ditambahkan!")).toBeVisible();
    await expect(dialog).toBeHidden();
    const list = page.getByRole("list", { name: "Daftar produk" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Kopi Susu Gula Aren");
    await expect(list).toContainText("Rp 18.000");
    await expect(list).toContainText("Minuman");
    await expect(list).toContainText("2 foto");
    await expect(list).toContainText("2 opsi");
    await expect(page.getByRole("region", { name: "Statistik produk" })).toContainText(
      "Total Produk1",
    );

    // The photo viewer advances every 3 s: time stands still unless the test moves it.
    await page.clock.install();
    await page.goto(`/${shop.username}/products`);
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Rp 18.000");
    await cards.first().getByRole("link").first().click();
    const detail = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(detail).toContainText("Espresso, susu segar dan gula aren");
    const size = detail.getByRole("group", { name: /Ukuran/ });
    await expect(size.getByText("*")).toBeVisible();
    await expect(size.getByRole("radio")).toHaveCount(2);
    await expect(size.getByRole("radio", { name: "Regular" })).toBeChecked();
    const sugar = detail.getByRole("group", { name: "Gula" });
    await expect(sugar.getByRole("radio", { name: "Normal" })).toBeChecked();
    await expect(sugar.getByRole("radio", { name: "Sedikit" })).not.toBeChecked();
    await expect(detail.getByRole("group")).toHaveCount(2);
    // Photos in the order the seller left them: blue first, then red.
    const photo = (n: number) => detail.getByRole("img", { name: `Kopi Susu Gula Aren foto ${n}` });
    await expect(photo(1)).toHaveAttribute("src", blue.replace("-1280", "-640"));
    await expect(photo(2)).toHaveAttribute("src", red.replace("-1280", "-640"));
    await detail.getByRole("button", { name: "Foto 2" }).click();
    await expect(detail.getByRole("button", { name: "Foto 2" })).toHaveAttribute(
      "aria-current",
      "true",
    );
  });

  test("editing keeps the photos unless they change, and replaces the options", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    const client = await httpClient(baseURL!, shop);
    const urls: string[] = [];
    for (const color of ["#118811", "#881111"]) {
      const response = await client.post("/api/uploads", {
        multipart: {
          area: "product-images",
          file: { name: "foto.png", mimeType: "image/png", buffer: await square(color) },
        },
      });
      urls.push(((await response.json()) as { url: string }).url);
    }
    await client.dispose();
    const { id } = await createProduct(data.db, shop.brandId, {
      name: "Roti Bakar",
      price: 15000,
      category: "Roti",
      images: urls,
      options: [{ name: "Rasa", choices: ["Cokelat", "Keju"], isRequired: true }],
    });
    const imageIds = async () =>
      (
        await data.db
          .selectFrom("product_images")
          .select(["id", "image_url"])
          .where("product_id", "=", id)
          .orderBy("display_order")
          .execute()
      ).map((row) => `${row.id} ${row.image_url}`);
    const before = await imageIds();

    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Ubah Roti Bakar" }).click();
    let dialog = page.getByRole("dialog", { name: "Ubah Produk" });
    await expect(dialog.getByLabel("Nama Produk")).toHaveValue("Roti Bakar");
    await expect(dialog.getByLabel("Harga")).toHaveValue("15000");
    await expect(dialog.getByLabel("Kategori").locator("option:checked")).toHaveText("Roti");
    await expect(
      dialog.getByRole("list", { name: "Foto produk (urutan)" }).getByRole("img"),
    ).toHaveCount(2);
    const option = dialog.getByRole("group", { name: "Opsi 1" });
    await expect(option.getByLabel("Nama Opsi")).toHaveValue("Rasa");
    await expect(option.getByLabel("Wajib dipilih")).toBeChecked();
    await dialog.getByLabel("Nama Produk").fill("Roti Bakar Spesial");
    await dialog.getByLabel("Harga").fill("17500");
    await option.getByRole("button", { name: "Hapus pilihan 2" }).click();
    await option.getByLabel("Wajib dipilih").uncheck();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Produk berhasil diupdate!")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("list", { name: "Daftar produk" })).toContainText(
      "Roti Bakar Spesial",
    );
    // Photos untouched: the very same rows.
    expect(await imageIds()).toEqual(before);
    const options = await data.db
      .selectFrom("product_options")
      .select(["name", "choices", "is_required"])
      .where("product_id", "=", id)
      .execute();
    expect(options).toEqual([{ name: "Rasa", choices: ["Cokelat"], is_required: false }]);

    await page.getByRole("button", { name: "Ubah Roti Bakar Spesial" }).click();
    dialog = page.getByRole("dialog", { name: "Ubah Produk" });
    await dialog.getByRole("button", { name: "Buang foto produk 1" }).click();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Produk berhasil diupdate!").first()).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect
      .poll(async () => (await imageIds()).map((row) => row.split(" ")[1]))
      .toEqual([urls[1]]);

    await page.goto(`/${shop.username}/products`);
    const card = page.getByRole("main").getByRole("listitem").first();
    await expect(card).toContainText("Roti Bakar Spesial");
    await expect(card).toContainText("Rp 17.500");
    await expect(card.locator("img")).toHaveAttribute("src", urls[1].replace("-1280", "-640"));
  });

  test("deletes softly after the confirmation; the catalogue no longer shows it", async ({
    page,
  }) => {
    const shop = await createShop(data);
    const { id } = await createProduct(data.db, shop.brandId, { name: "Es Teh", price: 5000 });
    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Hapus Es Teh" }).click();
    let confirm = page.getByRole("alertdialog", { name: "Hapus Produk" });
    await expect(confirm).toContainText("Apakah Anda yakin ingin menghapus produk ini?");
    await confirm.getByRole("button", { name: "Batal" }).click();
    await expect(page.getByRole("list", { name: "Daftar produk" })).toContainText("Es Teh");

    await page.getByRole("button", { name: "Hapus Es Teh" }).click();
    confirm = page.getByRole("alertdialog", { name: "Hapus Produk" });
    await confirm.getByRole("button", { name: "Hapus" }).click();
    await expect(page.getByText("Produk berhasil dihapus!")).toBeVisible();
    await expect(page.getByText("Belum ada produk", { exact: true })).toBeVisible();
    const row = await data.db
      .selectFrom("products")
      .select(["is_active", "name"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ is_active: false, name: "Es Teh" });

    await page.goto(`/${shop.username}/products`);
    await expect(page.getByText("Belum ada produk yang tersedia")).toBeVisible();
  });

  test("says what is missing: name, and a price that is negative, not a number or too high", async ({
    page,
  }) => {
    const shop = await createShop(data);
    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    const dialog = await openAdd(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // Each field says what is wrong as the seller leaves it, before anything is sent.
    await dialog.getByLabel("Nama Produk").focus();
    await dialog.getByLabel("Nama Produk").blur();
    await expect(dialog.getByText("Nama produk wajib diisi")).toBeVisible();
    await expect(dialog.getByLabel("Nama Produk")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Harga").fill("dua puluh ribu");
    await dialog.getByLabel("Harga").blur();
    await expect(dialog.getByText("Harga harus berupa angka")).toBeVisible();
    const option = dialog.getByRole("group", { name: "Opsi 1" });
    await option.getByLabel("Nama Opsi").fill("Uku\u200Bran");
    await option.getByLabel("Nama Opsi").blur();
    await expect(option.getByText("Berisi karakter yang tidak diizinkan")).toBeVisible();
    await option.getByLabel("Nama Opsi").fill("");
    // The limits are the schema's: a name takes 120 characters, a choice 60.
    await dialog.getByLabel("Nama Produk").fill("x".repeat(121));
    await expect(dialog.getByLabel("Nama Produk")).toHaveValue("x".repeat(120));
    await option.getByRole("textbox", { name: "Pilihan 1", exact: true }).fill("y".repeat(61));
    await expect(option.getByRole("textbox", { name: "Pilihan 1", exact: true })).toHaveValue(
      "y".repeat(60),
    );
    await option.getByRole("textbox", { name: "Pilihan 1", exact: true }).fill("");
    expect(posts).toEqual([]);
    await dialog.getByLabel("Nama Produk").fill("");
    await dialog.getByLabel("Harga").fill("");

    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText("Nama produk wajib diisi")).toBeVisible();
    await expect(dialog.getByText("Harga wajib diisi")).toBeVisible();
    await expect(dialog.getByLabel("Nama Produk")).toBeFocused();

    await dialog.getByLabel("Nama Produk").fill("Martabak");
    await dialog.getByLabel("Harga").fill("-5000");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText("Harga minimal 0")).toBeVisible();
    await expect(dialog.getByText("Nama produk wajib diisi")).toBeHidden();
    await dialog.getByLabel("Harga").fill("dua puluh ribu");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText("Harga harus berupa angka")).toBeVisible();
    // The field takes the highest price written the Indonesian way, and no more.
    await dialog.getByLabel("Harga").fill("1.000.000.0001");
    await expect(dialog.getByLabel("Harga")).toHaveValue("1.000.000.000");
    await dialog.getByLabel("Harga").fill("1000000001");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText("Harga maksimal Rp 1.000.000.000")).toBeVisible();
    const rows = await data.db
      .selectFrom("products")
      .select("id")
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(rows).toEqual([]);

    await dialog.getByLabel("Harga").fill("0");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Produk berhasil ditambahkan!")).toBeVisible();
    await expect(page.getByRole("list", { name: "Daftar produk" })).toContainText("Rp 0");
  });

  test("shows totals of active products and ranks them by clicks", async ({ page }) => {
    const shop = await createShop(data);
    for (const [name, views, clicks, isActive] of [
      ["Sate Ayam", 50, 5, true],
      ["Gado-gado", 20, 9, true],
      ["Dihapus", 500, 400, false],
    ] as const) {
      const { id } = await createProduct(data.db, shop.brandId, { name, price: 1000, isActive });
      await data.db.updateTable("products").set({ views, clicks }).where("id", "=", id).execute();
    }
    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    const stats = page.getByRole("region", { name: "Statistik produk" });
    await expect(stats).toContainText("Total Produk2");
    await expect(stats).toContainText("Total Dilihat70");
    await expect(stats).toContainText("Total Diklik14");
    await expect(stats).toContainText("Rasio Klik20%");
    const rows = page.getByRole("table", { name: "Produk Teratas" }).getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1)).toContainText("Gado-gado");
    await expect(rows.nth(1)).toContainText("45%");
    await expect(rows.nth(2)).toContainText("Sate Ayam");
    await expect(rows.nth(2)).toContainText("10%");
    await expect(page.getByRole("list", { name: "Daftar produk" })).not.toContainText("Dihapus");
  });

  test("a failed save keeps the dialog open with the server's message", async ({ page }) => {
    const shop = await createShop(data);
    const { id } = await createProduct(data.db, shop.brandId, { name: "Bakso", price: 12000 });
    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Ubah Bakso" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Produk" });
    await dialog.getByLabel("Nama Produk").fill("Bakso Urat");
    await dialog.getByLabel("Deskripsi").fill("Kuah sapi");
    // Deleted meanwhile on another device.
    await data.db.updateTable("products").set({ is_active: false }).where("id", "=", id).execute();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(
      page.getByText("Produk tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman."),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Nama Produk")).toHaveValue("Bakso Urat");
    await expect(dialog.getByLabel("Deskripsi")).toHaveValue("Kuah sapi");
    await expect(dialog.getByRole("button", { name: "Simpan" })).toBeEnabled();
  });
});

// A server of its own, whose database loses the products' options for a moment: the other
// tests' shops keep theirs.
test.describe("the products page when its products cannot be read", () => {
  let server: RunningServer;
  let data: ShopData;
  test.beforeAll(async () => {
    server = await startServer();
    data = openShopData(server.dataDir);
  });
  test.afterAll(async () => {
    await data?.close();
    await server?.stop();
  });

  test("says 'Gagal memuat produk' inside the admin and loads them on 'Coba lagi'", async ({
    page,
    consoleErrors,
  }) => {
    const shop = await createShop(data);
    await createProduct(data.db, shop.brandId, { name: "Bakso", price: 12000 });
    await signInPage(page, server.baseUrl, shop);
    await page.goto(`${server.baseUrl}/admin/links`, { waitUntil: "networkidle" });
    // The products cannot be read while the seller opens 'Produk'.
    await sql`alter table product_options rename to product_options_away`.execute(data.db);
    try {
      const menu = page.getByRole("navigation", { name: "Menu admin" });
      if (!(await menu.isVisible())) {
        await page.getByRole("button", { name: "Buka/tutup menu" }).click();
      }
      await menu.getByRole("link", { name: "Produk", exact: true }).click();
      await expect(
        page.getByRole("alert").filter({ hasText: "Gagal memuat produk" }),
      ).toBeVisible();
      // Said inside the admin: its menu still leads elsewhere.
      await expect(page.getByRole("button", { name: "Buka/tutup menu" }).first()).toBeVisible();
      if (SCREENSHOTS) {
        await page.screenshot({ path: `${SCREENSHOTS}/products-load-failed.png` });
      }
    } finally {
      await sql`alter table product_options_away rename to product_options`.execute(data.db);
    }

    await page.getByRole("link", { name: "Coba lagi" }).click();
    await expect(page.getByRole("list", { name: "Daftar produk" })).toContainText("Bakso");
    await expect(page.getByText("Gagal memuat produk")).toHaveCount(0);
    // The browser notes the failed page data; nothing else may be in its console.
    const noted = consoleErrors.filter((error) => /status of 500/.test(error));
    expect(noted.length).toBeLessThanOrEqual(1);
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !noted.includes(e)),
    );
  });
});
