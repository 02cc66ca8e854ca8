import { sql } from "kysely";
import {
  formatOrderCursor,
  ORDER_ALERTS_LIMIT,
  parseOrderCursor,
  START_CURSOR,
  type OrderAlerts,
} from "#domain/order-alerts";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { ownedBy } from "./brand-scope";

// The open admin asks every few seconds whether the seller has new orders. The database is
// the one truth every server instance shares, so an order written through any of them is
// seen through all. One query on orders_brand_created_idx (brand_id, created_at) answers.
//
// Orders are keyed by (created_at, id): created_at is written by the application as an ISO
// instant with milliseconds (order-store.ts, the factories), which both databases hand back
// unchanged, so a cursor made from a row compares equal to that row again.

/**
 * The owner's orders created after `cursorValue`, newest first, with their count and the
 * cursor of the newest. Without a (valid) cursor nothing is new: the answer only says where
 * the next poll starts, so opening the admin never alerts about old orders.
 */
export async function findNewOrders(
  db: Db,
  owner: BrandOwner,
  cursorValue: string | null,
): Promise<OrderAlerts> {
  const cursor = parseOrderCursor(cursorValue);
  if (!cursor) {
    const newest = await db
      .selectFrom("orders")
      .select(["created_at", "id"])
      .where(ownedBy(owner))
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(1)
      .executeTakeFirst();
    const start = newest ? { createdAt: newest.created_at, id: newest.id } : START_CURSOR;
    return { cursor: formatOrderCursor(start), orders: [], count: 0 };
  }

  const rows = await db
    .selectFrom("orders")
    .select([
      "id",
      "order_number",
      "customer_name",
      "total",
      "created_at",
      // Counted before the limit applies: how many are new, also beyond the ones listed.
      sql<number | string>`count(*) over ()`.as("new_count"),
    ])
    .where(ownedBy(owner))
    // The range on the index, then the tie on id for orders created in the same millisecond.
    .where("created_at", ">=", cursor.createdAt)
    .where((eb) => eb.or([eb("created_at", ">", cursor.createdAt), eb("id", ">", cursor.id)]))
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(ORDER_ALERTS_LIMIT)
    .execute();

  const [newest] = rows;
  return {
    cursor: formatOrderCursor(newest ? { createdAt: newest.created_at, id: newest.id } : cursor),
    orders: rows.map((row) => ({
      orderNumber: row.order_number,
      customerName: row.customer_name,
      total: row.total,
      createdAt: row.created_at,
    })),
    count: newest ? Number(newest.new_count) : 0,
  };
}
