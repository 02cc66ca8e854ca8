import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_REQUIRED_MESSAGES } from "#domain/checkout-fields";
import {
  choicesChangedError,
  priceChangedError,
  productSoldOutError,
  productUnavailableError,
  stockShortError,
} from "#domain/checkout-messages";
import { MANUAL_ORDER_MESSAGES } from "#domain/manual-order";
import { NO_FILTER, parseOrderFilter } from "#domain/order-summary";
import { quotaFullText } from "#domain/product-quota";
import { slotFullText } from "#domain/shop-hours";
import type { BrandOwner } from "#server/auth/guards";
import { AppError } from "#server/errors";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import { listOrders, updateOrderStatus } from "#server/services/admin-orders";
import { createManualOrder, getManualOrderSetup } from "#server/services/manual-orders";
import { createOrder } from "#server/services/orders";
import { getShopTrends } from "#server/services/trends";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

// 2026-11-22 10:00 in Jakarta: 'Besok' is Monday 23/11/2026.
const TEN_AM_JAKARTA = new Date("2026-11-22T03:00:00Z");
const clock = () => new Date(TEN_AM_JAKARTA);
const TOMORROW = "2026-11-23";

describe.each(testDatabaseKinds)("manual orders on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let owner: BrandOwner;
  let otherOwner: BrandOwner;
  const ids = {} as {
    brand: string;
    kopi: string;
    roti: string;
    habis: string;
    kue: string;
    other: string;
    otherProduct: string;
  };

  const kopiLine = (quantity = 2) => ({
    productId: ids.kopi,
    quantity,
    customizations: { Ukuran: "Besar" },
    notes: "",
    seenPrice: 23_000,
    name: "Kopi Susu",
  });
  const rotiLine = (quantity = 1) => ({
    productId: ids.roti,
    quantity,
    customizations: {},
    notes: "",
    seenPrice: 15_000,
    name: "Roti Bakar",
  });

  const CUSTOMER = { customerName: "Budi Santoso", customerPhone: "0812-3456-7890" };
  const SLOT = { deliveryDay: "tomorrow", deliveryTime: "10:00" };

  /** The form as the 'Pesanan Manual' page posts it. */
  const manual = (
    overrides: Record<string, unknown> = {},
    items: unknown[] = [kopiLine(), rotiLine()],
  ) => ({
    source: "whatsapp",
    items: JSON.stringify(items),
    ...CUSTOMER,
    deliveryMethod: "Diambil Sendiri",
    ...SLOT,
    paymentMethod: "cash",
    paymentStatus: "unpaid",
    ...overrides,
  });

  const refusalOf = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(AppError);
    return error as AppError;
  };

  const countOrders = async (brandId = ids.brand) =>
    Number(
      (
        await t.db
          .selectFrom("orders")
          .select(sql<number>`count(*)`.as("count"))
          .where("brand_id", "=", brandId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  const orderRow = (orderNumber: string) =>
    t.db
      .selectFrom("orders")
      .selectAll()
      .where("brand_id", "=", ids.brand)
      .where("order_number", "=", orderNumber)
      .executeTakeFirstOrThrow();

  const linesOf = async (orderId: string) => {
    const lines = await t.db
      .selectFrom("order_products")
      .select([
        "id",
        "product_id",
        "product_name",
        "quantity",
        "unit_price",
        "total_price",
        "note",
        "display_order",
        "stock_taken",
        "choice_key",
      ])
      .where("order_id", "=", orderId)
      .orderBy("display_order")
      .execute();
    const options = await t.db
      .selectFrom("order_product_options")
      .select(["order_product_id", "option_name", "option_value", "price_delta"])
      .where(
        "order_product_id",
        "in",
        lines.map((line) => line.id),
      )
      .orderBy("id")
      .execute();
    return lines.map(({ id, ...line }) => ({
      ...line,
      options: options
        .filter((option) => option.order_product_id === id)
        .map(({ order_product_id: _, ...option }) => ({
          ...option,
          price_delta: Number(option.price_delta),
        })),
    }));
  };

  const stockOf = async (productId: string) =>
    (
      await t.db
        .selectFrom("products")
        .select("stock")
        .where("id", "=", productId)
        .executeTakeFirstOrThrow()
    ).stock;

  const quotaTaken = async (productId: string) =>
    Number(
      (
        await t.db
          .selectFrom("product_daily_quantities")
          .select("quantity")
          .where("product_id", "=", productId)
          .where("day", "=", TOMORROW)
          .executeTakeFirst()
      )?.quantity ?? 0,
    );

  const shopDay = () =>
    t.db
      .selectFrom("shop_daily_counts")
      .selectAll()
      .where("brand_id", "=", ids.brand)
      .where("day", "=", "2026-11-22")
      .executeTakeFirst();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    const seller = await createSeller(t.auth, {
      email: "manual@example.com",
      password: "rahasia123",
      name: "Sari",
      emailVerified: true,
    });
    ids.brand = (
      await createBrand(t.db, {
        userId: seller.userId,
        name: "Kopi Manual",
        username: "kopi-manual",
        customerServiceWhatsapp: "6289999999999",
        isDeliveryByStoreEnabled: true,
        maxOrdersPerSlot: 3,
      })
    ).id;
    await t.db
      .updateTable("brands")
      .set({ is_cash_enabled: true })
      .where("id", "=", ids.brand)
      .execute();
    owner = {
      id: seller.userId,
      email: "manual@example.com",
      name: "Sari",
      emailVerified: true,
      role: "brand-owner",
      brandId: ids.brand,
    } as BrandOwner;
    ids.kopi = (
      await createProduct(t.db, ids.brand, {
        name: "Kopi Susu",
        price: 18_000,
        stock: 20,
        options: [
          {
            name: "Ukuran",
            choices: ["Reguler", "Besar"],
            isRequired: true,
            choicePrices: { Besar: 5_000 },
          },
        ],
      })
    ).id;
    ids.roti = (
      await createProduct(t.db, ids.brand, { name: "Roti Bakar", price: 15_000, dailyQuota: 5 })
    ).id;
    ids.habis = (
      await createProduct(t.db, ids.brand, { name: "Teh Habis", price: 5_000, isSoldOut: true })
    ).id;
    ids.kue = (
      await createProduct(t.db, ids.brand, { name: "Kue Lapis", price: 30_000, stock: 1 })
    ).id;

    const other = await createSeller(t.auth, {
      email: "lain@example.com",
      password: "rahasia123",
      name: "Andi",
      emailVerified: true,
    });
    ids.other = (
      await createBrand(t.db, {
        userId: other.userId,
        name: "Warung Lain",
        username: "warung-lain",
      })
    ).id;
    otherOwner = { ...owner, id: other.userId, brandId: ids.other };
    ids.otherProduct = (
      await createProduct(t.db, ids.other, { name: "Nasi Uduk", price: 12_000 })
    ).id;
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("offers the shop's own products, days, delivery and payment methods to the form", async () => {
    const setup = await getManualOrderSetup(t.db, owner, TEN_AM_JAKARTA);
    expect(setup.username).toBe("kopi-manual");
    expect(setup.products.map((product) => product.name)).toEqual([
      "Kopi Susu",
      "Roti Bakar",
      "Teh Habis",
      "Kue Lapis",
    ]);
    expect(setup.products[0]!.options[0]!.choicePrices).toEqual({ Besar: 5_000 });
    expect(setup.ordering.days.map((day) => day.value)).toEqual(["today", "tomorrow"]);
    expect(setup.paymentMethods).toEqual(["cash"]);
    expect(setup.isDeliveryByStoreEnabled).toBe(true);
    // Another shop's products are not among its own.
    const others = await getManualOrderSetup(t.db, otherOwner, TEN_AM_JAKARTA);
    expect(others.products.map((product) => product.name)).toEqual(["Nasi Uduk"]);
  });

  it("is placed as a guest order with the same lines is: totals, stock, quota, slot, number, day and customer", async () => {
    const before = await shopDay();
    const guest = await createOrder(
      context,
      {
        username: "kopi-manual",
        form: {
          ...SLOT,
          ...CUSTOMER,
          deliveryMethod: "Diambil Sendiri",
          paymentMethod: "cash",
          note: "",
        },
        items: [kopiLine(), rotiLine()],
      },
      { now: clock },
    );
    expect(await stockOf(ids.kopi)).toBe(18);
    expect(await quotaTaken(ids.roti)).toBe(1);

    const { orderNumber } = await createManualOrder(context, owner, manual(), { now: clock });
    expect(orderNumber).toMatch(/^ORD\d{8}$/);
    expect(orderNumber).not.toBe(guest.orderNumber);

    const [guestRow, manualRow] = [await orderRow(guest.orderNumber), await orderRow(orderNumber)];
    const differing = new Set([
      "id",
      "order_number",
      "checkout_fingerprint",
      "source",
      "created_at",
      "updated_at",
    ]);
    const comparable = (row: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(row).filter(([column]) => !differing.has(column)));
    expect(comparable(manualRow)).toEqual(comparable(guestRow));
    expect(manualRow.total).toBe(2 * 23_000 + 15_000);
    expect(manualRow.delivery_slot_at).toBe("2026-11-23T03:00:00.000Z");
    expect(manualRow.due_day).toBe(TOMORROW);
    expect(guestRow.source).toBe("online");
    expect(manualRow.source).toBe("whatsapp");
    expect(await linesOf(manualRow.id)).toEqual(await linesOf(guestRow.id));

    // Units taken, the day's quota counted, the slot counted: as the guest order did.
    expect(await stockOf(ids.kopi)).toBe(16);
    expect(await quotaTaken(ids.roti)).toBe(2);
    const slotTaken = await t.db
      .selectFrom("orders")
      .select(sql<number>`count(*)`.as("count"))
      .where("brand_id", "=", ids.brand)
      .where("delivery_slot_at", "=", "2026-11-23T03:00:00.000Z")
      .executeTakeFirstOrThrow();
    expect(Number(slotTaken.count)).toBe(2);

    // The shop's day: two orders, their revenue, one of them by WhatsApp; the same number
    // ordered twice, new and then returning.
    const after = (await shopDay())!;
    const added = (column: keyof typeof after) =>
      Number(after[column]) - Number(before?.[column] ?? 0);
    expect(added("orders_placed")).toBe(2);
    expect(added("revenue")).toBe(2 * 61_000);
    expect(added("orders_whatsapp")).toBe(1);
    expect(added("orders_phone")).toBe(0);
    expect(added("orders_walk_in")).toBe(0);
    expect(added("new_customers")).toBe(1);
    expect(added("returning_customers")).toBe(1);
    const customer = await t.db
      .selectFrom("customers")
      .selectAll()
      .where("brand_id", "=", ids.brand)
      .where("phone", "=", "6281234567890")
      .executeTakeFirstOrThrow();
    expect(customer.order_count).toBe(2);
    expect(Number(customer.total_spent)).toBe(2 * 61_000);
    // A member's record has no consent: the customer ticked nothing.
    expect(manualRow.marketing_consent_at).toBeNull();
  });

  it("records a sale at the stall without a name or number, paid ('Lunas') with its history entry", async () => {
    const customersBefore = await t.db
      .selectFrom("customers")
      .select(sql<number>`count(*)`.as("count"))
      .where("brand_id", "=", ids.brand)
      .executeTakeFirstOrThrow();
    const before = await shopDay();
    const { orderNumber } = await createManualOrder(
      context,
      owner,
      manual({
        source: "walk-in",
        customerName: "",
        customerPhone: "",
        paymentStatus: "paid",
        deliveryDay: "today",
        deliveryTime: "12:00",
      }),
      { now: clock },
    );
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({
      source: "walk-in",
      customer_name: "",
      customer_phone: "",
      payment_status: "paid",
      delivery_method: "Diambil Sendiri",
    });
    expect(Number(row.amount_paid)).toBe(61_000);
    const payments = await t.db
      .selectFrom("order_payments")
      .select(["payment_status", "amount_paid"])
      .where("order_id", "=", row.id)
      .execute();
    expect(payments.map((entry) => [entry.payment_status, Number(entry.amount_paid)])).toEqual([
      ["paid", 61_000],
    ]);
    // No customer row for a number nobody gave; the day counts the order, its paid revenue
    // and its source, and neither a new nor a returning customer.
    const customersAfter = await t.db
      .selectFrom("customers")
      .select(sql<number>`count(*)`.as("count"))
      .where("brand_id", "=", ids.brand)
      .executeTakeFirstOrThrow();
    expect(Number(customersAfter.count)).toBe(Number(customersBefore.count));
    const after = (await shopDay())!;
    const added = (column: keyof typeof after) =>
      Number(after[column]) - Number(before?.[column] ?? 0);
    expect(added("orders_placed")).toBe(1);
    expect(added("orders_walk_in")).toBe(1);
    expect(added("revenue_paid")).toBe(61_000);
    expect(added("new_customers")).toBe(0);
    expect(added("returning_customers")).toBe(0);

    // Nobody to tell on WhatsApp of its next status.
    const accepted = await updateOrderStatus(t.db, owner, {
      orderId: row.id,
      status: "pesanan_diterima",
    });
    expect(accepted).toEqual({ status: "pesanan_diterima", notification: null });
  });

  it("keeps the name and number required for an order by chat or phone", async () => {
    const before = await countOrders();
    const refused = await refusalOf(
      createManualOrder(
        context,
        owner,
        manual({ source: "phone", customerName: "", customerPhone: "" }),
        { now: clock },
      ),
    );
    expect(refused.fieldErrors).toMatchObject({
      customerName: CHECKOUT_REQUIRED_MESSAGES.customerName,
      customerPhone: CHECKOUT_REQUIRED_MESSAGES.customerPhone,
    });
    // No source, no product: each said under its field.
    const noSource = await refusalOf(
      createManualOrder(context, owner, manual({ source: undefined }), { now: clock }),
    );
    expect(noSource.fieldErrors).toMatchObject({ source: MANUAL_ORDER_MESSAGES.sourceRequired });
    const noItems = await refusalOf(
      createManualOrder(context, owner, manual({}, []), { now: clock }),
    );
    expect(noItems.fieldErrors).toMatchObject({ items: MANUAL_ORDER_MESSAGES.noItems });
    expect(await countOrders()).toBe(before);
  });

  it("refuses what a guest order refuses, in Indonesian, and stores nothing", async () => {
    const before = await countOrders();
    const stock = await stockOf(ids.kopi);
    const refusal = async (items: unknown[], overrides: Record<string, unknown> = {}) =>
      (await refusalOf(createManualOrder(context, owner, manual(overrides, items), { now: clock })))
        .message;

    expect(
      await refusal([{ ...rotiLine(), productId: ids.habis, seenPrice: 5_000, name: "Teh Habis" }]),
    ).toBe(productSoldOutError("Teh Habis"));
    expect(
      await refusal([{ ...rotiLine(2), productId: ids.kue, seenPrice: 30_000, name: "Kue Lapis" }]),
    ).toBe(stockShortError("Kue Lapis", 1));
    // Two of the day's five taken: four more is more than is left.
    expect(await refusal([rotiLine(4)])).toBe(quotaFullText("Roti Bakar", TOMORROW, 3));
    expect(await refusal([{ ...rotiLine(), productId: "tidak-ada", name: "Entah" }])).toBe(
      productUnavailableError("Entah"),
    );
    expect(await refusal([{ ...kopiLine(), customizations: { Ukuran: "Jumbo" } }])).toBe(
      choicesChangedError("Kopi Susu"),
    );
    // A price other than the shop's is never charged.
    expect(await refusal([{ ...kopiLine(), seenPrice: 1_000 }])).toBe(
      priceChangedError("Kopi Susu", 23_000),
    );
    // Isolation: another shop's product is no product of this one.
    expect(await refusal([{ ...rotiLine(), productId: ids.otherProduct, name: "Nasi Uduk" }])).toBe(
      productUnavailableError("Nasi Uduk"),
    );

    expect(await countOrders()).toBe(before);
    expect(await countOrders(ids.other)).toBe(0);
    expect(await stockOf(ids.kopi)).toBe(stock);
    expect(await quotaTaken(ids.roti)).toBe(2);
  });

  it("refuses a slot that is full, as the checkout does", async () => {
    // Three orders a slot: two taken tomorrow at 10:00, a third fills it.
    await createManualOrder(context, owner, manual({}, [kopiLine(1)]), { now: clock });
    const before = await countOrders();
    const refused = await refusalOf(
      createManualOrder(context, owner, manual({}, [kopiLine(1)]), { now: clock }),
    );
    expect(refused.message).toBe(slotFullText("Senin, 23/11/2026 10:00 WIB"));
    expect(await countOrders()).toBe(before);
  });

  it("the orders list filters by source, from the address", async () => {
    const filter = parseOrderFilter(new URLSearchParams("sumber=walk-in"));
    expect(filter.source).toBe("walk-in");
    expect(parseOrderFilter(new URLSearchParams("sumber=lain")).source).toBeNull();
    const stall = await listOrders(t.db, owner, { filter, page: 1, now: TEN_AM_JAKARTA });
    expect(stall.totalCount).toBe(1);
    // Left unnamed at the stall, it is named by its source.
    expect(stall.orders[0]).toMatchObject({ customerName: "", source: "walk-in" });
    const chat = await listOrders(t.db, owner, {
      filter: { ...NO_FILTER, source: "whatsapp" },
      page: 1,
      now: TEN_AM_JAKARTA,
    });
    expect(chat.totalCount).toBe(2);
    const online = await listOrders(t.db, owner, {
      filter: { ...NO_FILTER, source: "online" },
      page: 1,
      now: TEN_AM_JAKARTA,
    });
    expect(online.orders.map((order) => order.orderNumber)).toHaveLength(1);
    // Another shop's list holds none of them.
    const others = await listOrders(t.db, otherOwner, {
      filter: { ...NO_FILTER, source: "whatsapp" },
      page: 1,
      now: TEN_AM_JAKARTA,
    });
    expect(others.totalCount).toBe(0);
  });

  it("the admin home breaks the period's orders down by source", async () => {
    const trends = await getShopTrends(context, owner, 7, TEN_AM_JAKARTA);
    expect(trends.sources).toEqual([
      { source: "online", count: 1 },
      { source: "whatsapp", count: 2 },
      { source: "phone", count: 0 },
      { source: "walk-in", count: 1 },
    ]);
    const others = await getShopTrends(context, otherOwner, 7, TEN_AM_JAKARTA);
    expect(others.sources.every((entry) => entry.count === 0)).toBe(true);
  });
});
