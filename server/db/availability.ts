import { AsyncLocalStorage } from "node:async_hooks";
import {
  sql,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type TransactionSettings,
} from "kysely";

// Whether a request failed because the database could not be reached (a PostgreSQL server
// restarting or refusing connections, connections cut by an administrator, SQLite locked by
// another process for longer than busy_timeout) rather than because of a bug. The HTTP layer
// answers those with 503 and a "try again" page instead of 500; the next request simply tries
// again, so the server serves by itself as soon as the database is back.

type Watch = { isUnavailable: boolean };

const watches = new AsyncLocalStorage<Watch>();

// PostgreSQL's SQLSTATEs: class 08 connection exceptions, 57P01–57P03 (terminated by an
// administrator, crash, cannot connect now), 53300 too many connections. Whatever fails while
// a connection is being opened counts too (see acquireConnection below).
const PG_UNAVAILABLE = /^(08...|57P0[1-3]|53300)$/;
const SOCKET_ERRORS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "EHOSTUNREACH"]);
// pg's own messages for a connection that died under a query or never came up.
const PG_CONNECTION_MESSAGE =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Client was closed/i;
const SQLITE_UNAVAILABLE = /^SQLITE_(BUSY|LOCKED|IOERR|CANTOPEN|FULL|PROTOCOL)/;

export function isDatabaseUnavailableError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string") {
    if (PG_UNAVAILABLE.test(code) || SOCKET_ERRORS.has(code) || SQLITE_UNAVAILABLE.test(code)) {
      return true;
    }
  }
  return PG_CONNECTION_MESSAGE.test(error.message);
}

/**
 * Runs `work` and tells whether any query it made failed because the database was
 * unreachable (however the failure was then handled inside).
 */
export async function watchDatabase<T>(
  work: () => Promise<T>,
): Promise<{ result: T; isUnavailable: boolean }> {
  const watch: Watch = { isUnavailable: false };
  const result = await watches.run(watch, work);
  return { result, isUnavailable: watch.isUnavailable };
}

/** True when a trivial query answers within `timeoutMs`: the readiness probe. */
export async function isDatabaseReachable<DB>(db: Kysely<DB>, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  const probe = sql`select 1`.execute(db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

async function observe<T>(operation: () => Promise<T>): Promise<T> {
  try {
    return await operation();
  } catch (error) {
    const watch = watches.getStore();
    // A connection that could not be acquired is unavailability, whatever its error says.
    if (watch && isDatabaseUnavailableError(error)) watch.isUnavailable = true;
    throw error;
  }
}

class ObservedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(query: Parameters<DatabaseConnection["executeQuery"]>[0]) {
    return observe(() => this.inner.executeQuery<R>(query));
  }

  streamQuery<R>(query: Parameters<DatabaseConnection["streamQuery"]>[0], chunkSize?: number) {
    return this.inner.streamQuery<R>(query, chunkSize);
  }
}

const innerOf = (connection: DatabaseConnection) =>
  connection instanceof ObservedConnection ? connection.inner : connection;

class ObservedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init() {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    try {
      return new ObservedConnection(await this.inner.acquireConnection());
    } catch (error) {
      const watch = watches.getStore();
      if (watch) watch.isUnavailable = true;
      throw error;
    }
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings) {
    return observe(() => this.inner.beginTransaction(innerOf(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection) {
    return observe(() => this.inner.commitTransaction(innerOf(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection) {
    return observe(() => this.inner.rollbackTransaction(innerOf(connection)));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    return observe(async () => this.inner.savepoint?.(innerOf(connection), name, compile));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    return observe(async () =>
      this.inner.rollbackToSavepoint?.(innerOf(connection), name, compile),
    );
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ) {
    return observe(async () => this.inner.releaseSavepoint?.(innerOf(connection), name, compile));
  }

  releaseConnection(connection: DatabaseConnection) {
    return this.inner.releaseConnection(innerOf(connection));
  }

  destroy() {
    return this.inner.destroy();
  }
}

/** A dialect whose queries report unreachable-database failures to `watchDatabase`. */
export class ObservedDialect implements Dialect {
  constructor(private readonly inner: Dialect) {}

  createDriver(): Driver {
    return new ObservedDriver(this.inner.createDriver());
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}
