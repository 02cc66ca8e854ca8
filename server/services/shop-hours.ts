import { shopTimeZoneOf } from "#domain/shop-time";
import { resolveClosedOrderPolicy, resolveOperationalHours } from "#domain/operational-hours";
import type { CartOrderingWindow } from "#domain/cart-lead-time";
import { orderingWindow, type OrderingWindow, type ShopHoursSettings } from "#domain/shop-hours";
import { isValidAboutUsername } from "#domain/username";
import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { BrandsTable } from "../db/schema";
import { isPublicBrand } from "./brand-scope";
import { refuseGoneShop } from "./shop-status";
import { cartOrderingWindowOf } from "./product-lead-time";
import { withQuotaLeft } from "./product-quota";
import { countSlotOrders } from "./slot-capacity";
import { readSpecialDays } from "./special-days";

// A shop's switch, hours, zone and closed-order policy as the rules in domain/shop-hours.ts
// take them, read from its brand row, with its days ahead, lead time and cap per slot for
// the checkout.

export const SHOP_HOURS_COLUMNS = [
  "is_currently_open",
  "operational_hours",
  "time_zone",
  "closed_order_policy",
] as const;

/** What decides the days and slots a checkout offers, besides the hours. */
export const ORDER_RULES_COLUMNS = [
  "order_days_ahead",
  "lead_time_hours",
  "max_orders_per_slot",
] as const;

type ShopHoursRow = Pick<Selectable<BrandsTable>, (typeof SHOP_HOURS_COLUMNS)[number]>;
type OrderRulesRow = Pick<Selectable<BrandsTable>, (typeof ORDER_RULES_COLUMNS)[number]>;

/** The settings of a brand row; without the order rules' columns, their defaults. */
export function shopHoursOf(row: ShopHoursRow & Partial<OrderRulesRow>): ShopHoursSettings {
  return {
    isSwitchedOn: row.is_currently_open,
    hours: resolveOperationalHours(row.operational_hours),
    timeZone: shopTimeZoneOf(row.time_zone),
    closedOrderPolicy: resolveClosedOrderPolicy(row.closed_order_policy),
    orderDaysAhead: row.order_days_ahead,
    leadTimeHours: row.lead_time_hours,
    maxOrdersPerSlot: row.max_orders_per_slot ?? null,
  };
}

/** The brand's hours and order rules, with its special days from yesterday on. */
export async function readShopHours(
  db: Db,
  brandId: string,
  now: Date = new Date(),
): Promise<ShopHoursSettings> {
  const row = await db
    .selectFrom("brands")
    .select(SHOP_HOURS_COLUMNS)
    .select(ORDER_RULES_COLUMNS)
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  const settings = shopHoursOf(row);
  return { ...settings, specialDays: await readSpecialDays(db, brandId, settings, now) };
}

/**
 * What the checkout offers a brand now, its full slots counted and its special days read
 * (decision 064) unless the settings carry them.
 */
export async function orderingWindowOf(
  db: Db,
  brandId: string,
  settings: ShopHoursSettings,
  now: Date,
): Promise<OrderingWindow> {
  const [taken, specialDays] = await Promise.all([
    countSlotOrders(db, brandId, settings.maxOrdersPerSlot ?? null, now),
    settings.specialDays ?? readSpecialDays(db, brandId, settings, now),
  ]);
  return orderingWindow({ ...settings, specialDays }, now, taken);
}

/**
 * What the checkout offers now for the public shop named `username` (the checkout asks
 * again each time it opens, as a page may have been open for hours); undefined when no
 * public shop has that name. Each day says the units left of those of `productIds` (the
 * cart's) with a daily quota (decision 060); the days and slots are those all of them can
 * meet, their lead times counted (decision 065).
 */
export async function findOrderingWindow(
  db: Db,
  username: string,
  now: Date = new Date(),
  productIds: readonly string[] = [],
): Promise<CartOrderingWindow | undefined> {
  if (!isValidAboutUsername(username)) return undefined;
  const row = await db
    .selectFrom("brands")
    .select("id")
    .select(SHOP_HOURS_COLUMNS)
    .select(ORDER_RULES_COLUMNS)
    .where("username", "=", username.toLowerCase())
    .where(isPublicBrand())
    .executeTakeFirst();
  if (!row) {
    // A suspended or closed shop's checkout is refused with its notice (decision 077).
    await refuseGoneShop(db, username);
    return undefined;
  }
  const window = await cartOrderingWindowOf(db, row.id, shopHoursOf(row), now, productIds);
  return withQuotaLeft(db, row.id, window, productIds);
}
