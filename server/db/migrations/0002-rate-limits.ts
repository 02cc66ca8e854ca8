import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// Fixed-window counters shared by every server instance (sign-in, order tracking).
export function rateLimitsMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("rate_limits")
        .addColumn("key", "text", (c) => c.primaryKey())
        .addColumn("count", "integer", (c) => c.notNull())
        .addColumn("reset_at", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("rate_limits_reset_idx")
        .on("rate_limits")
        .column("reset_at")
        .execute();
    },
  };
}
