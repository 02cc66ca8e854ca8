import { resolveShopTimeZone } from "#domain/delivery";
import { resolveClosedOrderPolicy, resolveOperationalHours } from "#domain/operational-hours";
import { orderingWindow, type OrderingWindow, type ShopHoursSettings } from "#domain/shop-hours";
import { isValidAboutUsername } from "#domain/username";
import type { Selectable } from "kysely";
import type { Db } from "../db/database";
import type { BrandsTable } from "../db/schema";
import { isPublicBrand } from "./brand-scope";

// A shop's switch, hours, zone and closed-order policy as the rules in domain/shop-hours.ts
// take them, read from its brand row.

export const SHOP_HOURS_COLUMNS = [
  "is_currently_open",
  "operational_hours",
  "time_zone",
  "closed_order_policy",
] as const;

type ShopHoursRow = Pick<Selectable<BrandsTable>, (typeof SHOP_HOURS_COLUMNS)[number]>;

export function shopHoursOf(row: ShopHoursRow): ShopHoursSettings {
  return {
    isSwitchedOn: row.is_currently_open,
    hours: resolveOperationalHours(row.operational_hours),
    timeZone: resolveShopTimeZone(row.time_zone),
    closedOrderPolicy: resolveClosedOrderPolicy(row.closed_order_policy),
  };
}

export async function readShopHours(db: Db, brandId: string): Promise<ShopHoursSettings> {
  const row = await db
    .selectFrom("brands")
    .select(SHOP_HOURS_COLUMNS)
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  return shopHoursOf(row);
}

/**
 * What the checkout offers now for the public shop named `username` (the checkout asks
 * again each time it opens, as a page may have been open for hours); undefined when no
 * public shop has that name.
 */
export async function findOrderingWindow(
  db: Db,
  username: string,
  now: Date = new Date(),
): Promise<OrderingWindow | undefined> {
  if (!isValidAboutUsername(username)) return undefined;
  const row = await db
    .selectFrom("brands")
    .select(SHOP_HOURS_COLUMNS)
    .where("username", "=", username.toLowerCase())
    .where(isPublicBrand())
    .executeTakeFirst();
  return row ? orderingWindow(shopHoursOf(row), now) : undefined;
}
