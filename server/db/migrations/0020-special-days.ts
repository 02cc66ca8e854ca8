import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// Special days (decision 064): dates or ranges a shop closes ('Libur Lebaran') or keeps other
// hours on. Dates are calendar days in the shop's zone (YYYY-MM-DD, both ends included), as
// orders.due_day holds them, so they compare as text on both databases. A closure names its
// reason; other hours carry their opening and closing time (HH:MM, a closing before the
// opening runs past midnight as the week's hours do). The shop's pages and orders read a
// brand's entries from yesterday on, through the index.
export function specialDaysMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("special_days")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("start_date", "text", (c) => c.notNull())
        .addColumn("end_date", "text", (c) => c.notNull())
        .addColumn("kind", "text", (c) => c.notNull().check(sql`kind in ('closed', 'hours')`))
        .addColumn("open_time", "text")
        .addColumn("close_time", "text")
        .addColumn("reason", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addCheckConstraint("special_days_range", sql`end_date >= start_date`)
        .execute();
      await db.schema
        .createIndex("special_days_brand_end_idx")
        .on("special_days")
        .columns(["brand_id", "end_date"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("special_days").execute();
    },
  };
}
