import QRCode from "qrcode";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction } from "#app/routes/api/orders";
import { action as qrisReadAction } from "#app/routes/api/qris-read";
import * as paymentsRoute from "#app/routes/admin/payments";
import type { PlacedOrder } from "#domain/checkout-request";
import { PAYMENT_MESSAGES } from "#domain/payment-methods";
import { QRIS_MESSAGES } from "#domain/qris";
import type { BrandOwner } from "#server/auth/guards";
import { buildStickerQrisPayload, createProduct } from "#server/seed/factories";
import { getCheckoutSettings } from "#server/services/checkout-settings";
import { createOrder } from "#server/services/orders";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester } from "./support/route-requests";
import { brandOwner, codeOf } from "./support/sellers";

// The shop's payment methods (decision 055): the seller's settings through the admin's
// form, the QRIS read from a picture, and orders that choose a method.

const SHOP = "warung-bayar";
const STICKER = buildStickerQrisPayload({
  merchantName: "WARUNG BAYAR",
  city: "BANDUNG",
  nmid: "ID1020021181745",
});

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  note: "",
  referralCode: "",
};
// 2026-11-22 10:00 in Jakarta: 'Besok' is 23/11/2026.
const now = () => new Date("2026-11-22T03:00:00Z");

describe.each(testDatabaseKinds)("payment methods on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let cookie: string;
  let productId: string;
  let request: ReturnType<typeof createDataRequester>;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    owner = await brandOwner(t, SHOP);
    productId = (await createProduct(t.db, owner.brandId, { name: "Nasi Kuning", price: 15_000 }))
      .id;
    const signedIn = await t.auth.api.signInEmail({
      body: { email: `${SHOP}@example.com`, password: "rahasia123" },
      asResponse: true,
    });
    cookie = signedIn.headers
      .getSetCookie()
      .map((value) => value.split(";")[0])
      .join("; ");
    request = createDataRequester(
      [{ id: "admin-payments", path: "admin/payments", module: paymentsRoute }],
      context,
    );
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const post = (fields: Record<string, string>) =>
    request.post("/admin/payments", fields, { cookie });
  const formError = (value: unknown) =>
    (value as { result?: { error?: Record<string, string[]> } }).result?.error?.[""]?.[0];
  const brandRow = () =>
    t.db
      .selectFrom("brands")
      .select(["is_cash_enabled", "is_transfer_enabled", "bank_accounts", "qris_payload"])
      .where("id", "=", owner.brandId)
      .executeTakeFirstOrThrow();
  const orderCount = async () =>
    (await t.db.selectFrom("orders").select("id").where("brand_id", "=", owner.brandId).execute())
      .length;
  const order = (paymentMethod?: string, drawUniqueCode?: () => number) =>
    createOrder(
      context,
      {
        username: SHOP,
        form: { ...FORM, ...(paymentMethod ? { paymentMethod } : {}) },
        items: [{ productId, quantity: 2, notes: "", seenPrice: 15_000 }],
      },
      { now, drawUniqueCode },
    );

  async function readPicture(bytes: Buffer | null) {
    const form = new FormData();
    if (bytes) form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), "q.png");
    const response = (await qrisReadAction({
      request: new Request(`${context.config.appUrl}/api/qris-read`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: context.config.appUrl },
        body: form,
      }),
      context,
      params: {},
    } as unknown as Parameters<typeof qrisReadAction>[0])) as unknown as {
      data: Record<string, string>;
      init: { status?: number } | null;
    };
    return { status: response.init?.status ?? 200, body: response.data };
  }

  const qrPng = (text: string) => QRCode.toBuffer(text, { type: "png", width: 400, margin: 4 });

  it("starts with cash only, so a shop keeps taking orders after the migration", async () => {
    const settings = await getCheckoutSettings(t.db, owner.brandId, now());
    expect(settings.paymentMethods).toEqual(["cash"]);
    const placed = await order();
    const stored = await t.db
      .selectFrom("orders")
      .select(["payment_method", "payment_unique_code", "total"])
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ payment_method: "cash", payment_unique_code: null, total: 30_000 });
    expect(placed.message).toContain("\nPembayaran: Bayar di Tempat\n");
  });

  it("refuses switching off the last method, and changes nothing", async () => {
    const answer = await post({ intent: "set-method", method: "cash", isEnabled: "false" });
    expect(answer.status).toBe(400);
    expect(formError(answer.value)).toBe(PAYMENT_MESSAGES.lastMethod);
    expect((await brandRow()).is_cash_enabled).toBe(true);
  });

  it("refuses a method the shop switched off, and stores nothing", async () => {
    const before = await orderCount();
    expect(await codeOf(order("transfer"))).toBe(
      `VALIDATION: ${PAYMENT_MESSAGES.methodUnavailable}`,
    );
    expect(await codeOf(order("bitcoin"))).toBe(
      `VALIDATION: ${PAYMENT_MESSAGES.methodUnavailable}`,
    );
    // Through the orders endpoint too: the refusal's message, nothing written.
    const response = await orderAction({
      request: new Request(`${context.config.appUrl}/api/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({
          username: SHOP,
          form: { ...FORM, paymentMethod: "qris" },
          items: [{ productId, quantity: 1, notes: "", seenPrice: 15_000 }],
        }),
      }),
      context: { ...context, clientIp: "203.0.113.9" },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: PAYMENT_MESSAGES.methodUnavailable });
    expect(await orderCount()).toBe(before);
  });

  it("adds a transfer account, then lets cash be switched off", async () => {
    const refused = await post({ intent: "save-account", bank: "", accountNumber: "12ab" });
    expect(refused.status).toBe(400);
    expect((await brandRow()).bank_accounts).toBeNull();

    const saved = await post({
      intent: "save-account",
      bank: "BCA",
      accountNumber: "123 456 7890",
      holder: "Sari Bayar",
    });
    expect(saved.status).toBe(200);
    const [account] = (await brandRow()).bank_accounts as { id: string }[];
    expect(account).toMatchObject({
      bank: "BCA",
      accountNumber: "1234567890",
      holder: "Sari Bayar",
    });

    expect((await post({ intent: "set-method", method: "cash", isEnabled: "false" })).status).toBe(
      200,
    );
    expect((await getCheckoutSettings(t.db, owner.brandId, now())).paymentMethods).toEqual([
      "transfer",
    ]);
    // Transfer is the only method left: its last account cannot go.
    const deleted = await post({ intent: "delete-account", id: account.id });
    expect(formError(deleted.value)).toBe(PAYMENT_MESSAGES.lastMethod);
    expect((await brandRow()).bank_accounts).toHaveLength(1);
  });

  it("stores a transfer's unique code apart and in the total", async () => {
    expect((await post({ intent: "set-unique-code", isEnabled: "true" })).status).toBe(200);
    const placed = await order("transfer", () => 417);
    const stored = await t.db
      .selectFrom("orders")
      .select(["payment_method", "payment_unique_code", "total"])
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      payment_method: "transfer",
      payment_unique_code: 417,
      total: 30_417,
    });
    expect(placed.total).toBe(30_417);
    expect(placed.message).toContain("\nKode Unik: Rp 417\n*Total Harga: Rp 30.417*\n");
    expect(placed.payment).toMatchObject({
      method: "transfer",
      uniqueCode: 417,
      total: 30_417,
      bankAccounts: [{ bank: "BCA", accountNumber: "1234567890" }],
      qris: null,
    });
    // A random code otherwise, within its range.
    const drawn = await order("transfer");
    expect(drawn.total - 30_000).toBeGreaterThanOrEqual(1);
    expect(drawn.total - 30_000).toBeLessThanOrEqual(999);
  });

  it("refuses a picture with no code, or a code that is no valid QRIS, and saves nothing", async () => {
    const blank = await sharp({
      create: { width: 300, height: 300, channels: 3, background: "#ffffff" },
    })
      .png()
      .toBuffer();
    expect(await readPicture(blank)).toEqual({
      status: 400,
      body: { error: PAYMENT_MESSAGES.qrisNoCode },
    });
    expect(await readPicture(null)).toEqual({
      status: 400,
      body: { error: PAYMENT_MESSAGES.qrisPictureRequired },
    });
    expect(await readPicture(await qrPng("https://example.com/bayar"))).toEqual({
      status: 400,
      body: { error: QRIS_MESSAGES.notQris },
    });
    const broken = `${STICKER.slice(0, -4)}${STICKER.endsWith("0000") ? "1111" : "0000"}`;
    expect(await readPicture(await qrPng(broken))).toEqual({
      status: 400,
      body: { error: QRIS_MESSAGES.checksum },
    });
    // A payload posted without its picture is checked again.
    const forged = await post({ intent: "save-qris", payload: broken });
    expect(formError(forged.value)).toBe(QRIS_MESSAGES.checksum);
    expect((await brandRow()).qris_payload).toBeNull();
  });

  it("reads a valid QRIS, saves it only once confirmed, and shows the order's amount", async () => {
    const read = await readPicture(await qrPng(STICKER));
    expect(read).toEqual({
      status: 200,
      body: {
        merchantName: "WARUNG BAYAR",
        city: "BANDUNG",
        nmid: "ID1020021181745",
        payload: STICKER,
      },
    });
    // Read, not saved.
    expect((await brandRow()).qris_payload).toBeNull();
    expect((await post({ intent: "save-qris", payload: read.body.payload })).status).toBe(200);
    expect((await brandRow()).qris_payload).toBe(STICKER);

    const placed: PlacedOrder = await order("qris");
    expect(placed.payment?.qris).toMatchObject({
      merchantName: "WARUNG BAYAR",
      nmid: "ID1020021181745",
    });
    expect(placed.payment?.qris?.svg).toMatch(/^<svg /);
    expect(placed.payment?.qris?.downloadUrl).toBe(
      `/${SHOP}/order-tracking/qris?number=${placed.orderNumber}&digits=7890`,
    );
    expect(placed.message).toContain("\nPembayaran: QRIS\n");
  });
});
