import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { createAuth, type Auth } from "../../../server/auth/auth";
import {
  createDatabase,
  type DatabaseHandle,
  type DatabaseKind,
} from "../../../server/db/database";
import { migrateDatabase } from "../../../server/db/migrate";

// Every integration suite runs on SQLite, and on PostgreSQL too when TEST_DATABASE_URL
// is set. Each test database is new and migrated, and dropped afterwards.

export type TestDatabase = DatabaseHandle & { auth: Auth; destroy(): Promise<void> };

const postgresUrl = process.env.TEST_DATABASE_URL;

export const testDatabaseKinds: DatabaseKind[] = postgresUrl ? ["sqlite", "postgres"] : ["sqlite"];

export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  if (kind === "sqlite") {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-test-"));
    const handle = createDatabase({ kind: "sqlite", file: path.join(dir, "test.db") });
    return finish(handle, async () => fs.rmSync(dir, { recursive: true, force: true }));
  }
  if (!postgresUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `gerai_test_${crypto.randomBytes(6).toString("hex")}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const handle = createDatabase({ kind: "postgres", url: url.toString() });
  return finish(handle, () => dropDatabase(name));
}

async function finish(
  handle: DatabaseHandle,
  cleanUp: () => Promise<unknown>,
): Promise<TestDatabase> {
  const auth = createAuth({
    database: handle,
    secret: "test-secret-test-secret-test-secret-0123",
    appUrl: "http://localhost:3000",
  });
  await migrateDatabase(handle, auth);
  return {
    ...handle,
    auth,
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

async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: postgresUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
