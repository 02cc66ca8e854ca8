import { type Kysely, type Migration } from "kysely";

// Where an order came from (decision 072): the online shop's checkout ('online', every order
// stored before) or a member's manual record ('whatsapp', 'phone', 'walk-in'). The shop's
// days count the manual ones per source beside their orders placed, so the admin home
// breaks its orders down without reading the orders.
export function orderSourceMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("orders")
        .addColumn("source", "text", (c) => c.notNull().defaultTo("online"))
        .execute();
      for (const column of ["orders_whatsapp", "orders_phone", "orders_walk_in"]) {
        await db.schema
          .alterTable("shop_daily_counts")
          .addColumn(column, "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const column of ["orders_walk_in", "orders_phone", "orders_whatsapp"]) {
        await db.schema.alterTable("shop_daily_counts").dropColumn(column).execute();
      }
      await db.schema.alterTable("orders").dropColumn("source").execute();
    },
  };
}
