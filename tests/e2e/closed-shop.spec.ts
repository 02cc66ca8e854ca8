import { expect, test } from "./fixtures";
import { createOrderingShop, type OrderingShop } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";
import { shopClock, weekOf } from "./support/shop-hours";

// A closed shop says so where customers shop, not only at the checkout: the catalogue, the
// product dialog and the home name when it opens again or the day it still takes orders
// for, in the HTML itself (kept pages are rendered on the server). A shop that takes no
// orders at all does not let a cart be filled. The hours are set around the real time:
// closed today, open tomorrow from 08:00.

test.describe("a closed shop on its own pages", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const closedToday = () =>
    createOrderingShop(data, {
      operationalHours: weekOf("08:00", "22:00", [shopClock("WIB").dayIndex]),
    });
  const setShop = (
    shop: OrderingShop,
    values: { closed_order_policy?: string; is_currently_open?: boolean },
  ) => data.db.updateTable("brands").set(values).where("id", "=", shop.brandId).execute();

  test("closed with pre-orders: the catalogue, the dialog and the home name the day orders are for, and the cart still fills @layout", async ({
    page,
    request,
  }) => {
    const shop = await closedToday();
    const tomorrow = shopClock("WIB", 24 * 60);
    const notice = `Toko sedang tutup. Pesanan untuk ${tomorrow.weekday}, ${tomorrow.date} tetap diterima.`;

    // In the HTML itself, before any script.
    const html = await (await request.get(`/${shop.username}/products`)).text();
    expect(html.includes(notice), "the notice is in the HTML").toBe(true);

    await page.goto(`/${shop.username}/products`);
    await expect(page.getByRole("status").filter({ hasText: "Toko sedang tutup" })).toHaveText(
      notice,
    );
    await page.getByRole("link", { name: "Tambah Roti Bakar ke keranjang" }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByRole("status")).toHaveText(notice);
    await dialog.getByRole("button", { name: /Tambah ke Keranjang/ }).click();
    await expect(page.getByText("1 item di keranjang")).toBeVisible();

    await page.goto(`/${shop.username}`);
    await expect(page.getByText("TUTUP", { exact: true })).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "Toko sedang tutup" })).toHaveText(
      notice,
    );
  });

  test("closed and taking no orders: the catalogue says when it opens and no cart can be filled", async ({
    page,
    request,
  }) => {
    const shop = await closedToday();
    await setShop(shop, { closed_order_policy: "none" });
    const tomorrow = shopClock("WIB", 24 * 60);
    const notice = `Toko sedang tutup. Pesanan bisa dikirim lagi saat toko buka: ${tomorrow.weekday} 08:00 WIB.`;

    const html = await (await request.get(`/${shop.username}/products`)).text();
    expect(html.includes(notice), "the notice is in the HTML").toBe(true);

    await page.goto(`/${shop.username}/products`);
    await expect(page.getByRole("status").filter({ hasText: "Toko sedang tutup" })).toHaveText(
      notice,
    );
    await expect(
      page.getByRole("button", { name: "Tambah Roti Bakar ke keranjang" }),
    ).toBeDisabled();
    // The card still opens the dialog to read about the product, which cannot be added.
    await page.getByRole("link", { name: "Roti Bakar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByRole("status")).toHaveText(notice);
    await expect(dialog.getByRole("button", { name: /Tambah ke Keranjang/ })).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(page.getByText(/item di keranjang/)).toHaveCount(0);

    await page.goto(`/${shop.username}`);
    await expect(page.getByRole("status").filter({ hasText: "Toko sedang tutup" })).toHaveText(
      notice,
    );
  });

  test("switched off: the catalogue and the home say so and no cart can be filled", async ({
    page,
  }) => {
    const shop = await createOrderingShop(data);
    await setShop(shop, { is_currently_open: false });
    const notice =
      "Toko sedang tutup. Pesanan belum bisa dikirim sampai penjual membuka toko kembali.";

    await page.goto(`/${shop.username}/products`);
    await expect(page.getByRole("status").filter({ hasText: "Toko sedang tutup" })).toHaveText(
      notice,
    );
    for (const name of ["Roti Bakar", "Kopi Susu"]) {
      await expect(
        page.getByRole("button", { name: `Tambah ${name} ke keranjang` }),
      ).toBeDisabled();
    }
    await page.getByRole("link", { name: "Kopi Susu", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Detail Produk" });
    await expect(dialog.getByRole("button", { name: /Tambah ke Keranjang/ })).toBeDisabled();

    await page.goto(`/${shop.username}`);
    await expect(page.getByRole("status").filter({ hasText: "Toko sedang tutup." })).toHaveText(
      notice,
    );
  });
});
