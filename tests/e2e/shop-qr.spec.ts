import fs from "node:fs";
import type { Locator } from "@playwright/test";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { mediaVariantUrl } from "#domain/media";
import { createOrderRecord } from "#server/seed/factories";
import { expect, test } from "./fixtures";
import { expectNoSeriousViolations } from "./support/axe";
import { logInAsSeller } from "./support/seller-login";
import { signInPage } from "./support/session";
import { createShop, openShopData, type ShopData } from "./support/shop-data";
import { EnglishCheck } from "./support/visible-text";

// The shop's QR code for the stall's table (decision 022): shown on /admin/qr, downloaded as
// SVG and PNG, printed as an A5 poster; and the QR of a verified order's tracking link.
// Codes are read back with a QR decoder, as a phone camera would read them.

const SCREENSHOTS = process.env.E2E_SCREENSHOT_DIR;

function decodePng(bytes: Buffer): string | undefined {
  const png = PNG.sync.read(bytes);
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** What a camera reads from the image on screen, once it has loaded. */
async function decodeShown(image: Locator): Promise<string | undefined> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth))
    .toBeGreaterThan(0);
  return decodePng(await image.screenshot());
}

test.describe("the shop's QR code", () => {
  let data: ShopData;
  test.beforeAll(() => {
    data = openShopData();
  });
  test.afterAll(async () => {
    await data?.close();
  });

  test("shows the code, downloads SVG and PNG and prints an A5 poster @layout", async ({
    page,
    baseURL,
  }, testInfo) => {
    // The demo shop's stored logo, so that the poster has a real picture to show.
    const { logo_url: logoUrl } = await data.db
      .selectFrom("brands")
      .select("logo_url")
      .where("username", "=", "demo")
      .executeTakeFirstOrThrow();
    const shop = await createShop(data, { name: "Kedai Kopi Sari", logoUrl: logoUrl! });
    const shopUrl = `${baseURL}/${shop.username}`;
    const shortUrl = shopUrl.replace(/^https?:\/\//, "");
    await logInAsSeller(page, shop);
    if (testInfo.project.name === "desktop") {
      await page
        .getByRole("navigation", { name: "Menu admin" })
        .getByRole("link", { name: "Kode QR" })
        .click();
    } else {
      await page.goto("/admin/qr");
    }
    await expect(page).toHaveURL(/\/admin\/qr$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kode QR Toko" })).toBeVisible();
    const code = page.getByRole("img", { name: `Kode QR toko ${shopUrl}` });
    expect(await decodeShown(code)).toBe(shopUrl);
    await expect(page.getByRole("link", { name: shortUrl })).toHaveAttribute("href", shopUrl);
    const english = new EnglishCheck(page);
    await english.read("/admin/qr");
    await expectNoSeriousViolations(page, "/admin/qr");
    if (SCREENSHOTS)
      await page.screenshot({
        path: `${SCREENSHOTS}/qr-page-${testInfo.project.name}.png`,
        fullPage: true,
      });

    const [svgDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Unduh SVG" }).click(),
    ]);
    expect(svgDownload.suggestedFilename()).toBe(`qr-${shop.username}.svg`);
    const svg = fs.readFileSync(await svgDownload.path(), "utf8");
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg.trim().endsWith("</svg>")).toBe(true);

    const [pngDownload] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Unduh PNG" }).click(),
    ]);
    expect(pngDownload.suggestedFilename()).toBe(`qr-${shop.username}.png`);
    expect(decodePng(fs.readFileSync(await pngDownload.path()))).toBe(shopUrl);

    // The downloaded SVG is the code too: shown on its own, a camera reads the shop's URL.
    const svgPage = await page.context().newPage();
    await svgPage.setContent(
      `<img alt="svg" style="width:300px;height:300px" src="data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}">`,
    );
    expect(await decodeShown(svgPage.getByRole("img", { name: "svg" }))).toBe(shopUrl);
    await svgPage.close();

    await page.getByRole("link", { name: "Cetak Poster" }).click();
    await expect(page).toHaveURL(/\/admin\/qr\/poster$/);
    const poster = page.getByRole("article", { name: "Poster Kode QR" });
    await expect(poster.getByText("Kedai Kopi Sari", { exact: true })).toBeVisible();
    await expect(poster.getByText(shortUrl, { exact: true })).toBeVisible();
    await expect(poster.getByText("Pindai untuk pesan", { exact: true })).toBeVisible();
    const logo = poster.getByRole("img", { name: "Logo Kedai Kopi Sari" });
    await expect(logo).toHaveAttribute("src", mediaVariantUrl(logoUrl!, 320));
    await expect
      .poll(() => logo.evaluate((element: HTMLImageElement) => element.naturalWidth))
      .toBeGreaterThan(0);
    expect(await decodeShown(poster.getByRole("img", { name: `Kode QR toko ${shopUrl}` }))).toBe(
      shopUrl,
    );
    await english.read("/admin/qr/poster");
    expect(english.report()).toEqual([]);
    await expectNoSeriousViolations(page, "/admin/qr/poster");
    if (SCREENSHOTS)
      await page.screenshot({
        path: `${SCREENSHOTS}/qr-poster-${testInfo.project.name}.png`,
        fullPage: true,
      });

    // 'Cetak' opens the browser's print dialog, which makes the PDF.
    await page.evaluate(() => {
      window.print = () => document.body.setAttribute("data-printed", "yes");
    });
    await page.getByRole("button", { name: "Cetak" }).click();
    await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");

    // The print stylesheet: an A5 page holding the poster alone.
    const pageSizes = await page.evaluate(() =>
      [...document.styleSheets].flatMap((sheet) =>
        [...sheet.cssRules]
          .filter((rule): rule is CSSPageRule => rule instanceof CSSPageRule)
          .map((rule) => rule.style.getPropertyValue("size")),
      ),
    );
    // Chromium writes 'A5 portrait' as 'a5', portrait being A5's own orientation.
    expect(pageSizes).toHaveLength(1);
    expect(pageSizes[0]).toMatch(/^a5( portrait)?$/i);
    await page.emulateMedia({ media: "print" });
    await expect(page.getByRole("button", { name: "Cetak" })).toBeHidden();
    await expect(page.getByRole("navigation", { name: "Menu admin" })).toBeHidden();
    await expect(page.getByRole("banner")).toBeHidden();
    await expect(poster.getByText(shortUrl, { exact: true })).toBeVisible();
    await expect(logo).toBeVisible();
    const box = await poster.boundingBox();
    // 148 mm at 96 CSS pixels an inch, from the page's top left corner.
    expect(box).toMatchObject({ x: 0, y: 0 });
    expect(box!.width).toBeCloseTo((148 / 25.4) * 96, 0);
    if (SCREENSHOTS)
      await page.screenshot({
        path: `${SCREENSHOTS}/qr-print-${testInfo.project.name}.png`,
        fullPage: true,
      });

    // Printed by Chromium itself: one A5 sheet, 419.5 × 595.3 pt.
    const pdf = (await page.pdf({ preferCSSPageSize: true, printBackground: true })).toString(
      "latin1",
    );
    expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
    const mediaBox = /\/MediaBox\s*\[\s*0 0 ([\d.]+) ([\d.]+)\s*\]/.exec(pdf);
    // Chromium rounds to whole points; A4 would be 595 × 842, Letter 612 × 792.
    expect(Math.abs(Number(mediaBox?.[1]) - 419.5)).toBeLessThanOrEqual(1);
    expect(Math.abs(Number(mediaBox?.[2]) - 595.3)).toBeLessThanOrEqual(1);
  });

  test("the poster breaks a long shop address only after '/' or '.', inside the poster @layout", async ({
    page,
    baseURL,
  }, testInfo) => {
    // A long address without a '/' or '.' in its name: it must shrink rather than split.
    const shop = await createShop(data, {
      name: "Dapur Bu Sari",
      username: `dapurbusarienakselaluramai${Date.now()}`,
    });
    const shortUrl = `${baseURL}/${shop.username}`.replace(/^https?:\/\//, "");
    await signInPage(page, baseURL!, shop);
    for (const media of ["screen", "print"] as const) {
      await page.emulateMedia({ media });
      await page.goto("/admin/qr/poster");
      const poster = page.getByRole("article", { name: "Poster Kode QR" });
      const address = poster.getByText(shortUrl, { exact: true });
      await expect(address).toBeVisible();
      // The address's lines as drawn: each character's box, grouped by the line it sits on.
      const drawn = await address.evaluate((element) => {
        const lines = new Map<number, string>();
        let right = 0;
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? "";
          for (let i = 0; i < text.length; i++) {
            const range = document.createRange();
            range.setStart(node, i);
            range.setEnd(node, i + 1);
            const box = range.getBoundingClientRect();
            const top = Math.round(box.top + box.height / 2);
            const line = [...lines.keys()].find((key) => Math.abs(key - top) < box.height / 2);
            lines.set(line ?? top, (lines.get(line ?? top) ?? "") + text[i]);
            right = Math.max(right, box.right);
          }
        }
        const article = element.closest("article")!.getBoundingClientRect();
        return { lines: [...lines.values()], right, posterRight: article.right };
      });
      expect(drawn.lines.join("")).toBe(shortUrl);
      for (const line of drawn.lines.slice(0, -1)) expect(line, media).toMatch(/[/.]$/);
      expect(drawn.lines.at(-1)!.endsWith(shop.username), media).toBe(true);
      expect(drawn.right, media).toBeLessThanOrEqual(drawn.posterRight);
      if (SCREENSHOTS && media === "screen")
        await poster.screenshot({
          path: `${SCREENSHOTS}/qr-poster-long-${testInfo.project.name}.png`,
        });
    }
  });

  test("a verified order shows the QR of its tracking link @layout", async ({
    page,
    baseURL,
  }, testInfo) => {
    const shop = await createShop(data, { name: "Warung QR" });
    const orderNumber = "ORD22119001";
    await createOrderRecord(data.db, {
      brandId: shop.brandId,
      orderNumber,
      customerName: "Budi Santoso",
      customerPhone: "6285712345678",
      status: "diproses",
      items: [{ productId: null, productName: "Kopi Susu", quantity: 1, unitPrice: 18000 }],
      histories: [{ status: "menunggu_diterima", createdAt: "2026-11-22T03:00:00.000Z" }],
      createdAt: "2026-11-22T02:55:00.000Z",
    });
    const trackingUrl = `${baseURL}/${shop.username}/order-tracking?number=${orderNumber}`;

    await page.goto(`/${shop.username}/order-tracking?number=${orderNumber}`);
    const dialog = page.getByRole("dialog", { name: "Verifikasi Nomor HP" });
    await expect(dialog).toBeVisible();
    // Before the phone check there is no QR (and nothing else of the order).
    await expect(page.locator('img[src*="/order-tracking/qr"]')).toHaveCount(0);
    await dialog.getByRole("textbox", { name: "4 digit terakhir nomor HP" }).fill("5678");
    await dialog.getByRole("button", { name: "Verifikasi" }).click();
    await expect(dialog).toBeHidden();

    const region = page.getByRole("region", { name: "Kode QR pelacakan" });
    const code = region.getByRole("img", { name: `Kode QR pelacakan pesanan ${orderNumber}` });
    await expect(code).toHaveAttribute("loading", "lazy");
    await expect(code).toHaveAttribute(
      "src",
      `/${shop.username}/order-tracking/qr?number=${orderNumber}`,
    );
    expect(await decodeShown(code)).toBe(trackingUrl);
    await expectNoSeriousViolations(page, "/{shop}/order-tracking with its QR");
    if (SCREENSHOTS)
      await region.screenshot({ path: `${SCREENSHOTS}/qr-tracking-${testInfo.project.name}.png` });
  });
});
