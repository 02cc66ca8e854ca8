import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NO_FILTER } from "#domain/order-summary";
import type { BrandOwner } from "#server/auth/guards";
import { createBrand, createOrderRecord, createSeller } from "#server/seed/factories";
import {
  cancelOrder,
  getOrderDetail,
  getOrderStats,
  listOrders,
  orderStatsQuery,
  updateOrderStatus,
} from "#server/services/admin-orders";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

const minutes = (n: number) => new Date(Date.UTC(2026, 10, 1, 3, 0) + n * 60_000).toISOString();

describe.each(testDatabaseKinds)("the seller's orders on %s", (kind) => {
  let t: TestDatabase;
  let ownerA: BrandOwner;
  let ownerB: BrandOwner;
  let emptyOwner: BrandOwner;
  const numbers: string[] = [];

  async function owner(email: string, username: string, paymentInformation?: string) {
    const { userId } = await createSeller(t.auth, { email, password: "rahasia123", name: email });
    const { id } = await createBrand(t.db, {
      userId,
      name: username,
      username,
      paymentInformation,
    });
    return {
      id: userId,
      email,
      name: email,
      emailVerified: true,
      role: "brand-owner",
      brandId: id,
    } satisfies BrandOwner;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    ownerA = await owner("a@example.com", "toko-a", "Transfer BCA 123");
    ownerB = await owner("b@example.com", "toko-b");
    emptyOwner = await owner("c@example.com", "toko-c");
    // A: 11 active orders and 3 finished ones, at known minutes.
    for (let i = 0; i < 14; i++) {
      const { orderNumber } = await createOrderRecord(t.db, {
        brandId: ownerA.brandId,
        orderNumber: `ORD${String(10_000_000 + i)}`,
        customerName: `Pelanggan ${i}`,
        customerPhone: "6285711112222",
        status: i >= 11 ? "selesai" : i % 2 === 0 ? "menunggu_diterima" : "diproses",
        createdAt: minutes(i),
        items: [
          { productId: null, productName: "Kopi", quantity: 2, unitPrice: 18_000 },
          {
            productId: null,
            productName: "Roti",
            quantity: 1,
            unitPrice: 15_000,
            options: [{ name: "Topping", value: "Keju" }],
          },
        ],
      });
      numbers.push(orderNumber);
    }
    await createOrderRecord(t.db, {
      brandId: ownerB.brandId,
      orderNumber: "ORD20000000",
      customerName: "Pelanggan B",
      customerPhone: "6285733334444",
      items: [{ productId: null, productName: "Teh", quantity: 1, unitPrice: 8_000 }],
    });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("counts all, active and finished orders of the seller's own brand only", async () => {
    expect(await getOrderStats(t.db, ownerA)).toEqual({
      total: 14,
      active: 11,
      finished: 3,
      cancelled: 0,
    });
    expect(await getOrderStats(t.db, ownerB)).toEqual({
      total: 1,
      active: 1,
      finished: 0,
      cancelled: 0,
    });
  });

  it("lists active orders oldest first, 10 a page, with their items", async () => {
    const first = await listOrders(t.db, ownerA, {
      filter: { ...NO_FILTER, view: "aktif" },
      page: 1,
    });
    expect(first).toMatchObject({ page: 1, totalPages: 2, totalCount: 11 });
    expect(first.orders.map((order) => order.orderNumber)).toEqual(numbers.slice(0, 10));
    expect(first.orders[0]).toMatchObject({
      customerName: "Pelanggan 0",
      total: 51_000,
      items: [
        { productName: "Kopi", quantity: 2 },
        { productName: "Roti", quantity: 1 },
      ],
    });
    const second = await listOrders(t.db, ownerA, {
      filter: { ...NO_FILTER, view: "aktif" },
      page: 2,
    });
    expect(second.orders.map((order) => order.orderNumber)).toEqual([numbers[10]]);
  });

  it("lists finished orders newest first", async () => {
    const finished = await listOrders(t.db, ownerA, {
      filter: { ...NO_FILTER, view: "selesai" },
      page: 1,
    });
    expect(finished).toMatchObject({ page: 1, totalPages: 1, totalCount: 3 });
    expect(finished.orders.map((order) => order.orderNumber)).toEqual([
      numbers[13],
      numbers[12],
      numbers[11],
    ]);
  });

  it("keeps pages inside the range at the edges", async () => {
    const past = await listOrders(t.db, ownerA, {
      filter: { ...NO_FILTER, view: "aktif" },
      page: 99,
    });
    expect(past.page).toBe(2);
    expect(past.orders).toHaveLength(1);
    const before = await listOrders(t.db, ownerA, {
      filter: { ...NO_FILTER, view: "aktif" },
      page: 0,
    });
    expect(before.page).toBe(1);
    const none = await listOrders(t.db, emptyOwner, {
      filter: { ...NO_FILTER, view: "aktif" },
      page: 3,
    });
    expect(none).toMatchObject({ orders: [], page: 1, totalPages: 0, totalCount: 0 });
  });

  it("shows the detail with options and history, found by number within the brand", async () => {
    const detail = await getOrderDetail(t.db, ownerA, numbers[0].toLowerCase());
    expect(detail).toMatchObject({
      orderNumber: numbers[0],
      customerPhone: "6285711112222",
      total: 51_000,
      items: [
        { productName: "Kopi", unitPrice: 18_000, totalPrice: 36_000, options: [] },
        { productName: "Roti", options: [{ name: "Topping", value: "Keju" }] },
      ],
    });
  });

  it("never shows or changes another brand's order, by number or by id", async () => {
    expect(await getOrderDetail(t.db, ownerB, numbers[0])).toBeNull();
    const orderOfA = (await getOrderDetail(t.db, ownerA, numbers[1]))!;
    await expect(
      updateOrderStatus(t.db, ownerB, { orderId: orderOfA.id, status: "selesai" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const after = (await getOrderDetail(t.db, ownerA, numbers[1]))!;
    expect(after.status).toBe(orderOfA.status);
    expect(after.history).toEqual(orderOfA.history);
    const listOfB = await listOrders(t.db, ownerB, {
      filter: { ...NO_FILTER, view: "aktif" },
      page: 1,
    });
    expect(listOfB.orders.map((order) => order.orderNumber)).toEqual(["ORD20000000"]);
  });

  it("appends every status change to the history and offers the notification", async () => {
    const order = (await getOrderDetail(t.db, ownerA, numbers[2]))!;
    const waiting = await updateOrderStatus(t.db, ownerA, {
      orderId: order.id,
      status: "diproses",
    });
    expect(waiting.notification).toEqual({
      text: `Pesanan kamu nomor ${numbers[2]} Sedang Diproses`,
      url: `https://wa.me/6285711112222?text=${encodeURIComponent(
        `Pesanan kamu nomor ${numbers[2]} Sedang Diproses`,
      )}`,
      includesPayment: false,
    });
    // At the brand's trigger status the payment information rides along.
    const accepted = await updateOrderStatus(t.db, ownerA, {
      orderId: order.id,
      status: "pesanan_diterima",
    });
    expect(accepted.notification?.includesPayment).toBe(true);
    expect(accepted.notification?.text).toBe(
      `Pesanan kamu nomor ${numbers[2]} Sudah Diterima\n\n*Informasi Pembayaran*\nTransfer BCA 123`,
    );
    const after = (await getOrderDetail(t.db, ownerA, numbers[2]))!;
    expect(after.status).toBe("pesanan_diterima");
    expect(after.history.map((entry) => entry.status).slice(0, 2)).toEqual([
      "pesanan_diterima",
      "diproses",
    ]);
    expect(after.history.length).toBe(order.history.length + 2);
    // Each entry is keyed by its time (version 7), at the end of the histories' index.
    const keys = await t.db
      .selectFrom("order_histories")
      .select("id")
      .where("order_id", "=", order.id)
      .where("status", "in", ["diproses", "pesanan_diterima"])
      .execute();
    expect(keys).toHaveLength(2);
    for (const { id } of keys) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  });

  it("refuses a status that is not one of the five", async () => {
    const order = (await getOrderDetail(t.db, ownerA, numbers[3]))!;
    await expect(
      updateOrderStatus(t.db, ownerA, { orderId: order.id, status: "dibatalkan" }),
    ).rejects.toMatchObject({ code: "VALIDATION" });
    expect((await getOrderDetail(t.db, ownerA, numbers[3]))!.status).toBe(order.status);
  });

  it("counts the whole book from the shop's days as counting its orders does", async () => {
    // Finished, reopened, cancelled: each change moves the shop's days with the order.
    const orders = await Promise.all(
      [numbers[4], numbers[5], numbers[12]].map(
        async (n) => (await getOrderDetail(t.db, ownerA, n))!,
      ),
    );
    await updateOrderStatus(t.db, ownerA, { orderId: orders[0]!.id, status: "selesai" });
    await updateOrderStatus(t.db, ownerA, { orderId: orders[2]!.id, status: "diproses" });
    await cancelOrder(t.db, ownerA, { orderId: orders[1]!.id, reason: "Stok habis" });
    for (const owner of [ownerA, ownerB, emptyOwner]) {
      const counted = await orderStatsQuery(
        t.db,
        owner,
        NO_FILTER,
        "Asia/Jakarta",
      ).executeTakeFirstOrThrow();
      const all = Number(counted.all);
      const finished = Number(counted.finished);
      const cancelled = Number(counted.cancelled);
      expect(await getOrderStats(t.db, owner)).toEqual({
        total: all - cancelled,
        active: all - cancelled - finished,
        finished,
        cancelled,
      });
    }
    expect(await getOrderStats(t.db, ownerA)).toMatchObject({ finished: 3, cancelled: 1 });
  });
});
