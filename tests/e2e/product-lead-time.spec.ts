import { createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { addToCart, createOrderingShop, orderRequestBody } from "./support/ordering";
import { logInAsSeller } from "./support/seller-login";
import { openShopData, type ShopData } from "./support/shop-data";
import { shopClock } from "./support/shop-hours";

// A lead time per product (decision 065): the seller gives Lapis Legit three days on its
// form; a cart holding it is offered nothing earlier at the checkout, which says why, and
// the server refuses an order for tomorrow anyway, naming the product.

test.describe("lead time per product", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the seller gives a product three days' notice on its form @layout", async ({ page }) => {
    // A login, the products page and two saves: more than a minute on a busy machine.
    test.setTimeout(120_000);
    const shop = await createOrderingShop(data, { orderDaysAhead: 7, leadTimeHours: 1 });
    const { id: lapisId } = await createProduct(data.db, shop.brandId, {
      name: "Lapis Legit",
      price: 95000,
      category: "makanan-minuman",
    });

    await logInAsSeller(page, shop);
    await page.goto("/admin/products");
    await page.getByRole("button", { name: "Ubah Lapis Legit" }).click();
    const dialog = page.getByRole("dialog", { name: "Ubah Produk" });
    const leadTime = dialog.getByLabel("Waktu Persiapan", { exact: true });
    await expect(leadTime).toHaveAttribute("placeholder", "Ikuti toko (1 jam)");
    await leadTime.fill("15");
    await dialog.getByLabel("Satuan waktu persiapan").selectOption("hari");
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(
      dialog.getByText(
        "Waktu persiapan maksimal 14 hari (336 jam): pesanan hanya diterima sampai 14 hari ke depan",
      ),
    ).toBeVisible();
    await leadTime.fill("3");
    await leadTime.evaluate((input) => input.scrollIntoView({ block: "center" }));
    await page.screenshot({ path: test.info().outputPath("product-lead-time-form.png") });
    await dialog.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("Produk berhasil diupdate!")).toBeVisible();
    const stored = await data.db
      .selectFrom("products")
      .select("lead_time_hours")
      .where("id", "=", lapisId)
      .executeTakeFirstOrThrow();
    expect(stored.lead_time_hours).toBe(72);
    const item = page
      .getByRole("list", { name: "Daftar produk" })
      .getByRole("listitem")
      .filter({ hasText: "Lapis Legit" });
    await expect(item).toContainText("Persiapan 3 hari");
    // Opened again, it shows the days it was given.
    await page.getByRole("button", { name: "Ubah Lapis Legit" }).click();
    await expect(leadTime).toHaveValue("3");
    await expect(dialog.getByLabel("Satuan waktu persiapan")).toHaveValue("hari");
  });

  test("a cart with a three-day product offers nothing earlier @layout", async ({
    page,
    request,
    baseURL,
  }) => {
    // Open around the clock, a week ahead, an hour's notice; Lapis Legit needs three days.
    const shop = await createOrderingShop(data, { orderDaysAhead: 7, leadTimeHours: 1 });
    const { id: lapisId } = await createProduct(data.db, shop.brandId, {
      name: "Lapis Legit",
      price: 95000,
      category: "makanan-minuman",
      leadTimeHours: 72,
    });

    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", {});
    await addToCart(page, "Lapis Legit", {});
    await page.goto(`/${shop.username}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });

    // Three days from now: the same hour then, or the day after in the day's last hour.
    const [first, next] = [3, 4].map((days) => shopClock("WIB", days * 24 * 60));
    const note = checkout.getByRole("status").filter({ hasText: "Lapis Legit perlu disiapkan" });
    await expect(note).toHaveText(
      new RegExp(
        `^Lapis Legit perlu disiapkan 3 hari: paling cepat (${first.weekday}, ${first.date}|${next.weekday}, ${next.date}) \\d\\d:00 WIB\\.$`,
      ),
    );
    const days = checkout.getByRole("radiogroup", { name: /^Hari/ });
    for (const offset of [0, 1, 2]) {
      const { date } = shopClock("WIB", offset * 24 * 60);
      await expect(days.getByRole("radio", { name: new RegExp(date) })).toHaveCount(0);
    }
    await expect(days.getByRole("radio").first()).toHaveAccessibleName(
      new RegExp(`${first.date}|${next.date}`),
    );
    await page.screenshot({ path: test.info().outputPath("product-lead-time-checkout.png") });

    // The server refuses tomorrow all the same, naming the product.
    const refused = await request.post(`${baseURL}/api/orders`, {
      headers: { Origin: baseURL! },
      data: orderRequestBody(shop, {
        items: [
          { productId: shop.rotiId, quantity: 1, seenPrice: 15000 },
          { productId: lapisId, quantity: 1, seenPrice: 95000 },
        ],
      }),
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toMatch(
      /^Lapis Legit perlu disiapkan 3 hari: jadwal paling cepat .+ WIB\. Pilih hari dan jam pengiriman lain\.$/,
    );
  });
});
