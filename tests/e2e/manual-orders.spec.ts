import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { createOrderingShop } from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

// Decision 072: the seller records an order bought at the stall ('Pesanan Manual') through
// the guest order's own path: it opens on its page, is found by its source in the list, and
// the storefront shows the units it took.

test.describe("manual orders", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a sale at the stall, paid, is saved, listed by its source and takes its stock @layout", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    await createProduct(data.db, shop.brandId, { name: "Bolu Pandan", price: 45_000, stock: 5 });
    await signInPage(page, baseURL!, shop);

    await page.goto("/admin/orders");
    await page.getByRole("link", { name: "Pesanan Manual" }).click();
    await expect(page.getByRole("heading", { name: "Pesanan Manual" })).toBeVisible();

    // Two products, one with its options chosen, the other twice.
    await page.getByRole("button", { name: "Pilih Kopi Susu" }).click();
    const kopi = page.locator('li[data-product="Kopi Susu"]');
    await kopi.getByText("Besar", { exact: true }).click();
    await kopi.getByRole("button", { name: /^Tambahkan/ }).click();
    await page.getByRole("searchbox", { name: "Cari produk" }).fill("bolu");
    await expect(page.locator("li[data-product]")).toHaveCount(1);
    await page.getByRole("button", { name: "Pilih Bolu Pandan" }).click();
    await page.getByRole("button", { name: "Tambah Bolu Pandan" }).click();
    const lines = page.getByRole("region", { name: "Item pesanan" });
    await expect(lines.locator('li[data-line="Kopi Susu"]')).toContainText("Ukuran: Besar");
    await expect(lines.getByLabel("Jumlah Bolu Pandan")).toHaveText("2");
    await expect(page.getByTestId("manual-order-total")).toHaveText("Rp 108.000");

    // Saved without saying where it came from: refused under the field, the lines kept.
    await page.getByRole("button", { name: "Simpan Pesanan" }).click();
    await expect(page.getByText("Pilih dari mana pesanan ini datang")).toBeVisible();
    await expect(lines.locator("li[data-line]")).toHaveCount(2);

    await page.getByText("Datang Langsung", { exact: true }).click();
    await expect(page.getByText("Nama Pelanggan (opsional)")).toBeVisible();
    await page.getByText("Lunas", { exact: true }).click();
    // Tomorrow: a slot of today may pass while the form is filled on a slow machine. By its
    // value: once today's last slot has passed, the list offers tomorrow alone.
    await page.getByLabel("Hari", { exact: true }).selectOption("tomorrow");
    await page.screenshot({
      path: test.info().outputPath("manual-order-form.png"),
      fullPage: true,
    });
    await page.getByRole("button", { name: "Simpan Pesanan" }).click();

    // The order's own page opens, paid.
    await expect(page).toHaveURL(/\/admin\/orders\/ORD\d{8}$/);
    const orderNumber = page.url().split("/").pop()!;
    await expect(page.getByText("Pesanan manual tersimpan")).toBeVisible();
    await expect(page.getByText("Rp 108.000").first()).toBeVisible();
    await expect(page.getByText("Lunas").first()).toBeVisible();

    // The list filtered by its source finds it; another source does not.
    await page.goto("/admin/orders");
    await page.getByLabel("Sumber").selectOption({ label: "Datang Langsung" });
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/sumber=walk-in/);
    await page.screenshot({ path: test.info().outputPath("orders-by-source.png"), fullPage: true });
    await expect(page.getByText(orderNumber).filter({ visible: true })).toHaveCount(1);
    await page.goto("/admin/orders?sumber=whatsapp");
    await expect(page.getByText(orderNumber)).toHaveCount(0);

    // The home counts it among the orders from the stall.
    await page.goto("/admin");
    const bySource = page
      .getByRole("list", { name: "Pesanan per sumber" })
      .or(page.locator('dl[aria-label="Pesanan per sumber"]'));
    await expect(bySource.locator('[data-source="walk-in"] dd')).toHaveText("1");
    await expect(bySource.locator('[data-source="online"] dd')).toHaveText("0");
    await page.screenshot({ path: test.info().outputPath("admin-home.png"), fullPage: true });

    // The storefront shows the units left.
    await page.goto(`/${shop.username}/products`);
    await page.getByRole("link", { name: "Tambah Bolu Pandan ke keranjang" }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByText("Sisa 3", { exact: true })).toBeVisible();
  });
});
