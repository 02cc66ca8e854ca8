import { sql, type Kysely, type Migration, type RawBuilder } from "kysely";
import type { DatabaseKind } from "../database";

// Trends and the funnel (decision 025) read daily roll-ups, never the history rows:
// - `shop_daily_counts`, one row per shop and day in the shop's zone: pages opened, visits,
//   the funnel's steps, link clicks and product openings, orders placed / finished /
//   cancelled and the revenue of those not cancelled;
// - the item roll-ups of 0006 (`link_daily_counts`, …) become live: every count adds to
//   its day as it is written, instead of when its history row ages out.
// What was counted before is folded in here: the history rows still kept go into their
// items' days, and the shops' days are summed from the items' days and from the orders.
export function dailyTrendsMigration(kind: DatabaseKind): Migration {
  const money = kind === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      let table = db.schema
        .createTable("shop_daily_counts")
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("day", "text", (c) => c.notNull());
      for (const column of SHOP_COUNT_COLUMNS) {
        table = table.addColumn(column, "integer", (c) => c.notNull().defaultTo(0));
      }
      await table
        .addColumn("revenue", money, (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("shop_daily_counts_pk", ["brand_id", "day"])
        .execute();

      const items = [
        ["link_daily_counts", "link_id", "links", "link_view_histories", "link_click_histories"],
        [
          "product_daily_counts",
          "product_id",
          "products",
          "product_view_histories",
          "product_click_histories",
        ],
        [
          "store_daily_counts",
          "store_id",
          "stores",
          "store_view_histories",
          "store_click_histories",
        ],
      ] as const;
      for (const [rollup, key, parent, views, clicks] of items) {
        for (const [history, counter] of [
          [views, "views"],
          [clicks, "clicks"],
        ] as const) {
          const day = dayOf(kind, sql.ref("h.created_at"));
          await sql`
            insert into ${sql.table(rollup)} (${sql.ref(key)}, day, ${sql.ref(counter)})
            select h.${sql.ref(key)}, ${day}, count(*)
            from ${sql.table(history)} as h
            join ${sql.table(parent)} as item on item.id = h.${sql.ref(key)}
            join brands on brands.id = item.brand_id
            where true
            group by h.${sql.ref(key)}, ${day}
            on conflict (${sql.ref(key)}, day) do update
            set ${sql.ref(counter)} = ${sql.ref(`${rollup}.${counter}`)} + excluded.${sql.ref(counter)}
          `.execute(db);
        }
      }

      for (const [rollup, key, parent, column] of [
        ["link_daily_counts", "link_id", "links", "link_clicks"],
        ["product_daily_counts", "product_id", "products", "product_opens"],
      ] as const) {
        await sql`
          insert into shop_daily_counts (brand_id, day, ${sql.ref(column)})
          select item.brand_id, r.day, sum(r.clicks)
          from ${sql.table(rollup)} as r
          join ${sql.table(parent)} as item on item.id = r.${sql.ref(key)}
          where r.clicks > 0
          group by item.brand_id, r.day
          on conflict (brand_id, day) do update
          set ${sql.ref(column)} = excluded.${sql.ref(column)}
        `.execute(db);
      }

      const day = dayOf(kind, sql.ref("orders.created_at"));
      await sql`
        insert into shop_daily_counts
          (brand_id, day, orders_placed, orders_finished, orders_cancelled, revenue)
        select orders.brand_id, ${day}, count(*),
          sum(case when orders.status = 'selesai' then 1 else 0 end),
          sum(case when orders.status = 'dibatalkan' then 1 else 0 end),
          sum(case when orders.status = 'dibatalkan' then 0 else orders.total end)
        from orders
        join brands on brands.id = orders.brand_id
        where true
        group by orders.brand_id, ${day}
        on conflict (brand_id, day) do update set
          orders_placed = excluded.orders_placed,
          orders_finished = excluded.orders_finished,
          orders_cancelled = excluded.orders_cancelled,
          revenue = excluded.revenue
      `.execute(db);
    },
  };
}

/** The counted columns of a shop's day besides its revenue (domain/trends.ts, ShopDay). */
const SHOP_COUNT_COLUMNS = [
  "page_views",
  "visits",
  "link_clicks",
  "product_opens",
  "visits_with_product",
  "visits_with_cart",
  "visits_with_checkout",
  "orders_placed",
  "orders_finished",
  "orders_cancelled",
] as const;

/**
 * YYYY-MM-DD of `instant` in the zone of the joined `brands` row. The shop zones have no
 * daylight saving time, so on SQLite the zone is its fixed offset; an unknown zone is WIB,
 * as the server read it then.
 */
// The shop zones as they stood when this migration was written, kept here so that the
// migration reads the same whatever later becomes of domain/shop-time.ts.
const SHOP_TIME_ZONES = [
  { value: "Asia/Jakarta", offsetMinutes: 7 * 60 },
  { value: "Asia/Makassar", offsetMinutes: 8 * 60 },
  { value: "Asia/Jayapura", offsetMinutes: 9 * 60 },
] as const;

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
