import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import SQLite from "better-sqlite3";
import {
  CompiledQuery,
  Kysely,
  PostgresDialect,
  SelectQueryNode,
  SqliteDialect,
  type DatabaseConnection,
  type Driver,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
  type QueryResult,
  type SqliteDatabase,
} from "kysely";
import type pg from "pg";
import type { Config } from "../config";
import { createLogger, type Logger } from "../logger";
import { ObservedDialect } from "./availability";
import { PgCompatPlugin, SqliteCompatPlugin } from "./compat";
import type { Database } from "./schema";

export type DatabaseKind = "sqlite" | "postgres";

export type Db = Kysely<Database>;

export type DatabaseHandle = {
  db: Db;
  kind: DatabaseKind;
  close(): Promise<void>;
  /** PostgreSQL: the pool's connections, open and idle, and the queries waiting for one. */
  poolUse?: () => { total: number; idle: number; waiting: number };
};

const PG_INT8 = 20;

/**
 * The PostgreSQL client, loaded by a server that uses PostgreSQL only: with its type
 * parsers it holds about 7 MB of a process's memory.
 */
function loadPg(): typeof pg {
  return createRequire(import.meta.url)("pg") as typeof pg;
}

// bigint (int8) read back as numbers, for this pool only: money columns (prices, totals)
// and counts. pg answers int8 as text, since it can exceed 2^53; ours cannot: a price is
// at most MAX_PRODUCT_PRICE, and quantities and lines are bounded by CHECKOUT_LIMITS.
function pgTypesOf(client: typeof pg): pg.CustomTypesConfig {
  return {
    getTypeParser(oid: number, format?: "text" | "binary") {
      if (oid === PG_INT8) return (value: string) => Number(value);
      return client.types.getTypeParser(oid, format);
    },
  } as pg.CustomTypesConfig;
}

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

/**
 * Each connection's cache of database pages, in KiB (negative, as SQLite takes it): SQLite's
 * own default. better-sqlite3 builds SQLite with 16 MB, which the writing connection filled
 * under a burst of counted views, 15 MB of the server's memory for pages the operating
 * system keeps in its file cache anyway; a page read again from there costs a system call.
 */
const PAGE_CACHE_SIZE = -2000;

export function openSqlite(file: string): SQLite.Database {
  if (file !== ":memory:") restrictDatabaseFile(file);
  const sqlite = new SQLite(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // FULL: an order acknowledged to a customer must survive a power cut (see
  // docs/decisions/001-sqlite-durability.md).
  sqlite.pragma("synchronous = FULL");
  sqlite.pragma(`cache_size = ${PAGE_CACHE_SIZE}`);
  return sqlite;
}

/** Statements kept compiled: the queries a running server repeats are far fewer. */
const MAX_KEPT_STATEMENTS = 500;

type StatementSource = { prepare(text: string): SQLite.Statement; close(): void };

/**
 * Kysely asks better-sqlite3 to compile every query it runs; compiling costs as much as
 * running a small query. The compiled statements are kept by their text, the oldest dropped
 * past MAX_KEPT_STATEMENTS. A statement still being iterated (a streamed export) is busy,
 * and a query of the same text meanwhile gets a statement of its own.
 */
function keepingStatements(sqlite: SQLite.Database): StatementSource {
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

/**
 * better-sqlite3 binds no booleans and no arrays: SQLite's own booleans are 0 and 1, and a
 * list goes as JSON text, which a query reads with `json_each` (isAmong in prepared.ts).
 */
const bindsAsIs = (value: unknown) => typeof value !== "boolean" && !Array.isArray(value);
const bound = (value: unknown) =>
  typeof value === "boolean" ? Number(value) : Array.isArray(value) ? JSON.stringify(value) : value;

function bindable(parameters: readonly unknown[]): readonly unknown[] {
  return parameters.every(bindsAsIs) ? parameters : parameters.map(bound);
}

function run(statement: SQLite.Statement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(bindable(parameters)) };
  const { changes, lastInsertRowid } = statement.run(bindable(parameters));
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

/** One holder at a time, in the order they asked. */
class Mutex {
  #tail: Promise<void> = Promise.resolve();
  lock(): Promise<() => void> {
    let unlock!: () => void;
    const held = new Promise<void>((resolve) => (unlock = resolve));
    const ready = this.#tail.then(() => unlock);
    this.#tail = this.#tail.then(() => held);
    return ready;
  }
}

/**
 * A query's way to the database: reads outside a transaction go to the reading connection
 * and wait for nothing (WAL lets them run beside a write transaction, seeing what was
 * committed); writes and transactions take the writing connection, one at a time.
 */
class RoutedConnection implements DatabaseConnection {
  #unlock: (() => void) | undefined;
  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
    private readonly mutex: Mutex,
  ) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const { sql: text, parameters } = query;
    const reading = !this.#unlock && SelectQueryNode.is(query.query) && this.#readerOf(text);
    if (reading) return run(reading, parameters) as QueryResult<R>;
    if (this.#unlock) return run(this.writer.prepare(text), parameters) as QueryResult<R>;
    const unlock = await this.mutex.lock();
    try {
      return run(this.writer.prepare(text), parameters) as QueryResult<R>;
    } finally {
      unlock();
    }
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query.query)) throw new Error("Only selects can be streamed");
    const statement =
      (!this.#unlock && this.#readerOf(query.sql)) || this.writer.prepare(query.sql);
    for (const row of statement.iterate(bindable(query.parameters))) yield { rows: [row as R] };
  }

  /**
   * The reading connection's statement for a select, if it has one. Its view of the schema
   * may lag a change just made on the writing connection: a select it cannot prepare yet goes
   * to the writing connection.
   */
  #readerOf(text: string): SQLite.Statement | undefined {
    if (!this.reader) return undefined;
    try {
      const statement = this.reader.prepare(text);
      return statement.readonly ? statement : undefined;
    } catch {
      return undefined;
    }
  }

  /** Takes the writing connection until end(); a transaction begins immediate. */
  async begin(): Promise<void> {
    this.#unlock = await this.mutex.lock();
    await this.executeQuery(CompiledQuery.raw("begin immediate"));
  }

  /** A commit that fails keeps the connection: the rollback that follows gives it back. */
  async end(command: "commit" | "rollback"): Promise<void> {
    try {
      await this.executeQuery(CompiledQuery.raw(command));
    } catch (error) {
      if (command === "commit") throw error;
    }
    this.release();
  }

  release(): void {
    this.#unlock?.();
    this.#unlock = undefined;
  }
}

// Write transactions take SQLite's write lock when they begin. A deferred transaction that
// reads and then writes fails at once with SQLITE_BUSY when another process (a backup job,
// a script, the tests' data setup) committed in between; waiting for the lock up front lets
// busy_timeout do its work instead.
class RoutedSqliteDriver implements Driver {
  readonly #mutex = new Mutex();
  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
  ) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.#mutex);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end("commit");
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as RoutedConnection).end("rollback");
  }
  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).release();
  }
  async destroy(): Promise<void> {
    this.reader?.close();
    this.writer.close();
  }
}

class RoutedSqliteDialect extends SqliteDialect {
  constructor(
    private readonly writer: StatementSource,
    private readonly reader: StatementSource | undefined,
  ) {
    super({ database: writer as unknown as SqliteDatabase });
  }
  override createDriver(): Driver {
    return new RoutedSqliteDriver(this.writer, this.reader);
  }
}

/**
 * The handle of an SQLite connection opened with openSqlite; a file database gets a second,
 * read-only connection for reads outside transactions.
 */
export function sqliteHandle(sqlite: SQLite.Database): DatabaseHandle {
  const reader =
    sqlite.memory || sqlite.name === ""
      ? undefined
      : new SQLite(sqlite.name, { readonly: true, timeout: 5000 });
  reader?.pragma(`cache_size = ${PAGE_CACHE_SIZE}`);
  const db = new Kysely<Database>({
    dialect: new ObservedDialect(
      new RoutedSqliteDialect(
        keepingStatements(sqlite),
        reader ? keepingStatements(reader) : undefined,
      ),
    ),
    plugins: [new SqliteCompatPlugin()],
  });
  return { db, kind: "sqlite", close: () => db.destroy() };
}

/** A query's SQL is named (below) from its second run; at most this many texts are. */
const RUNS_BEFORE_NAMED = 2;
const MAX_NAMED_STATEMENTS = 500;
/** Texts counted while they wait for their second run. */
const MAX_COUNTED_TEXTS = 5_000;

/**
 * The pool as Kysely takes it, running each query's SQL from its second run on as a named
 * statement (decision 036): PostgreSQL parses and plans it once per connection, and then
 * only binds and runs it, where Kysely sent every query unnamed to be parsed and planned
 * again. An order's one long statement of sibling inserts cost the database more to plan
 * than to run. Only single statements with parameters are named (a statement without any
 * may be several, which a named statement cannot be), and at most MAX_NAMED_STATEMENTS
 * texts, so that no connection keeps statements without end; past the bound a new text
 * runs unnamed, as before.
 */
function namingStatements(pool: pg.Pool): PostgresPool {
  const names = new Map<string, string>();
  const runs = new Map<string, number>();
  const nameOf = (text: string): string | undefined => {
    const name = names.get(text);
    if (name || names.size >= MAX_NAMED_STATEMENTS) return name;
    const count = (runs.get(text) ?? 0) + 1;
    if (count < RUNS_BEFORE_NAMED) {
      if (runs.size >= MAX_COUNTED_TEXTS) runs.clear();
      runs.set(text, count);
      return undefined;
    }
    runs.delete(text);
    const named = `gerai_${crypto.createHash("sha256").update(text).digest("hex").slice(0, 24)}`;
    names.set(text, named);
    return named;
  };
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const naming = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((query: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) => {
      if (typeof query !== "string") return client.query(query as never);
      const values = (parameters ?? []) as unknown[];
      const name = values.length > 0 ? nameOf(query) : undefined;
      return name ? client.query({ name, text: query, values }) : client.query(query, values);
    }) as unknown as PostgresPoolClient["query"],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = naming(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

/**
 * The database `database` names. `logger` takes PostgreSQL's connection errors (the server
 * passes its own: they belong in its JSON log); without one they go to stderr, as JSON lines too.
 */
export function createDatabase(
  database: Config["database"],
  { logger }: { logger?: Pick<Logger, "warn"> } = {},
): DatabaseHandle {
  if (database.kind === "sqlite") return sqliteHandle(openSqlite(database.file));
  const client = loadPg();
  const pool = new client.Pool({
    connectionString: database.url,
    max: 10,
    types: pgTypesOf(client),
    // An unreachable server fails the request (503) instead of holding it indefinitely.
    connectionTimeoutMillis: 5_000,
  });
  // A connection can fail at any time (server restart, network, pg_terminate_backend). The
  // query running on it fails and the pool drops it; the next query opens a new one. Without
  // these listeners the client's 'error' event would end the process: the pool listens only
  // while a connection is idle, so each connection gets its own listener for when it is busy.
  const warnings = logger ?? createLogger(process.stderr);
  const onConnectionError = (error: Error) =>
    warnings.warn("PostgreSQL connection error", { error: error.message });
  pool.on("connect", (client) => client.on("error", onConnectionError));
  // The pool repeats an idle connection's error, already logged by the listener above.
  pool.on("error", () => {});
  const db = new Kysely<Database>({
    dialect: new ObservedDialect(new PostgresDialect({ pool: namingStatements(pool) })),
    plugins: [new PgCompatPlugin()],
  });
  return {
    db,
    kind: "postgres",
    close: () => db.destroy(),
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}
