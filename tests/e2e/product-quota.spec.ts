import { expect, test } from "./fixtures";
import { addToCart, createOrderingShop, orderRequestBody } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";
import { shopClock } from "./support/shop-hours";

// A product's daily quota reached on a day (decision 060): the checkout's day picker says
// 'Kuota habis' for it and it cannot be picked; the other days still can, and the server
// refuses an order sent for that day anyway, naming the product.

test.describe("daily quota at the checkout", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a day whose quota is taken shows 'Kuota habis' and cannot be picked @layout", async ({
    page,
    request,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data, { orderDaysAhead: 2 });
    await data.db
      .updateTable("products")
      .set({ daily_quota: 3 })
      .where("id", "=", shop.rotiId)
      .execute();
    // Tomorrow: 2 of the 3 are ordered, so a cart of 2 no longer fits.
    const placed = await request.post(`${baseURL}/api/orders`, {
      headers: { Origin: baseURL! },
      data: orderRequestBody(shop, {
        items: [{ productId: shop.rotiId, quantity: 2, seenPrice: 15000 }],
      }),
    });
    expect(placed.status()).toBe(201);
    const tomorrow = shopClock("WIB", 24 * 60);
    const dayAfter = shopClock("WIB", 48 * 60);

    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", { quantity: 2 });
    await page.goto(`/${shop.username}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });

    const full = checkout.getByRole("radio", { name: `Besok ${tomorrow.date} Kuota habis` });
    await expect(full).toBeDisabled();
    await expect(checkout.getByText("Kuota habis")).toHaveCount(1);
    const open = checkout.getByRole("radio", { name: `${dayAfter.weekday} ${dayAfter.date}` });
    await expect(open).toBeEnabled();
    await checkout.getByText(dayAfter.date, { exact: true }).click();
    await expect(open).toBeChecked();
    await page.screenshot({ path: test.info().outputPath("checkout-quota.png") });

    // The server refuses the day all the same, naming the product.
    const refused = await request.post(`${baseURL}/api/orders`, {
      headers: { Origin: baseURL! },
      data: orderRequestBody(shop, {
        items: [{ productId: shop.rotiId, quantity: 2, seenPrice: 15000 }],
      }),
    });
    expect(refused.status()).toBe(400);
    expect(((await refused.json()) as { error: string }).error).toBe(
      `Kuota Roti Bakar untuk ${tomorrow.weekday}, ${tomorrow.date} tinggal 1. Kurangi jumlahnya atau pilih hari lain.`,
    );
  });
});
