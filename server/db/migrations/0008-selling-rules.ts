import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// How small food and goods shops sell (decision 022):
// - products: a 'Habis' switch, an optional stock the order transaction decrements (never
//   below 0), and the seller's own order on the storefront (existing products keep the order
//   they were shown in: newest first);
// - product_options: a price per choice (added, or subtracted when negative), choices sold
//   out, and how many choices a customer may pick (1: a single-choice option, as before);
// - order_product_options: the amount each chosen value added to the line's unit price;
// - orders: a cancellation's reason, and the start of the delivery slot the order takes
//   (counted against the shop's capacity per slot);
// - brands: how many days ahead customers may book, a lead time, and a cap per slot.
export function sellingRulesMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  const money = kind === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("products")
        .addColumn("is_sold_out", t.bool, (c) => c.notNull().defaultTo(t.boolValue(false)))
        .execute();
      await db.schema
        .alterTable("products")
        .addColumn("stock", "integer", (c) => c.check(sql`stock >= 0`))
        .execute();
      await db.schema
        .alterTable("products")
        .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        update products set display_order = ranked.position
        from (
          select id, row_number() over (
            partition by brand_id order by created_at desc, id
          ) - 1 as position
          from products
        ) as ranked
        where products.id = ranked.id
      `.execute(db);
      await db.schema
        .createIndex("products_brand_order_idx")
        .on("products")
        .columns(["brand_id", "display_order"])
        .execute();

      await db.schema.alterTable("product_options").addColumn("choice_prices", t.json).execute();
      await db.schema.alterTable("product_options").addColumn("sold_out_choices", t.json).execute();
      await db.schema
        .alterTable("product_options")
        .addColumn("min_choices", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema
        .alterTable("product_options")
        .addColumn("max_choices", "integer", (c) => c.notNull().defaultTo(1))
        .execute();

      await db.schema
        .alterTable("order_product_options")
        .addColumn("price_delta", money, (c) => c.notNull().defaultTo(0))
        .execute();

      await db.schema.alterTable("orders").addColumn("cancel_reason", "text").execute();
      await db.schema.alterTable("orders").addColumn("delivery_slot_at", "text").execute();
      await db.schema
        .createIndex("orders_brand_slot_idx")
        .on("orders")
        .columns(["brand_id", "delivery_slot_at"])
        .execute();

      await db.schema
        .alterTable("brands")
        .addColumn("order_days_ahead", "integer", (c) => c.notNull().defaultTo(1))
        .execute();
      await db.schema
        .alterTable("brands")
        .addColumn("lead_time_hours", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await db.schema.alterTable("brands").addColumn("max_orders_per_slot", "integer").execute();
    },
  };
}
