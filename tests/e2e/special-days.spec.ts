import { expect, test } from "./fixtures";
import { catchWhatsAppHandOff, createOrderingShop, openCheckout } from "./support/ordering";
import { logInAsSeller } from "./support/seller-login";
import { shopClock, shopDayText } from "./support/shop-hours";
import { openShopData, type ShopData } from "./support/shop-data";

// Decision 064: the seller closes a date ahead on 'Libur & Jam Khusus'; the shop's week of
// hours names it, and the checkout leaves the date out and says why. The shop of the test is
// open around the clock, so the closure alone keeps the date out.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

/** YYYY-MM-DD of the day `offset` days ahead in the shop's zone (WIB). */
function isoDayAhead(offset: number): string {
  const [day, month, year] = shopClock("WIB", offset * 24 * 60).date.split("/");
  return `${year}-${month}-${day}`;
}

test.describe("special days", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the seller closes a date ahead and the checkout skips it with the reason @layout", async ({
    page,
  }, testInfo) => {
    // The seller's set-up and a customer's order: two journeys in one.
    test.setTimeout(120_000);
    const isDesktop = testInfo.project.name === "desktop";
    const shop = await createOrderingShop(data, { orderDaysAhead: 4 });
    await logInAsSeller(page, shop);
    if (isDesktop) {
      await page
        .getByRole("navigation", { name: "Menu admin" })
        .getByRole("link", { name: "Libur & Jam Khusus" })
        .click();
    } else {
      await page.goto("/admin/special-days", { waitUntil: "networkidle" });
    }
    await expect(page.getByRole("heading", { level: 1, name: "Libur & Jam Khusus" })).toBeVisible();
    await expect(page.getByText("Belum ada hari khusus.")).toBeVisible();

    // A closure without its reason is refused, and nothing is listed.
    await page.getByRole("button", { name: "Tambah Hari Khusus" }).click();
    await page.getByLabel("Tanggal mulai").fill(isoDayAhead(2));
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    await expect(page.getByText("Tulis keterangan libur, contoh: Libur Lebaran.")).toBeVisible();
    await page.getByLabel("Keterangan").fill("Libur Lebaran");
    await page.getByRole("button", { name: "Simpan", exact: true }).click();
    const list = page.getByRole("list", { name: "Daftar hari khusus" });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list).toContainText("Tutup · Libur Lebaran");
    await expect(page.getByRole("button", { name: "Tambah Hari Khusus" })).toBeVisible();
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/special-days-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }

    // The shop's week of hours, opened under today's hours, names the closed day.
    await page.goto(`/${shop.username}`);
    await page.locator("summary", { hasText: "Jam Operasional" }).click();
    const closedDay = shopClock("WIB", 2 * 24 * 60);
    const week = page.getByRole("listitem").filter({ hasText: "Libur Lebaran" });
    await expect(week).toHaveCount(1);
    await expect(week).toContainText(closedDay.weekday);
    await expect(week).toContainText("Tutup");

    // The checkout offers the days around it, not the closed one, and says why.
    const handOff = await catchWhatsAppHandOff(page);
    const checkout = await openCheckout(page, shop);
    const days = checkout.getByRole("radiogroup", { name: /^Hari/ });
    await expect(days.locator('input[value="day-3"]')).toHaveCount(1);
    await expect(days.locator('input[value="day-2"]')).toHaveCount(0);
    await expect(days.getByText(closedDay.date, { exact: true })).toHaveCount(0);
    await expect(days).toContainText(`Tutup ${shopDayText(2)}: Libur Lebaran.`);
    if (SCREENSHOTS) {
      await checkout.screenshot({
        path: `${SCREENSHOTS}/special-days-checkout-${testInfo.project.name}.png`,
      });
    }

    // The day after the closure takes the order.
    await days.locator("label", { has: page.locator('input[value="day-3"]') }).click();
    await checkout.getByLabel("Jam").selectOption("10:00");
    await checkout.getByLabel("Nama").fill("Budi Santoso");
    await checkout.getByLabel("No. HP").fill("0812 3456 7890");
    await checkout.getByText("Diambil Sendiri", { exact: true }).click();
    await checkout.getByRole("button", { name: "Pesan via WhatsApp" }).click();
    await expect(page.getByRole("dialog", { name: "Pesanan Berhasil!" })).toBeVisible();
    expect((await handOff.next()).toString()).toContain(
      encodeURIComponent(`Hari: ${shopDayText(3)}`),
    );
  });
});
