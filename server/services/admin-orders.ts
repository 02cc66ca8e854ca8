import { resolveOrderSource } from "#domain/order-source";
import {
  sql,
  type ExpressionBuilder,
  type Selectable,
  type SelectQueryBuilder,
  type Transaction,
} from "kysely";
import { buildStatusNotification, buildStatusNotificationUrl } from "#domain/customer-notification";
import { shopTimeZoneOf, type ShopTimeZone, calendarDayIn } from "#domain/shop-time";
import {
  escapeLike,
  filterInstants,
  isFiltered,
  isSortedBySchedule,
  NO_FILTER,
  orderCountOf,
  ORDERS_MESSAGES,
  phoneSearchDigits,
  type OrderDetail,
  type OrderFilter,
  type OrderHeader,
  type OrderPage,
  type OrderStats,
} from "#domain/order-summary";
import { isLocationLink } from "#domain/location-pin";
import { isOrderNumber } from "#domain/order-number";
import { CANCELLED_STATUS, resolveOrderStatus, type OrderStatus } from "#domain/order-status";
import { ZCancelOrderSchema, ZStatusChangeSchema } from "#domain/order-status-form";
import { normalizeOrderNumber } from "#domain/tracking-verification";
import { resolvePaymentStatus } from "#domain/payment-status";
import { clampPage, ORDERS_PAGE_SIZE, pageCount, pageRange } from "#domain/pagination";
import type { BrandOwner } from "../auth/guards";
import type { Database, OrdersTable } from "../db/schema";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import { actorColumns, ownedBy } from "./brand-scope";
import { addToCustomerSpent, takeOrderFromCustomerProducts } from "./customers";
import { addToShopDay } from "./daily-counts";
import { AppError, parseId, parseInput } from "../errors";
import { readOrderLines } from "./order-lines";
import { orderPaymentsQuery, settlePaymentOnCancel } from "./order-payments";
import { orderDeliveryFeesQuery } from "./order-delivery-fee";
import { giveBackQuota } from "./product-quota";

// The seller's orders (spec §2 /admin/orders, §4 statuses, §7 order reads and status
// update; decision 022 cancellation). Every query is scoped to the owner's brand: another
// brand's order number or id is simply not found.

const FINISHED_STATUS = "selesai";
const FINISHED = sql.lit(FINISHED_STATUS);
const CANCELLED = sql.lit(CANCELLED_STATUS);

/** An order row as the seller's order page and the export show it, lines aside. */
export function orderHeaderOf(
  order: Pick<
    Selectable<OrdersTable>,
    | "order_number"
    | "created_at"
    | "status"
    | "customer_name"
    | "customer_phone"
    | "delivery_method"
    | "delivery_time_option"
    | "note"
    | "referral_code"
    | "total"
    | "payment_method"
    | "payment_unique_code"
    | "payment_status"
    | "amount_paid"
    | "delivery_area"
    | "delivery_fee"
    | "is_delivery_fee_pending"
    | "source"
  >,
): OrderHeader {
  return {
    orderNumber: order.order_number,
    createdAt: order.created_at,
    status: resolveOrderStatus(order.status),
    customerName: order.customer_name,
    customerPhone: order.customer_phone,
    deliveryMethod: order.delivery_method,
    deliveryTimeOption: order.delivery_time_option,
    note: order.note,
    referralCode: order.referral_code,
    total: order.total,
    paymentMethod: order.payment_method,
    uniqueCode: order.payment_unique_code,
    paymentStatus: resolvePaymentStatus(order.payment_status),
    amountPaid: Number(order.amount_paid),
    deliveryArea: order.delivery_area,
    deliveryFee: Number(order.delivery_fee),
    isDeliveryFeePending: Boolean(order.is_delivery_fee_pending),
    source: resolveOrderSource(order.source),
  };
}

/** The shop's zone, in which its days are read and its dates shown. */
export async function brandTimeZone(db: Db, owner: BrandOwner): Promise<ShopTimeZone> {
  const brand = await db
    .selectFrom("brands")
    .select("time_zone")
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  return shopTimeZoneOf(brand.time_zone);
}

type OrdersBuilder = ExpressionBuilder<Database, "orders">;

/**
 * The filter's days and search (not its tab or status): created, or due, within the days in
 * the shop's zone, and the search found case-insensitively in the number or the name, or its
 * digits in the phone, wildcards taken literally.
 */
function matchesDaysAndSearch(
  eb: OrdersBuilder,
  filter: OrderFilter,
  timeZone: ShopTimeZone,
  now: Date,
) {
  const { placed, due } = filterInstants(filter, timeZone, now);
  const conditions = [];
  if (filter.payment) conditions.push(eb("payment_status", "=", filter.payment));
  if (filter.source) conditions.push(eb("source", "=", filter.source));
  if (placed.start) conditions.push(eb("created_at", ">=", placed.start));
  if (placed.end) conditions.push(eb("created_at", "<", placed.end));
  // Slots are stored as ISO instants (toISOString), so text compares as time does.
  if (due.start) conditions.push(eb("delivery_slot_at", ">=", due.start));
  if (due.end) conditions.push(eb("delivery_slot_at", "<", due.end));
  if (filter.q) {
    const pattern = `%${escapeLike(filter.q.toLowerCase())}%`;
    const like = (column: "order_number" | "customer_name" | "customer_phone", text: string) =>
      sql<boolean>`lower(${sql.ref(column)}) like ${text} escape '\\'`;
    const found = [like("order_number", pattern), like("customer_name", pattern)];
    const digits = phoneSearchDigits(filter.q);
    found.push(like("customer_phone", digits ? `%${escapeLike(digits)}%` : pattern));
    conditions.push(eb.or(found));
  }
  return eb.and(conditions);
}

/** The tab, or the one status the filter asks for. */
function matchesListOrStatus(eb: OrdersBuilder, filter: OrderFilter) {
  if (filter.status) return eb("status", "=", filter.status);
  // Spelled with the literals, so that SQLite reads the active list off its partial index.
  return filter.view === "aktif"
    ? eb.and([eb("status", "<>", FINISHED), eb("status", "<>", CANCELLED)])
    : eb("status", "=", filter.view === "selesai" ? FINISHED : CANCELLED);
}

/** Everything the filter asks for, within the owner's brand. */
export function matchesFilter(
  owner: BrandOwner,
  filter: OrderFilter,
  timeZone: ShopTimeZone,
  now: Date = new Date(),
): (eb: OrdersBuilder) => ReturnType<OrdersBuilder["and"]> {
  return (eb) =>
    eb.and([
      ownedBy(owner),
      matchesListOrStatus(eb, filter),
      matchesDaysAndSearch(eb, filter, timeZone, now),
    ]);
}

/** The filter's days and search within the owner's brand, every status: the export's 'semua'. */
export function matchesDaysAndSearchOf(
  owner: BrandOwner,
  filter: OrderFilter,
  timeZone: ShopTimeZone,
  now: Date = new Date(),
): (eb: OrdersBuilder) => ReturnType<OrdersBuilder["and"]> {
  return (eb) => eb.and([ownedBy(owner), matchesDaysAndSearch(eb, filter, timeZone, now)]);
}

/**
 * Every order of the brand within the filter's days and search, each counted once: active,
 * finished or cancelled.
 */
export async function getOrderStats(
  db: Db,
  owner: BrandOwner,
  filter: OrderFilter = NO_FILTER,
  timeZone?: ShopTimeZone,
  now: Date = new Date(),
): Promise<OrderStats> {
  const rows = !isFiltered(filter)
    ? await orderTotalsQuery(db, owner).executeTakeFirstOrThrow()
    : await orderStatsQuery(
        db,
        owner,
        filter,
        timeZone ?? (await brandTimeZone(db, owner)),
        now,
      ).executeTakeFirstOrThrow();
  const finished = Number(rows.finished);
  const cancelled = Number(rows.cancelled);
  // Cancelled orders leave the totals (decision 022).
  const total = Number(rows.all) - cancelled;
  const stats: OrderStats = { total, active: total - finished, finished, cancelled };
  if ("status" in rows) stats.status = Number(rows.status);
  return stats;
}

/**
 * The counts of `getOrderStats` for every order of the brand, summed from its days (decision
 * 025): one row per day it had orders, however many orders. The days are added to in the
 * transactions that place, finish and cancel orders, so they sum to what counting the orders
 * gives; a shop with 100,000 orders is no slower to open than one with ten.
 */
export function orderTotalsQuery(db: Db, owner: BrandOwner) {
  return db
    .selectFrom("shop_daily_counts")
    .select([
      sql<number | string | null>`sum(orders_placed)`.as("all"),
      sql<number | string | null>`sum(orders_finished)`.as("finished"),
      sql<number | string | null>`sum(orders_cancelled)`.as("cancelled"),
    ])
    .where(ownedBy(owner));
}

/** The counts of `getOrderStats`, in one pass over the brand's orders within the filter. */
export function orderStatsQuery(
  db: Db,
  owner: BrandOwner,
  filter: OrderFilter,
  timeZone: ShopTimeZone,
  now: Date = new Date(),
) {
  return db
    .selectFrom("orders")
    .select([
      sql<number>`count(*)`.as("all"),
      sql<number>`count(case when status = ${FINISHED} then 1 end)`.as("finished"),
      sql<number>`count(case when status = ${CANCELLED} then 1 end)`.as("cancelled"),
      ...(filter.status
        ? [sql<number>`count(case when status = ${filter.status} then 1 end)`.as("status")]
        : []),
    ])
    .where(ownedBy(owner))
    .where((eb) => matchesDaysAndSearch(eb, filter, timeZone, now));
}

/**
 * A page of the filter's orders, in the list's order: the page's ids come off the index
 * alone (skipping far pages cheaply), then their rows. By due time, orders stored without a
 * slot come last on both databases (SQLite would put nulls first).
 */
export function orderPageQuery(
  db: Db,
  owner: BrandOwner,
  filter: OrderFilter,
  timeZone: ShopTimeZone,
  { offset, limit }: { offset: number; limit: number },
  now: Date = new Date(),
) {
  const direction = filter.view === "aktif" ? "asc" : "desc";
  const bySchedule = isSortedBySchedule(filter);
  const inOrder = <QB extends SelectQueryBuilder<Database, "orders", object>>(query: QB): QB =>
    (bySchedule
      ? query
          .orderBy(sql`delivery_slot_at is null`)
          .orderBy("delivery_slot_at", direction)
          .orderBy("id", direction)
      : query.orderBy("created_at", direction).orderBy("id", direction)) as QB;
  const pageIds = inOrder(
    db
      .selectFrom("orders")
      .select("id")
      .where(matchesFilter(owner, filter, timeZone, now)),
  )
    .limit(limit)
    .offset(offset);
  return inOrder(
    db
      .selectFrom("orders")
      .select([
        "id",
        "order_number",
        "created_at",
        "status",
        "customer_name",
        "total",
        "payment_status",
        "amount_paid",
        "delivery_method",
        "delivery_time_option",
        "delivery_slot_at",
        "source",
      ])
      .where("id", "in", pageIds),
  );
}

/** The lines of the listed orders, each order's in its display order. */
export function orderListLinesQuery(db: Db, orderIds: readonly string[]) {
  return db
    .selectFrom("order_products")
    .select(["id", "order_id", "product_name", "quantity", "total_price"])
    .where("order_id", "in", orderIds)
    .orderBy("display_order");
}

/**
 * The filter's orders: active ones oldest first, finished and cancelled ones newest first;
 * 10 a page.
 */
export async function listOrders(
  db: Db,
  owner: BrandOwner,
  {
    filter,
    page,
    stats,
    now = new Date(),
  }: { filter: OrderFilter; page: number; stats?: OrderStats; now?: Date },
): Promise<OrderPage> {
  const timeZone = await brandTimeZone(db, owner);
  const counts = stats ?? (await getOrderStats(db, owner, filter, timeZone, now));
  const totalCount = orderCountOf(counts, filter);
  const totalPages = pageCount(totalCount, ORDERS_PAGE_SIZE);
  const current = clampPage(page, totalPages);
  const range = pageRange(current, ORDERS_PAGE_SIZE);
  const rows = await orderPageQuery(db, owner, filter, timeZone, range, now).execute();
  const lines =
    rows.length === 0
      ? []
      : await orderListLinesQuery(
          db,
          rows.map((row) => row.id),
        ).execute();

  return {
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      createdAt: row.created_at,
      status: resolveOrderStatus(row.status),
      customerName: row.customer_name,
      source: resolveOrderSource(row.source),
      total: row.total,
      paymentStatus: resolvePaymentStatus(row.payment_status),
      amountPaid: Number(row.amount_paid),
      deliveryMethod: row.delivery_method,
      deliveryTimeOption: row.delivery_time_option,
      dueDay: row.delivery_slot_at ? calendarDayIn(row.delivery_slot_at, timeZone) : null,
      items: lines
        .filter((line) => line.order_id === row.id)
        .map((line) => ({
          id: line.id,
          productName: line.product_name,
          quantity: line.quantity,
          totalPrice: line.total_price,
        })),
    })),
    page: current,
    totalPages,
    totalCount,
    timeZone,
  };
}

/** Who made a history entry, as the seller's page names them; null for the customer. */
function actorOf(entry: { actor_name: string | null; actor_role: string | null }) {
  return entry.actor_name ? { name: entry.actor_name, role: entry.actor_role } : null;
}

export async function getOrderDetail(
  db: Db,
  owner: BrandOwner,
  input: string,
): Promise<OrderDetail | null> {
  // The number comes from the address bar: anything not shaped like one is no order.
  const orderNumber = normalizeOrderNumber(input);
  if (!isOrderNumber(orderNumber)) return null;
  const order = await orderDetailQuery(db, owner, orderNumber).executeTakeFirst();
  if (!order) return null;

  const [items, history, payments, fees] = await Promise.all([
    readOrderLines(db, order.id),
    orderHistoryQuery(db, order.id).execute(),
    orderPaymentsQuery(db, order.id).execute(),
    orderDeliveryFeesQuery(db, order.id).execute(),
  ]);

  return {
    id: order.id,
    ...orderHeaderOf(order),
    cancelReason: order.status === CANCELLED_STATUS ? order.cancel_reason : null,
    // Shown as a link only when it is one the checkout builds.
    locationUrl: isLocationLink(order.location_url) ? order.location_url : null,
    items,
    history: history.map((entry) => ({
      id: entry.id,
      status: resolveOrderStatus(entry.status),
      note: entry.note,
      createdAt: entry.created_at,
      actor: actorOf(entry),
    })),
    paymentHistory: payments.map((entry) => ({
      id: entry.id,
      paymentStatus: resolvePaymentStatus(entry.payment_status),
      amountPaid: Number(entry.amount_paid),
      createdAt: entry.created_at,
      actor: actorOf(entry),
    })),
    deliveryFeeHistory: fees.map((entry) => ({
      id: entry.id,
      deliveryFee: Number(entry.delivery_fee),
      createdAt: entry.created_at,
      actor: actorOf(entry),
    })),
    timeZone: shopTimeZoneOf(order.time_zone),
  };
}

/** One of the owner's orders by its number, with its shop's zone. */
export function orderDetailQuery(db: Db, owner: BrandOwner, orderNumber: string) {
  return db
    .selectFrom("orders")
    .innerJoin("brands", "brands.id", "orders.brand_id")
    .select([
      "orders.id",
      "orders.order_number",
      "orders.created_at",
      "orders.status",
      "orders.customer_name",
      "orders.customer_phone",
      "orders.delivery_method",
      "orders.delivery_time_option",
      "orders.note",
      "orders.referral_code",
      "orders.total",
      "orders.payment_method",
      "orders.payment_unique_code",
      "orders.cancel_reason",
      "orders.location_url",
      "orders.payment_status",
      "orders.amount_paid",
      "orders.delivery_area",
      "orders.delivery_fee",
      "orders.is_delivery_fee_pending",
      "orders.source",
      "brands.time_zone",
    ])
    .where(ownedBy(owner, "orders"))
    .where("orders.order_number", "=", orderNumber);
}

/** The order's status history, newest first. */
export function orderHistoryQuery(db: Db, orderId: string) {
  return db
    .selectFrom("order_histories")
    .select(["id", "status", "note", "created_at", "actor_name", "actor_role"])
    .where("order_id", "=", orderId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}

export type StatusChange = {
  status: OrderStatus;
  /** None for an order recorded without a number (decision 072): there is no one to tell. */
  notification: { url: string; text: string; includesPayment: boolean } | null;
};

/** What the notification needs of an order, found within the owner's brand. */
function findOwnOrder(trx: Transaction<Database>, owner: BrandOwner, orderId: string) {
  return trx
    .selectFrom("orders")
    .innerJoin("brands", "brands.id", "orders.brand_id")
    .select([
      "orders.order_number",
      "orders.customer_phone",
      "orders.status",
      "orders.total",
      "orders.created_at",
      "orders.brand_id",
      "brands.time_zone",
      "brands.payment_information",
      "brands.payment_information_send_at_status",
    ])
    .where("orders.id", "=", orderId)
    .where(ownedBy(owner, "orders"))
    .executeTakeFirst();
}

/**
 * Sets the status if the order still has the one read (`seen`), so the change from it is
 * known exactly (the shop's finished orders count on it); when a change running alongside
 * got there first, it is tried again from the status that one left. Returns the status the
 * order had before. A cancelled order stays cancelled.
 */
async function setStatusFrom(
  trx: Transaction<Database>,
  owner: BrandOwner,
  orderId: string,
  seen: string,
  status: OrderStatus,
  now: string,
): Promise<string> {
  let previous = seen;
  for (let attempt = 0; attempt < 10; attempt++) {
    if (previous === CANCELLED_STATUS) {
      throw new AppError("CONFLICT", ORDERS_MESSAGES.cancelledLocked);
    }
    const updated = await trx
      .updateTable("orders")
      .set({ status, updated_at: now })
      .where("id", "=", orderId)
      .where(ownedBy(owner))
      .where("status", "=", previous)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 1) return previous;
    const current = await trx
      .selectFrom("orders")
      .select("status")
      .where("id", "=", orderId)
      .executeTakeFirst();
    if (!current) throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
    previous = current.status;
  }
  throw new AppError("CONFLICT", ORDERS_MESSAGES.cancelledLocked, {}, "status kept changing");
}

/** The day the order was placed in its shop's zone: its day in the shop's trends. */
function orderDayOf(order: { created_at: string | Date; time_zone: string | null }): string {
  return calendarDayIn(order.created_at, shopTimeZoneOf(order.time_zone));
}

/**
 * The time of the order's next history entry: now, but strictly after the previous entry,
 * so the history keeps its order even for two changes within one millisecond.
 */
async function nextHistoryTime(trx: Transaction<Database>, orderId: string): Promise<string> {
  const latest = await trx
    .selectFrom("order_histories")
    .select(sql<string | null>`max(created_at)`.as("at"))
    .where("order_id", "=", orderId)
    .executeTakeFirst();
  const latestMs = latest?.at ? new Date(latest.at).getTime() : 0;
  return new Date(Math.max(Date.now(), latestMs + 1)).toISOString();
}

function notificationOf(
  order: NonNullable<Awaited<ReturnType<typeof findOwnOrder>>>,
  status: OrderStatus,
  cancelReason?: string,
): StatusChange {
  const { text, includesPayment } = buildStatusNotification({
    orderNumber: order.order_number,
    status,
    paymentInformation: order.payment_information,
    paymentInformationSendAtStatus: order.payment_information_send_at_status,
    cancelReason,
  });
  return {
    status,
    notification: order.customer_phone
      ? { url: buildStatusNotificationUrl(order.customer_phone, text), text, includesPayment }
      : null,
  };
}

/**
 * Sets any of the five statuses (no ordering restriction, spec §4) and appends the change,
 * with the seller's note if any, to the order's history, in one transaction; returns the
 * customer notification to offer. A cancelled order stays cancelled: the update is guarded
 * by its status, so not even a change racing the cancellation reopens it.
 */
export async function updateOrderStatus(
  db: Db,
  owner: BrandOwner,
  input: { orderId?: unknown; status: unknown; note?: unknown },
): Promise<StatusChange> {
  const { status, note } = parseInput(ZStatusChangeSchema, input);
  const orderId = parseId(input.orderId, ORDERS_MESSAGES.notFound);

  const order = await db.transaction().execute(async (trx) => {
    const found = await findOwnOrder(trx, owner, orderId);
    if (!found) throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
    const now = await nextHistoryTime(trx, orderId);
    const previous = await setStatusFrom(trx, owner, orderId, found.status, status, now);
    const finished = Number(status === FINISHED_STATUS) - Number(previous === FINISHED_STATUS);
    if (finished !== 0) {
      await addToShopDay(trx, found.brand_id, orderDayOf(found), { orders_finished: finished });
    }
    await trx
      .insertInto("order_histories")
      .values({
        id: timeOrderedId(),
        order_id: orderId,
        status,
        note,
        created_at: now,
        ...actorColumns(owner),
      })
      .execute();
    return found;
  });

  return notificationOf(order, status);
}

/**
 * Cancels an order with the seller's reason (decision 022), from any status before
 * selesai, in one transaction: the status changes only if the order is still open, and
 * only then is the change recorded in the history (the reason as its note) and what each
 * line took from its product's stock given back (a product no longer counting stock is left
 * alone). Two cancellations racing each other change one row between them, so stock comes
 * back exactly once; the other is refused and changes nothing. Returns the customer
 * notification to offer, with the reason.
 */
export async function cancelOrder(
  db: Db,
  owner: BrandOwner,
  input: { orderId?: unknown; reason?: unknown },
): Promise<StatusChange> {
  const { reason } = parseInput(ZCancelOrderSchema, input);
  const orderId = parseId(input.orderId, ORDERS_MESSAGES.notFound);

  const order = await db.transaction().execute(async (trx) => {
    const found = await findOwnOrder(trx, owner, orderId);
    if (!found) throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
    const now = await nextHistoryTime(trx, orderId);
    // Money received is owed back once cancelled (decision 056), in the same statement.
    const cancelled = await trx
      .updateTable("orders")
      .set({
        status: CANCELLED_STATUS,
        cancel_reason: reason,
        payment_status: sql<string>`case when payment_status in ('dp', 'paid') then 'refund_due' else payment_status end`,
        updated_at: now,
      })
      .where("id", "=", orderId)
      .where(ownedBy(owner))
      .where("status", "<>", FINISHED)
      .where("status", "<>", CANCELLED)
      // The total as cancelled: a fee set after it was read ('Ongkir menyusul') counts.
      .returning(["payment_status", "amount_paid", "total", "delivery_fee"])
      .executeTakeFirst();
    if (!cancelled) throw new AppError("CONFLICT", ORDERS_MESSAGES.notCancellable);
    const payment = await settlePaymentOnCancel(
      trx,
      {
        id: orderId,
        paymentStatus: cancelled.payment_status,
        amountPaid: Number(cancelled.amount_paid),
      },
      now,
      owner,
    );
    await trx
      .insertInto("order_histories")
      .values({
        id: timeOrderedId(),
        order_id: orderId,
        status: CANCELLED_STATUS,
        note: reason,
        created_at: now,
        ...actorColumns(owner),
      })
      .execute();
    // Only what each line took from stock comes back; a line stored before that was
    // recorded gives nothing back, as nothing proves it took anything.
    const lines = await trx
      .selectFrom("order_products")
      .select(["product_id", "stock_taken"])
      .where("order_id", "=", orderId)
      .where("product_id", "is not", null)
      .where("stock_taken", ">", 0)
      .orderBy("product_id")
      .execute();
    for (const line of lines) {
      await trx
        .updateTable("products")
        .set((eb) => ({ stock: eb("stock", "+", Number(line.stock_taken)) }))
        .where("id", "=", line.product_id!)
        .where(ownedBy(owner))
        .where("stock", "is not", null)
        .execute();
    }
    // Its units no longer count against its products' daily quotas (decision 060).
    await giveBackQuota(trx, orderId);
    // Her customer row, then the day: in the order an order placed takes them.
    await addToCustomerSpent(trx, found.brand_id, found.customer_phone, -Number(cancelled.total));
    await takeOrderFromCustomerProducts(trx, found.brand_id, found.customer_phone, orderId);
    // Last, as an order placed takes its products before the same row: no lock cycle.
    await addToShopDay(trx, found.brand_id, orderDayOf(found), {
      orders_cancelled: 1,
      revenue: -Number(cancelled.total),
      delivery_fees: -Number(cancelled.delivery_fee),
      revenue_paid: payment.revenuePaid,
    });
    return found;
  });
  return notificationOf(order, CANCELLED_STATUS, reason);
}
