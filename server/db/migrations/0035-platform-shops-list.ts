import type { Kysely, Migration } from "kysely";

// The platform admin's list of every shop (decision 078), at 10,000 shops:
// - newest first, a page of 50 read in order off `brands_created_idx` instead of sorting
//   every shop;
// - "most orders in 30 days" sums the shops' daily counts of the last 30 days: with the
//   day first and the count inside it, one index-only range scan, never the table's rows
//   of older days nor the orders themselves.
export const platformShopsListMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex("brands_created_idx")
      .on("brands")
      .columns(["created_at", "id"])
      .execute();
    await db.schema
      .createIndex("shop_daily_counts_day_idx")
      .on("shop_daily_counts")
      .columns(["day", "brand_id", "orders_placed"])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("shop_daily_counts_day_idx").execute();
    await db.schema.dropIndex("brands_created_idx").execute();
  },
};
