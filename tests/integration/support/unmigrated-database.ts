import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { getMigrations as getAuthMigrations } from "better-auth/db/migration";
import { Migrator, type Kysely } from "kysely";
import { createDatabase, type DatabaseKind } from "#server/db/database";
import { migrationsFor } from "#server/db/migrate";
import { withAdminClient } from "./postgres-admin";
import { createTestAuth } from "./test-auth";

/** A new database with better-auth's tables only, for running our migrations step by step. */
export async function createUnmigratedDatabase(kind: DatabaseKind) {
  let cleanUp: () => Promise<unknown>;
  let handle: ReturnType<typeof createDatabase>;
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-test-"));
    handle = createDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
    cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
  } else {
    const adminUrl = process.env.TEST_DATABASE_URL!;
    const name = `gerai_test_${crypto.randomBytes(6).toString("hex")}`;
    const admin = (query: string) => withAdminClient((client) => client.query(query));
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    handle = createDatabase({ kind: "postgres", url: url.toString() });
    cleanUp = () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const auth = createTestAuth(handle);
  await (await getAuthMigrations(auth.options)).runMigrations();
  return {
    db: handle.db,
    auth,
    /** Our migrations, to be run step by step (migrateTo) and then to the latest. */
    migrator: new Migrator({
      db: handle.db as unknown as Kysely<unknown>,
      provider: { getMigrations: async () => migrationsFor(kind) },
    }),
    async destroy() {
      await handle.close();
      await cleanUp();
    },
  };
}
