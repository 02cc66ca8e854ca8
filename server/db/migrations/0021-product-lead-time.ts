import { sql, type Kysely, type Migration } from "kysely";

// A lead time per product (decision 065): products.lead_time_hours, the hours of notice the
// product needs before its pickup or delivery slot, 0 to 14 days' worth; null: the shop's
// own lead time. A column only: it runs the same before or after the migrations written
// beside it.
export function productLeadTimeMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("products")
        .addColumn("lead_time_hours", "integer", (c) =>
          c.check(sql`lead_time_hours >= 0 and lead_time_hours <= 336`),
        )
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("products").dropColumn("lead_time_hours").execute();
    },
  };
}
