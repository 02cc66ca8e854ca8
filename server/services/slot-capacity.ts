import { PostgresAdapter, type Transaction } from "kysely";
import { CANCELLED_STATUS } from "#domain/order-status";
import { slotCountRange, slotFullText, type SlotOrderCounts } from "#domain/shop-hours";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { touchShopPages } from "./page-versions";

// A shop's cap of orders per delivery slot (decision 022). The checkout shows a full slot
// from the counts read here; the order's own transaction decides, after locking the shop's
// row, so checkouts running side by side cannot overfill a slot.

/**
 * The orders of each slot the shop may still offer, by the slot's start (cancelled ones
 * left out). Nothing is read for a shop without a cap.
 */
export async function countSlotOrders(
  db: Db,
  brandId: string,
  capacity: number | null,
  now: Date,
): Promise<SlotOrderCounts> {
  if (capacity === null) return new Map();
  const { from, to } = slotCountRange(now);
  const rows = await db
    .selectFrom("orders")
    .select(["delivery_slot_at"])
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("brand_id", "=", brandId)
    .where("delivery_slot_at", ">=", from)
    .where("delivery_slot_at", "<", to)
    // A cancelled order holds no place in its slot.
    .where("status", "<>", CANCELLED_STATUS)
    .groupBy("delivery_slot_at")
    .execute();
  return new Map(rows.map((row) => [row.delivery_slot_at ?? "", Number(row.count)]));
}

/** The slot an order takes: its start (orders.delivery_slot_at) and the shop's cap. */
export type OrderSlot = { startsAt: string; capacity: number | null };

/**
 * Inside the order's transaction, before it is written: refuses the order when its slot
 * already holds the shop's cap of orders (VALIDATION, 'Jadwal … sudah penuh. …'). The
 * shop's row is locked first, so a second checkout for the same shop waits here until
 * this one commits and then counts it. On PostgreSQL that is `select … for update`; on
 * SQLite every write transaction begins immediate (server/db/database.ts), which already
 * lets one writer at a time in.
 */
export async function claimOrderSlot(
  trx: Transaction<Database>,
  order: { brandId: string; deliveryTimeOption: string; slot?: OrderSlot },
): Promise<void> {
  const slot = order.slot;
  if (!slot || slot.capacity === null) return;
  if (trx.getExecutor().adapter instanceof PostgresAdapter) {
    await trx
      .selectFrom("brands")
      .select("id")
      .where("id", "=", order.brandId)
      .forUpdate()
      .execute();
  }
  const row = await trx
    .selectFrom("orders")
    .select((eb) => eb.fn.countAll<number>().as("count"))
    .where("brand_id", "=", order.brandId)
    .where("delivery_slot_at", "=", slot.startsAt)
    .where("status", "<>", CANCELLED_STATUS)
    .executeTakeFirstOrThrow();
  if (Number(row.count) >= slot.capacity) {
    throw new AppError("VALIDATION", slotFullText(order.deliveryTimeOption));
  }
  // This order fills the slot: the shop's pages show it full from now on.
  if (Number(row.count) + 1 >= slot.capacity) await touchShopPages(trx, order.brandId);
}
