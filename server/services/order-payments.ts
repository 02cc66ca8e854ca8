import type { Transaction } from "kysely";
import {
  buildPaymentNotification,
  buildStatusNotificationUrl,
} from "#domain/customer-notification";
import { buildTrackingUrl } from "#domain/order-message";
import { CANCELLED_STATUS } from "#domain/order-status";
import { ORDERS_MESSAGES } from "#domain/order-summary";
import {
  amountReceivedAt,
  canMovePayment,
  dpAmountError,
  parseDpAmount,
  PAYMENT_MESSAGES,
  resolvePaymentStatus,
  type PaymentStatus,
} from "#domain/payment-status";
import { ZPaymentChangeSchema } from "#domain/payment-status-form";
import { calendarDayIn, shopTimeZoneOf } from "#domain/shop-time";
import type { BrandOwner } from "../auth/guards";
import type { Database } from "../db/schema";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import { AppError, parseId, parseInput } from "../errors";
import { actorColumns, ownedBy } from "./brand-scope";
import { addToShopDay } from "./daily-counts";

// The seller's record of what an order's customer paid (decision 056): the status and the
// amount received change together with a history entry and the paid part of the day's
// revenue, in one transaction, so the shop's days always equal what its orders say.

export type PaymentChange = {
  paymentStatus: PaymentStatus;
  amountPaid: number;
  /** The WhatsApp message to offer the customer; none for a move back to 'Belum Bayar'. */
  notification: { url: string; text: string; includesPayment: boolean; topic?: "payment" } | null;
};

function findOwnOrder(trx: Transaction<Database>, owner: BrandOwner, orderId: string) {
  return trx
    .selectFrom("orders")
    .innerJoin("brands", "brands.id", "orders.brand_id")
    .select([
      "orders.order_number",
      "orders.customer_name",
      "orders.customer_phone",
      "orders.status",
      "orders.payment_status",
      "orders.amount_paid",
      "orders.total",
      "orders.created_at",
      "orders.brand_id",
      "brands.time_zone",
      "brands.username",
    ])
    .where("orders.id", "=", orderId)
    .where(ownedBy(owner, "orders"))
    .executeTakeFirst();
}

/**
 * Sets an order's payment status, as the allowed moves permit (domain/payment-status.ts): a
 * DP with its amount (1 … total-1), Lunas with the whole total. The update is guarded by
 * whether the order is cancelled and by the payment and amount read, so a cancellation or
 * another payment change that got there first is never overwritten: this one is refused and
 * changes nothing. The paid revenue of the
 * order's day moves by the difference, unless the order is cancelled (its revenue left the
 * day with it).
 */
export async function updatePaymentStatus(
  db: Db,
  owner: BrandOwner,
  input: { orderId?: unknown; paymentStatus?: unknown; dpAmount?: unknown },
  { appUrl }: { appUrl: string },
): Promise<PaymentChange> {
  const { paymentStatus: to, dpAmount } = parseInput(ZPaymentChangeSchema, input);
  const orderId = parseId(input.orderId, ORDERS_MESSAGES.notFound);

  return db.transaction().execute(async (trx) => {
    const order = await findOwnOrder(trx, owner, orderId);
    if (!order) throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
    const from = resolvePaymentStatus(order.payment_status);
    const isCancelled = order.status === CANCELLED_STATUS;
    if (!canMovePayment(from, to, isCancelled)) {
      throw new AppError("CONFLICT", PAYMENT_MESSAGES.notAllowed(from, to));
    }
    const total = Number(order.total);
    const received = Number(order.amount_paid);
    const dp = to === "dp" ? parseDpAmount(dpAmount ?? "") : null;
    if (to === "dp") {
      const refusal = dpAmountError(dp ?? Number.NaN, total);
      if (refusal) throw new AppError("VALIDATION", refusal, { dpAmount: refusal });
    }
    const amount = amountReceivedAt(to, { dpAmount: dp, total, received });
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("orders")
      .set({ payment_status: to, amount_paid: amount, updated_at: now })
      .where("id", "=", orderId)
      .where(ownedBy(owner))
      // Still open, or still cancelled, as read: a status moving along does not matter.
      .where("status", isCancelled ? "=" : "<>", CANCELLED_STATUS)
      .where("payment_status", "=", order.payment_status)
      .where("amount_paid", "=", order.amount_paid)
      // A fee set meanwhile ('Ongkir menyusul', decision 058) moved the total read.
      .where("total", "=", order.total)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new AppError("CONFLICT", PAYMENT_MESSAGES.changedMeanwhile);
    }
    await trx
      .insertInto("order_payments")
      .values({
        id: timeOrderedId(),
        order_id: orderId,
        payment_status: to,
        amount_paid: amount,
        created_at: now,
        ...actorColumns(owner),
      })
      .execute();
    if (!isCancelled && amount !== received) {
      const day = calendarDayIn(order.created_at, shopTimeZoneOf(order.time_zone));
      await addToShopDay(trx, order.brand_id, day, { revenue_paid: amount - received });
    }
    const text = buildPaymentNotification({
      customerName: order.customer_name,
      orderNumber: order.order_number,
      paymentStatus: to,
      amountPaid: amount,
      previouslyPaid: from === "dp" ? received : 0,
      total,
      trackingUrl: buildTrackingUrl(appUrl, order.username, order.order_number),
    });
    return {
      paymentStatus: to,
      amountPaid: amount,
      // None for an order recorded without a number (decision 072).
      notification:
        text && order.customer_phone
          ? {
              url: buildStatusNotificationUrl(order.customer_phone, text),
              text,
              includesPayment: false,
              topic: "payment",
            }
          : null,
    };
  });
}

/**
 * Within a cancellation's transaction, after the order's row became cancelled: money
 * received is now owed back ('Perlu Dikembalikan', with a history entry at the
 * cancellation's time), and it leaves the paid revenue of the order's day as the order's
 * total leaves the revenue.
 */
export async function settlePaymentOnCancel(
  trx: Transaction<Database>,
  order: { id: string; paymentStatus: string; amountPaid: number },
  at: string,
  actor: BrandOwner,
): Promise<{ revenuePaid: number }> {
  if (order.paymentStatus !== "refund_due") return { revenuePaid: -order.amountPaid };
  await trx
    .insertInto("order_payments")
    .values({
      id: timeOrderedId(),
      order_id: order.id,
      payment_status: "refund_due",
      amount_paid: order.amountPaid,
      created_at: at,
      ...actorColumns(actor),
    })
    .execute();
  return { revenuePaid: -order.amountPaid };
}

/** The order's payment history, newest first. */
export function orderPaymentsQuery(db: Db, orderId: string) {
  return db
    .selectFrom("order_payments")
    .select(["id", "payment_status", "amount_paid", "created_at", "actor_name", "actor_role"])
    .where("order_id", "=", orderId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}
