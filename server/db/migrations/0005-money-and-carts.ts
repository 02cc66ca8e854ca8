import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";

// Money in 64 bits: PostgreSQL's integer is 32-bit, so a price above Rp 2.147.483.647, or a
// total of a few expensive lines, failed the order. SQLite integers are 64-bit already.
// Prices are bounded by MAX_PRODUCT_PRICE and quantities and lines by CHECKOUT_LIMITS, so
// every amount stays below 2^53 and reads back as an exact JS number (see database.ts).
const MONEY_COLUMNS = [
  ["products", "price"],
  ["orders", "total"],
  ["order_products", "unit_price"],
  ["order_products", "total_price"],
] as const;

// A checkout key is bound to what it was first sent with (orders.checkout_fingerprint): the
// same key with another cart is refused instead of answering for the first order.
export function moneyAndCartsMigration(kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      if (kind === "postgres") {
        for (const [table, column] of MONEY_COLUMNS) {
          await db.schema
            .alterTable(table)
            .alterColumn(column, (col) => col.setDataType("bigint"))
            .execute();
        }
      }
      await db.schema.alterTable("orders").addColumn("checkout_fingerprint", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("orders").dropColumn("checkout_fingerprint").execute();
      if (kind === "postgres") {
        for (const [table, column] of MONEY_COLUMNS) {
          await db.schema
            .alterTable(table)
            .alterColumn(column, (col) => col.setDataType("integer"))
            .execute();
        }
      }
    },
  };
}
