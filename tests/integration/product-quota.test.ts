import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quotaFullText } from "#domain/product-quota";
import type { CheckoutRequest } from "#domain/checkout-request";
import type { BrandOwner } from "#server/auth/guards";
import { AppError } from "#server/errors";
import { calendarDayIn } from "#domain/shop-time";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import { cancelOrder } from "#server/services/admin-orders";
import {
  createOwnProduct,
  getOwnProducts,
  updateOwnProduct,
} from "#server/services/admin-products";
import { createOrder } from "#server/services/orders";
import { QuotaFullError, takeQuota } from "#server/services/product-quota";
import { findOrderingWindow } from "#server/services/shop-hours";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { brandOwner, codeOf } from "./support/sellers";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// A daily quota per product (decision 060), on each database: units counted per due day over
// every order not cancelled, refused past the quota with nothing stored, freed by a
// cancellation, and exact under concurrent orders.

// 2026-11-22 (Minggu) 10:00 in Jakarta: 'Besok' is Senin, 23/11/2026.
const TEN_AM_JAKARTA = new Date("2026-11-22T03:00:00Z");
const now = () => new Date(TEN_AM_JAKARTA);
const TODAY = "2026-11-22";
const TOMORROW = "2026-11-23";

describe.each(testDatabaseKinds)("daily quota per product on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;

  const prices = new Map<string, number>();
  const order = (
    productId: string,
    quantity: number,
    day: "today" | "tomorrow" = "tomorrow",
  ): CheckoutRequest => ({
    username: "dapur-quota",
    form: {
      deliveryDay: day,
      deliveryTime: "15:00",
      customerName: "Budi Santoso",
      customerPhone: "0812-3456-7890",
      note: "",
      referralCode: "",
    },
    items: [
      { productId, quantity, customizations: {}, notes: "", seenPrice: prices.get(productId) },
    ],
  });
  // Each order from a customer of her own, as the order endpoint sends them: counted against
  // her limit, which on PostgreSQL reads the order's quotas in the same statement.
  let customers = 0;
  const customer = () => ({ ip: `10.7.${Math.floor(++customers / 256)}.${customers % 256}` });
  const place = (productId: string, quantity: number, day?: "today" | "tomorrow") =>
    createOrder(context, order(productId, quantity, day), { now, client: customer() });

  /** Units of the product on the day, as the roll-up holds them. */
  async function counted(productId: string, day: string) {
    const row = await t.db
      .selectFrom("product_daily_quantities")
      .select("quantity")
      .where("product_id", "=", productId)
      .where("day", "=", day)
      .executeTakeFirst();
    return row ? Number(row.quantity) : 0;
  }

  /** Units of the product in stored orders not cancelled, due on the day. */
  async function ordered(productId: string, day: string) {
    const rows = await t.db
      .selectFrom("order_products")
      .innerJoin("orders", "orders.id", "order_products.order_id")
      .select("order_products.quantity")
      .where("order_products.product_id", "=", productId)
      .where("orders.due_day", "=", day)
      .where("orders.status", "<>", "dibatalkan")
      .execute();
    return rows.reduce((sum, row) => sum + Number(row.quantity), 0);
  }

  async function orderIdOf(orderNumber: string) {
    const row = await t.db
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", orderNumber)
      .where("brand_id", "=", owner.brandId)
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** A product of the shop, its price remembered for the cart's lines. */
  async function product(input: {
    name: string;
    price: number;
    dailyQuota?: number;
    stock?: number;
  }) {
    const created = await createProduct(t.db, owner.brandId, input);
    prices.set(created.id, input.price);
    return created;
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    owner = await brandOwner(t, "dapur-quota");
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("counts each due day apart and refuses an order past the quota, naming the product, storing nothing", async () => {
    const { id } = await product({
      name: "Brownies Panggang",
      price: 85000,
      dailyQuota: 5,
    });
    await place(id, 3);
    expect(await codeOf(place(id, 3))).toBe(
      `VALIDATION: ${quotaFullText("Brownies Panggang", TOMORROW, 2)}`,
    );
    expect(quotaFullText("Brownies Panggang", TOMORROW, 2)).toBe(
      "Kuota Brownies Panggang untuk Senin, 23/11/2026 tinggal 2. Kurangi jumlahnya atau pilih hari lain.",
    );
    // Another day has its own quota.
    await place(id, 5, "today");
    await place(id, 2);
    expect(await codeOf(place(id, 1))).toBe(
      "VALIDATION: Kuota Brownies Panggang untuk Senin, 23/11/2026 sudah habis. Silakan pilih hari lain.",
    );
    expect(await counted(id, TOMORROW)).toBe(5);
    expect(await ordered(id, TOMORROW)).toBe(5);
    expect(await counted(id, TODAY)).toBe(5);
    expect(await ordered(id, TODAY)).toBe(5);

    // The checkout's days say what is left of the cart's products with a quota.
    const free = await product({ name: "Teh Manis", price: 5000 });
    const window = await findOrderingWindow(t.db, "dapur-quota", now(), [id, free.id]);
    const left = Object.fromEntries(window!.days.map((day) => [day.date, day.quotaLeft]));
    expect(left).toEqual({ "22/11/2026": { [id]: 0 }, "23/11/2026": { [id]: 0 } });
    const plain = await findOrderingWindow(t.db, "dapur-quota", now());
    expect(plain!.days.every((day) => day.quotaLeft === undefined)).toBe(true);
  });

  it("gives back a cancelled order's units: the day takes them again", async () => {
    const { id } = await product({
      name: "Bolu Pandan",
      price: 45000,
      dailyQuota: 4,
    });
    const first = await place(id, 3);
    expect(await codeOf(place(id, 2))).toMatch(/^VALIDATION: Kuota Bolu Pandan untuk Senin/);
    await cancelOrder(t.db, owner, {
      orderId: await orderIdOf(first.orderNumber),
      reason: "Pelanggan membatalkan",
    });
    expect(await counted(id, TOMORROW)).toBe(0);
    await place(id, 4);
    expect(await counted(id, TOMORROW)).toBe(4);
    expect(await ordered(id, TOMORROW)).toBe(4);
  });

  it("counts orders placed before a quota was set on the product", async () => {
    const { id } = await product({ name: "Kue Lumpur", price: 3000 });
    await place(id, 6);
    // Without a quota its orders are not counted; the seller's save counts them afresh.
    expect(await counted(id, TOMORROW)).toBe(0);
    await updateOwnProduct(context, owner, id, {
      name: "Kue Lumpur",
      price: 3000,
      dailyQuota: "7",
    });
    expect(await codeOf(place(id, 2))).toBe(
      `VALIDATION: ${quotaFullText("Kue Lumpur", TOMORROW, 1)}`,
    );
    await place(id, 1);
    expect(await counted(id, TOMORROW)).toBe(7);
  });

  it("the seller sets, changes and clears a product's quota through the product form's service", async () => {
    const { id } = await createOwnProduct(context, owner, {
      name: "Nastar",
      price: "120.000",
      dailyQuota: "1.000",
    });
    const quotaOf = async () =>
      (await getOwnProducts(context, owner)).products.find((one) => one.id === id)?.dailyQuota;
    expect(await quotaOf()).toBe(1000);
    expect(
      await codeOf(
        updateOwnProduct(context, owner, id, { name: "Nastar", price: 1, dailyQuota: "0" }),
      ),
    ).toBe("VALIDATION: Kuota harian minimal 1");
    expect(await quotaOf()).toBe(1000);
    await updateOwnProduct(context, owner, id, { name: "Nastar", price: 1, dailyQuota: "30" });
    expect(await quotaOf()).toBe(30);
    await updateOwnProduct(context, owner, id, { name: "Nastar", price: 1, dailyQuota: "" });
    expect(await quotaOf()).toBeNull();
    // A quota taken away leaves nothing counted, to be counted afresh if one is set again.
    expect(
      await t.db
        .selectFrom("product_daily_quantities")
        .select("day")
        .where("product_id", "=", id)
        .execute(),
    ).toEqual([]);
  });

  it("50 concurrent orders for the last 5: exactly 5 placed, the rest refused with the message", async () => {
    const { id } = await product({
      name: "Lapis Legit",
      price: 250000,
      dailyQuota: 30,
    });
    await place(id, 25);
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => place(id, 1)));
    const placed = results.filter((result) => result.status === "fulfilled");
    const refused = results.flatMap((result) =>
      result.status === "rejected" ? [result.reason as unknown] : [],
    );
    expect(placed).toHaveLength(5);
    expect(refused).toHaveLength(45);
    for (const reason of refused) {
      expect(reason).toBeInstanceOf(AppError);
      expect((reason as AppError).message).toBe(
        "Kuota Lapis Legit untuk Senin, 23/11/2026 sudah habis. Silakan pilih hari lain.",
      );
    }
    expect(await counted(id, TOMORROW)).toBe(30);
    expect(await ordered(id, TOMORROW)).toBe(30);
  });

  it("counts a product that counts its stock and one that does not, each against its quota", async () => {
    const brownies = await product({ name: "Brownies", price: 50000, dailyQuota: 5, stock: 20 });
    const bolu = await product({ name: "Bolu Pandan", price: 40000, dailyQuota: 4 });
    const teh = await product({ name: "Teh Manis", price: 5000, stock: 100 });
    const lines = (quantities: [string, number][]): CheckoutRequest => ({
      ...order(brownies.id, 1),
      items: quantities.map(([productId, quantity]) => ({
        productId,
        quantity,
        customizations: {},
        notes: "",
        seenPrice: prices.get(productId),
      })),
    });
    const send = (quantities: [string, number][]) =>
      createOrder(context, lines(quantities), { now, client: customer() });
    await send([
      [brownies.id, 3],
      [bolu.id, 2],
      [teh.id, 7],
    ]);
    await expect(
      send([
        [teh.id, 1],
        [brownies.id, 3],
      ]),
    ).rejects.toThrow("Kuota Brownies untuk Senin, 23/11/2026 tinggal 2.");
    await expect(send([[bolu.id, 3]])).rejects.toThrow(
      "Kuota Bolu Pandan untuk Senin, 23/11/2026 tinggal 2.",
    );
    await send([
      [bolu.id, 2],
      [brownies.id, 2],
    ]);
    expect([
      await counted(brownies.id, TOMORROW),
      await counted(bolu.id, TOMORROW),
      await counted(teh.id, TOMORROW),
    ]).toEqual([5, 4, 0]);
    // The refused orders took no stock either.
    const stocks = await t.db
      .selectFrom("products")
      .select(["id", "stock"])
      .where("id", "in", [brownies.id, teh.id])
      .execute();
    expect(Object.fromEntries(stocks.map((row) => [row.id, Number(row.stock)]))).toEqual({
      [brownies.id]: 15,
      [teh.id]: 93,
    });
  });

  it("takes an order's products together: all of them fit, or none is counted", async () => {
    const kue = await product({ name: "Kue Cubit", price: 2000, dailyQuota: 10 });
    const teh = await product({ name: "Es Teh", price: 3000 });
    const roti = await product({ name: "Roti Sobek", price: 20000, dailyQuota: 2 });
    const day = "2026-12-02";
    const take = (lines: { productId: string; quantity: number }[]) =>
      t.db.transaction().execute((trx) => takeQuota(trx, lines, day));
    await take([
      { productId: kue.id, quantity: 4 },
      { productId: teh.id, quantity: 50 },
      { productId: kue.id, quantity: 2 },
    ]);
    await expect(
      take([
        { productId: teh.id, quantity: 1 },
        { productId: roti.id, quantity: 3 },
        { productId: kue.id, quantity: 1 },
      ]),
    ).rejects.toEqual(new QuotaFullError(roti.id));
    await expect(
      take([
        { productId: roti.id, quantity: 1 },
        { productId: kue.id, quantity: 5 },
      ]),
    ).rejects.toEqual(new QuotaFullError(kue.id));
    expect([
      await counted(kue.id, day),
      await counted(teh.id, day),
      await counted(roti.id, day),
    ]).toEqual([6, 0, 0]);
  });

  it("takes exactly the room left when transactions of their own race for a day", async () => {
    // Without the shared commit: each on its own connection, as separate servers would.
    const { id } = await product({ name: "Kue Sus", price: 4000, dailyQuota: 12 });
    const day = "2026-12-01";
    const take = (quantity: number) =>
      t.db.transaction().execute((trx) => takeQuota(trx, [{ productId: id, quantity }], day));
    await take(7);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => take(1)));
    expect(results.filter((result) => result.status === "fulfilled")).toHaveLength(5);
    for (const result of results) {
      if (result.status === "rejected") expect(result.reason).toBeInstanceOf(QuotaFullError);
    }
    expect(await counted(id, day)).toBe(12);
  });
});

describe.each(testDatabaseKinds)("the daily quota's migration on %s", (kind) => {
  it("folds in the orders already stored whose slot is ahead, leaving cancelled and past ones out", async () => {
    const older = await createUnmigratedDatabase(kind);
    try {
      expect(
        (await older.migrator.migrateTo("0017-minimum-order-and-location")).error,
      ).toBeUndefined();
      const { userId } = await createSeller(older.auth, {
        email: `quota-${kind}@example.com`,
        password: "rahasia123",
        name: "Lama",
      });
      const brand = await createBrand(older.db, { userId, name: "Lama", username: "lama" });
      const product = await createProduct(older.db, brand.id, { name: "Bolu", price: 1000 });
      const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000).toISOString();
      const past = new Date(Date.now() - 10 * 24 * 60 * 60 * 1000).toISOString();
      const orders = [
        { slot: tomorrow, quantity: 2, status: undefined },
        { slot: tomorrow, quantity: 3, status: "dibatalkan" },
        { slot: past, quantity: 4, status: undefined },
      ];
      const ids: string[] = [];
      for (const order of orders) {
        const { id } = await createOrderRecord(older.db, {
          // A schema older than the customers' day counts (0025) has nothing to count it in.
          countInTrends: false,
          brandId: brand.id,
          customerName: "Budi",
          customerPhone: "6281234567890",
          status: order.status,
          items: [
            {
              productId: product.id,
              productName: "Bolu",
              quantity: order.quantity,
              unitPrice: 1000,
            },
          ],
        });
        await older.db
          .updateTable("orders")
          .set({ delivery_slot_at: order.slot })
          .where("id", "=", id)
          .execute();
        ids.push(id);
      }

      expect((await older.migrator.migrateToLatest()).error).toBeUndefined();
      const day = calendarDayIn(tomorrow, "Asia/Jakarta");
      const rows = await older.db
        .selectFrom("product_daily_quantities")
        .select(["product_id", "day", "quantity"])
        .execute();
      expect(rows.map((row) => ({ ...row, quantity: Number(row.quantity) }))).toEqual([
        { product_id: product.id, day, quantity: 2 },
      ]);
      const dueDays = await older.db
        .selectFrom("orders")
        .select(["id", "due_day"])
        .where("id", "in", ids)
        .execute();
      expect(Object.fromEntries(dueDays.map((row) => [row.id, row.due_day]))).toEqual({
        [ids[0]!]: day,
        [ids[1]!]: day,
        [ids[2]!]: null,
      });
    } finally {
      await older.destroy();
    }
  });
});
