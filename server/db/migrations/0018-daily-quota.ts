import { sql, type Kysely, type Migration } from "kysely";
import { CANCELLED_STATUS } from "#domain/order-status";
import { calendarDayIn, shopTimeZoneOf } from "#domain/shop-time";

// A daily quota per product (decision 060):
// - products.daily_quota: how many units the kitchen makes in a day; null: no quota;
// - orders.due_day: the day of pickup or delivery in the shop's zone (YYYY-MM-DD), the day
//   the order's units count on (and are given back on when it is cancelled);
// - product_daily_quantities: the units of each product ordered for each due day by orders
//   not cancelled, added to by the order's own transaction (every product, with a quota or
//   not, so a quota set later counts the orders already taken). Its key is the index the
//   checkout and the order read a day's count through.
// Orders already stored whose slot is still ahead (or just past) are folded in; older ones
// no longer matter to any quota.
export function dailyQuotaMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("products")
        .addColumn("daily_quota", "integer", (c) => c.check(sql`daily_quota > 0`))
        .execute();
      await db.schema.alterTable("orders").addColumn("due_day", "text").execute();
      await db.schema
        .createTable("product_daily_quantities")
        .addColumn("product_id", "text", (c) =>
          c.notNull().references("products.id").onDelete("cascade"),
        )
        .addColumn("day", "text", (c) => c.notNull())
        .addColumn("quantity", "integer", (c) => c.notNull().defaultTo(0))
        .addPrimaryKeyConstraint("product_daily_quantities_pk", ["product_id", "day"])
        .execute();

      const since = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
      const { rows: orders } = await sql<{
        id: string;
        delivery_slot_at: string;
        status: string;
        time_zone: string | null;
      }>`
        select orders.id, orders.delivery_slot_at, orders.status, brands.time_zone
        from orders join brands on brands.id = orders.brand_id
        where orders.delivery_slot_at >= ${since}`.execute(db);
      const totals = new Map<string, { productId: string; day: string; quantity: number }>();
      for (const order of orders) {
        const day = calendarDayIn(order.delivery_slot_at, shopTimeZoneOf(order.time_zone));
        await sql`update orders set due_day = ${day} where id = ${order.id}`.execute(db);
        if (order.status === CANCELLED_STATUS) continue;
        const { rows: lines } = await sql<{ product_id: string; quantity: number }>`
          select product_id, quantity from order_products
          where order_id = ${order.id} and product_id is not null`.execute(db);
        for (const line of lines) {
          const key = `${line.product_id} ${day}`;
          const entry = totals.get(key) ?? { productId: line.product_id, day, quantity: 0 };
          entry.quantity += Number(line.quantity);
          totals.set(key, entry);
        }
      }
      for (const { productId, day, quantity } of totals.values()) {
        await sql`insert into product_daily_quantities (product_id, day, quantity)
          values (${productId}, ${day}, ${quantity})`.execute(db);
      }
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("product_daily_quantities").execute();
      await db.schema.alterTable("orders").dropColumn("due_day").execute();
      await db.schema.alterTable("products").dropColumn("daily_quota").execute();
    },
  };
}
