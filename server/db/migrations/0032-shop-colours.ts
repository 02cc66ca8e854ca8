import { type Kysely, type Migration } from "kysely";

// The shop's own look (decision 076): the main colour the seller picked (#rrggbb; null:
// Gerai's own) and the cover picture of her shop's home (null: none).
export const shopColoursMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("brands").addColumn("theme_colour", "text").execute();
    await db.schema.alterTable("brands").addColumn("cover_image_url", "text").execute();
  },
};
