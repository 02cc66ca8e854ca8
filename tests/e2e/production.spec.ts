import { presetDays } from "#domain/order-schedule";
import { startOfDayIn } from "#domain/shop-time";
import { createOrderRecord, createProduct } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// 'Daftar Produksi' (decision 063): the seller opens tomorrow's list from the admin home,
// sees each product's choices summed over the orders due (a cancelled one left out), opens
// a line on the orders behind it, and prints the list on A4 and on a 58 mm strip.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const ZONE = "Asia/Jakarta";

test.describe("the production list", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("tomorrow's list shows the orders' quantities and prints @layout", async ({
    page,
  }, testInfo) => {
    const shop = await createShop(data, { name: "Dapur Bolu" });
    const options = [
      { name: "Ukuran", choices: ["Kecil", "Besar"] },
      { name: "Topping", choices: ["Keju", "Cokelat"], maxChoices: 2 },
    ];
    const bolu = await createProduct(data.db, shop.brandId, {
      name: "Bolu Pandan",
      price: 60_000,
      options,
    });
    const brownies = await createProduct(data.db, shop.brandId, {
      name: "Brownies",
      price: 45_000,
    });
    await data.db
      .updateTable("products")
      .set({ display_order: 1 })
      .where("id", "=", brownies.id)
      .execute();

    const now = new Date();
    const at = (preset: "hari-ini" | "besok", hour: number) =>
      new Date(
        startOfDayIn(presetDays(preset, now, ZONE).from, ZONE).getTime() + hour * 3_600_000,
      ).toISOString();
    const large = [
      { name: "Ukuran", value: "Besar" },
      { name: "Topping", value: "Keju" },
    ];
    const order = (
      slot: string,
      items: { id: string; name: string; quantity: number; options?: typeof large }[],
      status?: string,
    ) =>
      createOrderRecord(data.db, {
        brandId: shop.brandId,
        customerName: "Pelanggan",
        customerPhone: "6285712345678",
        deliverySlotAt: slot,
        status,
        items: items.map((item) => ({
          productId: item.id,
          productName: item.name,
          quantity: item.quantity,
          unitPrice: 60_000,
          options: item.options,
        })),
      });
    const first = await order(at("besok", 9), [
      { ...bolu, name: "Bolu Pandan", quantity: 2, options: large },
      { ...brownies, name: "Brownies", quantity: 1 },
    ]);
    const second = await order(at("besok", 15), [
      { ...bolu, name: "Bolu Pandan", quantity: 1, options: large },
      { ...bolu, name: "Bolu Pandan", quantity: 4, options: [{ name: "Ukuran", value: "Kecil" }] },
    ]);
    const cancelled = await order(
      at("besok", 10),
      [{ ...bolu, name: "Bolu Pandan", quantity: 10, options: large }],
      "dibatalkan",
    );
    await order(at("hari-ini", 10), [{ ...brownies, name: "Brownies", quantity: 5 }]);

    await logInAsSeller(page, shop);
    const tomorrowCard = page.getByRole("article", { name: "Jadwal Besok" });
    await tomorrowCard.getByRole("link", { name: "Daftar Produksi" }).click();
    await expect(page).toHaveURL(/\/admin\/production\?jadwal=besok$/);
    await expect(page.getByRole("heading", { name: "Daftar Produksi", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "Besok" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByText("8 item dari 2 pesanan")).toBeVisible();

    const boluCard = page.getByRole("region", { name: "Bolu Pandan" });
    await expect(boluCard).toContainText("Total 7");
    const largeLine = boluCard.getByRole("group").filter({ hasText: "Besar, Keju" });
    await expect(largeLine.locator("summary strong")).toHaveText("Jumlah 3");
    const smallLine = boluCard.getByRole("group").filter({ hasText: "Kecil" });
    await expect(smallLine.locator("summary strong")).toHaveText("Jumlah 4");
    await expect(page.getByRole("region", { name: "Brownies" })).toContainText("Total 1");
    // The catalogue's order: Bolu Pandan before Brownies.
    const products = page
      .getByRole("region")
      .filter({ has: page.getByRole("heading", { level: 2 }) });
    await expect(products.first()).toHaveAccessibleName("Bolu Pandan");

    // A line opens on the orders behind it, each a link to its page; the cancelled one is not.
    await largeLine.getByText("Besar, Keju").click();
    const orders = page.getByRole("list", { name: "Pesanan Bolu Pandan · Besar, Keju" });
    await expect(orders.getByRole("link")).toHaveCount(2);
    await expect(orders.getByRole("link", { name: new RegExp(first.orderNumber) })).toContainText(
      "09:00",
    );
    await expect(orders.getByRole("link", { name: new RegExp(second.orderNumber) })).toContainText(
      "×1",
    );
    await expect(page.getByText(cancelled.orderNumber)).toHaveCount(0);
    const layout = testInfo.project.name;
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/production-${layout}.png`, fullPage: true });
    }
    await orders.getByRole("link", { name: new RegExp(first.orderNumber) }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/orders/${first.orderNumber}$`));
    await page.goBack();

    // A4: a clean table of the same lines.
    await page.getByRole("link", { name: "Cetak A4" }).click();
    await expect(page).toHaveURL(/\/admin\/production\/print\?jadwal=besok&kertas=a4$/);
    const sheet = page.getByRole("article", { name: "Daftar Produksi" });
    await expect(sheet.getByRole("row", { name: /Besar, Keju 3/ })).toBeVisible();
    await expect(sheet.getByRole("row", { name: /Kecil 4/ })).toBeVisible();
    await expect(sheet).toContainText(`${first.orderNumber} ×2`);
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole("button", { name: "Cetak" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    if (SCREENSHOTS) {
      await page.screenshot({ path: `${SCREENSHOTS}/production-a4-${layout}.png`, fullPage: true });
    }

    // 58 mm: the same quantities on a narrow strip.
    await page.getByRole("link", { name: "58 mm" }).click();
    await expect(page).toHaveURL(/kertas=58mm$/);
    const strip = page.getByRole("article", { name: "Daftar Produksi" });
    const stripLine = strip
      .getByRole("region", { name: "Bolu Pandan" })
      .getByRole("listitem")
      .filter({ hasText: "Besar, Keju" });
    await expect(stripLine).toHaveText("Besar, Keju3");
    const width = await strip.evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(Math.round((58 / 25.4) * 96));
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/production-58mm-${layout}.png`,
        fullPage: true,
      });
    }
    // On paper the list alone: no buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Cetak" })).toBeHidden();
    await expect(strip).toBeVisible();
  });
});
