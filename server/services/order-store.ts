import crypto from "node:crypto";
import { sql, type Insertable, type Transaction } from "kysely";
import { CHECKOUT_KEY_CONFLICT_ERROR } from "#domain/checkout-messages";
import { INITIAL_ORDER_STATUS } from "#domain/order-status";
import type { OrderLine } from "#domain/order-tracking";
import { NO_DELIVERY_FEE, type OrderDelivery } from "#domain/delivery-fee";
import { lineChoicesKey } from "#domain/production";
import { ONLINE_ORDER_SOURCE, SOURCE_DAY_COLUMNS, type OrderSource } from "#domain/order-source";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import { sharedCommitsOf } from "../db/shared-commits";
import {
  addLinesToCustomer,
  addOrderToCustomer,
  customerOrderUpsert,
  customerProductsUpsert,
} from "./customers";
import { addToShopDay, shopDayUpsertInParentheses } from "./daily-counts";
import {
  isPostgres,
  prepared,
  preparedForIds,
  preparedPerCount,
  preparedPerShape,
} from "../db/prepared";
import type {
  Database,
  OrderHistoriesTable,
  OrderProductOptionsTable,
  OrderProductsTable,
  OrdersTable,
} from "../db/schema";
import { AppError } from "../errors";
import type { PricedLine } from "./cart-products";
import { orderOptionId, readOrderLines } from "./order-lines";
import { touchShopPages } from "./page-versions";
import {
  hitRateLimit,
  rateLimitHitStatement,
  rateLimitHitValues,
  rateLimitResultOf,
  type RateLimitHitValues,
  type RateLimitRule,
} from "./rate-limit";
import { quotaProductsStatement, takeQuota } from "./product-quota";
import { claimOrderSlot, type OrderSlot } from "./slot-capacity";

// Writing a guest order (ARCHITECTURE deviation 2): the order, its lines, their options and
// the first history entry in one transaction, a random number retried on a collision, and
// a checkout key bound to the content it was first sent with.

/** Whether `error` is a unique violation of the constraint on `column` of orders. */
function isOrdersUniqueViolation(
  error: unknown,
  constraintName: string,
  column: "order_number" | "checkout_key",
): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint, message } = error as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code === "23505") return constraint === constraintName;
  return (
    typeof code === "string" &&
    code.startsWith("SQLITE_CONSTRAINT") &&
    typeof message === "string" &&
    message.includes(`orders.${column}`)
  );
}

const isOrderNumberTaken = (error: unknown) =>
  isOrdersUniqueViolation(error, "orders_brand_number_unique", "order_number");
const isCheckoutKeyTaken = (error: unknown) =>
  isOrdersUniqueViolation(error, "orders_brand_checkout_key_unique", "checkout_key");

/** Sorted keys at every level, so one content gives one text whatever the key order. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (typeof value === "object" && value !== null) {
    const entries = Object.entries(value)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What a checkout key is bound to: the brand, and the form and lines as the customer sent
 * them (after validation, so its size is bounded; before anything is derived from the
 * shop's data, which may change between a send and its retry).
 */
export function checkoutFingerprint(brandId: string, form: unknown, lines: unknown): string {
  return crypto
    .createHash("sha256")
    .update(canonicalJson({ brand: brandId, form, items: lines }))
    .digest("hex");
}

/** An order as stored: what its hand-off is built from, first time and on a retry alike. */
export type StoredOrder = {
  orderNumber: string;
  checkoutFingerprint: string | null;
  customerName: string;
  customerPhone: string;
  deliveryMethod: string;
  deliveryTimeOption: string;
  note: string | null;
  referralCode: string | null;
  total: number;
  /** Null for orders placed before payment methods (decision 055). */
  paymentMethod: string | null;
  /** The unique code included in `total`, when one was added. */
  uniqueCode: number | null;
  /** The delivery area, its fee (included in `total`) and whether it is still to be set. */
  delivery: OrderDelivery;
  /** The maps link the customer shared (decision 059). */
  locationUrl: string | null;
  lines: OrderLine[];
};

export async function findOrderByCheckoutKey(
  db: Db | Transaction<Database>,
  brandId: string,
  checkoutKey: string,
): Promise<StoredOrder | undefined> {
  const row = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "checkout_fingerprint",
      "customer_name",
      "customer_phone",
      "delivery_method",
      "delivery_time_option",
      "note",
      "referral_code",
      "total",
      "payment_method",
      "payment_unique_code",
      "delivery_area",
      "delivery_fee",
      "is_delivery_fee_pending",
      "location_url",
    ])
    .where("brand_id", "=", brandId)
    .where("checkout_key", "=", checkoutKey)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    orderNumber: row.order_number,
    checkoutFingerprint: row.checkout_fingerprint,
    customerName: row.customer_name,
    customerPhone: row.customer_phone,
    deliveryMethod: row.delivery_method,
    deliveryTimeOption: row.delivery_time_option,
    note: row.note,
    referralCode: row.referral_code,
    total: Number(row.total),
    paymentMethod: row.payment_method,
    uniqueCode: row.payment_unique_code,
    delivery: {
      area: row.delivery_area,
      fee: Number(row.delivery_fee),
      isFeePending: Boolean(row.is_delivery_fee_pending),
    },
    locationUrl: row.location_url,
    lines: await readOrderLines(db, row.id),
  };
}

/**
 * The checkout sent again with its key: the order placed the first time, answered from
 * what is stored. The same key with another cart or form is not a retry (CONFLICT).
 * Orders placed before keys were bound to their content have no fingerprint: their answer
 * comes from the stored order too, so a retry of them is answered as one.
 */
export function retriedOrder(stored: StoredOrder, fingerprint: string): StoredOrder {
  if (stored.checkoutFingerprint !== null && stored.checkoutFingerprint !== fingerprint) {
    throw new AppError("CONFLICT", CHECKOUT_KEY_CONFLICT_ERROR);
  }
  return stored;
}

const MAX_ORDER_NUMBER_ATTEMPTS = 10;

/**
 * An order for more units of a product than are left when its transaction takes them:
 * another order took them after the cart was priced. Nothing of the order is written.
 */
export class StockShortError extends Error {
  constructor(readonly productId: string) {
    super(`stock of product ${productId} is short`);
  }
}

export type NewOrder = {
  brandId: string;
  checkoutKey: string | null;
  checkoutFingerprint: string;
  createdAt: string;
  /** The day it was placed in the shop's zone: its day in the shop's trends. */
  day: string;
  customerName: string;
  customerPhone: string;
  deliveryMethod: string;
  deliveryTimeOption: string;
  note: string;
  referralCode: string;
  /** The lines' total plus the unique code, when there is one, and the delivery fee. */
  total: number;
  paymentMethod: string | null;
  uniqueCode: number | null;
  /** Its delivery area and fee (decision 058); none: no fee. */
  delivery?: OrderDelivery;
  /** Built by domain/location-pin.ts from the shared position; null: none. */
  locationUrl?: string | null;
  /** The promotions consent ticked at checkout: when, and its wording (decision 070). */
  marketingConsent?: { at: string; text: string } | null;
  /** Where it came from (decision 072); none: the online shop's checkout. */
  source?: OrderSource;
  lines: PricedLine[];
  /** The delivery slot it takes, checked against the shop's cap before it is written. */
  slot?: OrderSlot;
  /**
   * The day of pickup or delivery in the shop's zone (YYYY-MM-DD): its units count on it
   * against each product's daily quota (decision 060).
   */
  dueDay?: string;
};

/** The order as writeOrder stores it and readOrderLines reads it back. */
export function storedShapeOf(order: NewOrder, orderNumber: string): StoredOrder {
  return {
    orderNumber,
    checkoutFingerprint: order.checkoutFingerprint,
    customerName: order.customerName,
    customerPhone: order.customerPhone,
    deliveryMethod: order.deliveryMethod,
    deliveryTimeOption: order.deliveryTimeOption,
    note: order.note || null,
    referralCode: order.referralCode || null,
    total: order.total,
    paymentMethod: order.paymentMethod,
    uniqueCode: order.uniqueCode,
    delivery: order.delivery ?? NO_DELIVERY_FEE,
    locationUrl: order.locationUrl ?? null,
    lines: order.lines.map((line, index) => ({
      id: String(index),
      productName: line.productName,
      quantity: line.quantity,
      unitPrice: line.unitPrice,
      totalPrice: line.totalPrice,
      note: line.notes.trim() ? line.notes : null,
      options: line.options.map(({ name, value, price }) =>
        price ? { name, value, price } : { name, value },
      ),
    })),
  };
}

type WrittenOrder =
  | { kind: "placed"; orderNumber: string }
  /** The brand already had an order with this checkout key. */
  | { kind: "found"; order: StoredOrder }
  /** The customer has placed as many orders as the limit allows. */
  | { kind: "limited" };

/** The per-customer limit an order counts against, counted with the order itself. */
export type OrderLimit = { key: string; rule: RateLimitRule };

/**
 * PostgreSQL: the customer's order counted against her limit, and those of the order's
 * products that count no stock and have a quota read under their share lock (see takeQuota),
 * in one statement: the orders of a shared transaction (db/shared-commits.ts) are written
 * one after another, each round trip of one holding up the rest.
 */
const limitAndUnstockedQuotas = preparedForIds<
  RateLimitHitValues,
  { count: number; reset_at: string; quota_ids: string[] }
>((db, among, parameter) =>
  db
    .with("hit", (db) => rateLimitHitStatement(db, parameter))
    .with("quota", (db) => quotaProductsStatement(db, among, { isLocked: true }))
    .selectFrom("hit")
    .select([
      "hit.count",
      "hit.reset_at",
      sql<string[]>`array(select id from quota)`.as("quota_ids"),
    ]),
);

/**
 * Counts the order against the customer's limit. On PostgreSQL it also reads which of the
 * order's products that count no stock have a quota (`quotaOfUnstocked`); those that count
 * it tell when their stock is taken (takeStock).
 */
async function countOrderLimit(
  trx: Transaction<Database>,
  limit: OrderLimit,
  lines: readonly PricedLine[],
): Promise<{ allowed: boolean; quotaOfUnstocked?: ReadonlySet<string> }> {
  const now = new Date();
  if (!isPostgres(trx)) return hitRateLimit(trx, limit.key, limit.rule, now);
  const unstocked = [
    ...new Set(lines.filter((line) => !line.stocked).map((line) => line.productId)),
  ];
  const {
    rows: [row],
  } = await limitAndUnstockedQuotas(trx, unstocked, rateLimitHitValues(limit.key, limit.rule, now));
  return {
    allowed: rateLimitResultOf(row, limit.rule, now).allowed,
    quotaOfUnstocked: new Set(row?.quota_ids ?? []),
  };
}

/**
 * Writes the order in one transaction. A number already used by the brand (unique index)
 * rolls the attempt back and retries with a new random draw.
 *
 * An order whose checkout key the brand already has is not written again: that is the same
 * checkout retried (its first answer lost on the way), and the stored order is returned.
 */
export async function insertOrder(
  db: Db,
  order: NewOrder,
  drawOrderNumber: () => string,
  limit?: OrderLimit,
): Promise<WrittenOrder> {
  for (let attempt = 0; ; attempt++) {
    try {
      let isAnyStockTaken = false;
      // Shares its commit with the orders placed at the same moment (db/shared-commits.ts).
      const written = await sharedCommitsOf(db).run(async (trx): Promise<WrittenOrder> => {
        if (order.checkoutKey) {
          const placed = await findOrderByCheckoutKey(trx, order.brandId, order.checkoutKey);
          if (placed) return { kind: "found", order: placed };
        }
        let quotaOfUnstocked: ReadonlySet<string> | undefined;
        if (limit) {
          const counted = await countOrderLimit(trx, limit, order.lines);
          if (!counted.allowed) return { kind: "limited" };
          quotaOfUnstocked = counted.quotaOfUnstocked;
        }
        await claimOrderSlot(trx, order);
        const orderNumber = drawOrderNumber();
        isAnyStockTaken = await writeOrder(trx, order, orderNumber, quotaOfUnstocked);
        return { kind: "placed", orderNumber };
      });
      // The shop's pages show the units left ('Sisa 4', or 'Habis' at none). Touched after the
      // commit: inside, the shop's row would be locked after the products', the reverse of
      // the slot check's order.
      if (isAnyStockTaken) await touchShopPages(db, order.brandId);
      return written;
    } catch (error) {
      // The same checkout, committed by a request running alongside this one.
      if (order.checkoutKey && isCheckoutKeyTaken(error)) {
        const placed = await findOrderByCheckoutKey(db, order.brandId, order.checkoutKey);
        if (placed) return { kind: "found", order: placed };
      }
      if (!isOrderNumberTaken(error) || attempt + 1 >= MAX_ORDER_NUMBER_ATTEMPTS) throw error;
    }
  }
}

type OrderRow = Omit<Insertable<OrdersTable>, "status" | "updated_at">;
const ORDER_COLUMNS = [
  "id",
  "brand_id",
  "order_number",
  "customer_name",
  "customer_phone",
  "delivery_method",
  "delivery_time_option",
  "delivery_slot_at",
  "due_day",
  "note",
  "referral_code",
  "total",
  "checkout_key",
  "checkout_fingerprint",
  "payment_method",
  "payment_unique_code",
  "delivery_area",
  "delivery_fee",
  "is_delivery_fee_pending",
  "location_url",
  "marketing_consent_at",
  "marketing_consent_text",
  "source",
  "created_at",
] as const satisfies readonly (keyof OrderRow)[];

const LINE_COLUMNS = [
  "id",
  "order_id",
  "product_id",
  "product_name",
  "quantity",
  "unit_price",
  "total_price",
  "note",
  "display_order",
  "stock_taken",
  "choice_key",
] as const satisfies readonly (keyof Insertable<OrderProductsTable>)[];

const OPTION_COLUMNS = [
  "id",
  "order_product_id",
  "option_name",
  "option_value",
  "price_delta",
] as const satisfies readonly (keyof Insertable<OrderProductOptionsTable>)[];

/**
 * An order's values by name for its prepared queries: the order's columns as `0.id`, …, its
 * lines' as `line0.id`, `line1.id`, …, its options' as `option0.id`, …, and `historyId` and
 * `day` (the shop's day it counts in).
 */
type NumberedValues = Record<string, unknown>;
function numbered(rows: readonly Record<string, unknown>[], prefix = ""): NumberedValues {
  const values: NumberedValues = {};
  rows.forEach((row, index) => {
    for (const [column, value] of Object.entries(row)) {
      values[`${prefix}${index}.${column}`] = value;
    }
  });
  return values;
}

type Parameter = (name: string) => unknown;

/** The `count` rows of `columns` named with `prefix`, as parameters. */
const numberedRows = <Column extends string>(
  count: number,
  columns: readonly Column[],
  parameter: Parameter,
  prefix = "",
) =>
  Array.from({ length: count }, (_, index) =>
    Object.fromEntries(columns.map((column) => [column, parameter(`${prefix}${index}.${column}`)])),
  ) as Record<Column, never>[];

const orderRow = (parameter: Parameter) =>
  ({
    ...numberedRows(1, ORDER_COLUMNS, parameter)[0],
    status: INITIAL_ORDER_STATUS,
    updated_at: parameter("0.created_at"),
  }) as Insertable<OrdersTable>;

const historyRow = (parameter: Parameter) =>
  ({
    id: parameter("historyId"),
    order_id: parameter("0.id"),
    status: INITIAL_ORDER_STATUS,
    note: null,
    created_at: parameter("0.created_at"),
  }) as Insertable<OrderHistoriesTable>;

type SourceColumn = (typeof SOURCE_DAY_COLUMNS)[keyof typeof SOURCE_DAY_COLUMNS];
const SOURCE_COLUMNS = Object.values(SOURCE_DAY_COLUMNS);
const isSourceColumn = (column: string): column is SourceColumn =>
  (SOURCE_COLUMNS as readonly string[]).includes(column);

/** The shop's day columns counting an order of `source`: 1 in its own, 0 in the others. */
function sourceDayCounts(source: OrderSource): Record<SourceColumn, number> {
  const own = source === "online" ? null : SOURCE_DAY_COLUMNS[source];
  return Object.fromEntries(
    SOURCE_COLUMNS.map((column) => [column, column === own ? 1 : 0]),
  ) as Record<SourceColumn, number>;
}

/** Orders hold a few lines; the shapes of up to this many lines (and options) are kept. */
const PREPARED_ROWS = 20;

const orderInsert = prepared<NumberedValues, never>((db, parameter) =>
  db.insertInto("orders").values(orderRow(parameter)),
);
const lineInsert = preparedPerCount<NumberedValues, never>(PREPARED_ROWS, (count, db, parameter) =>
  db.insertInto("order_products").values(numberedRows(count, LINE_COLUMNS, parameter, "line")),
);
const optionInsert = preparedPerCount<NumberedValues, never>(
  PREPARED_ROWS,
  (count, db, parameter) =>
    db
      .insertInto("order_product_options")
      .values(numberedRows(count, OPTION_COLUMNS, parameter, "option")),
);
const historyInsert = prepared<NumberedValues, never>((db, parameter) =>
  db.insertInto("order_histories").values(historyRow(parameter)),
);

/**
 * PostgreSQL: the order, its lines, options, first history entry and its shop's day in one
 * statement, one round trip. An order's transaction waited on the network for each of its
 * statements in turn, and the shared transaction (db/shared-commits.ts) writes its orders
 * one after another: the round trips bounded it to a few hundred orders a second. Sibling
 * inserts of one statement see the same snapshot; the foreign keys are checked at its end,
 * when every row is there. The shape is kept per count of lines and options ("2.3").
 */
const orderStatement = preparedPerShape<NumberedValues, never>(
  PREPARED_ROWS * PREPARED_ROWS * 2,
  (shape, db, parameter) => {
    const [lineCount, optionCount, hasCustomer] = shape.split(".").map(Number) as [
      number,
      number,
      number,
    ];
    let query = db
      .with("placed_order", (db) => db.insertInto("orders").values(orderRow(parameter)))
      .with("placed_lines", (db) =>
        db
          .insertInto("order_products")
          .values(numberedRows(lineCount, LINE_COLUMNS, parameter, "line")),
      );
    if (optionCount > 0) {
      query = query.with("placed_options", (db) =>
        db
          .insertInto("order_product_options")
          .values(numberedRows(optionCount, OPTION_COLUMNS, parameter, "option")),
      ) as unknown as typeof query;
    }
    query = query.with("placed_history", (db) =>
      db.insertInto("order_histories").values(historyRow(parameter)),
    ) as unknown as typeof query;
    // Her number's row (decision 069): the day counts her as new when it is her first. An
    // order recorded at the stall without a number has no customer (decision 072).
    if (hasCustomer) {
      query = query
        .with("customer", (db) =>
          customerOrderUpsert(
            db,
            {
              brandId: parameter("0.brand_id"),
              phone: parameter("0.customer_phone"),
              name: parameter("0.customer_name"),
              spent: parameter("0.total"),
              at: parameter("0.created_at"),
            },
            true,
          ),
        )
        .with(
          "customer_lines",
          () =>
            sql<never>`(${customerProductsUpsert(
              parameter("0.brand_id"),
              parameter("0.customer_phone"),
              Array.from({ length: lineCount }, (_, index) => ({
                name: parameter(`line${index}.product_name`),
                quantity: parameter(`line${index}.quantity`),
              })),
            )})`,
        ) as unknown as typeof query;
    }
    const customerCount = (isNew: boolean) =>
      hasCustomer
        ? sql`(select case when order_count = 1 then ${sql.lit(isNew ? 1 : 0)} else ${sql.lit(isNew ? 0 : 1)} end from customer)`
        : 0;
    return (
      query
        // A raw statement goes into its CTE as written: its parentheses are its own.
        .with("shop_day", () =>
          shopDayUpsertInParentheses(parameter("0.brand_id"), parameter("day"), (column) =>
            column === "orders_placed"
              ? 1
              : column === "revenue"
                ? parameter("0.total")
                : column === "delivery_fees"
                  ? parameter("0.delivery_fee")
                  : column === "new_customers"
                    ? customerCount(true)
                    : column === "returning_customers"
                      ? customerCount(false)
                      : isSourceColumn(column)
                        ? parameter(column)
                        : 0,
          ),
        )
        .selectNoFrom(sql<number>`1`.as("written"))
    );
  },
);

/**
 * Writes the order; true when it took units of a product that counts its stock.
 * `quotaOfUnstocked`: those of its products that count no stock and have a quota, when the
 * transaction has read them already (countOrderLimit).
 */
async function writeOrder(
  trx: Transaction<Database>,
  order: NewOrder,
  orderNumber: string,
  quotaOfUnstocked?: ReadonlySet<string>,
): Promise<boolean> {
  // Time-ordered ids: each order's rows land at the end of their tables' indexes, so the
  // pages an order writes stay the few most recent ones however many orders are stored.
  const now = Date.now();
  const orderId = timeOrderedId(now);
  const delivery = order.delivery ?? NO_DELIVERY_FEE;
  const source = order.source ?? ONLINE_ORDER_SOURCE;
  const sourceCounts = sourceDayCounts(source);
  const lines = order.lines.map((line, index) => ({ ...line, id: timeOrderedId(now), index }));
  // Products first: every write of a shop that takes both locks its products before its
  // day's row (see insertOrder).
  const stock = await takeStock(trx, order.lines, order.createdAt);
  // Then each product's due day, refused past its daily quota (decision 060).
  if (order.dueDay) {
    const withQuota = quotaOfUnstocked && new Set([...quotaOfUnstocked, ...stock.withQuota]);
    await takeQuota(trx, order.lines, order.dueDay, withQuota);
  }
  const isAnyStockTaken = stock.isAnyTaken;
  const options = lines.flatMap((line) =>
    line.options.map((option, index) => ({
      id: orderOptionId(line.id, index),
      order_product_id: line.id,
      option_name: option.name,
      option_value: option.value,
      price_delta: option.price ?? 0,
    })),
  );
  const values: NumberedValues = {
    ...numbered([
      {
        id: orderId,
        brand_id: order.brandId,
        order_number: orderNumber,
        customer_name: order.customerName,
        customer_phone: order.customerPhone,
        delivery_method: order.deliveryMethod,
        delivery_time_option: order.deliveryTimeOption,
        delivery_slot_at: order.slot?.startsAt ?? null,
        due_day: order.dueDay ?? null,
        note: order.note || null,
        referral_code: order.referralCode || null,
        total: order.total,
        checkout_key: order.checkoutKey,
        checkout_fingerprint: order.checkoutFingerprint,
        payment_method: order.paymentMethod,
        payment_unique_code: order.uniqueCode,
        delivery_area: delivery.area,
        delivery_fee: delivery.fee,
        is_delivery_fee_pending: delivery.isFeePending,
        location_url: order.locationUrl ?? null,
        marketing_consent_at: order.marketingConsent?.at ?? null,
        marketing_consent_text: order.marketingConsent?.text ?? null,
        source,
        created_at: order.createdAt,
      },
    ]),
    ...numbered(
      lines.map((line) => ({
        id: line.id,
        order_id: orderId,
        product_id: line.productId,
        product_name: line.productName,
        quantity: line.quantity,
        unit_price: line.unitPrice,
        total_price: line.totalPrice,
        note: line.notes || null,
        display_order: line.index,
        // What takeStock took for this line, written with the line: a cancellation gives
        // back exactly this (admin-orders.ts).
        stock_taken: line.stocked ? line.quantity : 0,
        choice_key: lineChoicesKey(line.options),
      })),
      "line",
    ),
    ...numbered(options, "option"),
    historyId: timeOrderedId(now),
    day: order.day,
    ...sourceCounts,
  };
  // An order recorded at the stall without a number has no customer row (decision 072).
  const hasCustomer = order.customerPhone !== "";
  if (isPostgres(trx)) {
    // One statement, so one round trip to the server for the whole order.
    await orderStatement(trx, `${lines.length}.${options.length}.${hasCustomer ? 1 : 0}`, values);
    return isAnyStockTaken;
  }
  await orderInsert(trx, values);
  await lineInsert(trx, lines.length, values);
  if (options.length > 0) await optionInsert(trx, options.length, values);
  await historyInsert(trx, values);
  let isNewCustomer: boolean | null = null;
  if (hasCustomer) {
    await addLinesToCustomer(trx, order.brandId, order.customerPhone, order.lines);
    isNewCustomer = await addOrderToCustomer(trx, {
      brandId: order.brandId,
      phone: order.customerPhone,
      name: order.customerName,
      spent: order.total,
      at: order.createdAt,
    });
  }
  // Last: the shop's day is one row every order of the day updates.
  await addToShopDay(trx, order.brandId, order.day, {
    orders_placed: 1,
    revenue: order.total,
    delivery_fees: delivery.fee,
    new_customers: isNewCustomer === true ? 1 : 0,
    returning_customers: isNewCustomer === false ? 1 : 0,
    ...sourceCounts,
  });
  return isAnyStockTaken;
}

/**
 * Takes the order's units from every product that counts its stock, in one conditional
 * update per product: a product with fewer units left than the order takes is not updated,
 * and the order is refused (StockShortError rolls the transaction back). The row's lock
 * (PostgreSQL) or the write lock (SQLite, decision 001) makes concurrent orders take turns,
 * so stock never goes below 0 and never sells a unit twice. `isAnyTaken` when a counted
 * stock changed (the shop's pages show the units left); `withQuota`: those of the products
 * that have a quota, read from the rows it locked.
 */
async function takeStock(
  trx: Transaction<Database>,
  lines: readonly PricedLine[],
  at: string,
): Promise<{ isAnyTaken: boolean; withQuota: string[] }> {
  const quantities = new Map<string, number>();
  for (const line of lines) {
    if (line.stocked) {
      quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
    }
  }
  const withQuota: string[] = [];
  for (const [productId, quantity] of quantities) {
    const taken = await trx
      .updateTable("products")
      .set((eb) => ({ stock: eb("stock", "-", quantity), updated_at: at }))
      .where("id", "=", productId)
      .where("stock", ">=", quantity)
      .returning(["stock", "daily_quota"])
      .executeTakeFirst();
    if (!taken) throw new StockShortError(productId);
    if (taken.daily_quota !== null) withQuota.push(productId);
  }
  return { isAnyTaken: quantities.size > 0, withQuota };
}
