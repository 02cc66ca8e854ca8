import { sql, type Kysely, type Migration } from "kysely";

// Indexes for a platform of 10,000 shops with a million orders (decision 032):
// - the active orders list (every status but 'selesai' and 'dibatalkan') read its page off a
//   partial index of every order not finished (0003), made before orders could be cancelled
//   (0008). Cancelled orders pile up in it with the shop's age, oldest first, where the list
//   starts: a shop with 100,000 orders stepped over 1,500 cancelled ones, fetching each row
//   to see its status, before the first active order of every page. The index now holds the
//   orders in flight only. Queries spell both conditions with the literals, for SQLite to
//   pick the partial index (admin-orders.ts);
// - the platform's shop directory lists shops by name, 100 at a time: read in that order off
//   an index, it stops at the 100th shop with products instead of sorting every shop.
export function indexesAtScaleMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("orders_brand_in_flight_idx")
        .on("orders")
        .columns(["brand_id", "created_at", "id"])
        .where(sql.ref("status"), "<>", sql.lit("selesai"))
        .where(sql.ref("status"), "<>", sql.lit("dibatalkan"))
        .execute();
      await db.schema.dropIndex("orders_brand_active_created_idx").execute();
      await db.schema
        .createIndex("brands_name_idx")
        .on("brands")
        .columns(["name", "username"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("brands_name_idx").execute();
      await db.schema
        .createIndex("orders_brand_active_created_idx")
        .on("orders")
        .columns(["brand_id", "created_at", "id"])
        .where(sql.ref("status"), "<>", sql.lit("selesai"))
        .execute();
      await db.schema.dropIndex("orders_brand_in_flight_idx").execute();
    },
  };
}
