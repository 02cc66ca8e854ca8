import {
  cartOrderingWindow,
  type CartOrderingWindow,
  type LeadTimeProduct,
} from "#domain/cart-lead-time";
import type { ShopHoursSettings } from "#domain/shop-hours";
import type { Db } from "../db/database";
import { countSlotOrders } from "./slot-capacity";
import { readSpecialDays } from "./special-days";

// The checkout's window for a cart (decision 065): the days and slots every product of the
// cart can meet, its products' lead times read with the shop's full slots.

/** The shop's active products among `productIds`, with their own lead time or null. */
export async function readLeadTimeProducts(
  db: Db,
  brandId: string,
  productIds: readonly string[],
): Promise<LeadTimeProduct[]> {
  if (productIds.length === 0) return [];
  const rows = await db
    .selectFrom("products")
    .select(["name", "lead_time_hours"])
    .where("brand_id", "=", brandId)
    .where("id", "in", productIds)
    .where("is_active", "=", true)
    .execute();
  return rows.map((row) => ({
    name: row.name,
    leadTimeHours: row.lead_time_hours === null ? null : Number(row.lead_time_hours),
  }));
}

/**
 * What the checkout offers a cart of `productIds` at the brand now, full slots counted and
 * its special days read (decision 064) unless the settings carry them.
 */
export async function cartOrderingWindowOf(
  db: Db,
  brandId: string,
  settings: ShopHoursSettings,
  now: Date,
  productIds: readonly string[],
): Promise<CartOrderingWindow> {
  const [taken, products, specialDays] = await Promise.all([
    countSlotOrders(db, brandId, settings.maxOrdersPerSlot ?? null, now),
    readLeadTimeProducts(db, brandId, productIds),
    settings.specialDays ?? readSpecialDays(db, brandId, settings, now),
  ]);
  return cartOrderingWindow({ ...settings, specialDays }, now, taken, products);
}
