import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SqliteDialect,
  SqliteDriver,
  type DatabaseConnection,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import type { Config } from "../config";
import type { Database } from "./schema";
import { PgCompatPlugin, SqliteCompatPlugin } from "./compat";

export type DatabaseKind = "sqlite" | "postgres";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
};

const PG_INT8 = 20;

// Counts (bigint) read back as numbers: rupiah totals and counters stay far below 2^53.
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === PG_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

export function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: an order acknowledged to a customer must survive a power cut (see
  // docs/decisions/001-sqlite-durability.md).
  sqlite.pragma("synchronous = FULL");
  return sqlite;
}

// Write transactions take SQLite's write lock when they begin. A deferred transaction that
// reads and then writes fails at once with SQLITE_BUSY when another process (a backup job,
// a script, the tests' data setup) committed in between; waiting for the lock up front lets
// busy_timeout do its work instead.
class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw("begin immediate"));
  }
}

class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;
  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }
  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}

export function createDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "sqlite") {
    const sqlite = openSqlite(database.file);
    const db = new Kysely<Database>({
      dialect: new ImmediateSqliteDialect({ database: sqlite }),
      plugins: [new SqliteCompatPlugin()],
    });
    return { db, kind: "sqlite", close: () => db.destroy() };
  }
  const pool = new pg.Pool({ connectionString: database.url, max: 10, types: pgTypes });
  // An idle connection can fail (server restart, network): the pool drops it and the next
  // query opens a new one. Without a listener the error would end the process.
  pool.on("error", (error) => console.warn(`PostgreSQL idle connection error: ${error.message}`));
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new PgCompatPlugin()],
  });
  return { db, kind: "postgres", close: () => db.destroy() };
}
