import { shopTimeZoneOf, type ShopTimeZone } from "#domain/shop-time";
import type { OrderingWindow } from "#domain/shop-hours";
import { offeredPaymentMethods, type PaymentMethod } from "#domain/payment-methods";
import { describeMinimumOrder, type MinimumOrder } from "#domain/minimum-order";
import type { Db } from "../db/database";
import { MINIMUM_ORDER_COLUMNS, minimumOrderOf } from "./minimum-order";
import { PAYMENT_COLUMNS, paymentSettingsOf } from "./order-payment";
import { DELIVERY_AREA_COLUMNS, deliveryAreaSettingsOf } from "./delivery-areas";
import type { DeliveryAreaSettings } from "#domain/delivery-fee";
import {
  ORDER_RULES_COLUMNS,
  SHOP_HOURS_COLUMNS,
  orderingWindowOf,
  shopHoursOf,
} from "./shop-hours";

// What the checkout dialog shows before an order: delivery, the shop's zone, its slots.

export type CheckoutSettings = {
  isDeliveryByStoreEnabled: boolean;
  /** Shown next to the delivery choice; null when the brand gives none. */
  deliveryCostInformation: string | null;
  /** The shop's zone for 'Hari ini'/'Besok' and the default slot. */
  timeZone: ShopTimeZone;
  /** Whether the shop takes an order now, and for which days and slots (its hours). */
  ordering: OrderingWindow;
  /** The payment methods the customer chooses from (decision 055). */
  paymentMethods: PaymentMethod[];
  /** The areas the customer picks from, with their fees; none: no picker (decision 058). */
  delivery: DeliveryAreaSettings;
  /** The items' subtotal each method needs (decision 059). */
  minimumOrder: MinimumOrder;
  /** 'Minimal pesanan Rp 50.000 untuk diantar', written here for the cart; null: none. */
  minimumOrderNotice: string | null;
};

/** What the checkout dialog needs to know about a brand (public information only). */
export async function getCheckoutSettings(
  db: Db,
  brandId: string,
  now: Date = new Date(),
): Promise<CheckoutSettings> {
  const row = await db
    .selectFrom("brands")
    .select(["is_delivery_by_store_enabled", "delivery_cost_information", "time_zone"])
    .select(SHOP_HOURS_COLUMNS)
    .select(ORDER_RULES_COLUMNS)
    .select(PAYMENT_COLUMNS)
    .select(DELIVERY_AREA_COLUMNS)
    .select(MINIMUM_ORDER_COLUMNS)
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  const minimumOrder = minimumOrderOf(row);
  return {
    ordering: await orderingWindowOf(db, brandId, shopHoursOf(row), now),
    isDeliveryByStoreEnabled: row.is_delivery_by_store_enabled,
    deliveryCostInformation: row.is_delivery_by_store_enabled
      ? row.delivery_cost_information
      : null,
    timeZone: shopTimeZoneOf(row.time_zone),
    paymentMethods: offeredPaymentMethods(paymentSettingsOf(row)),
    delivery: row.is_delivery_by_store_enabled
      ? deliveryAreaSettingsOf(row)
      : { areas: [], elsewhere: "none" },
    minimumOrder,
    minimumOrderNotice: describeMinimumOrder(minimumOrder, row.is_delivery_by_store_enabled),
  };
}
