import type { Kysely, Migration } from "kysely";

// What each order line took from its product's stock, written with the line by the order's
// own statement: a cancellation gives back exactly that. Without it a cancellation gave back
// every line's quantity to any product counting stock at that moment, so units a product
// never counted when it was ordered (unlimited then, stock set later) were created from
// nothing. Lines stored before this column say nothing, and give nothing back: whether
// they took from stock cannot be proved.
export function stockTakenMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("order_products").addColumn("stock_taken", "integer").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("order_products").dropColumn("stock_taken").execute();
    },
  };
}
