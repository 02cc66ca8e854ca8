import {
  buildDeliveryFeeNotification,
  buildStatusNotificationUrl,
} from "#domain/customer-notification";
import { ZSetDeliveryFeeSchema } from "#domain/delivery-areas-form";
import { DELIVERY_AREA_MESSAGES } from "#domain/delivery-fee";
import { buildTrackingUrl } from "#domain/order-message";
import { CANCELLED_STATUS } from "#domain/order-status";
import { ORDERS_MESSAGES } from "#domain/order-summary";
import { calendarDayIn, shopTimeZoneOf } from "#domain/shop-time";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import { AppError, parseId, parseInput } from "../errors";
import { actorColumns, ownedBy } from "./brand-scope";
import { addToCustomerSpent } from "./customers";
import { addToShopDay } from "./daily-counts";

// 'Ongkir menyusul' (decision 058): the seller sets the fee of an order delivered to an
// address in none of her areas. The order's total and fee, the fee's history and the
// revenue of the order's day change together in one transaction, so the shop's days always
// equal what its orders say.

export type DeliveryFeeChange = {
  deliveryFee: number;
  total: number;
  /** The WhatsApp message to offer the customer: the fee, the new total, the tracking link. */
  notification: { url: string; text: string; includesPayment: boolean; topic: "delivery-fee" };
};

/**
 * Sets the fee of an order whose fee was to follow, or changes the one set before. Refused
 * (CONFLICT, nothing changed) for an order whose fee was never to follow, a cancelled or
 * finished order, one paid in full (its total is what was received), and when the order
 * changed since it was read.
 */
export async function setOrderDeliveryFee(
  db: Db,
  owner: BrandOwner,
  input: { orderId?: unknown; fee?: unknown },
  { appUrl }: { appUrl: string },
): Promise<DeliveryFeeChange> {
  const { fee } = parseInput(ZSetDeliveryFeeSchema, input);
  const orderId = parseId(input.orderId, ORDERS_MESSAGES.notFound);
  return db.transaction().execute(async (trx) => {
    const order = await trx
      .selectFrom("orders")
      .innerJoin("brands", "brands.id", "orders.brand_id")
      .select([
        "orders.order_number",
        "orders.customer_name",
        "orders.customer_phone",
        "orders.status",
        "orders.payment_status",
        "orders.total",
        "orders.delivery_area",
        "orders.delivery_fee",
        "orders.is_delivery_fee_pending",
        "orders.created_at",
        "orders.brand_id",
        "brands.time_zone",
        "brands.username",
      ])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom("order_delivery_fees")
              .select("order_delivery_fees.id")
              .whereRef("order_delivery_fees.order_id", "=", "orders.id"),
          )
          .as("was_set_later"),
      )
      .where("orders.id", "=", orderId)
      .where(ownedBy(owner, "orders"))
      .executeTakeFirst();
    if (!order) throw new AppError("NOT_FOUND", ORDERS_MESSAGES.notFound);
    if (!order.is_delivery_fee_pending && !order.was_set_later) {
      throw new AppError("CONFLICT", DELIVERY_AREA_MESSAGES.feeNotPending);
    }
    if (order.status === CANCELLED_STATUS || order.status === "selesai") {
      throw new AppError("CONFLICT", DELIVERY_AREA_MESSAGES.feeOrderClosed);
    }
    if (order.payment_status !== "unpaid" && order.payment_status !== "dp") {
      throw new AppError("CONFLICT", DELIVERY_AREA_MESSAGES.feeOrderPaid);
    }
    const previousFee = Number(order.delivery_fee);
    const total = Number(order.total) - previousFee + fee;
    const now = new Date().toISOString();
    const updated = await trx
      .updateTable("orders")
      .set({ delivery_fee: fee, total, is_delivery_fee_pending: false, updated_at: now })
      .where("id", "=", orderId)
      .where(ownedBy(owner))
      // As read: a cancellation, a payment or another fee that got there first wins.
      .where("status", "=", order.status)
      .where("payment_status", "=", order.payment_status)
      .where("total", "=", order.total)
      .where("delivery_fee", "=", order.delivery_fee)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new AppError("CONFLICT", DELIVERY_AREA_MESSAGES.feeChangedMeanwhile);
    }
    await trx
      .insertInto("order_delivery_fees")
      .values({
        id: timeOrderedId(),
        order_id: orderId,
        delivery_fee: fee,
        created_at: now,
        ...actorColumns(owner),
      })
      .execute();
    if (fee !== previousFee) {
      await addToCustomerSpent(trx, order.brand_id, order.customer_phone, fee - previousFee);
      const day = calendarDayIn(order.created_at, shopTimeZoneOf(order.time_zone));
      await addToShopDay(trx, order.brand_id, day, {
        revenue: fee - previousFee,
        delivery_fees: fee - previousFee,
      });
    }
    const text = buildDeliveryFeeNotification({
      customerName: order.customer_name,
      orderNumber: order.order_number,
      deliveryArea: order.delivery_area,
      deliveryFee: fee,
      total,
      trackingUrl: buildTrackingUrl(appUrl, order.username, order.order_number),
    });
    return {
      deliveryFee: fee,
      total,
      notification: {
        url: buildStatusNotificationUrl(order.customer_phone, text),
        text,
        includesPayment: false,
        topic: "delivery-fee",
      },
    };
  });
}

/** The fees set on an order, newest first. */
export function orderDeliveryFeesQuery(db: Db, orderId: string) {
  return db
    .selectFrom("order_delivery_fees")
    .select(["id", "delivery_fee", "created_at", "actor_name", "actor_role"])
    .where("order_id", "=", orderId)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
}
