import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "#server/db/database";

// Another process writing to the same SQLite file (a script, a backup, the tests' own data
// setup) must not make a read-then-write transaction of the server fail.
describe("SQLite write transactions", () => {
  let dir: string;
  let handle: DatabaseHandle;
  let other: SQLite.Database;

  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-tx-"));
    const file = path.join(dir, "tx.db");
    handle = createDatabase({ kind: "sqlite", file });
    await sql`create table counters (id integer primary key, value integer not null)`.execute(
      handle.db,
    );
    await sql`insert into counters (id, value) values (1, 0)`.execute(handle.db);
    other = new SQLite(file);
    other.pragma("busy_timeout = 0");
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("holds the write lock from the start, so a read-then-write transaction commits", async () => {
    let otherWrite: unknown = "not tried";
    await handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{
        value: number;
      }>`select value from counters where id = 1`.execute(trx);
      // Another connection tries to write in between: it has to wait for this one.
      try {
        other.prepare("update counters set value = 100 where id = 1").run();
        otherWrite = "written";
      } catch (error) {
        otherWrite = (error as { code?: string }).code;
      }
      await sql`update counters set value = ${rows[0].value + 1} where id = 1`.execute(trx);
    });
    expect(otherWrite).toBe("SQLITE_BUSY");
    const { rows } = await sql<{ value: number }>`select value from counters`.execute(handle.db);
    expect(rows[0].value).toBe(1);
  });
});
