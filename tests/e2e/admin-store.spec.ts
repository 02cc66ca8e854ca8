import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { movePhotoToFrontByKeyboard, pictureFile } from "./support/images";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

const photoOrder = (page: Page) =>
  page
    .getByRole("list", { name: "Foto toko (urutan)" })
    .locator("li")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-photo-url")));

test.describe("admin store", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a seller adds the store with photos in their chosen order; the shop shows it @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/store");
    await expect(
      page.getByText("Belum ada informasi store. Klik tombol di atas untuk menambahkan."),
    ).toBeVisible();
    // A stat card's figure: the last line of the group its label names.
    const stat = (label: string) =>
      page.getByRole("group", { name: label, exact: true }).locator("p").last();
    await expect(stat("Total Dilihat")).toHaveText("0");
    await expect(stat("Total Diklik")).toHaveText("0");
    await expect(stat("Rasio Klik")).toHaveText("0%");
    await page.getByRole("button", { name: "Tambah Store Info" }).click();

    await page.getByLabel("Nama Toko").fill("Toko Uji Cabang Depok");
    await page.getByLabel("Alamat").fill("Jl. Margonda No. 1, Depok");
    await page.getByLabel("Nomor WhatsApp").fill("0812-3456-7890");
    await expect(page.getByText("Tersimpan sebagai +6281234567890")).toBeVisible();
    await page.getByLabel("Tautan Google Maps").fill("javascript:alert(1)");

    // The first photo's upload answers last; the photos still come in the order picked.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    const answers: string[] = [];
    await page.route("**/api/uploads", async (route) => {
      // Both uploads leave together, in either order: the first picked is known by its name.
      const isFirst = route.request().postDataBuffer()?.includes('filename="depan.png"') ?? false;
      const response = await route.fetch();
      if (isFirst) await firstHeld;
      answers.push(((await response.json()) as { url: string }).url);
      if (!isFirst) releaseFirst();
      return route.fulfill({ response });
    });
    await page
      .getByLabel("Tambah foto toko")
      .setInputFiles([
        await pictureFile("depan.png", "#c0392b"),
        await pictureFile("dalam.png", "#2980b9"),
      ]);
    await expect(page.getByRole("img", { name: "Foto toko 2" })).toBeVisible();
    const [first, second] = await photoOrder(page);
    expect(answers).toEqual([second, first]);
    await page.unroute("**/api/uploads");

    // The keyboard moves the second photo to the front: it becomes the main photo.
    await movePhotoToFrontByKeyboard(
      page,
      page.getByRole("button", { name: "Geser foto toko 2" }),
      "Foto toko 2",
    );
    await expect.poll(() => photoOrder(page)).toEqual([second, first]);

    // A maps link that is not http(s) is refused and nothing typed is lost.
    // Said once, under the field; no toast repeats it.
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "Tautan Google Maps harus diawali http:// atau https://" })
        .first(),
    ).toBeVisible();
    await expect(page.getByText("Gagal membuat store")).toHaveCount(0);
    await expect(page.getByLabel("Nama Toko")).toHaveValue("Toko Uji Cabang Depok");

    await page.getByLabel("Tautan Google Maps").fill("https://maps.google.com/?q=Margonda");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Store berhasil dibuat")).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Store Info" })).toBeVisible();
    await expect(page.getByText("+6281234567890")).toBeVisible();
    const gallery = page.getByRole("region", { name: "Foto toko" });
    await expect(gallery.getByText("Foto Utama")).toBeVisible();
    await expect(gallery.getByRole("img").first()).toHaveAttribute(
      "src",
      second!.replace("-1280.webp", "-320.webp"),
    );

    await page.goto(`/${shop.username}/stores`);
    await expect(page.getByRole("heading", { name: "Toko Uji Cabang Depok" })).toBeVisible();
    await expect(page.getByText("Jl. Margonda No. 1, Depok")).toBeVisible();
    await expect(page.locator("main img").first()).toHaveAttribute(
      "srcset",
      new RegExp(second!.replace("-1280.webp", "").replace(/[/.]/g, "\\$&")),
    );
  });

  test("Batal goes back to the stored values; a photo is deleted after confirming", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/store");
    await page.getByRole("button", { name: "Tambah Store Info" }).click();
    await page.getByLabel("Nama Toko").fill("Toko Lama");
    await page.getByLabel("Alamat").fill("Jl. Lama 1");
    await page.getByLabel("Nomor WhatsApp").fill("081200000000");
    await page.getByLabel("Tautan Google Maps").fill("https://maps.google.com/?q=lama");
    await page
      .getByLabel("Tambah foto toko")
      .setInputFiles([
        await pictureFile("a.png", "#16a085"),
        await pictureFile("b.png", "#8e44ad"),
      ]);
    await expect(page.getByRole("img", { name: "Foto toko 2" })).toBeVisible();
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Store berhasil dibuat")).toBeVisible();

    await page.getByRole("button", { name: "Edit Store Info" }).click();
    await page.getByLabel("Nama Toko").fill("Nama Yang Dibatalkan");
    await page.getByRole("button", { name: "Batal" }).click();
    await expect(page.getByText("Toko Lama")).toBeVisible();
    await page.getByRole("button", { name: "Edit Store Info" }).click();
    await expect(page.getByLabel("Nama Toko")).toHaveValue("Toko Lama");
    await page.getByLabel("Nama Toko").fill("Toko Baru");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Store berhasil diupdate")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Toko Baru" })).toBeVisible();

    const gallery = page.getByRole("region", { name: "Foto toko" });
    await expect(gallery.getByRole("img")).toHaveCount(2);
    await gallery.getByRole("button", { name: "Hapus foto toko 1" }).click();
    await expect(page.getByText("Apakah Anda yakin ingin menghapus foto ini?")).toBeVisible();
    await page.getByRole("button", { name: "Hapus", exact: true }).click();
    await expect(page.getByText("Foto berhasil dihapus")).toBeVisible();
    await expect(gallery.getByRole("img")).toHaveCount(1);
    await expect(gallery.getByText("Foto Utama")).toBeVisible();
  });
});
