import { expect, test } from "./fixtures";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

test.describe("catalogue", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("lists the brand's products in two columns with rupiah prices, in the HTML too @layout", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/demo/products")).text();
    expect(html).toContain("Kopi Susu Gula Aren");
    expect(html).toContain("Rp 18.000");

    await page.goto("/demo/products");
    await expect(page.getByRole("heading", { level: 1, name: "Our Products" })).toBeVisible();
    const cards = page.getByRole("main").getByRole("listitem");
    await expect(cards).toHaveCount(9);
    await expect(cards.filter({ hasText: "Kaos Kopi Senja" })).toContainText("Rp 85.000");
    await expect(cards.filter({ hasText: "Paket Kopi untuk Rapat" })).toContainText(
      "Belum ada foto produknya nih",
    );
    const [first, second] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    expect(first!.y).toBe(second!.y);
    expect(second!.x).toBeGreaterThan(first!.x);
  });

  for (const [query, expected] of [
    ["kopi", ["Kopi Susu Gula Aren", "Kaos Kopi Senja", "Paket Kopi untuk Rapat"]],
    ["ROTI BAKAR", ["Roti Bakar Cokelat Keju"]],
    ["gula aren", ["Kopi Susu Gula Aren"]],
    // The names of the seller's categories.
    ["merchandise", ["Kaos Kopi Senja"]],
    ["ACARA", ["Paket Kopi untuk Rapat"]],
  ] as const) {
    test(`search '${query}' matches name, description or category, any case`, async ({ page }) => {
      await page.goto("/demo/products");
      await page.getByPlaceholder("Cari produk...").fill(query);
      const cards = page.getByRole("main").getByRole("listitem");
      await expect(cards).toHaveCount(expected.length);
      for (const name of expected) await expect(cards.filter({ hasText: name })).toHaveCount(1);
    });
  }

  test("a search without results says so, and clearing it brings everything back", async ({
    page,
  }) => {
    await page.goto("/demo/products");
    await page.getByPlaceholder("Cari produk...").fill("martabak");
    await expect(page.getByText("Tidak ada produk yang ditemukan")).toBeVisible();
    await page.getByPlaceholder("Cari produk...").fill("");
    await expect(page.getByRole("main").getByRole("listitem")).toHaveCount(9);
  });

  test("a shop without products says so; an unknown brand says 'Brand tidak ditemukan'", async ({
    page,
  }) => {
    const shop = await createShop(data);
    await page.goto(`/${shop.username}/products`);
    await expect(page.getByText("Belum ada produk yang tersedia")).toBeVisible();
    const response = await page.goto("/tidak-ada-brand-ini/products");
    expect(response?.status()).toBe(404);
    const dialog = page.getByRole("dialog", { name: "Brand tidak ditemukan" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Tutup" }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("product dialog: options preselected, required marked, quantity rules, add to cart", async ({
    page,
  }) => {
    const before = await data.db
      .selectFrom("products")
      .select(["id", "views", "clicks"])
      .where("name", "=", "Kopi Susu Gula Aren")
      .executeTakeFirstOrThrow();
    await page.goto("/demo/products");
    await page.getByRole("link", { name: "Tambah Kopi Susu Gula Aren ke keranjang" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Detail Produk" })).toBeVisible();
    await expect(dialog.getByRole("radio", { name: "Reguler" })).toBeChecked();
    await expect(dialog.getByRole("radio", { name: "Normal" })).toBeChecked();
    await expect(dialog.getByRole("group", { name: /Ukuran/ })).toContainText("*");
    await expect(dialog.getByRole("group", { name: /Gula/ })).not.toContainText("*");

    // Photos advance every 3 seconds.
    await expect(dialog.getByRole("button", { name: "Foto 1" })).toHaveAttribute(
      "aria-current",
      "true",
    );
    await expect(dialog.getByRole("button", { name: "Foto 2" })).toHaveAttribute(
      "aria-current",
      "true",
      {
        timeout: 4_500,
      },
    );

    const minus = dialog.getByRole("button", { name: "Kurangi jumlah" });
    await expect(minus).toBeDisabled();
    await dialog.getByRole("button", { name: "Tambah jumlah" }).click();
    await expect(minus).toBeEnabled();
    await dialog.getByLabel("Jumlah", { exact: true }).fill("abc");
    await dialog.getByLabel("Jumlah", { exact: true }).blur();
    await expect(dialog.getByLabel("Jumlah", { exact: true })).toHaveValue("1");
    await dialog.getByLabel("Jumlah", { exact: true }).fill("2");
    await dialog.getByText("Besar", { exact: true }).click();
    await dialog.getByLabel("Catatan").fill("Es dipisah");
    await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
    await expect(dialog).toHaveCount(0);

    await expect(page.getByText(/2 item di keranjang/)).toBeVisible();
    await expect(page.getByRole("link", { name: "Lihat Keranjang" })).toBeVisible();

    // The cart survives a reload; the same choices merge into one line.
    await page.reload();
    await expect(page.getByText(/2 item di keranjang/)).toBeVisible();
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem("gerai:cart:demo") ?? "[]"),
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      name: "Kopi Susu Gula Aren",
      price: 18000,
      quantity: 2,
      notes: "Es dipisah",
      customizations: { Ukuran: "Besar", Gula: "Normal" },
    });

    // Its card on screen counted a view, opening it a click. Other tests browse the demo shop
    // at the same time; exact counts are checked on a shop of their own (seller-friction.spec.ts).
    await expect
      .poll(async () => {
        const after = await data.db
          .selectFrom("products")
          .select(["views", "clicks"])
          .where("id", "=", before.id)
          .executeTakeFirstOrThrow();
        return after.views > before.views && after.clicks > before.clicks;
      })
      .toBe(true);
  });

  test("the form resets for the next product", async ({ page }) => {
    await page.goto("/demo/products");
    await page.getByRole("link", { name: "Tambah Kaos Kopi Senja ke keranjang" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("XL", { exact: true }).click();
    await dialog.getByLabel("Catatan").fill("warna hitam");
    await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
    await page.getByRole("link", { name: "Tambah Kaos Kopi Senja ke keranjang" }).click();
    await expect(dialog.getByRole("radio", { name: "S" })).toBeChecked();
    await expect(dialog.getByLabel("Catatan")).toHaveValue("");
    await expect(dialog.getByLabel("Jumlah", { exact: true })).toHaveValue("1");
  });
});
