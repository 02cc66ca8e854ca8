import type { Kysely, Migration } from "kysely";

// Secrets every instance of the platform must share, kept where they all look: the session
// signing secret (server/secret.ts), generated once by whichever instance starts first.
export function platformSecretsMigration(): Migration {
  return {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable("platform_secrets")
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "text", (c) => c.notNull())
        .execute();
    },
  };
}
