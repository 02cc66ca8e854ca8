import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";

// A shop's minimum order, for delivery and for pickup (null: none), and the maps link a
// customer shared with a delivered order (decision 059). Columns only: it runs the same
// with or without the delivery areas' 0016 before it.
export function minimumOrderAndLocationMigration(kind: DatabaseKind): Migration {
  const money = kind === "postgres" ? "bigint" : "integer";
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("brands").addColumn("min_order_delivery", money).execute();
      await db.schema.alterTable("brands").addColumn("min_order_pickup", money).execute();
      await db.schema.alterTable("orders").addColumn("location_url", "text").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("orders").dropColumn("location_url").execute();
      await db.schema.alterTable("brands").dropColumn("min_order_pickup").execute();
      await db.schema.alterTable("brands").dropColumn("min_order_delivery").execute();
    },
  };
}
