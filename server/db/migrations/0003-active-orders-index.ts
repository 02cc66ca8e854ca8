import { sql, type Kysely, type Migration } from "kysely";

// The sellers' order lists read their page straight off an index, in order, however many
// orders a busy shop has piled up: finished orders by (brand, status, time, id), active
// ones (every status but 'selesai') by a partial index. The id makes the order total and
// lets a page's ids be found from the index alone. Queries must spell the condition with
// the literal 'selesai' for SQLite to pick the partial index.
export function activeOrdersIndexMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createIndex("orders_brand_active_created_idx")
        .on("orders")
        .columns(["brand_id", "created_at", "id"])
        .where(sql.ref("status"), "<>", sql.lit("selesai"))
        .execute();
      await db.schema.dropIndex("orders_brand_status_created_idx").execute();
      await db.schema
        .createIndex("orders_brand_status_created_idx")
        .on("orders")
        .columns(["brand_id", "status", "created_at", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("orders_brand_active_created_idx").execute();
      await db.schema.dropIndex("orders_brand_status_created_idx").execute();
      await db.schema
        .createIndex("orders_brand_status_created_idx")
        .on("orders")
        .columns(["brand_id", "status", "created_at"])
        .execute();
    },
  };
}
