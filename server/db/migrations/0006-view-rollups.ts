import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";

// View and click history is kept row by row for a while, then rolled up into one row per
// item and day in the shop's zone and deleted, so it stops growing with the shop's age (since
// 0009 the days are added to as counts are written, and old history is only deleted). The
// roll-ups go with their item, like the history.
// The job finds old rows by `created_at`, hence the new indexes.
export function viewRollupsMigration(_kind: DatabaseKind): Migration {
  return {
    async up(db: Kysely<unknown>) {
      const items = [
        ["link_daily_counts", "link_id", "links", ["link_view_histories", "link_click_histories"]],
        [
          "product_daily_counts",
          "product_id",
          "products",
          ["product_view_histories", "product_click_histories"],
        ],
        [
          "store_daily_counts",
          "store_id",
          "stores",
          ["store_view_histories", "store_click_histories"],
        ],
      ] as const;
      for (const [table, parentKey, parentTable, histories] of items) {
        await db.schema
          .createTable(table)
          .addColumn(parentKey, "text", (c) =>
            c.notNull().references(`${parentTable}.id`).onDelete("cascade"),
          )
          // YYYY-MM-DD in the shop's zone.
          .addColumn("day", "text", (c) => c.notNull())
          .addColumn("views", "integer", (c) => c.notNull().defaultTo(0))
          .addColumn("clicks", "integer", (c) => c.notNull().defaultTo(0))
          .addPrimaryKeyConstraint(`${table}_pk`, [parentKey, "day"])
          .execute();
        for (const history of histories) {
          await db.schema
            .createIndex(`${history}_created_idx`)
            .on(history)
            .column("created_at")
            .execute();
        }
      }
    },
  };
}
