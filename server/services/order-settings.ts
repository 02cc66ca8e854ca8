import { ZOrderSettingsSchema, type TOrderSettingsSchema } from "#domain/order-settings";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { parseInput } from "../errors";
import { MINIMUM_ORDER_COLUMNS, minimumOrderOf } from "./minimum-order";
import { ORDER_RULES_COLUMNS } from "./shop-hours";

// The seller's order settings on /admin/store (domain/order-settings.ts): days ahead, lead
// time, the cap per slot and the minimum order (decision 059), read and saved on the owner's own brand only.

export async function getOwnOrderSettings(
  db: Db,
  owner: BrandOwner,
): Promise<TOrderSettingsSchema> {
  const row = await db
    .selectFrom("brands")
    .select(ORDER_RULES_COLUMNS)
    .select(MINIMUM_ORDER_COLUMNS)
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  const minimum = minimumOrderOf(row);
  return {
    orderDaysAhead: row.order_days_ahead,
    leadTimeHours: row.lead_time_hours,
    maxOrdersPerSlot: row.max_orders_per_slot,
    minimumOrderDelivery: minimum.delivery,
    minimumOrderPickup: minimum.pickup,
  };
}

/** Saves them together; a refused value (VALIDATION, by field) changes nothing. */
export async function updateOwnOrderSettings(
  db: Db,
  owner: BrandOwner,
  input: unknown,
): Promise<void> {
  const settings = parseInput(ZOrderSettingsSchema, input);
  await db
    .updateTable("brands")
    .set({
      order_days_ahead: settings.orderDaysAhead,
      lead_time_hours: settings.leadTimeHours,
      max_orders_per_slot: settings.maxOrdersPerSlot,
      min_order_delivery: settings.minimumOrderDelivery,
      min_order_pickup: settings.minimumOrderPickup,
      updated_at: new Date().toISOString(),
    })
    .where("id", "=", owner.brandId)
    .execute();
}
