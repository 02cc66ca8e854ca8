import type { SubmissionResult } from "@conform-to/react";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as deliveryRoute from "#app/routes/admin/delivery";
import * as orderDetailRoute from "#app/routes/admin/order-detail";
import * as exportRoute from "#app/routes/admin/orders-export";
import * as trackingRoute from "#app/routes/order-tracking";
import type { CheckoutRequest } from "#domain/checkout-request";
import { DELIVERY_AREA_MESSAGES, deliveryAreasOf } from "#domain/delivery-fee";
import { buildOrderTimeline, type OrderDetail } from "#domain/order-summary";
import type { TrackedOrder } from "#domain/order-tracking";
import { calendarDayIn } from "#domain/shop-time";
import type { BrandOwner } from "#server/auth/guards";
import { createProduct } from "#server/seed/factories";
import { deleteOwnDeliveryArea } from "#server/services/delivery-areas";
import { readOwnNota } from "#server/services/nota";
import { cancelOrder } from "#server/services/admin-orders";
import { setOrderDeliveryFee } from "#server/services/order-delivery-fee";
import { createOrder } from "#server/services/orders";
import { getShopTrends } from "#server/services/trends";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild, type DataResponse } from "./support/route-requests";
import { brandOwner, codeOf } from "./support/sellers";

// Decision 058: a shop's delivery areas, each with its fee and its free-delivery amount,
// and 'Ongkir menyusul' for everywhere else. The fee is the server's, from what is stored:
// an area not served or a fee other than the shop's refuses the order and stores nothing.
// The fee is in the order's total, its WhatsApp text, tracking, the nota and the export, a
// fee set later is in the order's history, and the shop's daily revenue and fees always
// equal what its orders say.

const ROUTES = [
  { id: "admin-delivery", path: "admin/delivery", module: deliveryRoute },
  { id: "admin-order-detail", path: "admin/orders/:orderNumber", module: orderDetailRoute },
  { id: "brand-order-tracking", path: ":username/order-tracking", module: trackingRoute },
];

type FormAnswer = { result: SubmissionResult<string[]>; value?: Record<string, unknown> };
const answerOf = (response: DataResponse) => response.value as FormAnswer;

// 2026-11-22 10:00 in Jakarta: 'Besok' is 23/11/2026.
const TEN_AM_JAKARTA = new Date("2026-11-22T03:00:00Z");

let ipCounter = 0;

describe.each(testDatabaseKinds)("delivery areas on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let request: ReturnType<typeof createDataRequester>;
  let download: (path: string) => Promise<Response>;
  let sari: BrandOwner;
  let tono: BrandOwner;
  let sariCookie: string;
  let bolu: string;
  let tonoBolu: string;

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

  const asSari = (path: string, body: Record<string, string>) =>
    request.post(path, body, { cookie: sariCookie });

  /** An order of `quantity` bolu (Rp 50.000 each) from Sari's shop. */
  function order(
    form: Partial<CheckoutRequest["form"]>,
    quantity = 1,
    username = "sari",
    productId = bolu,
  ): CheckoutRequest {
    return {
      username,
      form: {
        deliveryDay: "tomorrow",
        deliveryTime: "10:00",
        customerName: "Budi Santoso",
        customerPhone: "0857-1234-5678",
        deliveryMethod: "Diantar",
        note: "",
        referralCode: "",
        ...form,
      },
      items: [{ productId, quantity, customizations: {}, notes: "", seenPrice: 50_000 }],
    };
  }

  const place = (body: CheckoutRequest) =>
    createOrder(context, body, { now: () => new Date(TEN_AM_JAKARTA) });

  function storedOrder(orderNumber: string) {
    return t.db
      .selectFrom("orders")
      .select([
        "id",
        "total",
        "delivery_area",
        "delivery_fee",
        "is_delivery_fee_pending",
        "status",
        "created_at",
      ])
      .where("brand_id", "=", sari.brandId)
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();
  }

  async function countOrders() {
    const rows = await t.db.selectFrom("orders").select("id").execute();
    return rows.length;
  }

  async function detailOf(orderNumber: string): Promise<OrderDetail> {
    const response = await request.load(`/admin/orders/${orderNumber}`, { cookie: sariCookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: { order: OrderDetail } }>)[
      "admin-order-detail"
    ]!.data.order;
  }

  async function trackedOf(orderNumber: string): Promise<TrackedOrder> {
    const response = await request.post(`/sari/order-tracking`, {
      intent: "verify",
      orderNumber,
      digits: "5678",
    });
    expect(response.status).toBe(200);
    return (response.value as { value: { order: TrackedOrder } }).value.order;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = { ...createTestContext(t), clientIp: `10.58.0.${++ipCounter}` };
    request = createDataRequester(ROUTES, context);
    const handle = createRequestHandler(
      createTestBuild([
        {
          id: "admin-orders-export",
          parentId: "root",
          path: "admin/orders-export",
          module: exportRoute,
        },
      ]),
      "production",
    );
    download = (path) =>
      handle(
        new Request(new URL(path, context.config.appUrl), { headers: { Cookie: sariCookie } }),
        context,
      );
    sari = await brandOwner(t, "sari");
    tono = await brandOwner(t, "tono");
    for (const owner of [sari, tono]) {
      await t.db
        .updateTable("brands")
        .set({ is_delivery_by_store_enabled: true, phone_number: "6281200001111" })
        .where("id", "=", owner.brandId)
        .execute();
    }
    bolu = (await createProduct(t.db, sari.brandId, { name: "Bolu Pandan", price: 50_000 })).id;
    tonoBolu = (await createProduct(t.db, tono.brandId, { name: "Bolu", price: 50_000 })).id;
    sariCookie = await signIn("sari@example.com");
    // Sari's areas, set up through her page's own form.
    for (const area of [
      { name: "Sukajadi", fee: "10.000", freeAbove: "150.000" },
      { name: "Kec. Cidadap", fee: "Rp 15.000", freeAbove: "" },
    ]) {
      const saved = await asSari("/admin/delivery", { intent: "save-area", ...area });
      expect(answerOf(saved).result.status).toBe("success");
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("keeps the seller's area names unique whatever their case, and her areas her own", async () => {
    const before = await t.db
      .selectFrom("brands")
      .select("delivery_areas")
      .where("id", "=", sari.brandId)
      .executeTakeFirstOrThrow();
    const taken = await asSari("/admin/delivery", {
      intent: "save-area",
      name: "  SUKAJADI ",
      fee: "5000",
    });
    expect(answerOf(taken).result.error?.name).toEqual([DELIVERY_AREA_MESSAGES.nameTaken]);
    const badFee = await asSari("/admin/delivery", {
      intent: "save-area",
      name: "Ledeng",
      fee: "lima ribu",
    });
    expect(answerOf(badFee).result.error?.fee).toEqual([DELIVERY_AREA_MESSAGES.feeInvalid]);
    // Tono cannot delete Sari's area: it is not among his.
    const [sukajadi] = deliveryAreasOf(before.delivery_areas);
    expect(sukajadi).toMatchObject({ name: "Sukajadi", fee: 10_000, freeAbove: 150_000 });
    expect(await codeOf(deleteOwnDeliveryArea(t.db, tono, sukajadi!.id))).toBe(
      `NOT_FOUND: ${DELIVERY_AREA_MESSAGES.notFound}`,
    );
    const after = await t.db
      .selectFrom("brands")
      .select("delivery_areas")
      .where("id", "=", sari.brandId)
      .executeTakeFirstOrThrow();
    expect(after.delivery_areas).toEqual(before.delivery_areas);
  });

  it("adds the area's fee to the total and the WhatsApp text, free from its amount on", async () => {
    const one = await place(order({ deliveryArea: "sukajadi", deliveryFee: 10_000 }));
    expect(one.total).toBe(60_000);
    expect(one.message).toContain("Total Item: 1\nOngkir: Rp 10.000\n*Total Harga: Rp 60.000*");
    expect(one.message).toContain("Metode: Diantar\nArea: Sukajadi\n");
    expect(decodeURIComponent(new URL(one.whatsappUrl).searchParams.get("text")!)).toBe(
      one.message,
    );
    expect(await storedOrder(one.orderNumber)).toMatchObject({
      total: 60_000,
      delivery_area: "Sukajadi",
      delivery_fee: 10_000,
    });

    const three = await place(order({ deliveryArea: "Sukajadi" }, 3));
    expect(three.total).toBe(150_000);
    expect(three.message).toContain("Ongkir: Gratis\n*Total Harga: Rp 150.000*");

    const cidadap = await place(order({ deliveryArea: "Kec. Cidadap" }, 4));
    expect(cidadap.total).toBe(215_000);

    // Pickup stays free, whatever area is sent along.
    const pickup = await place(
      order({ deliveryMethod: "Diambil Sendiri", deliveryArea: "Sukajadi", deliveryFee: 10_000 }),
    );
    expect(pickup.total).toBe(50_000);
    expect(pickup.message).not.toContain("Ongkir");
    expect(await storedOrder(pickup.orderNumber)).toMatchObject({
      delivery_area: null,
      delivery_fee: 0,
    });

    // Tracking and the nota show the fee apart, within the total.
    const tracked = await trackedOf(one.orderNumber);
    expect(tracked.total).toBe(60_000);
    expect(tracked.delivery).toEqual({ area: "Sukajadi", feeText: "Rp 10.000" });
    const own = await readOwnNota(t.db, sari, one.orderNumber, {
      appUrl: context.config.appUrl,
      secret: "rahasia-nota-untuk-tes",
    });
    expect(own?.nota).toMatchObject({ deliveryFee: 10_000, total: 60_000 });
  });

  it("refuses an area the shop does not serve, a forged fee or none, storing nothing", async () => {
    const before = await countOrders();
    expect(await codeOf(place(order({ deliveryArea: "Lembang" })))).toBe(
      `VALIDATION: ${DELIVERY_AREA_MESSAGES.areaNotServed}`,
    );
    expect(await codeOf(place(order({ deliveryArea: "Sukajadi", deliveryFee: 0 })))).toBe(
      `VALIDATION: ${DELIVERY_AREA_MESSAGES.feeChanged}`,
    );
    expect(await codeOf(place(order({ deliveryArea: "Sukajadi", deliveryFee: 1 }, 3)))).toBe(
      `VALIDATION: ${DELIVERY_AREA_MESSAGES.feeChanged}`,
    );
    expect(await codeOf(place(order({})))).toBe(
      `VALIDATION: ${DELIVERY_AREA_MESSAGES.areaRequired}`,
    );
    // A total or fee sent beside the form is not read at all.
    const forged = await place({
      ...order({ deliveryArea: "Sukajadi" }),
      total: 1,
      deliveryFee: 0,
    } as CheckoutRequest);
    expect(forged.total).toBe(60_000);
    expect(await countOrders()).toBe(before + 1);
  });

  it("leaves a shop without areas as it was: no fee, no area", async () => {
    const placed = await place(
      order({ deliveryArea: "Sukajadi", deliveryFee: 99 }, 1, "tono", tonoBolu),
    );
    expect(placed.total).toBe(50_000);
    expect(placed.message).not.toContain("Ongkir");
    expect(placed.message).not.toContain("Area:");
  });

  it("takes another area as 'Ongkir menyusul', whose fee the seller sets later with its history", async () => {
    const refusedBefore = await codeOf(place(order({ deliveryArea: "Lembang" })));
    expect(refusedBefore).toContain("VALIDATION");
    const set = await asSari("/admin/delivery", { intent: "set-elsewhere", elsewhere: "later" });
    expect(answerOf(set).result.status).toBe("success");

    const placed = await place(order({ deliveryArea: " Lembang " }, 2));
    expect(placed.total).toBe(100_000);
    expect(placed.message).toContain("Ongkir: menyusul\n*Total Harga: Rp 100.000*");
    expect(placed.message).toContain("Area: Lembang\n");
    expect((await trackedOf(placed.orderNumber)).delivery).toEqual({
      area: "Lembang",
      feeText: "Ongkir menyusul",
    });
    const { id } = await storedOrder(placed.orderNumber);

    // A fee that is no amount changes nothing.
    const bad = await asSari(`/admin/orders/${placed.orderNumber}`, {
      intent: "set-delivery-fee",
      orderId: id,
      fee: "dua puluh",
    });
    expect(answerOf(bad).result.error?.fee).toEqual([DELIVERY_AREA_MESSAGES.feeInvalid]);
    expect(await storedOrder(placed.orderNumber)).toMatchObject({
      total: 100_000,
      delivery_fee: 0,
      is_delivery_fee_pending: true,
    });

    const saved = await asSari(`/admin/orders/${placed.orderNumber}`, {
      intent: "set-delivery-fee",
      orderId: id,
      fee: "20.000",
    });
    expect(answerOf(saved).result.status).toBe("success");
    const change = answerOf(saved).value as {
      total: number;
      notification: { url: string; text: string };
    };
    expect(change.total).toBe(120_000);
    expect(change.notification.text).toBe(
      "Halo Budi Santoso, ongkir untuk pesanan nomor " +
        `${placed.orderNumber} ke Lembang sebesar Rp 20.000. Total pesanan Anda sekarang Rp 120.000. Terima kasih!\n\n` +
        `Lacak pesanan: ${context.config.appUrl}/sari/order-tracking?number=${placed.orderNumber}`,
    );
    expect(change.notification.url).toMatch(/^https:\/\/wa\.me\/6285712345678\?text=/);
    expect(await storedOrder(placed.orderNumber)).toMatchObject({
      total: 120_000,
      delivery_fee: 20_000,
    });
    const tracked = await trackedOf(placed.orderNumber);
    expect(tracked.total).toBe(120_000);
    expect(tracked.delivery).toEqual({ area: "Lembang", feeText: "Rp 20.000" });
    const detail = await detailOf(placed.orderNumber);
    expect(detail).toMatchObject({
      deliveryArea: "Lembang",
      deliveryFee: 20_000,
      isDeliveryFeePending: false,
      total: 120_000,
    });
    expect(buildOrderTimeline(detail).map((entry) => entry.text)).toContain(
      "Ongkir ditetapkan Rp 20.000",
    );

    // An order whose fee came from its area is not one to set.
    const priced = await place(order({ deliveryArea: "Sukajadi" }));
    const pricedRow = await storedOrder(priced.orderNumber);
    const refused = await asSari(`/admin/orders/${priced.orderNumber}`, {
      intent: "set-delivery-fee",
      orderId: pricedRow.id,
      fee: "1000",
    });
    expect(answerOf(refused).result.status).toBe("error");
    expect(await storedOrder(priced.orderNumber)).toMatchObject({
      total: 60_000,
      delivery_fee: 10_000,
    });
    const fees = await t.db
      .selectFrom("order_delivery_fees")
      .select("delivery_fee")
      .where("order_id", "in", [id, pricedRow.id])
      .execute();
    expect(fees.map((row) => Number(row.delivery_fee))).toEqual([20_000]);
  });

  it("exports the fee apart, and keeps the day's revenue and fees equal to the orders", async () => {
    // One more order to Lembang, cancelled after its fee was set: its revenue leaves the day.
    const placed = await place(order({ deliveryArea: "Lembang" }));
    const { id } = await storedOrder(placed.orderNumber);
    await asSari(`/admin/orders/${placed.orderNumber}`, {
      intent: "set-delivery-fee",
      orderId: id,
      fee: "7000",
    });
    const cancelled = await asSari(`/admin/orders/${placed.orderNumber}`, {
      intent: "cancel",
      orderId: id,
      reason: "Alamat terlalu jauh",
    });
    expect(answerOf(cancelled).result.status).toBe("success");

    const orders = await t.db
      .selectFrom("orders")
      .select(["total", "delivery_fee", "status", "created_at"])
      .where("brand_id", "=", sari.brandId)
      .execute();
    const day = calendarDayIn(TEN_AM_JAKARTA, "Asia/Jakarta");
    const open = orders.filter((row) => row.status !== "dibatalkan");
    const rollup = await t.db
      .selectFrom("shop_daily_counts")
      .select(["revenue", "delivery_fees"])
      .where("brand_id", "=", sari.brandId)
      .where("day", "=", day)
      .executeTakeFirstOrThrow();
    expect({
      revenue: Number(rollup.revenue),
      fees: Number(rollup.delivery_fees),
    }).toEqual({
      revenue: open.reduce((sum, row) => sum + Number(row.total), 0),
      fees: open.reduce((sum, row) => sum + Number(row.delivery_fee), 0),
    });
    expect(Number(rollup.delivery_fees)).toBeGreaterThan(0);
    // The admin home shows the fees apart, within the revenue.
    const trends = await getShopTrends({ db: t.db }, sari, 7, new Date("2026-11-22T12:00:00Z"));
    expect(trends.revenueSplit.deliveryFees).toBe(Number(rollup.delivery_fees));
    expect(trends.series.find((series) => series.key === "revenue")!.total).toBe(
      Number(rollup.revenue),
    );
    // Her customer row (decision 069) follows the fee set later and the cancellation too.
    const spent = new Map<string, number>();
    for (const row of await t.db
      .selectFrom("orders")
      .select(["customer_phone", "total", "status"])
      .where("brand_id", "=", sari.brandId)
      .execute()) {
      const own = row.status === "dibatalkan" ? 0 : Number(row.total);
      spent.set(row.customer_phone, (spent.get(row.customer_phone) ?? 0) + own);
    }
    const customers = await t.db
      .selectFrom("customers")
      .select(["phone", "total_spent"])
      .where("brand_id", "=", sari.brandId)
      .execute();
    expect(new Map(customers.map((row) => [row.phone, Number(row.total_spent)]))).toEqual(spent);

    const csv = await (
      await download("/admin/orders-export?format=csv&periode=semua&hari=2026-11-22")
    ).text();
    const [header, ...rows] = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(header!.endsWith("Status Pembayaran,Dibayar,Area Pengiriman,Ongkir,Sumber")).toBe(true);
    expect(
      rows.some((row) => row.endsWith(",60000,Belum Bayar,0,Sukajadi,10000,Toko Online")),
    ).toBe(true);
    expect(rows.filter((row) => row.includes("Lembang"))).toEqual([
      expect.stringMatching(/,120000,Belum Bayar,0,Lembang,20000,Toko Online$/),
      expect.stringMatching(/,57000,Belum Bayar,0,Lembang,7000,Toko Online$/),
    ]);
  });
  it("keeps the day's revenue and fees exact when fees are set while orders are cancelled", async () => {
    const placed = await Promise.all(
      Array.from({ length: 8 }, () => place(order({ deliveryArea: "Ledeng" }))),
    );
    const ids = await Promise.all(
      placed.map(async (one) => (await storedOrder(one.orderNumber)).id),
    );
    // Each order's fee set and the order cancelled at once, and a second fee on top.
    await Promise.allSettled(
      ids.flatMap((orderId, index) => [
        setOrderDeliveryFee(
          t.db,
          sari,
          { orderId, fee: String(1000 * (index + 1)) },
          { appUrl: context.config.appUrl },
        ),
        cancelOrder(t.db, sari, { orderId, reason: "Bentrok" }),
        setOrderDeliveryFee(t.db, sari, { orderId, fee: "500" }, { appUrl: context.config.appUrl }),
      ]),
    );
    const orders = await t.db
      .selectFrom("orders")
      .select(["total", "delivery_fee", "status"])
      .where("brand_id", "=", sari.brandId)
      .where("status", "<>", "dibatalkan")
      .execute();
    const rollup = await t.db
      .selectFrom("shop_daily_counts")
      .select(["revenue", "delivery_fees"])
      .where("brand_id", "=", sari.brandId)
      .where("day", "=", calendarDayIn(TEN_AM_JAKARTA, "Asia/Jakarta"))
      .executeTakeFirstOrThrow();
    expect({ revenue: Number(rollup.revenue), fees: Number(rollup.delivery_fees) }).toEqual({
      revenue: orders.reduce((sum, row) => sum + Number(row.total), 0),
      fees: orders.reduce((sum, row) => sum + Number(row.delivery_fee), 0),
    });
  });
});
