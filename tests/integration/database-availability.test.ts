import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailableError, watchDatabase } from "#server/db/availability";
import { createDatabase } from "#server/db/database";
import { createTestDatabase, type TestDatabase } from "./support/databases";

// A request that failed because the database could not be reached is told apart from a bug
// (the HTTP layer answers 503 instead of 500), the process survives it, and the next query
// works again by itself.

describe("database availability on SQLite", () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("a write blocked by another process's lock beyond busy_timeout counts as unavailable", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-availability-"));
    const file = path.join(dir, "locked.db");
    const handle = createDatabase({ kind: "sqlite", file });
    await sql`create table notes (id integer primary key, body text not null)`.execute(handle.db);
    const other = new SQLite(file);
    try {
      other.exec("begin immediate");
      other.prepare("insert into notes (body) values ('held')").run();

      const write = () => sql`insert into notes (body) values ('blocked')`.execute(handle.db);
      let failure: unknown;
      const watched = await watchDatabase(async () => {
        try {
          await write();
        } catch (error) {
          failure = error;
        }
      });
      expect((failure as { code?: string }).code).toBe("SQLITE_BUSY");
      expect(watched.isUnavailable).toBe(true);

      // Reads are not blocked in WAL mode, and a failed bug-class query is not unavailability.
      const read = await watchDatabase(async () => {
        await sql`select count(*) as n from notes`.execute(handle.db);
        await sql`select * from missing_table`.execute(handle.db).catch(() => undefined);
      });
      expect(read.isUnavailable).toBe(false);

      other.exec("commit");
      const after = await watchDatabase(() => write());
      expect(after.isUnavailable).toBe(false);
      const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(handle.db);
      expect(Number(rows[0].n)).toBe(2);
    } finally {
      other.close();
      await handle.close();
    }
  }, 20_000);
});

const postgresUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgresUrl)("database availability on PostgreSQL", () => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.destroy();
    database = undefined;
  });

  async function terminateConnectionsTo(name: string) {
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        "select pg_terminate_backend(pid) as done from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
        [name],
      );
      return rows.length;
    } finally {
      await admin.end();
    }
  }

  it("a connection terminated while in use fails its work as unavailable, and the process carries on", async () => {
    database = await createTestDatabase("postgres");
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      database.db,
    );
    const name = rows[0].name;

    // Cut while a transaction holds the connection between two queries: the server's notice
    // arrives with no query running, which pg raises as an 'error' event on the client —
    // fatal to the process unless someone listens.
    let failure: unknown;
    const watched = await watchDatabase(() =>
      database!.db
        .transaction()
        .execute(async (trx) => {
          await sql`select 1`.execute(trx);
          expect(await terminateConnectionsTo(name)).toBeGreaterThan(0);
          await new Promise((resolve) => setTimeout(resolve, 200));
          await sql`select 2`.execute(trx);
        })
        .catch((error: unknown) => {
          failure = error;
        }),
    );

    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailableError(failure)).toBe(true);
    expect(watched.isUnavailable).toBe(true);

    // The pool dropped the dead connection; the next query opens a new one.
    const next = await watchDatabase(() => sql`select 1 as one`.execute(database!.db));
    expect(next.isUnavailable).toBe(false);
    expect(next.result.rows).toEqual([{ one: 1 }]);
  });

  it("a database that refuses connections counts as unavailable until it accepts them again", async () => {
    database = await createTestDatabase("postgres");
    const { rows } = await sql<{ name: string }>`select current_database() as name`.execute(
      database.db,
    );
    const name = rows[0].name;
    const admin = new pg.Client({ connectionString: postgresUrl });
    await admin.connect();
    try {
      await admin.query(`alter database ${name} allow_connections false`);
      await terminateConnectionsTo(name);
      const refused = await watchDatabase(() =>
        sql`select 1`.execute(database!.db).then(
          () => "answered",
          () => "failed",
        ),
      );
      expect(refused).toEqual({ result: "failed", isUnavailable: true });
    } finally {
      await admin.query(`alter database ${name} allow_connections true`);
      await admin.end();
    }
    const back = await watchDatabase(() => sql`select 1 as one`.execute(database!.db));
    expect(back).toMatchObject({ isUnavailable: false, result: { rows: [{ one: 1 }] } });
  });

  it("a query that fails for its own reasons is not unavailability", async () => {
    database = await createTestDatabase("postgres");
    const watched = await watchDatabase(() =>
      sql`select * from missing_table`.execute(database!.db).catch((error: unknown) => error),
    );
    expect(isDatabaseUnavailableError(watched.result)).toBe(false);
    expect(watched.isUnavailable).toBe(false);
  });
});
