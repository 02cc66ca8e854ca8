import { sql, type Kysely, type Migration } from "kysely";

// The seller's own product codes (decision 073): a spreadsheet names a product by its code
// ('Kode Produk'), so a code names one product of a shop. Blank is none (null), and nulls
// never clash in a unique index on either database; a deleted product gives its code up.
// Partial (codes only): a full index led by brand_id was taken by PostgreSQL for the
// catalogue's own reads of a shop's products, in place of the indexes made for them.
export function productCodesMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema.alterTable("products").addColumn("code", "text").execute();
      await db.schema
        .createIndex("products_brand_code_unique")
        .on("products")
        .columns(["brand_id", "code"])
        .unique()
        .where(sql.ref("code"), "is not", null)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropIndex("products_brand_code_unique").execute();
      await db.schema.alterTable("products").dropColumn("code").execute();
    },
  };
}
