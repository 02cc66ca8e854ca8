import { type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// Whether each order is paid (decision 056): its payment status and the amount received,
// each change in a history of its own beside the status history, and the paid part of the
// shop's daily revenue kept in the same roll-up as the revenue (decision 025). The list
// narrowed to one payment status reads its page off (brand, payment status, status, time).
export function paymentStatusMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  const money = kind === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("orders")
        .addColumn("payment_status", "text", (c) => c.notNull().defaultTo("unpaid"))
        .execute();
      await db.schema
        .alterTable("orders")
        .addColumn("amount_paid", money, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("shop_daily_counts")
        .addColumn("revenue_paid", money, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("order_payments")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) =>
          c.notNull().references("orders.id").onDelete("cascade"),
        )
        .addColumn("payment_status", "text", (c) => c.notNull())
        .addColumn("amount_paid", money, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("order_payments_order_idx")
        .on("order_payments")
        .columns(["order_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("orders_brand_payment_idx")
        .on("orders")
        .columns(["brand_id", "payment_status", "status", "created_at", "id"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("orders_brand_payment_idx").execute();
      await db.schema.dropTable("order_payments").execute();
      await db.schema.alterTable("shop_daily_counts").dropColumn("revenue_paid").execute();
      await db.schema.alterTable("orders").dropColumn("amount_paid").execute();
      await db.schema.alterTable("orders").dropColumn("payment_status").execute();
    },
  };
}
