import { sql, type Kysely, type Migration, type RawBuilder } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// The seller's customers (decision 069):
// - customers: one row per WhatsApp number per shop, kept by the order's own transaction
//   (its latest name, orders placed, what the orders not cancelled came to, first and last
//   order) and by a cancellation; the seller's note and tags on it;
// - customer_products: the units of each product her orders not cancelled took, for her
//   favourite products, kept by the same transactions;
// - orders_brand_phone_idx: a customer's orders, for her page;
// - shop_daily_counts.new_customers / returning_customers: the orders of a day that were
//   their number's first in the shop, and the others.
// Filled from the orders already stored.

export function customersMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  const money = kind === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("customers")
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("order_count", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("total_spent", money, (c) => c.notNull().defaultTo(0))
        .addColumn("first_order_at", t.timestamp, (c) => c.notNull())
        .addColumn("last_order_at", t.timestamp, (c) => c.notNull())
        .addColumn("note", "text")
        // ',langganan,reseller,': each tag between commas, so one is found with like.
        .addColumn("tags", "text", (c) => c.notNull().defaultTo(""))
        .addPrimaryKeyConstraint("customers_pkey", ["brand_id", "phone"])
        .execute();
      // One index per sort, each ending with the number so a page's order is total.
      for (const [name, column] of [
        ["customers_brand_last_idx", "last_order_at"],
        ["customers_brand_orders_idx", "order_count"],
        ["customers_brand_spent_idx", "total_spent"],
        ["customers_brand_first_idx", "first_order_at"],
      ] as const) {
        await db.schema
          .createIndex(name)
          .on("customers")
          .columns(["brand_id", column, "phone"])
          .execute();
      }
      // A search by name reads the shop's names from here, not from its rows.
      await db.schema
        .createIndex("customers_brand_name_idx")
        .on("customers")
        .columns(["brand_id", "name", "phone"])
        .execute();
      // The tags the shop uses, for the list's filter: only the customers that have some.
      await db.schema
        .createIndex("customers_brand_tags_idx")
        .on("customers")
        .columns(["brand_id", "tags"])
        .where(sql.ref("tags"), "<>", "")
        .execute();
      // What each customer took of each product, for her favourites.
      await db.schema
        .createTable("customer_products")
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("phone", "text", (c) => c.notNull())
        .addColumn("product_name", "text", (c) => c.notNull())
        .addColumn("units", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("customer_products_pkey", ["brand_id", "phone", "product_name"])
        .execute();
      await db.schema
        .createIndex("orders_brand_phone_idx")
        .on("orders")
        .columns(["brand_id", "customer_phone", "created_at"])
        .execute();

      await sql`
        insert into customers
          (brand_id, phone, name, order_count, total_spent, first_order_at, last_order_at)
        select o.brand_id, o.customer_phone,
          (select latest.customer_name from orders latest
            where latest.brand_id = o.brand_id and latest.customer_phone = o.customer_phone
            order by latest.created_at desc, latest.id desc limit 1),
          count(*),
          sum(case when o.status = 'dibatalkan' then 0 else o.total end),
          min(o.created_at),
          max(o.created_at)
        from orders o
        group by o.brand_id, o.customer_phone
      `.execute(db);

      await sql`
        insert into customer_products (brand_id, phone, product_name, units)
        select o.brand_id, o.customer_phone, line.product_name, sum(line.quantity)
        from orders o
        join order_products line on line.order_id = o.id
        where o.status <> 'dibatalkan'
        group by o.brand_id, o.customer_phone, line.product_name
      `.execute(db);

      for (const column of ["new_customers", "returning_customers"]) {
        await db.schema
          .alterTable("shop_daily_counts")
          .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      }
      const day = dayOf(kind, sql.ref("o.created_at"));
      await sql`
        insert into shop_daily_counts (brand_id, day, new_customers, returning_customers)
        select o.brand_id, ${day},
          sum(case when o.position = 1 then 1 else 0 end),
          sum(case when o.position = 1 then 0 else 1 end)
        from (
          select brand_id, created_at, row_number() over (
            partition by brand_id, customer_phone order by created_at, id) as position
          from orders
        ) o
        join brands on brands.id = o.brand_id
        where true
        group by o.brand_id, ${day}
        on conflict (brand_id, day) do update set
          new_customers = excluded.new_customers,
          returning_customers = excluded.returning_customers
      `.execute(db);
    },
    async down(db: Kysely<unknown>) {
      for (const column of ["new_customers", "returning_customers"]) {
        await db.schema.alterTable("shop_daily_counts").dropColumn(column).execute();
      }
      await db.schema.dropIndex("orders_brand_phone_idx").execute();
      await db.schema.dropTable("customer_products").execute();
      await db.schema.dropTable("customers").execute();
    },
  };
}

// The shop zones as they stood when this migration was written (as 0009 does), so that the
// migration reads the same whatever later becomes of domain/shop-time.ts.
const SHOP_TIME_ZONES = [
  { value: "Asia/Jakarta", offsetMinutes: 7 * 60 },
  { value: "Asia/Makassar", offsetMinutes: 8 * 60 },
  { value: "Asia/Jayapura", offsetMinutes: 9 * 60 },
] as const;

/** YYYY-MM-DD of `instant` in the zone of the joined `brands` row (see 0009). */
function dayOf(kind: DatabaseKind, instant: RawBuilder<unknown>): RawBuilder<string> {
  const [fallback, ...others] = SHOP_TIME_ZONES;
  if (kind === "postgres") {
    const zone = sql`case brands.time_zone ${sql.join(
      others.map((zone) => sql`when ${sql.lit(zone.value)} then ${sql.lit(zone.value)}`),
      sql` `,
    )} else ${sql.lit(fallback.value)} end`;
    return sql<string>`to_char(${instant} at time zone ${zone}, 'YYYY-MM-DD')`;
  }
  const offset = sql`case brands.time_zone ${sql.join(
    others.map(
      (zone) => sql`when ${sql.lit(zone.value)} then ${sql.lit(`+${zone.offsetMinutes} minutes`)}`,
    ),
    sql` `,
  )} else ${sql.lit(`+${fallback.offsetMinutes} minutes`)} end`;
  return sql<string>`strftime('%Y-%m-%d', ${instant}, ${offset})`;
}
