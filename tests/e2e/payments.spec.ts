import type { Locator, Page } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import QRCode from "qrcode";
import { buildAmountPayload, parseTlv } from "#domain/qris";
import { buildStickerQrisPayload } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectUnbrokenAmounts } from "./support/amounts";
import {
  catchWhatsAppHandOff,
  createOrderingShop,
  openCheckout,
  sendTomorrowOrder,
} from "./support/ordering";
import { logInAsSeller } from "./support/seller-login";
import { openShopData, type ShopData } from "./support/shop-data";

// The shop's payment methods (decision 055): the seller sets up her QRIS from a picture of
// her sticker and a transfer account; a customer chooses a method at checkout and is shown
// the QRIS with the order's amount (read back here as a phone camera would) or the account
// and the unique code, after the order and on tracking.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;
const STICKER = buildStickerQrisPayload({
  merchantName: "WARUNG UJI BAYAR",
  city: "BANDUNG",
  nmid: "ID1020021181745",
});

function decodePng(bytes: Buffer): string | undefined {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** What a camera reads from the QRIS drawn on the page. */
async function decodeShown(code: Locator): Promise<string | undefined> {
  await code.scrollIntoViewIfNeeded();
  return decodePng(await code.screenshot());
}

const amountOf = (payload: string | undefined) => {
  const parsed = parseTlv(payload ?? "");
  return parsed.ok ? parsed.objects.find((object) => object.tag === "54")?.value : undefined;
};

async function openPayments(page: Page, isDesktop: boolean) {
  if (isDesktop) {
    await page
      .getByRole("navigation", { name: "Menu admin" })
      .getByRole("link", { name: "Pembayaran" })
      .click();
  } else {
    await page.goto("/admin/payments");
  }
  await expect(page.getByRole("heading", { level: 1, name: "Pembayaran" })).toBeVisible();
}

async function verifyTracking(page: Page, url: string) {
  await page.goto(url);
  const dialog = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
  await dialog.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("7890");
  await dialog.getByRole("button", { name: "Verifikasi" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("payment methods", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("the seller sets up her QRIS from a picture, a customer pays the order's amount by it @layout", async ({
    page,
    baseURL,
  }, testInfo) => {
    // A seller's set-up and a customer's order and tracking: two journeys in one.
    test.setTimeout(120_000);
    const isDesktop = testInfo.project.name === "desktop";
    const shop = await createOrderingShop(data);
    await logInAsSeller(page, shop);
    await openPayments(page, isDesktop);

    // A picture with no QRIS is refused, and nothing is saved.
    const picture = page.getByLabel("Foto QRIS");
    await picture.setInputFiles({
      name: "bukan-qris.png",
      mimeType: "image/png",
      buffer: await QRCode.toBuffer("https://example.com", { type: "png", width: 360 }),
    });
    await expect(page.getByRole("alert")).toHaveText("Kode QR ini bukan QRIS.");

    // Her sticker: read, shown back, saved once she confirms.
    await picture.setInputFiles({
      name: "qris.png",
      mimeType: "image/png",
      buffer: await QRCode.toBuffer(STICKER, { type: "png", width: 480, margin: 4 }),
    });
    const confirm = page.locator("form").filter({ hasText: "Pastikan ini QRIS toko Anda" });
    await expect(confirm.getByText("WARUNG UJI BAYAR")).toBeVisible();
    await expect(confirm.getByText("ID1020021181745")).toBeVisible();
    await confirm.getByRole("button", { name: "Simpan" }).click();
    await expect(page.locator("[data-saved-qris]").getByText("WARUNG UJI BAYAR")).toBeVisible();
    await expect(page.getByText("WARUNG UJI BAYAR (NMID ID1020021181745)")).toBeVisible();
    if (SCREENSHOTS) {
      await page.screenshot({
        path: `${SCREENSHOTS}/payments-${testInfo.project.name}.png`,
        fullPage: true,
      });
    }

    // The customer chooses QRIS.
    const handOff = await catchWhatsAppHandOff(page);
    const checkout = await openCheckout(page, shop);
    const methods = checkout.getByRole("radiogroup", { name: "Metode Pembayaran" });
    await methods.getByText("QRIS", { exact: true }).click();
    await sendTomorrowOrder(checkout);
    const success = page.getByRole("dialog", { name: "Pesanan Berhasil!" });
    await expect(success).toBeVisible();
    const whatsapp = await handOff.next();
    expect(whatsapp.searchParams.get("text")).toContain("\nPembayaran: QRIS\n");
    const order = await data.db
      .selectFrom("orders")
      .select(["order_number", "total", "payment_method"])
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    expect(order.payment_method).toBe("qris");

    const shown = await decodeShown(success.locator("[data-qris-code] svg"));
    expect(amountOf(shown)).toBe(String(order.total));
    // The seller's own QRIS with the order's total, nothing else changed.
    const expected = buildAmountPayload(STICKER, Number(order.total));
    expect(expected.ok && expected.payload).toBe(shown);
    await expect(success.getByText("NMID ID1020021181745")).toBeVisible();
    await expect(
      success.getByText("Pembayaran dikonfirmasi oleh penjual setelah dana diterima."),
    ).toBeVisible();
    if (SCREENSHOTS) {
      await success.screenshot({
        path: `${SCREENSHOTS}/payments-success-${testInfo.project.name}.png`,
      });
    }
    // 'Simpan QRIS': the same code as a PNG, for this order's customer only.
    const download = await success.getByRole("link", { name: "Simpan QRIS" }).getAttribute("href");
    const png = await page.request.get(download!);
    expect(png.headers()["content-type"]).toBe("image/png");
    expect(decodePng(await png.body())).toBe(shown);
    const guessed = await page.request.get(download!.replace(/digits=\d{4}/, "digits=0000"));
    expect(guessed.status()).toBe(401);

    // Tracking shows it again while the order waits for its payment.
    await verifyTracking(
      page,
      `${baseURL}/${shop.username}/order-tracking?number=${order.order_number}`,
    );
    await expect(page.getByText("Metode Pembayaran")).toBeVisible();
    const tracked = await decodeShown(page.locator("[data-qris-code] svg"));
    expect(tracked).toBe(shown);
  });

  test("a transfer shows the account and the unique code in the total", async ({
    page,
    baseURL,
  }) => {
    // The seller's set-up and a customer's order and tracking, as above.
    test.setTimeout(120_000);
    const shop = await createOrderingShop(data);
    await logInAsSeller(page, shop);
    await page.goto("/admin/payments");
    await page.getByRole("button", { name: "Tambah Rekening" }).click();
    await page.getByLabel("Nama Bank").fill("BCA");
    await page.getByLabel("Nomor Rekening").fill("123 456 7890");
    await page.getByLabel("Nama Pemilik Rekening").fill("Sari Uji");
    await page.getByRole("button", { name: "Simpan" }).click();
    await expect(page.getByText("1234567890")).toBeVisible();
    await page.getByRole("button", { name: "Aktifkan Kode Unik Transfer" }).click();
    await expect(
      page.getByRole("button", { name: "Nonaktifkan Kode Unik Transfer" }),
    ).toBeVisible();
    // Cash cannot be the last to go while transfer is there; switched off, transfer stays.
    await page.getByRole("button", { name: "Nonaktifkan Bayar di Tempat" }).click();
    await expect(page.getByRole("button", { name: "Aktifkan Bayar di Tempat" })).toBeVisible();
    await page.getByRole("button", { name: "Nonaktifkan Transfer Bank" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Minimal satu metode pembayaran harus aktif agar pelanggan tetap bisa memesan.",
    );

    const handOff = await catchWhatsAppHandOff(page);
    const checkout = await openCheckout(page, shop);
    // The only method left is said without a choice.
    await expect(checkout.getByRole("radiogroup", { name: "Metode Pembayaran" })).toHaveCount(0);
    await expect(checkout.getByText("Transfer Bank", { exact: true })).toBeVisible();
    await sendTomorrowOrder(checkout);
    const success = page.getByRole("dialog", { name: "Pesanan Berhasil!" });
    await expect(success).toBeVisible();
    const order = await data.db
      .selectFrom("orders")
      .select(["order_number", "total", "payment_method", "payment_unique_code"])
      .where("brand_id", "=", shop.brandId)
      .executeTakeFirstOrThrow();
    const code = order.payment_unique_code!;
    expect(code).toBeGreaterThanOrEqual(1);
    expect(code).toBeLessThanOrEqual(999);
    expect(Number(order.total)).toBe(15_000 + code);
    const rupiah = (amount: number) => `Rp ${amount.toLocaleString("id-ID")}`;
    const text = (await handOff.next()).searchParams.get("text");
    expect(text).toContain(
      `\nKode Unik: ${rupiah(code)}\n*Total Harga: ${rupiah(15_000 + code)}*\n`,
    );
    expect(text).toContain("\nPembayaran: Transfer Bank\n");
    await expect(success.getByText("1234567890", { exact: true })).toBeVisible();
    await expect(success.getByText("a.n. Sari Uji")).toBeVisible();
    await expect(success.locator("[data-unique-code]")).toHaveText(rupiah(code));
    await expect(success.locator("[data-payment-total]")).toHaveText(rupiah(15_000 + code));
    // The amount to transfer stands beside its copy button, and no amount in the box is
    // broken between 'Rp' and its number on a phone.
    const transferRow = (box: Locator) => box.locator("div", { hasText: /^Jumlah transfer/ });
    const shownPayment = success.locator('[data-payment-method="transfer"]');
    await expect(transferRow(shownPayment)).toContainText(rupiah(15_000 + code));
    await expect(
      transferRow(shownPayment).getByRole("button", {
        name: `Salin jumlah transfer: ${15_000 + code}`,
      }),
    ).toBeVisible();
    await expectUnbrokenAmounts(shownPayment);

    await verifyTracking(
      page,
      `${baseURL}/${shop.username}/order-tracking?number=${order.order_number}`,
    );
    const payment = page.locator('[data-payment-method="transfer"]');
    await expect(payment.getByText("1234567890")).toBeVisible();
    await expect(payment.locator("[data-unique-code]")).toHaveText(rupiah(code));
    await expect(transferRow(payment)).toContainText(rupiah(15_000 + code));
    await expectUnbrokenAmounts(payment);
  });
});
