import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createDatabase } from "#server/db/database";
import { migrateDatabase } from "#server/db/migrate";
import { createTestAuth } from "./test-auth";
import { withAdminClient } from "./postgres-admin";
import { postgresSkippedWarning } from "./postgres-skipped";

// Migrating is most of the cost of a new test database, and every suite needs one per
// database kind. The integration project migrates one template of each kind before any
// suite starts; createTestDatabase copies it (see databases.ts).

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated SQLite file, to be copied, never opened. */
    sqliteTemplate: string;
    /** A migrated PostgreSQL database that accepts no connections, to be copied. */
    postgresTemplate: string | undefined;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-template-"));
  const file = path.join(dir, "template.db");
  const sqlite = createDatabase({ kind: "sqlite", file });
  try {
    await migrateDatabase(sqlite, createTestAuth(sqlite));
  } finally {
    await sqlite.close();
  }
  // Closing the last connection folds the write-ahead log into the file: the file alone is
  // the whole database.
  if (fs.existsSync(`${file}-wal`)) throw new Error(`${file}-wal was left behind`);
  project.provide("sqliteTemplate", file);

  const postgresUrl = process.env.TEST_DATABASE_URL;
  const skipped = postgresSkippedWarning(postgresUrl);
  if (skipped) console.warn(skipped);
  let postgresTemplate: string | undefined;
  if (postgresUrl) {
    postgresTemplate = `gerai_template_${crypto.randomBytes(6).toString("hex")}`;
    await withAdminClient((client) => client.query(`CREATE DATABASE ${postgresTemplate}`));
    const url = new URL(postgresUrl);
    url.pathname = `/${postgresTemplate}`;
    const postgres = createDatabase({ kind: "postgres", url: url.toString() });
    try {
      await migrateDatabase(postgres, createTestAuth(postgres));
    } finally {
      await postgres.close();
    }
    // CREATE DATABASE … TEMPLATE refuses a template anyone is connected to; nobody may be.
    await withAdminClient((client) =>
      client.query(`ALTER DATABASE ${postgresTemplate} ALLOW_CONNECTIONS false`),
    );
  }
  project.provide("postgresTemplate", postgresTemplate);

  return async () => {
    // Again at the end, where the run's result is read.
    if (skipped) console.warn(skipped);
    fs.rmSync(dir, { recursive: true, force: true });
    if (postgresTemplate) {
      await withAdminClient((client) =>
        client.query(`DROP DATABASE IF EXISTS ${postgresTemplate}`),
      );
    }
  };
}
