import { type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// The shop's own domain (decision 081): one per shop, each name held by one shop, with the
// token the server fetches back from it. A name is served as the shop's address only once
// `verified_at` is set; the TLS question of the proxy in front reads the same unique index.
export function shopDomainsMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("shop_domains")
        .addColumn("brand_id", "text", (c) =>
          c.primaryKey().references("brands.id").onDelete("cascade"),
        )
        .addColumn("hostname", "text", (c) => c.notNull().unique())
        .addColumn("token", "text", (c) => c.notNull().unique())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("verified_at", t.timestamp)
        .addColumn("last_checked_at", t.timestamp)
        .addColumn("last_error", "text")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("shop_domains").execute();
    },
  };
}
