import crypto from "node:crypto";
import { sql, type Kysely, type Migration } from "kysely";
import type { DatabaseKind } from "../database";
import { columnTypes } from "./column-types";

// The seller's own categories (decision 066):
// - product_categories: a shop's categories in her order (`position`), each name once per
//   shop whatever its case (`name_key`, the name as domain/product-category.ts compares it);
// - products.category_id: the product's category, or null (none; a category deleted leaves
//   its products without one);
// - products.category, the three fixed kinds, goes: each shop whose products had a kind gets
//   a category of the kind's name, in the kinds' order, and those products are put in it,
//   so a shop shows the same chips after the upgrade as before.

/** The three kinds as they were stored, their names and the key each name is compared by. */
const KINDS = [
  { value: "makanan-minuman", name: "Makanan & Minuman", key: "makanan & minuman" },
  { value: "barang", name: "Barang", key: "barang" },
  { value: "jasa", name: "Jasa", key: "jasa" },
] as const;

export function productCategoriesMigration(kind: DatabaseKind): Migration {
  const t = columnTypes(kind);
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("product_categories")
        .addColumn("id", "text", (c) => c.primaryKey())
        .addColumn("brand_id", "text", (c) =>
          c.notNull().references("brands.id").onDelete("cascade"),
        )
        .addColumn("name", "text", (c) => c.notNull())
        .addColumn("name_key", "text", (c) => c.notNull())
        .addColumn("position", "integer", (c) => c.notNull().defaultTo(0))
        .addColumn("created_at", t.timestamp, (c) => c.notNull().defaultTo(t.now))
        .execute();
      await db.schema
        .createIndex("product_categories_brand_name_unique")
        .on("product_categories")
        .columns(["brand_id", "name_key"])
        .unique()
        .execute();
      await db.schema
        .alterTable("products")
        .addColumn("category_id", "text", (c) =>
          c.references("product_categories.id").onDelete("set null"),
        )
        .execute();
      // Deleting a category finds its products by it (and so does the foreign key's action).
      await db.schema
        .createIndex("products_category_idx")
        .on("products")
        .column("category_id")
        .execute();

      const { rows } = await sql<{ brand_id: string; category: string }>`
        select distinct brand_id, category from products
        where category in (${sql.join(KINDS.map((k) => k.value))})`.execute(db);
      const kindsOf = new Map<string, Set<string>>();
      for (const row of rows) {
        kindsOf.set(row.brand_id, (kindsOf.get(row.brand_id) ?? new Set()).add(row.category));
      }
      for (const [brandId, used] of kindsOf) {
        const own = KINDS.filter((k) => used.has(k.value));
        for (const [position, k] of own.entries()) {
          await sql`insert into product_categories (id, brand_id, name, name_key, position)
            values (${crypto.randomUUID()}, ${brandId}, ${k.name}, ${k.key}, ${position})`.execute(
            db,
          );
        }
      }
      for (const k of KINDS) {
        await sql`update products set category_id = (
            select c.id from product_categories c
            where c.brand_id = products.brand_id and c.name_key = ${k.key})
          where category = ${k.value}`.execute(db);
      }
      await db.schema.alterTable("products").dropColumn("category").execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.alterTable("products").addColumn("category", "text").execute();
      for (const k of KINDS) {
        await sql`update products set category = ${k.value}
          where category_id in (select id from product_categories where name_key = ${k.key})`.execute(
          db,
        );
      }
      await db.schema.dropIndex("products_category_idx").execute();
      await db.schema.alterTable("products").dropColumn("category_id").execute();
      await db.schema.dropTable("product_categories").execute();
    },
  };
}
