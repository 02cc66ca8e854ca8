import type { Kysely, Migration } from "kysely";

// Rendered shop pages are kept in memory and served again until what they show changes
// (decision 027): every write a shop page shows adds one to its shop's `page_version`, every
// change of the platform settings (title, logos: on every page) to the settings' own. A kept
// page is served only while both numbers are those it was rendered with, read from the
// database, so an instance sees the writes of every other instance on the same database.
export function pageVersionsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      for (const table of ["brands", "platform_settings"]) {
        await db.schema
          .alterTable(table)
          .addColumn("page_version", "integer", (c) => c.notNull().defaultTo(0))
          .execute();
      }
    },
  };
}
