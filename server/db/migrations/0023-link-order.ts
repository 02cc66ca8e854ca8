import { sql, type Kysely, type Migration } from "kysely";

// The seller's own order of the shop's links (decision 067), as products have theirs since
// 0008: links already stored keep the order they were shown in, newest first.
export function linkOrderMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable("links")
        .addColumn("display_order", "integer", (c) => c.notNull().defaultTo(0))
        .execute();
      await sql`
        update links set display_order = ranked.position
        from (
          select id, row_number() over (
            partition by brand_id order by created_at desc, id
          ) - 1 as position
          from links
        ) as ranked
        where links.id = ranked.id
      `.execute(db);
      await db.schema
        .createIndex("links_brand_order_idx")
        .on("links")
        .columns(["brand_id", "display_order"])
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("links_brand_order_idx").execute();
      await db.schema.alterTable("links").dropColumn("display_order").execute();
    },
  };
}
