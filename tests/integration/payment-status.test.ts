import type { SubmissionResult } from "@conform-to/react";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail, OrderPage, OrderStats } from "#domain/order-summary";
import { buildOrderTimeline } from "#domain/order-summary";
import type { TrackedOrder } from "#domain/order-tracking";
import { calendarDayIn } from "#domain/shop-time";
import type { BrandOwner } from "#server/auth/guards";
import { createOrderRecord } from "#server/seed/factories";
import { getShopTrends } from "#server/services/trends";
import * as orderDetailRoute from "#app/routes/admin/order-detail";
import * as ordersRoute from "#app/routes/admin/orders";
import * as exportRoute from "#app/routes/admin/orders-export";
import * as trackingRoute from "#app/routes/order-tracking";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild, type DataResponse } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Decision 056: the seller records what the customer paid through the order page's own
// action (and the list's quick action, which posts there too). Each change is in the
// order's history, the customer's tracking shows it, a cancellation of a paid order owes the
// money back, the list filters and the export carry it, and the paid part of the shop's
// daily revenue always equals what its orders say.

const ROUTES = [
  { id: "admin-orders", path: "admin/orders", module: ordersRoute },
  { id: "admin-order-detail", path: "admin/orders/:orderNumber", module: orderDetailRoute },
  { id: "brand-order-tracking", path: ":username/order-tracking", module: trackingRoute },
];

type Answer = {
  result: SubmissionResult<string[]>;
  value?: {
    paymentStatus: string;
    amountPaid: number;
    notification: { url: string; text: string; topic?: string } | null;
  };
};

const answerOf = (response: DataResponse) => response.value as Answer;
const errorOf = (response: DataResponse, field = "") =>
  answerOf(response).result.error?.[field]?.[0];

/** What ends each message to the customer: her order's tracking link, on the test's APP_URL. */
const trackingLineOf = (orderNumber: string) =>
  `\n\nLacak pesanan: http://localhost:3000/sari/order-tracking?number=${orderNumber}`;

let ipCounter = 0;

describe.each(testDatabaseKinds)("payment status on %s", (kind) => {
  let t: TestDatabase;
  let request: ReturnType<typeof createDataRequester>;
  let download: (path: string) => Promise<Response>;
  let sari: BrandOwner;
  let tono: BrandOwner;
  let sariCookie: string;
  let tonoCookie: string;
  let orderCount = 0;

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

  /** Sari's order of Rp 120.000 placed on `createdAt`. */
  function placeOrder(createdAt = "2026-11-22T02:55:00.000Z", status = "menunggu_diterima") {
    return createOrderRecord(t.db, {
      brandId: sari.brandId,
      orderNumber: `ORD5${String(++orderCount).padStart(7, "0")}`,
      customerName: "Budi Santoso",
      customerPhone: "6285712345678",
      status,
      createdAt,
      items: [{ productId: null, productName: "Nasi Kotak", quantity: 4, unitPrice: 30_000 }],
    });
  }

  function pay(
    order: { id: string; orderNumber: string },
    paymentStatus: string,
    dpAmount?: string,
    cookie = sariCookie,
  ) {
    return request.post(
      `/admin/orders/${order.orderNumber}`,
      {
        intent: "update-payment",
        orderId: order.id,
        paymentStatus,
        ...(dpAmount === undefined ? {} : { dpAmount }),
      },
      { cookie },
    );
  }

  function cancel(order: { id: string; orderNumber: string }) {
    return request.post(
      `/admin/orders/${order.orderNumber}`,
      { intent: "cancel", orderId: order.id, reason: "Stok habis" },
      { cookie: sariCookie },
    );
  }

  function paymentOf(id: string) {
    return t.db
      .selectFrom("orders")
      .select(["status", "payment_status", "amount_paid"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  function paymentHistoryOf(id: string) {
    return t.db
      .selectFrom("order_payments")
      .select(["payment_status", "amount_paid"])
      .where("order_id", "=", id)
      .orderBy("created_at")
      .orderBy("id")
      .execute();
  }

  async function detailOf(orderNumber: string): Promise<OrderDetail> {
    const response = await request.load(`/admin/orders/${orderNumber}`, { cookie: sariCookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: { order: OrderDetail } }>)[
      "admin-order-detail"
    ]!.data.order;
  }

  async function listOf(query: string): Promise<{ stats: OrderStats; page: OrderPage }> {
    const response = await request.load(`/admin/orders${query}`, { cookie: sariCookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: { stats: OrderStats; page: OrderPage } }>)[
      "admin-orders"
    ]!.data;
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

  /**
   * The shop's days as the roll-up keeps them, and as its orders say: the revenue of the
   * orders placed that day not cancelled, and of it what was received.
   */
  async function revenueBothWays() {
    const days = await t.db
      .selectFrom("shop_daily_counts")
      .select(["day", "revenue", "revenue_paid"])
      .where("brand_id", "=", sari.brandId)
      .execute();
    const orders = await t.db
      .selectFrom("orders")
      .select(["created_at", "status", "total", "amount_paid"])
      .where("brand_id", "=", sari.brandId)
      .execute();
    const fromOrders = new Map<string, { revenue: number; paid: number }>();
    for (const order of orders) {
      const day = calendarDayIn(order.created_at, "Asia/Jakarta");
      const entry = fromOrders.get(day) ?? { revenue: 0, paid: 0 };
      if (order.status !== "dibatalkan") {
        entry.revenue += Number(order.total);
        entry.paid += Number(order.amount_paid);
      }
      fromOrders.set(day, entry);
    }
    const fromRollup = new Map(
      days.map((row) => [
        row.day,
        { revenue: Number(row.revenue), paid: Number(row.revenue_paid) },
      ]),
    );
    return { fromRollup, fromOrders };
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const context = { ...createTestContext(t), clientIp: `10.5.0.${++ipCounter}` };
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
    sariCookie = await signIn("sari@example.com");
    tonoCookie = await signIn("tono@example.com");
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("records a DP with its amount, then Lunas with the whole total, each in the history", async () => {
    const order = await placeOrder();

    const dp = await pay(order, "dp", "Rp 50.000");
    expect(dp.status).toBe(200);
    const dpText =
      "Halo Budi Santoso, pembayaran DP untuk pesanan nomor " +
      `${order.orderNumber} sebesar Rp 50.000 sudah kami terima. Sisa pembayaran Rp 70.000. Terima kasih!` +
      trackingLineOf(order.orderNumber);
    expect(answerOf(dp).value).toEqual({
      paymentStatus: "dp",
      amountPaid: 50_000,
      notification: {
        text: dpText,
        url: `https://wa.me/6285712345678?text=${encodeURIComponent(dpText)}`,
        includesPayment: false,
        topic: "payment",
      },
    });
    expect(await paymentOf(order.id)).toMatchObject({ payment_status: "dp", amount_paid: 50_000 });
    expect((await trackedOf(order.orderNumber)).paymentText).toBe("DP Rp 50.000, sisa Rp 70.000");

    const paid = await pay(order, "paid");
    expect(paid.status).toBe(200);
    expect(answerOf(paid).value?.notification?.text).toBe(
      `Halo Budi Santoso, pembayaran untuk pesanan nomor ${order.orderNumber} sebesar Rp 70.000 sudah kami terima. Pesanan Anda sudah lunas. Terima kasih!` +
        trackingLineOf(order.orderNumber),
    );
    expect(await paymentOf(order.id)).toMatchObject({
      payment_status: "paid",
      amount_paid: 120_000,
    });
    expect(await paymentHistoryOf(order.id)).toEqual([
      { payment_status: "dp", amount_paid: 50_000 },
      { payment_status: "paid", amount_paid: 120_000 },
    ]);
    expect((await trackedOf(order.orderNumber)).paymentText).toBe("Lunas");

    const detail = await detailOf(order.orderNumber);
    expect(detail).toMatchObject({ paymentStatus: "paid", amountPaid: 120_000 });
    expect(buildOrderTimeline(detail).map((entry) => entry.text)).toEqual([
      "Pembayaran: Lunas",
      "Pembayaran: DP Rp 50.000",
    ]);

    // Back to unpaid (a mistake put right): nothing to tell the customer.
    const undo = await pay(order, "unpaid");
    expect(undo.status).toBe(200);
    expect(answerOf(undo).value).toMatchObject({ amountPaid: 0, notification: null });
  });

  it("refuses a DP that is not whole rupiah, 0 or the whole total, and changes nothing", async () => {
    const order = await placeOrder();
    const cases: [string, string][] = [
      ["", "Jumlah DP wajib diisi"],
      ["50.000,5", "Jumlah DP harus berupa angka rupiah bulat, contoh 50000"],
      ["0", "Jumlah DP harus lebih dari Rp 0 dan kurang dari total pesanan (Rp 120.000)"],
      ["120000", "Jumlah DP harus lebih dari Rp 0 dan kurang dari total pesanan (Rp 120.000)"],
    ];
    for (const [amount, message] of cases) {
      const refused = await pay(order, "dp", amount);
      expect(refused.status).toBe(400);
      expect(errorOf(refused, "dpAmount")).toBe(message);
    }
    expect(await paymentOf(order.id)).toMatchObject({ payment_status: "unpaid", amount_paid: 0 });
    expect(await paymentHistoryOf(order.id)).toEqual([]);
  });

  it("refuses moves the rules do not allow and another shop's order", async () => {
    const order = await placeOrder();
    const refund = await pay(order, "refunded");
    expect(refund.status).toBe(409);
    expect(errorOf(refund)).toBe(
      "Status pembayaran tidak dapat diubah dari Belum Bayar menjadi Sudah Dikembalikan.",
    );
    expect((await pay(order, "lunas")).status).toBe(400);
    const foreign = await pay(order, "paid", undefined, tonoCookie);
    expect(foreign.status).toBe(404);
    expect(await paymentOf(order.id)).toMatchObject({ payment_status: "unpaid", amount_paid: 0 });
    expect(tono.brandId).not.toBe(sari.brandId);
  });

  it("owes back what a cancelled order received, until the seller marks it returned", async () => {
    const order = await placeOrder();
    expect((await pay(order, "dp", "40000")).status).toBe(200);
    expect((await cancel(order)).status).toBe(200);
    expect(await paymentOf(order.id)).toEqual({
      status: "dibatalkan",
      payment_status: "refund_due",
      amount_paid: 40_000,
    });
    expect(await paymentHistoryOf(order.id)).toEqual([
      { payment_status: "dp", amount_paid: 40_000 },
      { payment_status: "refund_due", amount_paid: 40_000 },
    ]);
    expect((await trackedOf(order.orderNumber)).paymentText).toBe("Perlu Dikembalikan");
    // No more DP or Lunas on a cancelled order.
    expect((await pay(order, "paid")).status).toBe(409);

    const returned = await pay(order, "refunded");
    expect(returned.status).toBe(200);
    expect(answerOf(returned).value?.notification?.text).toBe(
      `Halo Budi Santoso, dana sebesar Rp 40.000 untuk pesanan nomor ${order.orderNumber} sudah kami kembalikan. Terima kasih!` +
        trackingLineOf(order.orderNumber),
    );
    expect(await paymentOf(order.id)).toMatchObject({ payment_status: "refunded" });
    expect((await trackedOf(order.orderNumber)).paymentText).toBe("Sudah Dikembalikan");
    expect((await pay(order, "refund_due")).status).toBe(409);

    // An unpaid order cancelled owes nothing.
    const unpaid = await placeOrder();
    expect((await cancel(unpaid)).status).toBe(200);
    expect(await paymentOf(unpaid.id)).toMatchObject({ payment_status: "unpaid", amount_paid: 0 });
    expect(await paymentHistoryOf(unpaid.id)).toEqual([]);
  });

  it("keeps the paid revenue of each day equal to the orders, through every change", async () => {
    const monday = await placeOrder("2026-11-23T03:00:00.000Z");
    const tuesday = await placeOrder("2026-11-24T03:00:00.000Z");
    const late = await placeOrder("2026-11-24T16:30:00.000Z"); // 23:30 WIB, still the 24th
    const steps = [
      () => pay(monday, "dp", "30000"),
      () => pay(tuesday, "paid"),
      () => pay(monday, "dp", "45.000"),
      () => pay(late, "dp", "10000"),
      () => pay(monday, "paid"),
      () => cancel(tuesday),
      () => pay(tuesday, "refunded"),
      () => pay(late, "unpaid"),
      () => pay(late, "paid"),
      () =>
        request.post(
          `/admin/orders/${late.orderNumber}`,
          { intent: "update-status", orderId: late.id, status: "selesai" },
          { cookie: sariCookie },
        ),
    ];
    for (const step of steps) {
      expect((await step()).status).toBe(200);
      const { fromRollup, fromOrders } = await revenueBothWays();
      for (const [day, expected] of fromOrders) expect(fromRollup.get(day)).toEqual(expected);
    }
    const { fromRollup } = await revenueBothWays();
    expect(fromRollup.get("2026-11-23")).toEqual({ revenue: 120_000, paid: 120_000 });
    expect(fromRollup.get("2026-11-24")).toEqual({ revenue: 120_000, paid: 120_000 });

    // The admin home splits the period's revenue the same way.
    const trends = await getShopTrends({ db: t.db }, sari, 7, new Date("2026-11-24T05:00:00Z"));
    const revenue = trends.series.find((series) => series.key === "revenue")!.total;
    expect(trends.revenueSplit.paid + trends.revenueSplit.unpaid).toBe(revenue);
    const { fromOrders } = await revenueBothWays();
    const inPeriod = [...fromOrders]
      .filter(([day]) => trends.days.includes(day))
      .reduce((sum, [, entry]) => sum + entry.paid, 0);
    expect(trends.revenueSplit.paid).toBe(inPeriod);
  });

  it("filters the list by payment status, with the tab and its counts", async () => {
    const paid = await placeOrder("2026-11-25T03:00:00.000Z");
    const finishedPaid = await placeOrder("2026-11-25T04:00:00.000Z", "selesai");
    await pay(paid, "paid");
    await pay(finishedPaid, "paid");
    const all = await t.db
      .selectFrom("orders")
      .select(["order_number", "status", "payment_status"])
      .where("brand_id", "=", sari.brandId)
      .execute();
    const expected = (payment: string, status: (s: string) => boolean) =>
      all
        .filter((row) => row.payment_status === payment && status(row.status))
        .map((row) => row.order_number)
        .sort();
    const active = (s: string) => s !== "selesai" && s !== "dibatalkan";

    const activePaid = await listOf("?bayar=paid");
    expect(activePaid.page.orders.map((o) => o.orderNumber).sort()).toEqual(
      expected("paid", active),
    );
    expect(activePaid.page.orders.every((o) => o.paymentStatus === "paid")).toBe(true);
    expect(activePaid.stats.active).toBe(expected("paid", active).length);
    expect(activePaid.stats.finished).toBe(expected("paid", (s) => s === "selesai").length);

    const finished = await listOf("?view=selesai&bayar=paid");
    expect(finished.page.orders.map((o) => o.orderNumber)).toContain(finishedPaid.orderNumber);
    const refunds = await listOf("?view=dibatalkan&bayar=refund_due");
    expect(refunds.page.orders.map((o) => o.orderNumber).sort()).toEqual(
      expected("refund_due", (s) => s === "dibatalkan"),
    );
    // An unknown value is no filter.
    const unknown = await listOf("?bayar=lunas");
    expect(unknown.page.totalCount).toBe(all.filter((row) => active(row.status)).length);
  });

  it("exports the payment status and the amount paid of each order", async () => {
    const order = await placeOrder("2026-11-26T03:00:00.000Z");
    await pay(order, "dp", "25000");
    const response = await download(
      `/admin/orders-export?format=csv&dari=2026-11-26&sampai=2026-11-26`,
    );
    expect(response.status).toBe(200);
    const [header, row] = (await response.text()).replace(/^\uFEFF/, "").split("\r\n");
    // The delivery area and its fee follow (decision 058), then the source (decision 072).
    expect(header!.split(",").slice(-6, -3)).toEqual([
      "Total Pesanan",
      "Status Pembayaran",
      "Dibayar",
    ]);
    expect(row!.startsWith(order.orderNumber)).toBe(true);
    expect(row!.split(",").slice(-6, -3)).toEqual(["120000", "DP", "25000"]);

    const workbook = await download(
      `/admin/orders-export?format=xlsx&dari=2026-11-26&sampai=2026-11-26`,
    );
    expect(workbook.status).toBe(200);
    const { unzipSync, strFromU8 } = await import("fflate");
    const sheet = strFromU8(
      unzipSync(new Uint8Array(await workbook.arrayBuffer()))["xl/worksheets/sheet1.xml"]!,
    );
    expect(sheet).toContain("Status Pembayaran");
    expect(sheet).toContain(">DP</t>");
    expect(sheet).toMatch(/<c r="N2" s="1"><v>25000<\/v><\/c>/);
    // Every column has its width, the last ones too.
    expect(sheet.match(/<col /g)).toHaveLength(17);
  });
});
