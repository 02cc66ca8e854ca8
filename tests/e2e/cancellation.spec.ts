import type { Page } from "@playwright/test";
import { createOrderRecord } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { createOrderingShop, orderRequestBody, type OrderingShop } from "./support/ordering";
import { signInPage } from "./support/session";
import { openShopData, type ShopData } from "./support/shop-data";

// Decision 022: the seller cancels an order with a reason; the customer's tracking page
// says so, with the reason, and the order leaves the seller's totals for a list of its own.

const REASON = "Bahan habis hari ini, mohon maaf";

/** Places an order the way the checkout does, through the real order endpoint. */
async function placeOrder(page: Page, baseURL: string, shop: OrderingShop): Promise<string> {
  const response = await page.request.post(`${baseURL}/api/orders`, {
    headers: { Origin: baseURL },
    data: orderRequestBody(shop, {
      form: { customerName: "Budi Santoso", customerPhone: "0857 1234 5678" },
    }),
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { orderNumber: string }).orderNumber;
}

test.describe("order cancellation", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the seller cancels with a reason and the customer's tracking page shows it @layout", async ({
    page,
    context,
    baseURL,
  }) => {
    // WhatsApp itself cannot run here: the tab's address is what we check.
    await context.route("https://wa.me/**", (route) => route.fulfill({ status: 204 }));
    const shop = await createOrderingShop(data, { paymentInformation: "Transfer BCA 123" });
    const orderNumber = await placeOrder(page, baseURL!, shop);
    await signInPage(page, baseURL!, shop);

    await page.goto(`/admin/orders/${orderNumber}`);
    await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-order.png"), fullPage: true });
    await page.getByRole("button", { name: "Batalkan Pesanan" }).click();
    const dialog = page.getByRole("dialog", { name: "Batalkan Pesanan?" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(orderNumber);

    // The reason is required; the dialog stays, nothing is sent.
    const reason = dialog.getByLabel("Alasan Pembatalan");
    const confirm = dialog.getByRole("button", { name: "Batalkan Pesanan" });
    await confirm.click();
    await expect(dialog.getByText("Alasan pembatalan wajib diisi")).toBeVisible();
    await expect(reason).toBeFocused();
    await page.screenshot({ path: test.info().outputPath("cancel-dialog.png") });
    await reason.fill(REASON);
    await expect(dialog.getByText("Alasan pembatalan wajib diisi")).toHaveCount(0);
    await confirm.click();

    await expect(dialog).toHaveCount(0);
    await expect(page.getByText("Pesanan berhasil dibatalkan.")).toBeVisible();
    const notify = page.getByRole("alertdialog", { name: "Beritahu Pelanggan?" });
    await expect(notify).toBeVisible();
    await expect(notify.getByText("Informasi Pembayaran akan disertakan")).toHaveCount(0);
    const link = notify.getByRole("link", { name: "Ya, Beritahu" });
    await expect(link).toHaveAttribute("target", "_blank");
    const opened = context.waitForEvent("request", (request) =>
      request.url().startsWith("https://wa.me/"),
    );
    await link.click();
    const url = new URL((await opened).url());
    expect(url.origin + url.pathname).toBe("https://wa.me/6285712345678");
    expect(url.searchParams.get("text")).toBe(
      `Pesanan kamu nomor ${orderNumber} Dibatalkan\n\nAlasan: ${REASON}`,
    );
    await expect(notify).toHaveCount(0);

    // Cancelled: the reason, no status form, no second cancel.
    const cancelled = page.getByRole("region", { name: "Pesanan Dibatalkan" });
    await expect(cancelled).toContainText(`Alasan: ${REASON}`);
    await expect(page.getByText("Dibatalkan", { exact: true }).first()).toBeVisible();
    await expect(page.getByLabel("Status Pesanan")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Batalkan Pesanan" })).toHaveCount(0);
    const history = page.getByRole("list", { name: "Riwayat status" }).getByRole("listitem");
    await expect(history.first()).toContainText("Status berubah menjadi Dibatalkan");
    await expect(history.first()).toContainText(`Catatan: ${REASON}`);
    await page.screenshot({ path: test.info().outputPath("admin-cancelled.png"), fullPage: true });

    // Out of the totals, in a list of its own, the tab kept in the address.
    await page.getByRole("link", { name: "Kembali" }).click();
    await expect(page.getByRole("heading", { name: "Manajemen Pesanan" })).toBeVisible();
    const stat = (label: string) =>
      page.getByRole("group", { name: label, exact: true }).locator("p").last();
    await expect(stat("Total Pesanan")).toHaveText("0");
    await expect(stat("Sedang Berlangsung")).toHaveText("0");
    await expect(stat("Selesai")).toHaveText("0");
    await expect(page.getByText("Belum ada pesanan aktif")).toBeVisible();
    const tab = page.getByRole("link", { name: "Dibatalkan 1" });
    await tab.click();
    await expect(page).toHaveURL(/\/admin\/orders\?view=dibatalkan$/);
    await expect(tab).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(orderNumber).filter({ visible: true })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("admin-cancelled-list.png") });

    // The customer looks the order up.
    await page.goto(`/${shop.username}/order-tracking?number=${orderNumber}`);
    const verify = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await expect(verify).toBeVisible();
    await verify.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("5678");
    await verify.getByRole("button", { name: "Verifikasi" }).click();
    await expect(verify).toBeHidden();

    const notice = page.getByRole("status").filter({ hasText: "Pesanan Dibatalkan" });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(`Alasan: ${REASON}`);
    const card = page.getByRole("region", { name: orderNumber });
    await expect(card.getByText("Dibatalkan", { exact: true })).toBeVisible();
    const steps = page.getByRole("list", { name: "Status Pesanan" }).getByRole("listitem");
    await expect(steps).toHaveCount(5);
    for (let index = 0; index < 5; index++) {
      await expect(steps.nth(index)).toHaveAttribute("data-reached", "false");
    }
    await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
    const tracked = page.getByRole("list", { name: "Riwayat Status" }).getByRole("listitem");
    await expect(tracked.first()).toContainText("Status berubah menjadi Dibatalkan");
    await expect(tracked.first()).toContainText(`Catatan: ${REASON}`);
    await expectNoSeriousViolations(page, "the tracking page of a cancelled order");
    await page.screenshot({
      path: test.info().outputPath("tracking-cancelled.png"),
      fullPage: true,
    });
  });

  test("a finished order offers no cancellation", async ({ page, baseURL }) => {
    const shop = await createOrderingShop(data);
    const { orderNumber } = await createOrderRecord(data.db, {
      brandId: shop.brandId,
      customerName: "Sinta",
      customerPhone: "6289876543210",
      status: "selesai",
      items: [{ productId: shop.rotiId, productName: "Roti Bakar", quantity: 1, unitPrice: 15000 }],
    });
    await signInPage(page, baseURL!, shop);
    await page.goto(`/admin/orders/${orderNumber}`);
    await expect(page.getByRole("heading", { name: orderNumber })).toBeVisible();
    await expect(page.getByLabel("Status Pesanan")).toHaveValue("selesai");
    await expect(page.getByRole("button", { name: "Batalkan Pesanan" })).toHaveCount(0);
  });

  test("the cancel dialog opens and closes from the keyboard, giving the cancellation up", async ({
    page,
    baseURL,
  }) => {
    const shop = await createOrderingShop(data);
    const orderNumber = await placeOrder(page, baseURL!, shop);
    await signInPage(page, baseURL!, shop);
    await page.goto(`/admin/orders/${orderNumber}`);
    const open = page.getByRole("button", { name: "Batalkan Pesanan" });
    await open.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Batalkan Pesanan?" });
    await expect(dialog).toBeVisible();
    await expectNoSeriousViolations(page, "the cancel dialog");
    await dialog.getByLabel("Alasan Pembatalan").fill("Kurir tidak ada");
    await page.keyboard.press("Escape");
    await expect(dialog).toHaveCount(0);
    await expect(open).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(dialog.getByLabel("Alasan Pembatalan")).toHaveValue("");
    await expect(dialog.getByText("Alasan pembatalan wajib diisi")).toHaveCount(0);
    await dialog.getByRole("button", { name: "Kembali" }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByLabel("Status Pesanan")).toHaveValue("menunggu_diterima");
  });
});
