import { customerNameText, resolveOrderSource } from "#domain/order-source";
import { sql } from "kysely";
import { presetDays, type DueDay } from "#domain/order-schedule";
import { dayRangeInstants } from "#domain/order-summary";
import { CANCELLED_STATUS } from "#domain/order-status";
import { getZonedParts } from "#domain/shop-time";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { brandTimeZone } from "./admin-orders";
import { ownedBy } from "./brand-scope";

// The admin home's first card: the orders due today and tomorrow that are still to be made
// or handed over (decision 062). Each day is a range of the (brand_id, delivery_slot_at)
// index: a shop with 100,000 orders reads only that day's.

/** How many of a day's orders the card lists; the rest are a tap away in the orders list. */
export const DUE_ORDERS_SHOWN = 5;

const pad2 = (n: number) => String(n).padStart(2, "0");

export async function getDueOrders(
  db: Db,
  owner: BrandOwner,
  now: Date = new Date(),
): Promise<DueDay[]> {
  const timeZone = await brandTimeZone(db, owner);
  const presets = ["hari-ini", "besok"] as const;
  return Promise.all(
    presets.map(async (preset) => {
      const days = presetDays(preset, now, timeZone);
      const { start, end } = dayRangeInstants(days, timeZone);
      const due = db
        .selectFrom("orders")
        .where(ownedBy(owner))
        .where("delivery_slot_at", ">=", start!)
        .where("delivery_slot_at", "<", end!)
        .where("status", "<>", sql.lit("selesai"))
        .where("status", "<>", sql.lit(CANCELLED_STATUS));
      const [counted, rows] = await Promise.all([
        due.select(sql<number | string>`count(*)`.as("count")).executeTakeFirstOrThrow(),
        due
          .select([
            "order_number",
            "customer_name",
            "delivery_method",
            "delivery_slot_at",
            "source",
          ])
          .orderBy("delivery_slot_at")
          .orderBy("id")
          .limit(DUE_ORDERS_SHOWN)
          .execute(),
      ]);
      return {
        preset,
        day: days.from,
        count: Number(counted.count),
        orders: rows.map((row) => {
          const { hour, minute } = getZonedParts(new Date(row.delivery_slot_at!), timeZone);
          return {
            orderNumber: row.order_number,
            // A sale recorded at the stall without a name is named by its source.
            customerName: customerNameText(row.customer_name, resolveOrderSource(row.source)),
            deliveryMethod: row.delivery_method,
            time: `${pad2(hour)}:${pad2(minute)}`,
          };
        }),
      };
    }),
  );
}
