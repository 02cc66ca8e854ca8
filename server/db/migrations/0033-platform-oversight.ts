import { type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// Running a platform of many shops (decision 077). A shop the platform admin suspended
// keeps its row, with when and why; a shop whose owner asked to delete her account is
// closed until it is erased or she takes it back. Neither is public (isPublicBrand).
// Every platform action is kept in `platform_actions`, with names copied in so the list
// still reads after a shop or an account is gone. Reports from the public wait in
// `shop_reports`; an account's deletion waits out its grace period in `account_deletions`.
export function platformOversightMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("brands").addColumn("suspended_at", t.timestamp).execute();
      await db.schema.alterTable("brands").addColumn("suspension_reason", "text").execute();
      await db.schema.alterTable("brands").addColumn("closed_at", t.timestamp).execute();

      await db.schema
        .createTable("platform_actions")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("actor_user_id", "text")
        .addColumn("actor_email", "text", (c) => c.notNull())
        .addColumn("action", "text", (c) => c.notNull())
        .addColumn("brand_id", "text")
        .addColumn("brand_username", "text")
        .addColumn("brand_name", "text")
        .addColumn("reason", "text")
        .execute();
      await db.schema
        .createIndex("platform_actions_created_idx")
        .on("platform_actions")
        .column("created_at")
        .execute();
      await db.schema
        .createIndex("platform_actions_brand_idx")
        .on("platform_actions")
        .columns(["brand_id", "created_at"])
        .execute();

      await db.schema
        .createTable("shop_reports")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("reason", "text", (c) => c.notNull())
        .addColumn("details", "text", (c) => c.notNull())
        .addColumn("contact", "text")
        .addColumn("reviewed_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("shop_reports_brand_idx")
        .on("shop_reports")
        .columns(["brand_id", "created_at"])
        .execute();
      await db.schema
        .createIndex("shop_reports_created_idx")
        .on("shop_reports")
        .column("created_at")
        .execute();

      await db.schema
        .createTable("account_deletions")
        .addColumn("user_id", "text", (c) => c.primaryKey())
        .addColumn("requested_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("erase_after", t.timestamp, (c) => c.notNull())
        .execute();
      await db.schema
        .createIndex("account_deletions_erase_idx")
        .on("account_deletions")
        .column("erase_after")
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable("account_deletions").execute();
      await db.schema.dropTable("shop_reports").execute();
      await db.schema.dropTable("platform_actions").execute();
      await db.schema.alterTable("brands").dropColumn("closed_at").execute();
      await db.schema.alterTable("brands").dropColumn("suspension_reason").execute();
      await db.schema.alterTable("brands").dropColumn("suspended_at").execute();
    },
  };
}
