import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { createOrderingShop, orderRequestBody, type OrderingShop } from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

// Decision 056: the seller records what the customer paid, a DP and then Lunas, on the order's
// page and with the list's quick action; the customer's tracking page follows, and the
// payment-received message goes out on WhatsApp.

/** Two Roti Bakar, Rp 30.000, placed the way the checkout does. */
async function placeOrder(page: Page, baseURL: string, shop: OrderingShop): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/orders`, {
    headers: { Origin: baseURL },
    data: orderRequestBody(shop, {
      form: { customerName: "Budi Santoso", customerPhone: "0857 1234 5678" },
      items: [{ productId: shop.rotiId, quantity: 2, seenPrice: 15000 }],
    }),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

/** 'Ya, Beritahu' opens the chat in a new tab; hands over the address it opened. */
async function notifyCustomer(page: Page): Promise<string> {
  const dialog = page.getByRole("alertdialog", { name: "Beritahu Pelanggan?" });
  await expect(dialog).toContainText("tentang pembayaran pesanan ini");
  const opened = page
    .context()
    .waitForEvent("request", (request) => request.url().startsWith("https://wa.me/"));
  await dialog.getByRole("link", { name: "Ya, Beritahu" }).click();
  const url = (await opened).url();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  return url;
}

/** The customer's tracking page of the order, verified: its payment line. */
async function trackedPayment(page: Page, username: string, orderNumber: string) {
  await page.goto(`/${username}/order-tracking?number=${orderNumber}`);
  const verify = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
  await verify.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("5678");
  await verify.getByRole("button", { name: "Verifikasi" }).click();
  await expect(verify).toBeHidden();
  const card = page.getByRole("region", { name: orderNumber });
  return card.getByText("Status Pembayaran").locator("xpath=following-sibling::dd");
}

const waUrl = (text: string) => `https://wa.me/6285712345678?text=${encodeURIComponent(text)}`;

test.describe("payment status", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("a DP on the order's page, Lunas from the list, the customer told and tracking following @layout", async ({
    page,
    context,
    baseURL,
  }) => {
    // A long journey through both sides, with an accessibility check, on a shared machine.
    test.slow();
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 204 }));
    const shop = await createOrderingShop(data);
    const orderNumber = await placeOrder(page, baseURL!, shop);
    const isMobile = (page.viewportSize()?.width ?? 0) < 768;

    expect(await (await trackedPayment(page, shop.username, orderNumber)).textContent()).toBe(
      "Belum Bayar",
    );

    await signInPage(page, baseURL!, shop);
    await page.goto(`/admin/orders/${orderNumber}`);
    const card = page.getByRole("region", { name: "Status Pembayaran" });
    await expect(card).toContainText("Belum Bayar");
    await expect(card).toContainText("Diterima Rp 0 dari Rp 30.000");

    // A DP as much as the total is refused, in Indonesian, and nothing changes.
    await card.getByLabel("Pembayaran").selectOption("dp");
    const amount = card.getByLabel("Jumlah DP");
    await amount.fill("30000");
    await card.getByRole("button", { name: "Catat Pembayaran" }).click();
    await expect(
      card.getByText("Jumlah DP harus lebih dari Rp 0 dan kurang dari total pesanan (Rp 30.000)"),
    ).toBeVisible();
    await expect(card).toContainText("Diterima Rp 0 dari Rp 30.000");

    await amount.fill("10.000");
    await card.getByRole("button", { name: "Catat Pembayaran" }).click();
    await expect(page.getByText("Status pembayaran pesanan berhasil diubah.")).toBeVisible();
    expect(await notifyCustomer(page)).toBe(
      waUrl(
        `Halo Budi Santoso, pembayaran DP untuk pesanan nomor ${orderNumber} sebesar Rp 10.000 sudah kami terima. Sisa pembayaran Rp 20.000. Terima kasih!\n\n` +
          `Lacak pesanan: ${baseURL}/${shop.username}/order-tracking?number=${orderNumber}`,
      ),
    );
    await expect(card).toContainText("DP Rp 10.000");
    await expect(card).toContainText("Diterima Rp 10.000 dari Rp 30.000");
    const history = page.getByRole("list", { name: "Riwayat status" }).getByRole("listitem");
    await expect(history.first()).toContainText("Pembayaran: DP Rp 10.000");
    await page.screenshot({ path: test.info().outputPath("order-payment-dp.png"), fullPage: true });

    const tracked = await trackedPayment(page, shop.username, orderNumber);
    await expect(tracked).toHaveText("DP Rp 10.000, sisa Rp 20.000");
    await page.screenshot({ path: test.info().outputPath("tracking-dp.png"), fullPage: true });

    // Lunas with one tap in the list.
    await page.goto("/admin/orders");
    const row = isMobile
      ? page.getByRole("list", { name: "Daftar pesanan" }).getByRole("listitem").first()
      : page.getByRole("table").getByRole("row").nth(1);
    await expect(row).toContainText("DP Rp 10.000");
    await page.screenshot({ path: test.info().outputPath("orders-list-dp.png"), fullPage: true });
    await row.getByRole("button", { name: `Tandai Lunas ${orderNumber}` }).click();
    expect(await notifyCustomer(page)).toBe(
      waUrl(
        `Halo Budi Santoso, pembayaran untuk pesanan nomor ${orderNumber} sebesar Rp 20.000 sudah kami terima. Pesanan Anda sudah lunas. Terima kasih!\n\n` +
          `Lacak pesanan: ${baseURL}/${shop.username}/order-tracking?number=${orderNumber}`,
      ),
    );
    // The dialog's link did not open the order: the list is still there, the row paid.
    await expect(page).toHaveURL(/\/admin\/orders$/);
    await expect(row).toContainText("Lunas");
    await expect(row.getByRole("button", { name: /Tandai Lunas/ })).toHaveCount(0);

    await expect(await trackedPayment(page, shop.username, orderNumber)).toHaveText("Lunas");
    await expectNoSeriousViolations(page, "the tracking page of a paid order");

    // The admin home splits the revenue: all of it received.
    await page.goto("/admin");
    const split = page.getByRole("definition").filter({ hasText: "Rp" });
    await expect(page.getByText("Sudah Dibayar")).toBeVisible();
    await expect(split.first()).toHaveText("Rp 30.000");
    await expect(split.nth(1)).toHaveText("Rp 0");
    await page.screenshot({
      path: test.info().outputPath("admin-home-revenue.png"),
      fullPage: true,
    });
  });

  test("the list filters by payment, and a paid order cancelled is owed back until returned", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    const paid = await placeOrder(page, baseURL!, shop);
    const unpaid = await placeOrder(page, baseURL!, shop);
    await signInPage(page, baseURL!, shop);

    await page.goto(`/admin/orders/${paid}`);
    const card = page.getByRole("region", { name: "Status Pembayaran" });
    await card.getByLabel("Pembayaran").selectOption("paid");
    await card.getByRole("button", { name: "Catat Pembayaran" }).click();
    await page.getByRole("button", { name: "Tidak" }).click();
    await expect(card).toContainText("Diterima Rp 30.000 dari Rp 30.000");

    await page.goto("/admin/orders");
    await page.getByLabel("Pembayaran").selectOption("paid");
    await page.getByRole("button", { name: "Terapkan" }).click();
    await expect(page).toHaveURL(/bayar=paid/);
    await expect(page.getByText("1 pesanan sesuai filter")).toBeVisible();
    await expect(page.getByText(paid).filter({ visible: true })).toBeVisible();
    await expect(page.getByText(unpaid).filter({ visible: true })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath("orders-filter-paid.png") });

    await page.goto(`/admin/orders/${paid}`);
    await page.getByRole("button", { name: "Batalkan Pesanan" }).click();
    const dialog = page.getByRole("dialog", { name: "Batalkan Pesanan?" });
    await dialog.getByLabel("Alasan Pembatalan").fill("Stok habis");
    await dialog.getByRole("button", { name: "Batalkan Pesanan" }).click();
    await page.getByRole("button", { name: "Tidak" }).click();
    await expect(card).toContainText("Perlu Dikembalikan");
    await card.getByLabel("Pembayaran").selectOption("refunded");
    await card.getByRole("button", { name: "Catat Pembayaran" }).click();
    await expect(page.getByRole("alertdialog", { name: "Beritahu Pelanggan?" })).toBeVisible();
    await page.getByRole("button", { name: "Tidak" }).click();
    await expect(card).toContainText("Sudah Dikembalikan");
    const history = page.getByRole("list", { name: "Riwayat status" }).getByRole("listitem");
    await expect(history.first()).toContainText("Pembayaran: Sudah Dikembalikan");
    await expect(history.filter({ hasText: "Pembayaran: Perlu Dikembalikan" })).toHaveCount(1);
  });
});
