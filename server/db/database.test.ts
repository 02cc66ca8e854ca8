import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { createDatabase, type DatabaseHandle } from "./database";

describe("SQLite connections", () => {
  let handle: DatabaseHandle | undefined;
  let dir: string | undefined;
  afterEach(async () => {
    await handle?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("keep SQLite's own 2 MB page cache on both connections, not the 16 MB better-sqlite3 builds in", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-db-"));
    handle = createDatabase({ kind: "sqlite", file: path.join(dir, "gerai.db") });
    // A pragma statement runs on the writing connection, a select on the reading one.
    const writing = await sql<{ cache_size: number }>`pragma cache_size`.execute(handle.db);
    const reading = await handle.db
      .selectFrom(sql<{ cache_size: number }>`pragma_cache_size()`.as("pragma"))
      .selectAll()
      .execute();
    expect(writing.rows).toEqual([{ cache_size: -2000 }]);
    expect(reading).toEqual([{ cache_size: -2000 }]);
  });
});
