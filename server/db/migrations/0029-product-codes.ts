import { type Kysely, type Migration } from "kysely";

// The seller's own product codes (decision 073): a spreadsheet names a product by its code
// ('Kode Produk'), so a code names one product of a shop. Blank is none (null), and nulls
// never clash in a unique index on either database; a deleted product gives its code up.
export function productCodesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("products").addColumn("code", "text").execute();
      await db.schema
        .createIndex("products_brand_code_unique")
        .on("products")
        .columns(["brand_id", "code"])
        .unique()
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("products_brand_code_unique").execute();
      await db.schema.alterTable("products").dropColumn("code").execute();
    },
  };
}
