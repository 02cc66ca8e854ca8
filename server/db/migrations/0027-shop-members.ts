import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// A shop's team (decision 071): who belongs to a shop and with which role, the invitations
// mailed to join it, and who made each change to an order. Every shop's owner becomes its
// 'owner' member; `brands.user_id` stays the owner as well. The guard reads a member's row
// by the account (brand_members_user_idx) on every admin request.
export function shopMembersMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("brand_members")
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("user_id", "text", (c) => c.notNull().references("user.id").onDelete("cascade"))
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("last_active_at", t.timestamp)
        .addPrimaryKeyConstraint("brand_members_pk", ["brand_id", "user_id"])
        .execute();
      await db.schema
        .createIndex("brand_members_user_idx")
        .on("brand_members")
        .columns(["user_id", "created_at"])
        .execute();
      await sql`insert into brand_members (brand_id, user_id, role, created_at)
        select id, user_id, 'owner', created_at from brands`.execute(db);

      await db.schema
        .createTable("brand_invitations")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("email", "text", (c) => c.notNull())
        .addColumn("role", "text", (c) => c.notNull())
        .addColumn("token_hash", "text", (c) => c.notNull().unique())
        .addColumn("invited_by", "text")
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .addColumn("expires_at", t.timestamp, (c) => c.notNull())
        .addColumn("accepted_at", t.timestamp)
        .execute();
      await db.schema
        .createIndex("brand_invitations_brand_idx")
        .on("brand_invitations")
        .columns(["brand_id", "email"])
        .execute();

      for (const table of ["order_histories", "order_payments", "order_delivery_fees"]) {
        await db.schema.alterTable(table).addColumn("actor_user_id", "text").execute();
        await db.schema.alterTable(table).addColumn("actor_name", "text").execute();
        await db.schema.alterTable(table).addColumn("actor_role", "text").execute();
      }
    },
    async down(db: Kysely<unknown>) {
      for (const table of ["order_histories", "order_payments", "order_delivery_fees"]) {
        await db.schema.alterTable(table).dropColumn("actor_role").execute();
        await db.schema.alterTable(table).dropColumn("actor_name").execute();
        await db.schema.alterTable(table).dropColumn("actor_user_id").execute();
      }
      await db.schema.dropTable("brand_invitations").execute();
      await db.schema.dropTable("brand_members").execute();
    },
  };
}
