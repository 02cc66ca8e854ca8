import { expect, test } from "./fixtures";
import { pictureFile } from "./support/images";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

test.describe("admin about", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("closing and opening the shop shows on the public page", async ({ page, baseURL }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Tutup Toko" }).click();
    await expect(page.getByText("Status toko berhasil diupdate")).toBeVisible();
    await expect(page.getByRole("button", { name: "Buka Toko" })).toBeVisible();
    await page.goto(`/${shop.username}`);
    await expect(page.getByText("TUTUP", { exact: true })).toBeVisible();

    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Buka Toko" }).click();
    await expect(page.getByRole("button", { name: "Tutup Toko" })).toBeVisible();
    await page.goto(`/${shop.username}`);
    await expect(page.getByText("BUKA", { exact: true })).toBeVisible();
  });

  test("editing the profile: URL name rules, a taken name, delivery, logo @layout", async ({
    page,
    baseURL,
  }) => {
    const other = await createShop(data);
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/about");
    await expect(page.getByText(`${new URL(baseURL!).host}/${shop.username}`)).toBeVisible();
    await page.getByRole("button", { name: "Edit About Info" }).click();

    await page.getByLabel("Nama Brand").fill("Warung Bu Tini");
    await page.getByLabel("Tentang Brand").fill("Masakan rumahan setiap hari.");
    await page.getByLabel("WhatsApp Layanan Pelanggan").fill("0813 1111 2222");
    await expect(page.getByText("Tersimpan sebagai +6281311112222")).toBeVisible();
    await page.getByLabel("Email Layanan Pelanggan").fill("cs@warungtini.id");

    // Other characters are ignored as they are typed; an empty name gets the spec's alert.
    const username = page.getByLabel("Username");
    await username.fill("");
    await username.pressSequentially("warung tini!");
    await expect(username).toHaveValue("warungtini");
    await username.fill("");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(
      page.getByText(
        "Username hanya boleh menggunakan huruf, angka, tanda hubung (-), dan garis bawah (_).",
      ),
    ).toBeVisible();

    // Someone else's URL name is refused and nothing typed is lost.
    await username.fill(other.username);
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(
      page
        .getByRole("alert")
        .filter({ hasText: "URL Toko sudah digunakan. Silakan pilih URL toko lain." })
        .first(),
    ).toBeVisible();
    await expect(page.getByLabel("Nama Brand")).toHaveValue("Warung Bu Tini");

    const newName = `warung-tini-${Date.now()}`;
    await username.fill(newName);
    await expect(page.getByLabel("Informasi Ongkos Kirim (opsional)")).toHaveCount(0);
    await page.getByLabel("Pengiriman oleh toko (Diantar)").check();
    await page.getByLabel("Informasi Ongkos Kirim (opsional)").fill("Gratis ongkir 2 km");
    await page.getByLabel("Kirim Informasi Pembayaran saat status").selectOption("siap_dikirim");
    // The seller picks a logo, then another before the first is in: the last choice is saved,
    // and Simpan waits for it.
    let releaseFirst = () => {};
    const firstHeld = new Promise<void>((resolve) => (releaseFirst = resolve));
    let uploads = 0;
    await page.route("**/api/uploads", async (route) => {
      if (++uploads > 1) return route.continue();
      const response = await route.fetch();
      await firstHeld;
      return route.fulfill({ response });
    });
    const logoInput = page.getByLabel("Unggah logo");
    const firstSent = page.waitForRequest((request) => request.url().endsWith("/api/uploads"));
    await logoInput.setInputFiles(await pictureFile("logo.png", "#e67e22"));
    await firstSent;
    await expect(page.getByRole("button", { name: "Simpan", exact: true })).toBeDisabled();
    const secondAnswer = page.waitForResponse(
      (response) => response.url().endsWith("/api/uploads") && uploads === 2,
    );
    await logoInput.setInputFiles(await pictureFile("logo-baru.png", "#2980b9"));
    const chosen = ((await (await secondAnswer).json()) as { url: string }).url;
    releaseFirst();
    await expect(page.getByRole("img", { name: "Logo brand" })).toBeVisible();
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Brand berhasil diupdate")).toBeVisible();
    const saved = await data.db
      .selectFrom("brands")
      .select("logo_url")
      .where("id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(saved.logo_url).toBe(chosen);

    await expect(page.getByText("Gratis ongkir 2 km")).toBeVisible();
    await expect(page.getByText("Siap Dikirim")).toBeVisible();

    await page.goto(`/${newName}`);
    await expect(page.getByRole("heading", { name: "Warung Bu Tini" })).toBeVisible();
    await expect(page.getByRole("img", { name: "Logo Warung Bu Tini" })).toHaveAttribute(
      "src",
      /\/media\/brand-logos\/[0-9a-f]{32}-320\.webp$/,
    );
    const old = await page.request.get(`/${shop.username}`);
    expect(old.status()).toBe(404);
  });

  test("price lists: new ones ordered up and down, saved, then one deleted", async ({
    page,
    baseURL,
  }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/about");
    await expect(page.getByText("Belum ada gambar daftar harga.")).toBeVisible();
    await page
      .getByLabel("Tambah gambar daftar harga")
      .setInputFiles([
        await pictureFile("minuman.png", "#1abc9c"),
        await pictureFile("makanan.png", "#d35400"),
      ]);
    const fresh = page.getByRole("list", { name: "Daftar harga baru" });
    await expect(fresh.getByRole("listitem")).toHaveCount(2);
    await expect(page.getByRole("button", { name: "Naikkan gambar baru 1" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Turunkan gambar baru 2" })).toBeDisabled();
    const before = await fresh
      .getByRole("listitem")
      .evaluateAll((items) => items.map((item) => item.getAttribute("data-url")));
    await page.getByRole("button", { name: "Naikkan gambar baru 2" }).click();
    await expect
      .poll(() =>
        fresh
          .getByRole("listitem")
          .evaluateAll((items) => items.map((item) => item.getAttribute("data-url"))),
      )
      .toEqual([before[1], before[0]]);
    await page.getByRole("button", { name: "Simpan Daftar Harga" }).click();
    await expect(page.getByText("Daftar harga berhasil disimpan")).toBeVisible();
    const saved = page.getByRole("list", { name: "Daftar harga tersimpan" });
    await expect(saved.getByRole("img")).toHaveCount(2);

    await page.goto(`/${shop.username}`);
    const carousel = page.getByRole("region", { name: "Menu / Daftar Harga" });
    await expect(carousel.getByRole("img", { name: "Price List 1" })).toHaveAttribute(
      "srcset",
      new RegExp(before[1]!.replace("-1280.webp", "-320.webp").replace(/[/.]/g, "\\$&")),
    );

    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Hapus Price List 1" }).click();
    await expect(
      page.getByText("Are you sure you want to delete this price list image?"),
    ).toBeVisible();
    await page.getByRole("button", { name: "Hapus", exact: true }).click();
    await expect(page.getByText("Price list image deleted successfully")).toBeVisible();
    await expect(saved.getByRole("img")).toHaveCount(1);
  });

  test("the account card logs out after confirming", async ({ page, baseURL }) => {
    const shop = await createShop(data);
    await signInPage(page, baseURL!, shop);
    await page.goto("/admin/about");
    await expect(page.getByRole("main").getByText(shop.email)).toBeVisible();
    await page.getByRole("main").getByRole("button", { name: "Logout" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Logout" }).click();
    await expect(page.getByText("Berhasil logout")).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
