import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PNG } from "pngjs";
import { createRequestHandler } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TrackedOrder } from "#domain/order-tracking";
import { storeImage } from "#server/media/images";
import { pageRequestOf } from "#server/page-cache";
import { createOrderRecord, createStore } from "#server/seed/factories";
import { updatePaymentStatus } from "#server/services/order-payments";
import * as orderDetailRoute from "#app/routes/admin/order-detail";
import * as orderNotaRoute from "#app/routes/admin/order-nota";
import * as orderPrintRoute from "#app/routes/admin/order-print";
import * as notaRoute from "#app/routes/nota";
import * as trackingRoute from "#app/routes/order-tracking";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// The nota (decision 057) through its real addresses: the customer's, opened by the tracking
// check or the seller's key; the seller's own copies and print page. The PDF's text is read
// back with poppler's pdftotext, the PNG's size with a PNG reader.

const ROUTES = [
  {
    id: "admin-order-nota",
    path: "admin/orders/:orderNumber/nota/:format",
    module: orderNotaRoute,
  },
  { id: "admin-order-print", path: "admin/orders/:orderNumber/print", module: orderPrintRoute },
  { id: "admin-order-detail", path: "admin/orders/:orderNumber", module: orderDetailRoute },
  { id: "nota", path: ":username/nota", module: notaRoute },
  { id: "brand-order-tracking", path: ":username/order-tracking", module: trackingRoute },
];

const APP_URL = "http://localhost:3000";
const ORDER = "ORD31000001";
const OTHER_ORDER = "ORD31000002";
const PAID_ORDER = "ORD31000003";
const WRONG_CHECK =
  "Nota hanya dapat dibuka dari halaman lacak pesanan setelah verifikasi 4 digit terakhir nomor HP, atau dari tautan yang dikirim penjual.";

/** The PDF's text in the order it was written (the turned stamp stays one line). */
function pdfText(bytes: ArrayBuffer): string {
  return execFileSync("pdftotext", ["-raw", "-", "-"], { input: Buffer.from(bytes) }).toString();
}

/** The pictures placed in a PDF, one line each, as poppler's pdfimages lists them. */
function pdfImages(bytes: ArrayBuffer): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-nota-"));
  try {
    const file = path.join(dir, "nota.pdf");
    fs.writeFileSync(file, Buffer.from(bytes));
    const list = execFileSync("pdfimages", ["-list", file]).toString().trim().split("\n");
    // The first two lines are the table's heading.
    return list.slice(2);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

let ipCounter = 0;

describe.each(testDatabaseKinds)("the nota on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let sariCookie: string;
  let tonoCookie: string;
  let sari: Awaited<ReturnType<typeof brandOwner>>;

  async function signIn(email: string): Promise<string> {
    const response = await t.auth.api.signInEmail({
      body: { email, password: "rahasia123" },
      asResponse: true,
    });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  /** A plain GET as a link sends it, from a client address of its own. */
  function get(path: string, cookie?: string) {
    const ip = `10.31.0.${++ipCounter}`;
    return createRequestHandler(
      createTestBuild(ROUTES.map((route) => ({ ...route, parentId: "root" }))),
      "production",
    )(new Request(new URL(path, APP_URL), { headers: cookie ? { Cookie: cookie } : {} }), {
      ...context,
      clientIp: ip,
    });
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    sari = await brandOwner(t, "sari");
    const tono = await brandOwner(t, "tono");
    sariCookie = await signIn("sari@example.com");
    tonoCookie = await signIn("tono@example.com");
    // The shop's address is its first store's.
    await createStore(t.db, sari.brandId, {
      name: "Toko Utama",
      address: "Jl. Melati No. 5, Bandung",
      phone: "6281200000001",
    });
    const branch = await createStore(t.db, sari.brandId, {
      name: "Cabang",
      address: "Jl. Kenanga No. 9, Cimahi",
      phone: "6281200000002",
    });
    await t.db
      .updateTable("stores")
      .set({ created_at: "2030-01-01T00:00:00.000Z" })
      .where("id", "=", typeof branch === "string" ? branch : branch.id)
      .execute();
    await t.db
      .updateTable("brands")
      .set({ phone_number: "6281234567890" })
      .where("id", "=", sari.brandId)
      .execute();
    await createOrderRecord(t.db, {
      brandId: sari.brandId,
      orderNumber: ORDER,
      customerName: "Rina",
      customerPhone: "6285712345678",
      createdAt: "2026-11-22T07:05:00.000Z",
      items: [
        {
          productId: null,
          productName: "Nasi Goreng",
          quantity: 2,
          unitPrice: 50_000,
          options: [{ name: "Level", value: "Pedas" }],
        },
        { productId: null, productName: "Es Teh", quantity: 5, unitPrice: 5_000 },
      ],
    });
    await createOrderRecord(t.db, {
      brandId: tono.brandId,
      orderNumber: OTHER_ORDER,
      customerName: "Dedi",
      customerPhone: "6285799990000",
      items: [{ productId: null, productName: "Bakso", quantity: 1, unitPrice: 20_000 }],
    });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("refuses a customer's nota without the check, with wrong digits or a wrong key", async () => {
    const none = await get(`/sari/nota?number=${ORDER}&format=pdf`);
    expect(none.status).toBe(401);
    expect(await none.text()).toBe(WRONG_CHECK);

    const wrong = await get(`/sari/nota?number=${ORDER}&format=pdf&digits=1234`);
    expect(wrong.status).toBe(401);
    expect(await wrong.text()).toBe("4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi.");

    const forged = await get(`/sari/nota?number=${ORDER}&format=png&key=AAAAAAAAAAAAAAAAAAAAAA`);
    expect(forged.status).toBe(401);
    expect(forged.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");

    // The right digits, but in another shop: no such order there.
    const elsewhere = await get(`/tono/nota?number=${ORDER}&format=pdf&digits=5678`);
    expect(elsewhere.status).toBe(404);
  });

  it("gives the customer a PDF with the order, its lines, total and the amount in words", async () => {
    const response = await get(`/sari/nota?number=${ORDER}&format=pdf&digits=5678&download=1`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="nota-${ORDER}.pdf"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const text = pdfText(await response.arrayBuffer());
    for (const expected of [
      "Nota Pesanan",
      ORDER,
      "22 Nov 2026, 14:05",
      "Jl. Melati No. 5, Bandung",
      "WhatsApp 0812-3456-7890",
      "Nasi Goreng",
      "2 x Rp 50.000",
      "Level: Pedas",
      "Rp 125.000",
      "Terbilang: Seratus dua puluh lima ribu rupiah",
      "Metode Pembayaran",
      "BELUM LUNAS",
      "Terima kasih telah berbelanja",
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain("Cimahi");
  });

  it("names the order's payment method and stamps what the seller recorded", async () => {
    const { id } = await createOrderRecord(t.db, {
      brandId: sari.brandId,
      orderNumber: PAID_ORDER,
      customerName: "Wati",
      customerPhone: "6285711112222",
      items: [{ productId: null, productName: "Bolu Pandan", quantity: 1, unitPrice: 120_417 }],
    });
    await t.db
      .updateTable("orders")
      .set({ payment_method: "transfer", payment_unique_code: 417 })
      .where("id", "=", id)
      .execute();
    const notaText = async () =>
      pdfText(
        await (await get(`/sari/nota?number=${PAID_ORDER}&format=pdf&digits=2222`)).arrayBuffer(),
      );

    await updatePaymentStatus(
      t.db,
      sari,
      { orderId: id, paymentStatus: "dp", dpAmount: "50000" },
      { appUrl: context.config.appUrl },
    );
    const dp = await notaText();
    expect(dp).toContain("Transfer Bank");
    expect(dp).toContain("Kode Unik");
    expect(dp).toContain("DP Rp 50.000");
    expect(dp).not.toContain("BELUM LUNAS");

    await updatePaymentStatus(
      t.db,
      sari,
      { orderId: id, paymentStatus: "paid" },
      { appUrl: context.config.appUrl },
    );
    const paid = await notaText();
    expect(paid).toContain("LUNAS");
    expect(paid).not.toContain("BELUM LUNAS");
    expect(paid).not.toContain("DP Rp");
  });

  it("shows the nota as a PNG 1080 pixels wide", async () => {
    const response = await get(`/sari/nota?number=${ORDER}&format=png&digits=5678`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Disposition")).toBe(
      `inline; filename="nota-${ORDER}.png"`,
    );
    const png = PNG.sync.read(Buffer.from(await response.arrayBuffer()));
    expect(png.width).toBe(1080);
    expect(png.height).toBeGreaterThan(png.width);
  });

  it("opens the nota from the tracking page's links after the check", async () => {
    const requester = createDataRequester(ROUTES, { ...context, clientIp: "10.31.1.1" });
    const answer = await requester.post("/sari/order-tracking", {
      intent: "verify",
      orderNumber: ORDER,
      digits: "5678",
    });
    const { order } = (answer.value as { value: { order: TrackedOrder } }).value;
    expect(order.notaLinks.map((link) => link.label)).toEqual([
      "Lihat Nota",
      "Unduh Nota (PDF)",
      "Simpan Nota (PNG)",
    ]);
    for (const link of order.notaLinks) {
      expect(link.href).not.toContain("5678");
      expect((await get(link.href)).status).toBe(200);
    }
    const pdf = await get(order.notaLinks[1].href);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdfText(await pdf.arrayBuffer())).toContain(ORDER);
  });

  it("lets the seller send a link the customer opens without her digits", async () => {
    const requester = createDataRequester(ROUTES, context);
    const page = await requester.load(`/admin/orders/${ORDER}`, { cookie: sariCookie });
    const { nota } = (page.value as Record<string, { data: { nota: { whatsappUrl: string } } }>)[
      "admin-order-detail"
    ].data;
    const url = new URL(nota.whatsappUrl);
    expect(`${url.origin}${url.pathname}`).toBe("https://wa.me/6285712345678");
    const text = url.searchParams.get("text")!;
    const link = /http:\/\/localhost:3000\/sari\/nota\?\S+/.exec(text)![0];
    expect(nota.whatsappUrl).toBe(
      `https://wa.me/6285712345678?text=${encodeURIComponent(
        `Halo Rina, berikut nota pesanan ${ORDER} dari sari:\n${link}\n\nTerima kasih telah berbelanja.`,
      )}`,
    );
    const opened = await get(link);
    expect(opened.status).toBe(200);
    expect(opened.headers.get("Content-Type")).toBe("image/png");
    // The key is this order's: another order's number with it opens nothing.
    const key = new URL(link).searchParams.get("key")!;
    expect((await get(`/tono/nota?number=${OTHER_ORDER}&format=pdf&key=${key}`)).status).toBe(401);
  });

  it("gives the seller her own orders' nota and nobody else's", async () => {
    const pdf = await get(`/admin/orders/${ORDER}/nota/pdf`, sariCookie);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
    expect(pdfText(await pdf.arrayBuffer())).toContain("Rp 125.000");
    const png = await get(`/admin/orders/${ORDER}/nota/png`, sariCookie);
    expect(png.headers.get("Content-Type")).toBe("image/png");

    expect((await get(`/admin/orders/${ORDER}/nota/pdf`, tonoCookie)).status).toBe(404);
    expect((await get(`/admin/orders/${ORDER}/nota/svg`, sariCookie)).status).toBe(404);
    const anonymous = await get(`/admin/orders/${ORDER}/nota/pdf`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get("Content-Type")).not.toBe("application/pdf");
  });

  it("is never a kept shop page", () => {
    const request = new Request(`${APP_URL}/sari/nota?number=${ORDER}&format=pdf&key=abc`);
    expect(pageRequestOf(request)).toBeUndefined();
    expect(pageRequestOf(new Request(`${APP_URL}/sari`))).toBeDefined();
  });

  it("lays the 58 mm print page out from the same nota, for its seller only", async () => {
    const requester = createDataRequester(ROUTES, context);
    const page = await requester.load(`/admin/orders/${ORDER}/print`, { cookie: sariCookie });
    const { nota } = (
      page.value as Record<string, { data: { nota: { layout: { total: { value: string } } } } }>
    )["admin-order-print"].data;
    expect(nota.layout.total.value).toBe("Rp 125.000");
    const other = await requester.load(`/admin/orders/${ORDER}/print`, { cookie: tonoCookie });
    expect(other.status).toBe(404);
  });

  it("puts the shop's logo on the nota", async () => {
    const without = await get(`/admin/orders/${ORDER}/nota/pdf`, sariCookie);
    expect(pdfImages(await without.arrayBuffer())).toHaveLength(0);
    const logo = await sharp({
      create: { width: 400, height: 400, channels: 3, background: "#0f766e" },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(context.media, "brand-logos", logo);
    await t.db
      .updateTable("brands")
      .set({ logo_url: stored.url })
      .where("username", "=", "sari")
      .execute();
    const pdf = await get(`/admin/orders/${ORDER}/nota/pdf`, sariCookie);
    expect(pdfImages(await pdf.arrayBuffer())).toHaveLength(1);
    await t.db
      .updateTable("brands")
      .set({ logo_url: null })
      .where("username", "=", "sari")
      .execute();
  });
});
