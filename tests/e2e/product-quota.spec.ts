import { expect, test } from "./fixtures";
import { addToCart, createOrderingShop, orderRequestBody } from "./support/ordering";
import { openShopData, type ShopData } from "./support/shop-data";
import { shopClock } from "./support/shop-hours";

// A product's daily quota reached on a day (decision 060): the checkout's day picker says
// 'Kuota habis' for it, or how many are left when fewer than the cart wants, names the
// product, and the day cannot be picked; the other days still can, and the server refuses an
// order sent for that day anyway, naming the product. A day another order fills while the
// checkout is open is refused under the day picker with the server's own words.

test.describe("daily quota at the checkout", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  /** A shop taking orders for today and the next two days, its Roti Bakar capped at `quota`. */
  const shopWithRotiQuota = async (quota: number) => {
    const shop = await createOrderingShop(data, { orderDaysAhead: 2 });
    await data.db
      .updateTable("products")
      .set({ daily_quota: quota })
      .where("id", "=", shop.rotiId)
      .execute();
    return shop;
  };

  test("a day without room in a quota is marked, named and cannot be picked @layout", async ({
    page,
    request,
    baseURL,
  }) => {
    const shop = await shopWithRotiQuota(3);
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

    // One left tomorrow, two wanted: the day says how many are left, and the note why.
    const short = checkout.getByRole("radio", { name: `Besok ${tomorrow.date} Sisa 1` });
    await expect(short).toBeDisabled();
    await expect(
      checkout.getByText(
        "Kuota harian Roti Bakar tidak cukup untuk 2 item pada hari yang ditandai.",
        { exact: true },
      ),
    ).toBeVisible();
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
    const tomorrowLeft = `Kuota Roti Bakar untuk ${tomorrow.weekday}, ${tomorrow.date} tinggal 1. Kurangi jumlahnya atau pilih hari lain.`;
    expect(await refused.json()).toEqual({
      error: tomorrowLeft,
      fieldErrors: { deliveryDay: tomorrowLeft },
    });

    // Another customer takes all three of the day after while this checkout is open: the
    // order is refused with the server's words under the day picker, which is in view, and
    // that day now says so. What was typed stays.
    const taken = await request.post(`${baseURL}/api/orders`, {
      headers: { Origin: baseURL! },
      data: orderRequestBody(shop, {
        form: { deliveryDay: "day-2" },
        items: [{ productId: shop.rotiId, quantity: 3, seenPrice: 15000 }],
      }),
    });
    expect(taken.status()).toBe(201);
    await checkout.getByLabel("Nama").fill("Sari Dewi");
    await checkout.getByLabel("No. HP").fill("0812 9876 5432");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    const dayGroup = checkout.locator("#checkout-day");
    const dayAfterFull = `Kuota Roti Bakar untuk ${dayAfter.weekday}, ${dayAfter.date} sudah habis. Silakan pilih hari lain.`;
    await expect(dayGroup.getByText(dayAfterFull, { exact: true })).toBeInViewport();
    await expect(
      checkout.getByRole("radio", { name: `${dayAfter.weekday} ${dayAfter.date} Kuota habis` }),
    ).toBeDisabled();
    await expect(checkout.getByText("Mohon lengkapi", { exact: false })).toHaveCount(0);
    await expect(checkout.getByLabel("Nama")).toHaveValue("Sari Dewi");
  });

  test("a cart more than any day's quota says so at once, naming the product", async ({ page }) => {
    const shop = await shopWithRotiQuota(3);
    await page.goto(`/${shop.username}/products`);
    await addToCart(page, "Roti Bakar", { quantity: 4 });
    await page.goto(`/${shop.username}/cart`);
    await page.getByRole("button", { name: "Checkout" }).click();
    const checkout = page.getByRole("dialog", { name: "Checkout Pesanan" });
    const note =
      "Kuota harian Roti Bakar tidak cukup untuk 4 item pada hari mana pun. Kurangi jumlahnya di keranjang.";
    const dayGroup = checkout.locator("#checkout-day");
    await expect(dayGroup.getByText(note, { exact: true })).toBeVisible();
    await expect(dayGroup.getByRole("radio", { disabled: false })).toHaveCount(0);
    await expect(dayGroup.getByText("Sisa 3")).toHaveCount(3);
    await checkout.getByLabel("Nama").fill("Sari Dewi");
    await checkout.getByLabel("No. HP").fill("0812 9876 5432");
    await checkout.getByText("Diantar", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(checkout.getByText("Mohon lengkapi", { exact: false })).toHaveCount(0);
    await expect(checkout.getByText("Jam wajib dipilih")).toHaveCount(0);
    await expect(dayGroup.getByText(note, { exact: true })).toBeInViewport();
  });
});
