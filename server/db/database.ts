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
  type SqliteDatabase,
  type Driver,
  type SqliteDialectConfig,
} from "kysely";
import pg from "pg";
import type { Config } from "../config";
import { ObservedDialect } from "./availability";
import { PgCompatPlugin, SqliteCompatPlugin } from "./compat";
import type { Database } from "./schema";

export type DatabaseKind = "sqlite" | "postgres";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
};

const PG_INT8 = 20;

// bigint (int8) read back as numbers, for this pool only: money columns (prices, totals)
// and counts. pg answers int8 as text, since it can exceed 2^53; ours cannot: a price is
// at most MAX_PRODUCT_PRICE, and quantities and lines are bounded by CHECKOUT_LIMITS.
const pgTypes = {
  getTypeParser(oid: number, format?: "text" | "binary") {
    if (oid === PG_INT8) return (value: string) => Number(value);
    return pg.types.getTypeParser(oid, format);
  },
} as pg.CustomTypesConfig;

// The database holds password hashes and session tokens: only the server's own user may
// read it. SQLite gives the -wal and -shm files the database file's mode.
function restrictDatabaseFile(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, "a", 0o600));
  for (const suffix of ["", "-wal", "-shm"]) {
    try {
      fs.chmodSync(`${file}${suffix}`, 0o600);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
}

export function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") restrictDatabaseFile(file);
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

/** Statements kept compiled: the queries a running server repeats are far fewer. */
const MAX_KEPT_STATEMENTS = 500;

/**
 * Kysely asks better-sqlite3 to compile every query it runs; compiling costs as much as
 * running a small query. The compiled statements are kept by their text, the oldest dropped
 * past MAX_KEPT_STATEMENTS. A statement still being iterated (a streamed export) is busy,
 * and a query of the same text meanwhile gets a statement of its own.
 */
export function keepingStatements(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text: string) {
      const kept = statements.get(text);
      if (kept && !kept.busy) return kept;
      const statement = sqlite.prepare(text);
      if (!kept) {
        if (statements.size >= MAX_KEPT_STATEMENTS) {
          statements.delete(statements.keys().next().value!);
        }
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/** The handle of an SQLite connection opened with openSqlite. */
export function sqliteHandle(sqlite: SQLite.Database): DatabaseHandle {
  const db = new Kysely<Database>({
    dialect: new ObservedDialect(
      new ImmediateSqliteDialect({ database: keepingStatements(sqlite) }),
    ),
    plugins: [new SqliteCompatPlugin()],
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

export function createDatabase(database: Config["database"]): DatabaseHandle {
  if (database.kind === "sqlite") return sqliteHandle(openSqlite(database.file));
  const pool = new pg.Pool({
    connectionString: database.url,
    max: 10,
    types: pgTypes,
    // An unreachable server fails the request (503) instead of holding it indefinitely.
    connectionTimeoutMillis: 5_000,
  });
  // A connection can fail at any time (server restart, network, pg_terminate_backend). The
  // query running on it fails and the pool drops it; the next query opens a new one. Without
  // these listeners the client's 'error' event would end the process: the pool listens only
  // while a connection is idle, so each connection gets its own listener for when it is busy.
  const onConnectionError = (error: Error) =>
    console.warn(`PostgreSQL connection error: ${error.message}`);
  pool.on("connect", (client) => client.on("error", onConnectionError));
  // The pool repeats an idle connection's error, already logged by the listener above.
  pool.on("error", () => {});
  const db = new Kysely<Database>({
    dialect: new ObservedDialect(new PostgresDialect({ pool })),
    plugins: [new PgCompatPlugin()],
  });
  return { db, kind: "postgres", close: () => db.destroy() };
}
