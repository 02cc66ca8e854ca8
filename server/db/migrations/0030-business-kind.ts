import { type Kysely, type Migration } from "kysely";
import { DEFAULT_BUSINESS_KIND } from "#domain/business-kind";

// What kind of business a shop is ('Jenis Usaha', domain/business-kind.ts): the type its
// structured data gives search engines (decision 074). Every shop so far is a plain local
// business until its seller says otherwise.
export const businessKindMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable("brands")
      .addColumn("business_kind", "text", (c) => c.notNull().defaultTo(DEFAULT_BUSINESS_KIND))
      .execute();
  },
};
