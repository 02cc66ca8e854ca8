import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// Delivery areas and their fees (decision 058):
// - brands: the seller's areas as one JSON list (domain/delivery-areas.ts DeliveryArea[]),
//   and what happens to an address in none of them: 'none' (not served) or 'later' (the
//   seller sets the fee on the order: 'Ongkir menyusul'). A shop without areas has no
//   fee and no area picker, as before.
// - orders: the area the customer picked (null for pickup and for shops without areas),
//   the fee included in `total`, and whether the fee is still to be set by the seller.
// - order_delivery_fees: each fee the seller set on an order whose fee was to follow, the
//   order's history of it.
// - shop_daily_counts: the fees within the day's revenue, shown apart.
export function deliveryAreasMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  const money = kind === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("brands").addColumn("delivery_areas", t.json).execute();
      await db.schema
        .alterTable("brands")
        .addColumn("delivery_elsewhere", "text", (c) => c.notNull().defaultTo("none"))
        .execute();
      await db.schema.alterTable("orders").addColumn("delivery_area", "text").execute();
      await db.schema
        .alterTable("orders")
        .addColumn("delivery_fee", money, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("orders")
        .addColumn("is_delivery_fee_pending", t.bool, (c) =>
          c.notNull().defaultTo(t.boolValue(false)),
        )
        .execute();
      await db.schema
        .alterTable("shop_daily_counts")
        .addColumn("delivery_fees", money, (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .createTable("order_delivery_fees")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("order_id", "text", (c) =>
          c.notNull().references("orders.id").onDelete("cascade"),
        )
        .addColumn("delivery_fee", money, (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("order_delivery_fees_order_idx")
        .on("order_delivery_fees")
        .columns(["order_id", "created_at"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("order_delivery_fees").execute();
      await db.schema.alterTable("shop_daily_counts").dropColumn("delivery_fees").execute();
      await db.schema.alterTable("orders").dropColumn("is_delivery_fee_pending").execute();
      await db.schema.alterTable("orders").dropColumn("delivery_fee").execute();
      await db.schema.alterTable("orders").dropColumn("delivery_area").execute();
      await db.schema.alterTable("brands").dropColumn("delivery_elsewhere").execute();
      await db.schema.alterTable("brands").dropColumn("delivery_areas").execute();
    },
  };
}
