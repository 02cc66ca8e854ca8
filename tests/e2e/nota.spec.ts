import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { PNG } from "pngjs";
import { createOrderRecord, createStore } from "#server/seed/factories";
import { notaKeyOf } from "#server/services/nota-key";
import { expect, test } from "./fixtures";
import { logInAsSeller } from "./support/seller-login";
import { createShop, openShopData, type ShopData } from "./support/shop-data";

// The nota (decision 057): the customer opens it from the tracking page after the phone
// check; the seller sends it on WhatsApp with a link that needs no digits and prints it on
// a 58 mm thermal printer.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

test.describe("the nota", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  async function createShopWithOrder(orderNumber: string) {
    const shop = await createShop(data, { name: "Warung Nota", phoneNumber: "6281234567890" });
    await createStore(data.db, shop.brandId, {
      name: "Warung Nota",
      address: "Jl. Melati No. 5, Bandung",
      phone: "6281234567890",
    });
    const order = await createOrderRecord(data.db, {
      brandId: shop.brandId,
      orderNumber,
      customerName: "Rina Marlina",
      customerPhone: "6285712345678",
      createdAt: "2026-11-22T07:05:00.000Z",
      items: [
        {
          productId: null,
          productName: "Nasi Goreng Spesial",
          quantity: 2,
          unitPrice: 50_000,
          note: "Tanpa bawang",
          options: [{ name: "Level", value: "Pedas" }],
        },
        { productId: null, productName: "Es Teh Manis", quantity: 5, unitPrice: 5_000 },
      ],
    });
    return { shop, order };
  }

  test("the customer opens her nota from tracking after the digits check", async ({ page }) => {
    const { shop } = await createShopWithOrder("ORD41000001");
    await page.goto(`/${shop.username}/order-tracking?number=ORD41000001`);
    const dialog = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await expect(dialog).toBeVisible();
    await expect(page.getByRole("link", { name: "Lihat Nota" })).toHaveCount(0);
    await page.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("5678");
    await dialog.getByRole("button", { name: "Verifikasi" }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole("region", { name: "ORD41000001" });
    const view = card.getByRole("link", { name: "Lihat Nota" });
    await expect(view).toBeVisible();
    await expect(card.getByRole("link", { name: "Unduh Nota (PDF)" })).toBeVisible();
    await expect(card.getByRole("link", { name: "Simpan Nota (PNG)" })).toBeVisible();
    if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/nota-tracking-card.png` });
    // The digits never travel in the links.
    for (const link of await card.getByRole("link", { name: /Nota/ }).all()) {
      expect(await link.getAttribute("href")).not.toContain("5678");
    }

    const download = page.waitForEvent("download");
    await card.getByRole("link", { name: "Unduh Nota (PDF)" }).click();
    const pdf = await download;
    expect(pdf.suggestedFilename()).toBe("nota-ORD41000001.pdf");
    const bytes = fs.readFileSync(await pdf.path());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    // What the PDF says, read back as a PDF reader would (poppler).
    const text = execFileSync("pdftotext", ["-raw", "-", "-"], { input: bytes }).toString();
    for (const expected of [
      "ORD41000001",
      "Rp 125.000",
      "Terbilang: Seratus dua puluh lima ribu rupiah",
    ]) {
      expect(text).toContain(expected);
    }

    await view.click();
    await expect(page).toHaveURL(/\/nota\?number=ORD41000001&format=png&key=/);
    const shown = await page.request.get(page.url());
    expect(shown.headers()["content-type"]).toBe("image/png");
    expect(PNG.sync.read(await shown.body()).width).toBe(1080);
    if (SCREENSHOTS) fs.writeFileSync(`${SCREENSHOTS}/nota.png`, await shown.body());
  });

  test("the seller sends the nota on WhatsApp and prints it 58 mm wide @layout", async ({
    page,
    baseURL,
  }) => {
    const { shop, order } = await createShopWithOrder("ORD41000002");
    const { value: secret } = await data.db
      .selectFrom("platform_secrets")
      .select("value")
      .where("name", "=", "auth")
      .executeTakeFirstOrThrow();
    const link = `${baseURL}/${shop.username}/nota?number=ORD41000002&format=png&key=${notaKeyOf(secret, order.id)}`;
    const text = `Halo Rina Marlina, berikut nota pesanan ORD41000002 dari Warung Nota:\n${link}\n\nTerima kasih telah berbelanja.`;

    await logInAsSeller(page, shop);
    await page.goto("/admin/orders/ORD41000002");
    const card = page.getByRole("region", { name: "Nota" });
    const send = card.getByRole("link", { name: "Kirim Nota" });
    await expect(send).toHaveAttribute(
      "href",
      `https://wa.me/6285712345678?text=${encodeURIComponent(text)}`,
    );
    await expect(send).toHaveAttribute("target", "_blank");
    if (SCREENSHOTS) await card.screenshot({ path: `${SCREENSHOTS}/nota-card.png` });

    // The link she gets opens the nota without her digits, with no session.
    const opened = await page.context().browser()!.newContext();
    const answer = await opened.request.get(link);
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toBe("image/png");
    await opened.close();

    await card.getByRole("link", { name: "Cetak 58 mm" }).click();
    await expect(page).toHaveURL(/\/admin\/orders\/ORD41000002\/print$/);
    const paper = page.getByRole("article", { name: "Nota Pesanan" });
    await expect(paper).toContainText("Warung Nota");
    await expect(paper).toContainText("Jl. Melati No. 5, Bandung");
    await expect(paper).toContainText("2 x Rp 50.000");
    await expect(paper).toContainText("Level: Pedas");
    await expect(paper).toContainText("Rp 125.000");
    await expect(paper).toContainText("Terbilang: Seratus dua puluh lima ribu rupiah");
    await expect(paper).toContainText("BELUM LUNAS");
    // 58 mm at the CSS 96 pixels an inch.
    const width = await paper.evaluate((element) => element.getBoundingClientRect().width);
    expect(Math.round(width)).toBe(Math.round((58 / 25.4) * 96));
    // The page comes as a whole document: its 'Cetak' waits, disabled, for the page's scripts,
    // so a tap before them is not lost without a word.
    const served = await (await page.request.get("/admin/orders/ORD41000002/print")).text();
    expect(served).toMatch(/<button[^>]*disabled=""[^>]*>(?:(?!<\/button>).)*Cetak<\/button>/s);
    // 'Cetak' opens the browser's print dialog.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole("button", { name: "Cetak" }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    if (SCREENSHOTS)
      await page.screenshot({ path: `${SCREENSHOTS}/nota-print.png`, fullPage: true });
    // On paper the nota alone: no buttons.
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Cetak" })).toBeHidden();
    await expect(paper).toBeVisible();
  });
});
