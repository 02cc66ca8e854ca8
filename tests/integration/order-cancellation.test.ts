import type { SubmissionResult } from "@conform-to/react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderDetail, OrderPage, OrderStats } from "#domain/order-summary";
import type { TrackedOrder } from "#domain/order-tracking";
import type { BrandOwner } from "#server/auth/guards";
import { createOrderRecord, createProduct } from "#server/seed/factories";
import { createOrder } from "#server/services/orders";
import * as orderDetailRoute from "#app/routes/admin/order-detail";
import * as ordersRoute from "#app/routes/admin/orders";
import * as trackingRoute from "#app/routes/order-tracking";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, type DataResponse } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Decision 022: the seller cancels an order with a reason, through the order page's own
// action as the browser posts it. Stock comes back exactly once, the history and the
// customer's tracking page tell why, and cancelled orders leave the stats.

const ROUTES = [
  { id: "admin-orders", path: "admin/orders", module: ordersRoute },
  { id: "admin-order-detail", path: "admin/orders/:orderNumber", module: orderDetailRoute },
  { id: "brand-order-tracking", path: ":username/order-tracking", module: trackingRoute },
];

const NOT_CANCELLABLE = "Pesanan ini sudah selesai atau sudah dibatalkan.";

type Answer = {
  result: SubmissionResult<string[]>;
  value?: { status: string; notification: { url: string; text: string } };
};

function answerOf(response: DataResponse): Answer {
  return response.value as Answer;
}

/** The form's own error, or the field's when named. */
function errorOf(response: DataResponse, field = ""): string | undefined {
  return answerOf(response).result.error?.[field]?.[0];
}

let ipCounter = 0;

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0857-1234-5678",
  note: "",
  referralCode: "",
};

describe.each(testDatabaseKinds)("cancelling an order on %s", (kind) => {
  let t: TestDatabase;
  let request: ReturnType<typeof createDataRequester>;
  let sari: BrandOwner;
  let tono: BrandOwner;
  let sariCookie: string;
  let tonoCookie: string;
  let kopiId: string;
  let rotiId: string;
  let tehId: string;
  let orderCount = 0;
  const PRICES: Record<string, number> = {};

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

  /** Sari's order: 2 Kopi (counted stock) in two lines, 1 Roti, 1 Teh (stock not counted). */
  async function placeOrder(status = "menunggu_diterima") {
    return createOrderRecord(t.db, {
      brandId: sari.brandId,
      orderNumber: `ORD3${String(++orderCount).padStart(7, "0")}`,
      customerName: "Budi Santoso",
      customerPhone: "6285712345678",
      status,
      histories: [{ status: "menunggu_diterima", createdAt: "2026-11-22T03:00:00.000Z" }],
      createdAt: "2026-11-22T02:55:00.000Z",
      items: [
        { productId: kopiId, productName: "Kopi Susu", quantity: 1, unitPrice: 18000 },
        {
          productId: kopiId,
          productName: "Kopi Susu",
          quantity: 1,
          unitPrice: 18000,
          options: [{ name: "Gula", value: "Sedikit" }],
        },
        { productId: rotiId, productName: "Roti Bakar", quantity: 3, unitPrice: 15000 },
        { productId: tehId, productName: "Teh", quantity: 1, unitPrice: 8000 },
        { productId: null, productName: "Produk lama", quantity: 5, unitPrice: 1000 },
      ],
    });
  }

  /**
   * Sari's order placed as a customer places it, through the checkout's own use-case: it
   * takes from stock what its products count, and records what each line took.
   */
  async function placeRealOrder(items: { productId: string; quantity: number }[]) {
    const placed = await createOrder(
      { db: t.db, config: createTestContext(t).config },
      {
        username: "sari",
        form: { ...FORM },
        items: items.map((item) => ({
          ...item,
          customizations: {},
          notes: "",
          seenPrice: PRICES[item.productId],
        })),
      },
      { now: () => new Date("2026-11-22T03:00:00Z") },
    );
    const { id } = await t.db
      .selectFrom("orders")
      .select("id")
      .where("brand_id", "=", sari.brandId)
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    return { id, orderNumber: placed.orderNumber };
  }

  async function stockOf() {
    const rows = await t.db
      .selectFrom("products")
      .select(["id", "stock"])
      .where("id", "in", [kopiId, rotiId, tehId])
      .execute();
    const byId = new Map(rows.map((row) => [row.id, row.stock]));
    return { kopi: byId.get(kopiId), roti: byId.get(rotiId), teh: byId.get(tehId) };
  }

  async function setStock(stock: { kopi: number; roti: number }) {
    await t.db
      .updateTable("products")
      .set({ stock: stock.kopi })
      .where("id", "=", kopiId)
      .execute();
    await t.db
      .updateTable("products")
      .set({ stock: stock.roti })
      .where("id", "=", rotiId)
      .execute();
  }

  function cancel(order: { id: string; orderNumber: string }, reason: string, cookie = sariCookie) {
    return request.post(
      `/admin/orders/${order.orderNumber}`,
      { intent: "cancel", orderId: order.id, reason },
      { cookie },
    );
  }

  async function orderRow(id: string) {
    return t.db
      .selectFrom("orders")
      .select(["status", "cancel_reason", "updated_at"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  async function historyOf(id: string) {
    return t.db
      .selectFrom("order_histories")
      .select(["status", "note"])
      .where("order_id", "=", id)
      .orderBy("created_at")
      .execute();
  }

  async function detailOf(orderNumber: string): Promise<OrderDetail> {
    const response = await request.load(`/admin/orders/${orderNumber}`, { cookie: sariCookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: { order: OrderDetail } }>)[
      "admin-order-detail"
    ]!.data.order;
  }

  async function listOf(view: string): Promise<{ stats: OrderStats; page: OrderPage }> {
    const response = await request.load(`/admin/orders?view=${view}`, { cookie: sariCookie });
    expect(response.status).toBe(200);
    return (response.value as Record<string, { data: { stats: OrderStats; page: OrderPage } }>)[
      "admin-orders"
    ]!.data;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    request = createDataRequester(ROUTES, {
      ...createTestContext(t),
      clientIp: `10.1.0.${++ipCounter}`,
    });
    sari = await brandOwner(t, "sari");
    tono = await brandOwner(t, "tono");
    sariCookie = await signIn("sari@example.com");
    tonoCookie = await signIn("tono@example.com");
    kopiId = (await createProduct(t.db, sari.brandId, { name: "Kopi Susu", price: 18000 })).id;
    rotiId = (await createProduct(t.db, sari.brandId, { name: "Roti Bakar", price: 15000 })).id;
    tehId = (await createProduct(t.db, sari.brandId, { name: "Teh", price: 8000 })).id;
    Object.assign(PRICES, { [kopiId]: 18000, [rotiId]: 15000, [tehId]: 8000 });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("cancels with the reason, records it in the history and gives the stock back once", async () => {
    await setStock({ kopi: 6, roti: 3 });
    // Two Kopi in two lines, three Roti, one Teh (its stock not counted).
    const order = await placeRealOrder([
      { productId: kopiId, quantity: 1 },
      { productId: kopiId, quantity: 1 },
      { productId: rotiId, quantity: 3 },
      { productId: tehId, quantity: 1 },
    ]);
    expect(await stockOf()).toEqual({ kopi: 4, roti: 0, teh: null });
    await t.db
      .updateTable("orders")
      .set({ status: "diproses" })
      .where("id", "=", order.id)
      .execute();

    const first = await cancel(order, "  Bahan habis hari ini\r\nMohon maaf ");
    expect(first.status).toBe(200);
    const reason = "Bahan habis hari ini\nMohon maaf";
    expect(answerOf(first).value).toEqual({
      status: "dibatalkan",
      notification: {
        text: `Pesanan kamu nomor ${order.orderNumber} Dibatalkan\n\nAlasan: ${reason}`,
        url: `https://wa.me/6285712345678?text=${encodeURIComponent(
          `Pesanan kamu nomor ${order.orderNumber} Dibatalkan\n\nAlasan: ${reason}`,
        )}`,
        includesPayment: false,
      },
    });
    expect(await orderRow(order.id)).toMatchObject({ status: "dibatalkan", cancel_reason: reason });
    expect(await historyOf(order.id)).toEqual([
      { status: "menunggu_diterima", note: null },
      { status: "dibatalkan", note: reason },
    ]);
    // The two Kopi of two lines and the three Roti come back; Teh's stock is not counted.
    expect(await stockOf()).toEqual({ kopi: 6, roti: 3, teh: null });

    const detail = await detailOf(order.orderNumber);
    expect(detail).toMatchObject({ status: "dibatalkan", cancelReason: reason });
    expect(detail.history[0]).toMatchObject({ status: "dibatalkan", note: reason });

    // A second cancel is refused, and changes nothing.
    const before = await orderRow(order.id);
    const second = await cancel(order, "Dobel");
    expect(second.status).toBe(409);
    expect(errorOf(second)).toBe(NOT_CANCELLABLE);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await historyOf(order.id)).toHaveLength(2);
    expect(await stockOf()).toEqual({ kopi: 6, roti: 3, teh: null });
  });

  it("gives the stock back once when two cancels race", async () => {
    await setStock({ kopi: 12, roti: 13 });
    const order = await placeRealOrder([
      { productId: kopiId, quantity: 2 },
      { productId: rotiId, quantity: 3 },
    ]);
    const answers = await Promise.all([
      cancel(order, "Pelanggan batal"),
      cancel(order, "Pelanggan batal juga"),
      cancel(order, "Dan sekali lagi"),
    ]);
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, 409, 409]);
    for (const refused of answers.filter((answer) => answer.status === 409)) {
      expect(errorOf(refused)).toBe(NOT_CANCELLABLE);
    }
    expect(await stockOf()).toEqual({ kopi: 12, roti: 13, teh: null });
    const history = await historyOf(order.id);
    expect(history.filter((entry) => entry.status === "dibatalkan")).toHaveLength(1);
    const winner = answers.findIndex((answer) => answer.status === 200);
    const reasons = ["Pelanggan batal", "Pelanggan batal juga", "Dan sekali lagi"];
    expect((await orderRow(order.id)).cancel_reason).toBe(reasons[winner]);
  });

  it("gives back only what the order took: nothing of a product whose stock was not counted then", async () => {
    const { id: jerukId } = await createProduct(t.db, sari.brandId, {
      name: "Es Jeruk",
      price: 9000,
    });
    PRICES[jerukId] = 9000;
    // Es Jeruk counts no stock when it is ordered; the seller then counts it, and has none.
    const order = await placeRealOrder([{ productId: jerukId, quantity: 3 }]);
    await t.db.updateTable("products").set({ stock: 0 }).where("id", "=", jerukId).execute();
    expect((await cancel(order, "Jeruk habis")).status).toBe(200);
    const jeruk = await t.db
      .selectFrom("products")
      .select("stock")
      .where("id", "=", jerukId)
      .executeTakeFirstOrThrow();
    // Still none, so still not for sale.
    expect(jeruk.stock === null ? null : Number(jeruk.stock)).toBe(0);
  });

  it("gives back nothing for lines stored before orders recorded what they took", async () => {
    await setStock({ kopi: 1, roti: 1 });
    // Written as orders were before: no line says whether it took from stock.
    const order = await placeOrder();
    expect((await cancel(order, "Pesanan lama")).status).toBe(200);
    expect(await stockOf()).toEqual({ kopi: 1, roti: 1, teh: null });
  });

  it("refuses to cancel a finished order, and changes nothing", async () => {
    await setStock({ kopi: 1, roti: 1 });
    const order = await placeOrder("selesai");
    const before = await orderRow(order.id);
    const answer = await cancel(order, "Terlambat");
    expect(answer.status).toBe(409);
    expect(errorOf(answer)).toBe(NOT_CANCELLABLE);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await historyOf(order.id)).toHaveLength(1);
    expect(await stockOf()).toEqual({ kopi: 1, roti: 1, teh: null });
  });

  it("requires a reason of at most 500 characters, keeping what was typed", async () => {
    await setStock({ kopi: 1, roti: 1 });
    const order = await placeOrder();
    for (const [reason, message] of [
      ["   ", "Alasan pembatalan wajib diisi"],
      ["x".repeat(501), "Maksimal 500 karakter"],
      ["Habis\u0000", "Berisi karakter yang tidak diizinkan"],
    ]) {
      const answer = await cancel(order, reason);
      expect(answer.status).toBe(400);
      expect(errorOf(answer, "reason")).toBe(message);
      expect(answerOf(answer).result.initialValue?.reason).toBe(reason);
    }
    expect((await orderRow(order.id)).status).toBe("menunggu_diterima");
    expect(await stockOf()).toEqual({ kopi: 1, roti: 1, teh: null });
  });

  it("finds no order of another seller, by its page or by its id", async () => {
    await setStock({ kopi: 1, roti: 1 });
    const order = await placeOrder();
    const before = await orderRow(order.id);
    // Tono posts Sari's order id to Sari's order number.
    const answer = await cancel(order, "Bukan punya saya", tonoCookie);
    expect(answer.status).toBe(404);
    expect(errorOf(answer)).toBe("Pesanan Tidak Ditemukan");
    const { orderNumber: tonoNumber } = await createOrderRecord(t.db, {
      brandId: tono.brandId,
      customerName: "Pelanggan Tono",
      customerPhone: "6285700001111",
      items: [{ productId: kopiId, productName: "Kopi", quantity: 9, unitPrice: 1 }],
    });
    const crossed = await cancel({ id: order.id, orderNumber: tonoNumber }, "Iseng", tonoCookie);
    expect(crossed.status).toBe(404);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await stockOf()).toEqual({ kopi: 1, roti: 1, teh: null });
  });

  it("refuses any status change of a cancelled order", async () => {
    const order = await placeOrder();
    expect((await cancel(order, "Toko tutup")).status).toBe(200);
    const before = await orderRow(order.id);
    for (const status of ["menunggu_diterima", "selesai"]) {
      const answer = await request.post(
        `/admin/orders/${order.orderNumber}`,
        { intent: "update-status", orderId: order.id, status },
        { cookie: sariCookie },
      );
      expect(answer.status).toBe(409);
      expect(errorOf(answer)).toBe(
        "Pesanan ini sudah dibatalkan, statusnya tidak dapat diubah lagi.",
      );
    }
    // 'dibatalkan' itself is not one of the status form's five.
    const direct = await request.post(
      `/admin/orders/${order.orderNumber}`,
      { intent: "update-status", orderId: order.id, status: "dibatalkan" },
      { cookie: sariCookie },
    );
    expect(direct.status).toBe(400);
    expect(await orderRow(order.id)).toEqual(before);
    expect(await historyOf(order.id)).toHaveLength(2);
  });

  it("shows the customer 'Dibatalkan' with the reason, the tracker at no step", async () => {
    const order = await placeOrder("pesanan_diterima");
    expect((await cancel(order, "Kurir tidak tersedia")).status).toBe(200);
    const response = await request.post(`/sari/order-tracking`, {
      intent: "verify",
      orderNumber: order.orderNumber,
      digits: "5678",
    });
    expect(response.status).toBe(200);
    const tracked = (response.value as { value: { order: TrackedOrder } }).value.order;
    expect(tracked).toMatchObject({
      status: "dibatalkan",
      statusLabel: "Dibatalkan",
      cancellation: { reason: "Kurir tidak tersedia" },
    });
    expect(tracked.tracker.some((step) => step.isReached || step.isCurrent)).toBe(false);
    expect(tracked.history[0]).toMatchObject({
      text: "Status berubah menjadi Dibatalkan",
      note: "Kurir tidak tersedia",
    });
  });

  it("leaves cancelled orders out of the stats and lists them on their own", async () => {
    const { stats } = await listOf("aktif");
    const all = await t.db
      .selectFrom("orders")
      .select(["id", "status", "total"])
      .where("brand_id", "=", sari.brandId)
      .execute();
    const cancelled = all.filter((row) => row.status === "dibatalkan");
    const finished = all.filter((row) => row.status === "selesai");
    expect(cancelled.length).toBeGreaterThan(0);
    expect(stats).toEqual({
      total: all.length - cancelled.length,
      active: all.length - cancelled.length - finished.length,
      finished: finished.length,
      cancelled: cancelled.length,
    });

    const active = await listOf("aktif");
    expect(active.page.orders.some((order) => order.status === "dibatalkan")).toBe(false);
    expect(active.page.totalCount).toBe(stats.active);
    const done = await listOf("selesai");
    expect(done.page.orders.map((order) => order.status)).toEqual(finished.map(() => "selesai"));
    const list = await listOf("dibatalkan");
    expect(list.page.totalCount).toBe(cancelled.length);
    expect(new Set(list.page.orders.map((order) => order.id))).toEqual(
      new Set(cancelled.map((row) => row.id)),
    );
  });
});
