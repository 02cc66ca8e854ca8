import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { inject } from "vitest";
import type { Auth } from "#server/auth/auth";
import { createDatabase, type DatabaseHandle, type DatabaseKind } from "#server/db/database";
import { withAdminClient } from "./postgres-admin";
import { createTestAuth } from "./test-auth";

// Every integration suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL
// is set. Each test database is new, a copy of the template migrated once for the whole
// run (template-databases.ts), and dropped afterwards.

export type TestDatabase = DatabaseHandle & { auth: Auth; destroy(): Promise<void> };

/** A test database that can also be opened again, as a second instance of the server does. */
export type SharedTestDatabase = TestDatabase & {
  /** Another handle on the same database: a connection, or a pool, of its own. */
  reopen(): DatabaseHandle;
};

const postgresUrl = process.env.TEST_DATABASE_URL;

export const testDatabaseKinds: DatabaseKind[] = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];

export async function createTestDatabase(kind: DatabaseKind): Promise<SharedTestDatabase> {
  if (kind === "sqlite") {
    const template = inject("sqliteTemplate");
    if (!template) throw new Error("No SQLite template: run through the integration project");
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-test-"));
    const file = path.join(dir, "test.db");
    fs.copyFileSync(template, file);
    const handle = createDatabase({ kind: "sqlite", file });
    return finish(
      handle,
      () => createDatabase({ kind: "sqlite", file }),
      async () => fs.rmSync(dir, { recursive: true, force: true }),
    );
  }
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const template = inject("postgresTemplate");
  if (!template) throw new Error("No PostgreSQL template: run through the integration project");
  const name = `gerai_test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ kind: "postgres", url: url.toString() });
  return finish(
    handle,
    () => createDatabase({ kind: "postgres", url: url.toString() }),
    () => dropDatabase(name),
  );
}

function finish(
  handle: DatabaseHandle,
  reopen: () => DatabaseHandle,
  cleanUp: () => Promise<unknown>,
): SharedTestDatabase {
  return {
    ...handle,
    auth: createTestAuth(handle),
    reopen,
    async destroy() {
      await handle.close();
      await cleanUp();
    },
  };
}

// Waits for the pool's connections to finish closing instead of killing them, which
// would surface as errors on clients that are already shutting down.
async function dropDatabase(name: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
      return;
    } catch (error) {
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
}
