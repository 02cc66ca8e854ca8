import crypto from "node:crypto";
import type { Page, Request } from "@playwright/test";
import sharp from "sharp";
import { createLink } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { dragWithMouse, moveToTopByKeyboard } from "./support/drag";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The seller's links page: add, edit, delete with confirmation, validation, the thumbnail
// compressed in the browser, and what the public shop shows afterwards.

/** The file part of the multipart body the browser sent to /api/uploads. */
function uploadedFile(request: Request): { type: string; bytes: Buffer } {
  const boundary = /boundary=(.+)$/.exec(request.headers()["content-type"] ?? "")?.[1];
  const body = request.postDataBuffer();
  if (!boundary || !body) throw new Error("not a multipart upload");
  for (const part of body.toString("latin1").split(`--${boundary}`)) {
    if (!/name="file"/.test(part)) continue;
    const headerEnd = part.indexOf("\r\n\r\n");
    const type = /content-type: (.+)/i.exec(part.slice(0, headerEnd))?.[1].trim() ?? "";
    const content = part.slice(headerEnd + 4, part.length - 2);
    return { type, bytes: Buffer.from(content, "latin1") };
  }
  throw new Error("no file part");
}

async function openAdd(page: Page) {
  await page.getByRole("button", { name: "Tambah Tautan" }).first().click();
  const dialog = page.getByRole("dialog", { name: "Tambah Tautan" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("admin links", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("adds, edits and deletes a link, and the shop shows each change @layout", async ({
    page,
  }) => {
    const shop = await createShop(data);
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");
    await expect(page.getByText("Belum ada tautan", { exact: true })).toBeVisible();

    let dialog = await openAdd(page);
    // The dialog takes focus itself (no keyboard popping up on a phone).
    await expect(dialog).toBeFocused();
    await dialog.getByLabel("Judul").fill("Instagram");
    await dialog.getByLabel("URL").fill("https://instagram.com/tokouji");
    await dialog.getByLabel("Deskripsi").fill("Menu baru dan promo mingguan");
    await expect(dialog.getByRole("radio", { name: "🔗" })).toBeChecked();
    await dialog.getByRole("radio", { name: "📸" }).check();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Link berhasil ditambahkan")).toBeVisible();
    await expect(dialog).toBeHidden();
    const list = page.getByRole("list", { name: "Daftar tautan" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Instagram");
    await expect(list).toContainText("Menu baru dan promo mingguan");
    await expect(page.getByRole("region", { name: "Statistik tautan" })).toContainText(
      "Total Tautan1",
    );

    await page.goto(`/${shop.username}`);
    let publicLinks = page.getByRole("region", { name: "Tautan" }).getByRole("link");
    await expect(publicLinks).toHaveCount(1);
    await expect(publicLinks.first()).toContainText("Instagram");
    await expect(publicLinks.first()).toContainText("📸");
    await expect(publicLinks.first()).toHaveAttribute("href", "https://instagram.com/tokouji");

    await page.goto("/admin/links");
    await page.getByRole("button", { name: "Ubah Instagram" }).click();
    dialog = page.getByRole("dialog", { name: "Ubah Tautan" });
    await expect(dialog.getByLabel("Judul")).toHaveValue("Instagram");
    await expect(dialog.getByLabel("URL")).toHaveValue("https://instagram.com/tokouji");
    await expect(dialog.getByRole("radio", { name: "📸" })).toBeChecked();
    await dialog.getByLabel("Judul").fill("Instagram Toko");
    await dialog.getByLabel("URL").fill("http://instagram.com/tokouji2");
    await dialog.getByRole("radio", { name: "🛍️" }).check();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Link berhasil diupdate")).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(list).toContainText("Instagram Toko");

    await page.goto(`/${shop.username}`);
    publicLinks = page.getByRole("region", { name: "Tautan" }).getByRole("link");
    await expect(publicLinks.first()).toContainText("Instagram Toko");
    await expect(publicLinks.first()).toContainText("🛍️");
    await expect(publicLinks.first()).toHaveAttribute("href", "http://instagram.com/tokouji2");

    await page.goto("/admin/links");
    await page.getByRole("button", { name: "Hapus Instagram Toko" }).click();
    let confirm = page.getByRole("alertdialog", { name: "Hapus Tautan" });
    await expect(confirm).toContainText("Apakah Anda yakin ingin menghapus link ini?");
    await confirm.getByRole("button", { name: "Batal" }).click();
    await expect(confirm).toBeHidden();
    await expect(list.getByRole("listitem")).toHaveCount(1);

    await page.getByRole("button", { name: "Hapus Instagram Toko" }).click();
    confirm = page.getByRole("alertdialog", { name: "Hapus Tautan" });
    await confirm.getByRole("button", { name: "Hapus" }).click();
    await expect(page.getByText("Link berhasil dihapus")).toBeVisible();
    await expect(page.getByText("Belum ada tautan", { exact: true })).toBeVisible();

    await page.goto(`/${shop.username}`);
    await expect(page.getByText("Belum ada links yang tersedia")).toBeVisible();
  });

  test("lists every link newest first, with totals and the most clicked on top", async ({
    page,
  }) => {
    const shop = await createShop(data);
    for (const [title, createdAt, views, clicks] of [
      ["Lama", "2024-01-01T00:00:00.000Z", 40, 10],
      ["Tengah", "2024-02-01T00:00:00.000Z", 10, 8],
      ["Baru", "2024-03-01T00:00:00.000Z", 0, 0],
    ] as const) {
      const { id } = await createLink(data.db, shop.brandId, {
        title,
        url: "https://toko.id",
        createdAt,
      });
      await data.db.updateTable("links").set({ views, clicks }).where("id", "=", id).execute();
    }
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");

    const stats = page.getByRole("region", { name: "Statistik tautan" });
    await expect(stats).toContainText("Total Tautan3");
    await expect(stats).toContainText("Total Dilihat50");
    await expect(stats).toContainText("Total Diklik18");
    await expect(stats).toContainText("Rasio Klik36%");

    const items = page.getByRole("list", { name: "Daftar tautan" }).getByRole("listitem");
    await expect(items.nth(0)).toContainText("Baru");
    await expect(items.nth(1)).toContainText("Tengah");
    await expect(items.nth(2)).toContainText("Lama");

    const rows = page.getByRole("table", { name: "Tautan Teratas" }).getByRole("row");
    await expect(rows).toHaveCount(4);
    await expect(rows.nth(1)).toContainText("Lama");
    await expect(rows.nth(1)).toContainText("25%");
    await expect(rows.nth(2)).toContainText("Tengah");
    await expect(rows.nth(2)).toContainText("80%");
    // No views yet: the rate cannot be computed (spec §9 has no zero guard for links).
    await expect(rows.nth(3)).toContainText("-");
  });

  test("says what is missing: title, url, and a url that is not http(s)", async ({ page }) => {
    const shop = await createShop(data);
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");
    const dialog = await openAdd(page);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    // Each field says what is wrong as the seller leaves it, before anything is sent.
    await dialog.getByLabel("Judul").focus();
    await dialog.getByLabel("Judul").blur();
    await expect(dialog.getByText("Judul wajib diisi")).toBeVisible();
    await expect(dialog.getByLabel("Judul")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("URL").fill("instagram");
    await dialog.getByLabel("URL").blur();
    await expect(
      dialog.getByText("URL tidak valid. Contoh: tokoku.com/menu atau https://tokoku.com/menu"),
    ).toBeVisible();
    // The limits are the schema's: the description takes 300 characters, no more.
    await dialog.getByLabel("Deskripsi").fill("x".repeat(301));
    await expect(dialog.getByLabel("Deskripsi")).toHaveValue("x".repeat(300));
    await dialog.getByLabel("Deskripsi").fill("");
    expect(posts).toEqual([]);
    await dialog.getByLabel("URL").fill("");

    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText("Judul wajib diisi")).toBeVisible();
    await expect(dialog.getByText("URL wajib diisi")).toBeVisible();
    await expect(dialog.getByLabel("Judul")).toBeFocused();

    await dialog.getByLabel("Judul").fill("Toko");
    for (const url of ["instagram", "javascript:alert(1)"]) {
      await dialog.getByLabel("URL").fill(url);
      await dialog.getByRole("button", { name: "Simpan" }).click();
      await expect(
        dialog.getByText("URL tidak valid. Contoh: tokoku.com/menu atau https://tokoku.com/menu"),
      ).toBeVisible();
    }
    await expect(dialog.getByText("Judul wajib diisi")).toBeHidden();
    const count = await data.db
      .selectFrom("links")
      .select("id")
      .where("brand_id", "=", shop.brandId)
      .execute();
    expect(count).toEqual([]);

    await dialog.getByLabel("URL").fill("https://toko.id");
    await dialog.getByLabel("URL").press("Enter");
    await expect(page.getByText("Link berhasil ditambahkan")).toBeVisible();
  });

  test("compresses an uploaded thumbnail before sending it, and the shop shows it", async ({
    page,
  }) => {
    const shop = await createShop(data);
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");
    const dialog = await openAdd(page);
    await dialog.getByLabel("Judul").fill("Katalog");
    await dialog.getByLabel("URL").fill("https://toko.id/katalog");
    await dialog.getByRole("radio", { name: "Unggah Gambar" }).check();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(dialog.getByText("Unggah gambar mini terlebih dahulu")).toBeVisible();

    const fileInput = dialog.locator('input[type="file"]');
    // A noisy 1600×1200 photo: too big at quality 0.9, so the quality steps down.
    const noise = crypto.randomBytes(1600 * 1200 * 3);
    const photo = await sharp(noise, { raw: { width: 1600, height: 1200, channels: 3 } })
      .jpeg({ quality: 95 })
      .toBuffer();
    // Passing uploads through a route makes the browser hand their bodies to the test. The
    // PNG's answer is held back until the picture chosen after it is in: the last choice wins.
    let releasePng = () => {};
    const pngHeld = new Promise<void>((resolve) => (releasePng = resolve));
    await page.route("**/api/uploads", async (route) => {
      if (uploadedFile(route.request()).type !== "image/png") return route.continue();
      const response = await route.fetch();
      await pngHeld;
      return route.fulfill({ response });
    });
    let sent = page.waitForRequest((request) => request.url().endsWith("/api/uploads"));
    await fileInput.setInputFiles({ name: "foto.jpeg", mimeType: "image/jpeg", buffer: photo });
    let file = uploadedFile(await sent);
    expect(file.type).toBe("image/jpeg");
    expect(file.bytes.length).toBeLessThanOrEqual(300 * 1024);
    expect(await sharp(file.bytes).metadata()).toMatchObject({
      format: "jpeg",
      width: 800,
      height: 600,
    });
    await expect(dialog.getByRole("img", { name: "Gambar mini tautan" })).toBeVisible();

    // A transparent PNG stays a PNG with its transparency.
    const png = await sharp({
      create: { width: 1000, height: 500, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    sent = page.waitForRequest((request) => request.url().endsWith("/api/uploads"));
    await fileInput.setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
    file = uploadedFile(await sent);
    expect(file.type).toBe("image/png");
    expect(await sharp(file.bytes).metadata()).toMatchObject({
      format: "png",
      width: 800,
      height: 400,
      hasAlpha: true,
    });

    // Any other picture becomes a JPEG drawn on white. It is chosen while the PNG is still
    // uploading, as a seller who changes their mind would.
    const webp = await sharp({
      create: { width: 300, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .webp({ lossless: true })
      .toBuffer();
    sent = page.waitForRequest((request) => request.url().endsWith("/api/uploads"));
    await fileInput.setInputFiles({ name: "stiker.webp", mimeType: "image/webp", buffer: webp });
    const webpRequest = await sent;
    file = uploadedFile(webpRequest);
    await webpRequest.response();
    releasePng();
    expect(file.type).toBe("image/jpeg");
    const { data: pixel } = await sharp(file.bytes)
      .extract({ left: 150, top: 100, width: 1, height: 1 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([...pixel].every((channel) => channel > 245)).toBe(true);

    await expect(dialog.getByRole("button", { name: "Simpan" })).toBeEnabled();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Link berhasil ditambahkan")).toBeVisible();
    const row = await data.db
      .selectFrom("links")
      .select(["thumbnail_type", "link_image"])
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(row.thumbnail_type).toBe("upload");
    expect(row.link_image).toMatch(/^\/media\/brand-logos\/[0-9a-f]{32}-1280\.webp$/);

    await page.goto(`/${shop.username}`);
    const thumbnail = page.getByRole("region", { name: "Tautan" }).locator("img");
    await expect(thumbnail).toHaveAttribute("src", row.link_image!.replace("-1280", "-320"));
    // The last picture chosen (300 px wide) is the one saved.
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBe(300);
  });

  test("a file that is not a picture says 'Gagal memproses gambar'", async ({ page }) => {
    const shop = await createShop(data);
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");
    const dialog = await openAdd(page);
    await dialog.getByRole("radio", { name: "Unggah Gambar" }).check();
    await dialog.locator('input[type="file"]').setInputFiles({
      name: "bukan-gambar.png",
      mimeType: "image/png",
      buffer: Buffer.from("ini bukan gambar"),
    });
    await expect(page.getByText("Gagal memproses gambar")).toBeVisible();
    await expect(dialog.getByText("Pilih Gambar")).toBeVisible();
    await expect(dialog.getByRole("img", { name: "Gambar mini tautan" })).toHaveCount(0);
  });

  test("a failed save keeps the dialog open with what was typed", async ({ page }) => {
    const shop = await createShop(data);
    const { id } = await createLink(data.db, shop.brandId, {
      title: "WhatsApp",
      url: "https://wa.me/6281200001111",
    });
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");
    await page.getByRole("button", { name: "Ubah WhatsApp" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Tautan" });
    await dialog.getByLabel("Judul").fill("WhatsApp Admin");
    await dialog.getByLabel("Deskripsi").fill("Tanya stok");
    // Removed meanwhile (another tab, another device).
    await data.db.deleteFrom("links").where("id", "=", id).execute();
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Gagal mengupdate link")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Judul")).toHaveValue("WhatsApp Admin");
    await expect(dialog.getByLabel("Deskripsi")).toHaveValue("Tanya stok");
    await expect(dialog.getByRole("button", { name: "Simpan" })).toBeEnabled();
  });

  test("links dragged and moved with the keyboard keep their order, and the shop's home shows it @layout", async ({
    page,
  }) => {
    const shop = await createShop(data);
    for (const [title, createdAt] of [
      ["Instagram", "2024-01-01T00:00:00.000Z"],
      ["WhatsApp", "2024-01-02T00:00:00.000Z"],
      ["Menu", "2024-01-03T00:00:00.000Z"],
    ] as const) {
      await createLink(data.db, shop.brandId, { title, url: "https://toko.id", createdAt });
    }
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");
    const list = page.getByRole("list", { name: "Daftar tautan" });
    const titles = () =>
      list
        .getByRole("listitem")
        .evaluateAll((items) => items.map((item) => item.querySelector("p")?.textContent ?? ""));
    await expect.poll(titles).toEqual(["Menu", "WhatsApp", "Instagram"]);

    // The mouse drags the last to the top, then the keyboard moves the second there.
    await dragWithMouse(
      page,
      page.getByRole("button", { name: "Geser Instagram" }),
      page.getByRole("button", { name: "Geser Menu" }),
    );
    await expect.poll(titles).toEqual(["Instagram", "Menu", "WhatsApp"]);
    await expect(page.getByText("Urutan tautan disimpan")).toBeVisible();
    await moveToTopByKeyboard(page, "WhatsApp");
    await expect.poll(titles).toEqual(["WhatsApp", "Instagram", "Menu"]);
    await expect
      .poll(async () =>
        (
          await data.db
            .selectFrom("links")
            .select("title")
            .where("brand_id", "=", shop.brandId)
            .orderBy("display_order")
            .execute()
        ).map((row) => row.title),
      )
      .toEqual(["WhatsApp", "Instagram", "Menu"]);

    // Kept after a reload, and the shop's home lists the links in the same order.
    await page.reload();
    await expect.poll(titles).toEqual(["WhatsApp", "Instagram", "Menu"]);
    await page.goto(`/${shop.username}`);
    const publicLinks = page.getByRole("region", { name: "Tautan" }).getByRole("link");
    await expect(publicLinks).toHaveCount(3);
    await expect(publicLinks.nth(0)).toContainText("WhatsApp");
    await expect(publicLinks.nth(1)).toContainText("Instagram");
    await expect(publicLinks.nth(2)).toContainText("Menu");
  });

  test("an order refused because the links changed elsewhere stays on screen with the reason", async ({
    page,
  }) => {
    const shop = await createShop(data);
    for (const [title, createdAt] of [
      ["Lama", "2024-01-01T00:00:00.000Z"],
      ["Baru", "2024-01-02T00:00:00.000Z"],
    ] as const) {
      await createLink(data.db, shop.brandId, { title, url: "https://toko.id", createdAt });
    }
    await logInAsSeller(page, shop);
    await page.goto("/admin/links");
    const list = page.getByRole("list", { name: "Daftar tautan" });
    await expect(list.getByRole("listitem")).toHaveCount(2);
    // Added on another device meanwhile: the page's list no longer names every link.
    await createLink(data.db, shop.brandId, { title: "Tambahan", url: "https://toko.id" });

    await moveToTopByKeyboard(page, "Lama");
    const alert = page.getByRole("alert").filter({ hasText: "Urutan belum tersimpan." });
    await expect(alert).toContainText(
      "Daftar tautan sudah berubah. Muat ulang halaman, lalu atur urutannya lagi.",
    );
    await expect(list.getByRole("listitem").first()).toContainText("Tambahan");
    await alert.getByRole("button", { name: "Simpan Ulang" }).click();
    await expect(alert).toBeHidden();
    await expect(page.getByText("Urutan tautan disimpan")).toBeVisible();
    await page.goto(`/${shop.username}`);
    const publicLinks = page.getByRole("region", { name: "Tautan" }).getByRole("link");
    await expect(publicLinks.nth(0)).toContainText("Tambahan");
    await expect(publicLinks.nth(1)).toContainText("Lama");
    await expect(publicLinks.nth(2)).toContainText("Baru");
  });
});
