import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as orderAction } from "#app/routes/api/orders";
import { loader as orderingWindowLoader } from "#app/routes/api/ordering-window";
import type { CartOrderingWindow } from "#domain/cart-lead-time";
import { deliveryDayAt } from "#domain/delivery";
import type { CheckoutRequest } from "#domain/checkout-request";
import { LEAD_TIME_MESSAGES } from "#domain/product-lead-time";
import type { BrandOwner } from "#server/auth/guards";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import {
  createOwnProduct,
  getOwnProducts,
  updateOwnProduct,
} from "#server/services/admin-products";
import { createOrder } from "#server/services/orders";
import { findOrderingWindow } from "#server/services/shop-hours";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf } from "./support/sellers";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// A lead time per product (decision 065), on each database: set in hours or days through the
// products service, the checkout's window offering only what every product of the cart can
// meet, and an order for an earlier slot refused, naming the product, with nothing stored.
// The factories' shops are open around the clock, so every hour is a slot.

// Monday 30/11/2026 10:00 WIB: Thursday (Kamis) 03/12/2026 10:00 is three days ahead.
const MONDAY_TEN = new Date("2026-11-30T10:00:00+07:00");
const now = () => new Date(MONDAY_TEN);

describe.each(testDatabaseKinds)("lead time per product on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let lapisId: string;
  let rotiId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    owner = await brandOwner(t, "dapur-lapis");
    await t.db
      .updateTable("brands")
      .set({ order_days_ahead: 7, lead_time_hours: 1 })
      .where("id", "=", owner.brandId)
      .execute();
    lapisId = (
      await createProduct(t.db, owner.brandId, {
        name: "Lapis Legit",
        price: 95000,
        stock: 10,
        leadTimeHours: 72,
      })
    ).id;
    rotiId = (await createProduct(t.db, owner.brandId, { name: "Roti Bakar", price: 15000 })).id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const line = (productId: string, seenPrice: number) => ({
    productId,
    quantity: 1,
    customizations: {},
    notes: "",
    seenPrice,
  });
  const order = (
    deliveryDay: string,
    deliveryTime: string,
    deliveryDate?: string,
  ): CheckoutRequest => ({
    username: "dapur-lapis",
    form: {
      deliveryDay,
      ...(deliveryDate ? { deliveryDate } : {}),
      deliveryTime,
      customerName: "Budi Santoso",
      customerPhone: "0812-3456-7890",
      note: "",
      referralCode: "",
    },
    items: [line(rotiId, 15000), line(lapisId, 95000)],
  });

  /** What a refused order may have left behind: orders, their lines, the stock taken. */
  async function stored() {
    const orders = await t.db
      .selectFrom("orders")
      .select("id")
      .where("brand_id", "=", owner.brandId)
      .execute();
    const lines = await t.db
      .selectFrom("order_products")
      .select("id")
      .where("product_id", "in", [lapisId, rotiId])
      .execute();
    const lapis = await t.db
      .selectFrom("products")
      .select("stock")
      .where("id", "=", lapisId)
      .executeTakeFirstOrThrow();
    return { orders: orders.length, lines: lines.length, stock: Number(lapis.stock) };
  }

  it("refuses a slot earlier than a product's lead time, naming the product, storing nothing", async () => {
    const before = await stored();
    expect(await codeOf(createOrder(context, order("tomorrow", "15:00"), { now }))).toBe(
      "VALIDATION: Lapis Legit perlu disiapkan 3 hari: jadwal paling cepat Kamis, 03/12/2026 10:00 WIB. Pilih hari dan jam pengiriman lain.",
    );
    // An hour short of three days is still too early.
    expect(
      await codeOf(createOrder(context, order("day-3", "09:00", "03/12/2026"), { now })),
    ).toMatch(/^VALIDATION: Lapis Legit perlu disiapkan 3 hari/);
    expect(await stored()).toEqual(before);

    // Without it, the shop's hour of notice: tomorrow is fine.
    const roti = await createOrder(
      context,
      { ...order("tomorrow", "15:00"), items: [line(rotiId, 15000)] },
      { now },
    );
    expect(roti.message).toContain("Hari: Selasa, 01/12/2026\nJam: 15:00 WIB");

    const placed = await createOrder(context, order("day-3", "10:00", "03/12/2026"), { now });
    expect(placed.message).toContain("Hari: Kamis, 03/12/2026\nJam: 10:00 WIB");
    expect(await stored()).toEqual({
      orders: before.orders + 2,
      lines: before.lines + 3,
      stock: before.stock - 1,
    });
  });

  it("refuses it through POST /api/orders on the server's own clock", async () => {
    const tomorrow = deliveryDayAt(new Date(), "Asia/Jakarta", 1);
    const before = await stored();
    const response = await orderAction({
      request: new Request("http://localhost:3000/api/orders", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(order("tomorrow", "23:00", tomorrow.date)),
      }),
      context: { ...context, clientIp: "10.2.0.1" },
      params: {},
    } as unknown as Parameters<typeof orderAction>[0]);
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: string };
    expect(error).toMatch(
      /^Lapis Legit perlu disiapkan 3 hari: jadwal paling cepat \S+, \d\d\/\d\d\/\d{4} \d\d:00 WIB\. Pilih hari dan jam pengiriman lain\.$/,
    );
    expect(await stored()).toEqual(before);
  });

  it("offers a cart only the days and slots all of its products can meet, naming the one that pushes them back", async () => {
    const window = await findOrderingWindow(t.db, "dapur-lapis", now(), [rotiId, lapisId]);
    expect(window?.days[0]).toMatchObject({ date: "03/12/2026", label: "Kamis" });
    expect(window?.days[0].slots[0]).toBe("10:00");
    expect(window?.leadTimeNote).toBe(
      "Lapis Legit perlu disiapkan 3 hari: paling cepat Kamis, 03/12/2026 10:00 WIB.",
    );
    const plain = await findOrderingWindow(t.db, "dapur-lapis", now(), [rotiId]);
    expect(plain?.days[0].date).toBe("30/11/2026");
    expect(plain?.days[0].slots[0]).toBe("11:00");
    expect(plain?.leadTimeNote).toBeUndefined();

    // The checkout's request, with the cart's products named.
    const response = await orderingWindowLoader({
      request: new Request(
        `http://localhost:3000/api/ordering-window?username=dapur-lapis&products=${rotiId},${lapisId}`,
      ),
      context,
      params: {},
    } as unknown as Parameters<typeof orderingWindowLoader>[0]);
    const body = (await response.json()) as CartOrderingWindow;
    expect(body.leadTimeNote).toMatch(/^Lapis Legit perlu disiapkan 3 hari: paling cepat /);
    // Three days from now: the same hour in three days, or the day after late at night.
    const dateAhead = (offset: number) => deliveryDayAt(new Date(), "Asia/Jakarta", offset).date;
    expect([dateAhead(3), dateAhead(4)]).toContain(body.days[0].date);
    expect(body.days.some((day) => [0, 1, 2].map(dateAhead).includes(day.date))).toBe(false);
  });

  it("the seller sets, changes and clears a product's lead time through the products service", async () => {
    const { id } = await createOwnProduct(context, owner, {
      name: "Kue Pengantin",
      price: "1.500.000",
      leadTime: { amount: "7", unit: "hari" },
    });
    const leadTimeOf = async () =>
      (await getOwnProducts(context, owner)).products.find((one) => one.id === id)?.leadTimeHours;
    expect(await leadTimeOf()).toBe(168);
    expect((await getOwnProducts(context, owner)).shopLeadTimeHours).toBe(1);
    expect(
      await codeOf(
        updateOwnProduct(context, owner, id, {
          name: "Kue Pengantin",
          price: 1,
          leadTime: { amount: "15", unit: "hari" },
        }),
      ),
    ).toBe(`VALIDATION: ${LEAD_TIME_MESSAGES.tooLong}`);
    expect(await leadTimeOf()).toBe(168);
    await updateOwnProduct(context, owner, id, {
      name: "Kue Pengantin",
      price: 1,
      leadTime: { amount: "36", unit: "jam" },
    });
    expect(await leadTimeOf()).toBe(36);
    await updateOwnProduct(context, owner, id, {
      name: "Kue Pengantin",
      price: 1,
      leadTime: { amount: "", unit: "hari" },
    });
    expect(await leadTimeOf()).toBeNull();
  });

  it("adds the column to products already stored, each following its shop, within 14 days", async () => {
    const older = await createUnmigratedDatabase(kind);
    try {
      expect((await older.migrator.migrateTo("0018-daily-quota")).error).toBeUndefined();
      const { userId } = await createSeller(older.auth, {
        email: `lead-${kind}@example.com`,
        password: "rahasia123",
        name: "Lama",
      });
      const brand = await createBrand(older.db, { userId, name: "Lama", username: "lama" });
      const product = await createProduct(older.db, brand.id, { name: "Bolu", price: 40000 });
      expect((await older.migrator.migrateToLatest()).error).toBeUndefined();
      const leadTime = () =>
        older.db
          .selectFrom("products")
          .select("lead_time_hours")
          .where("id", "=", product.id)
          .executeTakeFirstOrThrow();
      expect(await leadTime()).toEqual({ lead_time_hours: null });
      const setTo = (hours: number) =>
        older.db
          .updateTable("products")
          .set({ lead_time_hours: hours })
          .where("id", "=", product.id)
          .execute();
      await setTo(336);
      await expect(setTo(337)).rejects.toThrow();
      await expect(setTo(-1)).rejects.toThrow();
      expect(await leadTime()).toEqual({ lead_time_hours: 336 });
    } finally {
      await older.destroy();
    }
  });
});
