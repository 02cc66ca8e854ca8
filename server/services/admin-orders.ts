import crypto from "node:crypto";
import { sql } from "kysely";
import { buildStatusNotification, buildStatusNotificationUrl } from "#domain/customer-notification";
import { resolveTimeZone } from "#domain/delivery";
import {
  ORDERS_MESSAGES,
  type OrderDetail,
  type OrderPage,
  type OrderStats,
} from "#domain/order-summary";
import { isOrderNumber } from "#domain/order-number";
import { resolveOrderStatus, ZStatusChangeSchema, type OrderStatus } from "#domain/order-status";
import { normalizeOrderNumber } from "#domain/tracking-verification";
import { clampPage, ORDERS_PAGE_SIZE, pageCount, pageRange } from "#domain/pagination";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { ownedBy } from "./brand-scope";
import { AppError, parseId, parseInput } from "../errors";
import { readOrderLines } from "./order-lines";

// The seller's orders (spec §2 /admin/orders, §4 statuses, §7 order reads and status
// update). Every query is scoped to the owner's brand: another brand's order number or
// id is simply not found.

const FINISHED = sql.lit("selesai");

export async function getOrderStats(db: Db, owner: BrandOwner): Promise<OrderStats> {
  const rows = await db
    .selectFrom("orders")
    .select([
      sql<number>`count(*)`.as("total"),
      sql<number>`count(case when status = ${FINISHED} then 1 end)`.as("finished"),
    ])
    .where(ownedBy(owner))
    .executeTakeFirstOrThrow();
  const total = Number(rows.total);
  const finished = Number(rows.finished);
  return { total, active: total - finished, finished };
}

/** Active orders oldest first, finished ones newest first; 10 a page. */
export async function listOrders(
  db: Db,
  owner: BrandOwner,
  { isFinished, page, stats }: { isFinished: boolean; page: number; stats?: OrderStats },
): Promise<OrderPage> {
  const [counts, brand] = await Promise.all([
    stats ?? getOrderStats(db, owner),
    db
      .selectFrom("brands")
      .select("time_zone")
      .where("id", "=", owner.brandId)
      .executeTakeFirstOrThrow(),
  ]);
  const totalCount = isFinished ? counts.finished : counts.active;
  const totalPages = pageCount(totalCount, ORDERS_PAGE_SIZE);
  const current = clampPage(page, totalPages);
  const { offset, limit } = pageRange(current, ORDERS_PAGE_SIZE);

  // The page's ids come off the index alone (skipping far pages cheaply), then their rows.
  const direction = isFinished ? "desc" : "asc";
  const pageIds = db
    .selectFrom("orders")
    .select("id")
    .where(ownedBy(owner))
    .where("status", isFinished ? "=" : "<>", FINISHED)
    .orderBy("created_at", direction)
    .orderBy("id", direction)
    .limit(limit)
    .offset(offset);
  const rows = await db
    .selectFrom("orders")
    .select(["id", "order_number", "created_at", "status", "customer_name", "total"])
    .where("id", "in", pageIds)
    .orderBy("created_at", direction)
    .orderBy("id", direction)
    .execute();

  const lines =
    rows.length === 0
      ? []
      : await db
          .selectFrom("order_products")
          .select(["id", "order_id", "product_name", "quantity", "total_price"])
          .where(
            "order_id",
            "in",
            rows.map((row) => row.id),
          )
          .orderBy("display_order")
          .execute();

  return {
    orders: rows.map((row) => ({
      id: row.id,
      orderNumber: row.order_number,
      createdAt: row.created_at,
      status: resolveOrderStatus(row.status),
      customerName: row.customer_name,
      total: row.total,
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
    timeZone: resolveTimeZone(brand.time_zone),
  };
}

export async function getOrderDetail(
  db: Db,
  owner: BrandOwner,
  input: string,
): Promise<OrderDetail | null> {
  // The number comes from the address bar: anything not shaped like one is no order.
  const orderNumber = normalizeOrderNumber(input);
  if (!isOrderNumber(orderNumber)) return null;
  const order = await db
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
      "brands.time_zone",
    ])
    .where(ownedBy(owner, "orders"))
    .where("orders.order_number", "=", orderNumber)
    .executeTakeFirst();
  if (!order) return null;

  const [items, history] = await Promise.all([
    readOrderLines(db, order.id),
    db
      .selectFrom("order_histories")
      .select(["id", "status", "note", "created_at"])
      .where("order_id", "=", order.id)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .execute(),
  ]);

  return {
    id: order.id,
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
    items,
    history: history.map((entry) => ({
      id: entry.id,
      status: resolveOrderStatus(entry.status),
      note: entry.note,
      createdAt: entry.created_at,
    })),
    timeZone: resolveTimeZone(order.time_zone),
  };
}

export type StatusChange = {
  status: OrderStatus;
  notification: { url: string; text: string; includesPayment: boolean };
};

/**
 * Sets any of the five statuses (no ordering restriction, spec §4) and appends the change,
 * with the seller's note if any, to the order's history, in one transaction; returns the
 * customer notification to offer.
 */
export async function updateOrderStatus(
  db: Db,
  owner: BrandOwner,
  input: { orderId?: unknown; status: unknown; note?: unknown },
): Promise<StatusChange> {
  const { status, note } = parseInput(ZStatusChangeSchema, input);
  const orderId = parseId(input.orderId, ORDERS_MESSAGES.notFound);

  const order = await db.transaction().execute(async (trx) => {
    const found = await trx
      .selectFrom("orders")
      .innerJoin("brands", "brands.id", "orders.brand_id")
      .select([
        "orders.order_number",
        "orders.customer_phone",
        "brands.payment_information",
        "brands.payment_information_send_at_status",
      ])
      .where("orders.id", "=", orderId)
      .where(ownedBy(owner, "orders"))
      .executeTakeFirst();
    if (!found) throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
    // Each entry comes strictly after the previous one, so the history keeps its order
    // even for two changes within one millisecond.
    const latest = await trx
      .selectFrom("order_histories")
      .select(sql<string | null>`max(created_at)`.as("at"))
      .where("order_id", "=", orderId)
      .executeTakeFirst();
    const latestMs = latest?.at ? new Date(latest.at).getTime() : 0;
    const now = new Date(Math.max(Date.now(), latestMs + 1)).toISOString();
    await trx
      .updateTable("orders")
      .set({ status, updated_at: now })
      .where("id", "=", orderId)
      .where(ownedBy(owner))
      .execute();
    await trx
      .insertInto("order_histories")
      .values({ id: crypto.randomUUID(), order_id: orderId, status, note, created_at: now })
      .execute();
    return found;
  });

  const { text, includesPayment } = buildStatusNotification({
    orderNumber: order.order_number,
    status,
    paymentInformation: order.payment_information,
    paymentInformationSendAtStatus: order.payment_information_send_at_status,
  });
  return {
    status,
    notification: {
      url: buildStatusNotificationUrl(order.customer_phone, text),
      text,
      includesPayment,
    },
  };
}
