import { createOrderRecord } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// 'Pelanggan' (decision 069): the seller finds her repeat buyers through the filter, opens
// one, writes a note and tags on her and finds them again after a reload; a search finds a
// customer by number, and a shop without orders says it has no customers yet.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

test.describe("the seller's customers", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("repeat buyers found through the filter, a note added and seen again @layout", async ({
    page,
  }, testInfo) => {
    const shop = await createShop(data, { name: "Warung Pelanggan" });
    const day = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString();
    const order = (name: string, phone: string, ago: number, product: string, quantity = 1) =>
      createOrderRecord(data.db, {
        brandId: shop.brandId,
        customerName: name,
        customerPhone: phone,
        createdAt: day(ago),
        items: [{ productId: null, productName: product, quantity, unitPrice: 15_000 }],
      });
    // In the order they were placed: Siti three times (renamed the last time), Budi twice,
    // Ani once.
    await order("Siti", "6281311112222", 20, "Kopi Susu", 2);
    await order("Budi", "6281322223333", 15, "Roti Bakar");
    await order("Ani", "6281333334444", 10, "Teh Manis");
    await order("Siti", "6281311112222", 6, "Roti Bakar");
    await order("Budi", "6281322223333", 3, "Kopi Susu", 3);
    await order("Siti Aminah", "6281311112222", 1, "Kopi Susu");

    await logInAsSeller(page, shop);
    await page.goto("/admin/customers");
    await expect(page.getByRole("heading", { name: "Pelanggan", level: 1 })).toBeVisible();
    await expect(page.getByText("3 pelanggan")).toBeVisible();

    await page.getByRole("link", { name: "Pelanggan ulang" }).click();
    await expect(page).toHaveURL(/ulang=1/);
    await expect(page.getByText("2 pelanggan sesuai filter")).toBeVisible();
    const isDesktop = testInfo.project.name === "desktop";
    const list = isDesktop
      ? page.getByRole("table", { name: "Daftar pelanggan" })
      : page.getByRole("list", { name: "Daftar pelanggan" });
    await expect(list).toContainText("Siti Aminah");
    await expect(list).toContainText("Budi");
    await expect(list).not.toContainText("Ani");
    await expect(list).toContainText("Rp 60.000");
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/customers-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }

    await list.getByRole("link", { name: "Siti Aminah" }).first().click();
    await expect(page).toHaveURL(/\/admin\/customers\/6281311112222$/);
    await expect(page.getByRole("heading", { name: "Siti Aminah", level: 1 })).toBeVisible();
    await expect(page.getByText("Produk favorit: Kopi Susu, Roti Bakar")).toBeVisible();
    const orders = page.getByRole("list", { name: "Pesanan pelanggan" });
    await expect(orders.getByRole("listitem")).toHaveCount(3);

    await page.getByLabel("Catatan").fill("Suka kurang manis, ambil tiap Jumat");
    await page.getByRole("button", { name: "langganan" }).click();
    await page.getByLabel("Label baru").fill("Kantor Pusat");
    await page.getByRole("button", { name: "Tambah" }).click();
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Catatan pelanggan disimpan")).toBeVisible();
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/customer-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }

    await page.reload();
    await expect(page.getByLabel("Catatan")).toHaveValue("Suka kurang manis, ambil tiap Jumat");
    await expectNoSeriousViolations(page, "/admin/customers/{phone}");
    await expect(page.getByRole("button", { name: "Hapus label langganan" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Hapus label kantor pusat" })).toBeVisible();

    // The tag filters the list; an order opens from her page.
    await page.goto("/admin/customers?label=langganan");
    await expect(page.getByText("1 pelanggan sesuai filter")).toBeVisible();
    await page.goto("/admin/customers/6281311112222");
    await orders.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/admin\/orders\/ORD/);
  });

  test("a search finds a customer by number, and a shop without orders has none yet", async ({
    page,
  }) => {
    const shop = await createShop(data, { name: "Warung Cari" });
    await createOrderRecord(data.db, {
      brandId: shop.brandId,
      customerName: "Rudi",
      customerPhone: "6281455556666",
      items: [{ productId: null, productName: "Kopi", quantity: 1, unitPrice: 10_000 }],
    });
    await createOrderRecord(data.db, {
      brandId: shop.brandId,
      customerName: "Dewi",
      customerPhone: "6281477778888",
      items: [{ productId: null, productName: "Teh", quantity: 1, unitPrice: 8_000 }],
    });
    await logInAsSeller(page, shop);
    await page.goto("/admin/customers");
    await page.getByLabel("Cari").fill("0814-5555");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page.getByText("1 pelanggan sesuai filter")).toBeVisible();
    const list = page.getByRole("list", { name: "Daftar pelanggan" });
    await expect(list).toContainText("Rudi");
    await expect(list.getByRole("link", { name: /\+6281455556666/ })).toHaveAttribute(
      "href",
      "https://wa.me/6281455556666",
    );
    await page.getByLabel("Cari").fill("tidak ada");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page.getByText("Tidak ditemukan")).toBeVisible();

    const empty = await createShop(data, { name: "Warung Baru" });
    await page.context().clearCookies();
    await logInAsSeller(page, empty);
    await page.goto("/admin/customers");
    await expect(page.getByText("Belum ada pelanggan")).toBeVisible();
    // Another shop's customer is not found.
    const other = await page.goto("/admin/customers/6281455556666");
    expect(other?.status()).toBe(404);
    await expect(page.getByText("Pelanggan tidak ditemukan")).toBeVisible();
  });
});
