import type { Kysely, Migration } from "kysely";

// The key a checkout sends with its order, so that a retry of the same order (an answer
// lost on a slow network, a second tap) finds the order already placed instead of placing
// it twice. Unique within the brand; orders without a key (older ones) are not constrained.
export function orderCheckoutKeyMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("orders").addColumn("checkout_key", "text").execute();
      await db.schema
        .createIndex("orders_brand_checkout_key_unique")
        .unique()
        .on("orders")
        .columns(["brand_id", "checkout_key"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("orders_brand_checkout_key_unique").execute();
      await db.schema.alterTable("orders").dropColumn("checkout_key").execute();
    },
  };
}
