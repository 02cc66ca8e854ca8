import { sql, type Transaction } from "kysely";
import type { Db } from "./database";
import { isPostgres } from "./prepared";
import type { Database } from "./schema";

// Group commit (decision 028). A durable commit costs a disk sync: about 2 ms on SQLite with
// synchronous=FULL (decision 001), and one sync per order bounded a shop to a few hundred
// orders a second however fast the rest was. Writes that arrive together here share one
// transaction, each inside a savepoint of its own, and one commit: a write that fails rolls
// back its own savepoint alone, and none is answered before the commit that keeps it is
// done. On PostgreSQL the same holds, and a shop's busy rows (its day's counts) are locked
// once per batch rather than once per order.
//
// On PostgreSQL each savepoint is a round trip the writes behind it wait for, and writes
// almost never fail: a batch is first written without savepoints. Should one of its writes
// fail, the whole transaction rolls back and the batch is written again with a savepoint
// each, as are the next batches for a while (a sale running out of stock refuses many). A
// write may therefore run twice: it must do nothing but its statements in `trx`.

/** Writes one transaction takes at most. */
const MAX_BATCH = 100;
/**
 * Under load, how long a batch waits for more writes, and what counts as under load. On
 * SQLite a batch runs without giving the event loop a turn, and the wait is when requests
 * that arrived meanwhile are read and join the next one. On PostgreSQL they are read while
 * the batch waits for the database anyway: one turn of the timers there, as a wait of 2 ms
 * only lengthened every order's time (decision 036).
 */
const GATHER_MS = { sqlite: 2, postgres: 0 };
const BUSY_WITHIN_MS = 20;

const RELEASE_AND_SAVEPOINT = sql.raw("release savepoint shared_write; savepoint shared_write");
/** Batches written with savepoints on PostgreSQL after one of a batch's writes failed. */
const CAREFUL_BATCHES = 20;

/** A batch written without savepoints in which a write failed: written again with them. */
class WriteFailedInBatch extends Error {}

type Job = {
  write: (trx: Transaction<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
};

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

export type SharedCommits = {
  /**
   * Runs `write` in the next shared transaction; resolves once that transaction has
   * committed, and rejects with the write's own error (its savepoint rolled back) or with
   * the commit's.
   */
  run<T>(write: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
};

/** `onCommit` hears the size of each batch committed (tests). */
export function createSharedCommits(
  db: Db,
  { onCommit }: { onCommit?: (size: number) => void } = {},
): SharedCommits {
  let queue: Job[] = [];
  const isOnPostgres = isPostgres(db);
  let isRunning = false;
  const gatherMs = isOnPostgres ? GATHER_MS.postgres : GATHER_MS.sqlite;
  let lastCommitAt = -Infinity;

  let carefulBatches = 0;

  /** Writes `batch` in one transaction, each write in a savepoint of its own. */
  async function writeCarefully(trx: Transaction<Database>, batch: Job[], outcomes: Outcome[]) {
    for (const [index, job] of batch.entries()) {
      // PostgreSQL takes the one write's release and the next one's savepoint in one round
      // trip (a query without parameters may hold several statements).
      if (index > 0 && isOnPostgres) await RELEASE_AND_SAVEPOINT.execute(trx);
      else await sql`savepoint shared_write`.execute(trx);
      try {
        outcomes.push({ ok: true, value: await job.write(trx) });
      } catch (error) {
        await sql`rollback to savepoint shared_write`.execute(trx);
        outcomes.push({ ok: false, error });
      }
      // The last savepoint is released by the commit itself.
      if (!isOnPostgres && index < batch.length - 1) {
        await sql`release savepoint shared_write`.execute(trx);
      }
    }
  }

  /** Writes the jobs waiting when the transaction gets its connection, and answers them. */
  async function runBatch() {
    let batch: Job[] = [];
    let outcomes: Outcome[] = [];
    const write = (isOptimistic: boolean) =>
      db.transaction().execute(async (trx) => {
        // Taken only now: on SQLite the one connection first serves the reads queued before
        // this transaction, and the writes of the requests they belong to join this batch.
        if (batch.length === 0) {
          batch = queue.slice(0, MAX_BATCH);
          queue = queue.slice(batch.length);
        }
        outcomes = [];
        // A write alone needs no savepoint: if it fails, the whole transaction rolls back.
        if (batch.length === 1) {
          outcomes.push({ ok: true, value: await batch[0]!.write(trx) });
          return;
        }
        if (!isOptimistic) return writeCarefully(trx, batch, outcomes);
        for (const job of batch) {
          try {
            outcomes.push({ ok: true, value: await job.write(trx) });
          } catch {
            throw new WriteFailedInBatch();
          }
        }
      });
    try {
      try {
        await write(isOnPostgres && carefulBatches === 0);
        if (carefulBatches > 0) carefulBatches -= 1;
      } catch (error) {
        if (!(error instanceof WriteFailedInBatch)) throw error;
        carefulBatches = CAREFUL_BATCHES;
        await write(false);
      }
    } catch (error) {
      // A write alone fails with its own error. A transaction that could not even begin (the
      // database unreachable, or closed while stopping) refuses every write waiting, so the
      // queue always empties.
      if (batch.length === 0) [batch, queue] = [queue, []];
      for (const job of batch) job.reject(error);
      return;
    }
    onCommit?.(batch.length);
    batch.forEach((job, index) => {
      const outcome = outcomes[index]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }

  async function drain() {
    isRunning = true;
    try {
      // What arrives while a batch is being written goes into the next one.
      while (queue.length > 0) {
        // Under load (a batch ended moments ago) the writes of requests still being read are
        // waited for: without it each batch on SQLite would take the one write that got
        // there first.
        if (performance.now() - lastCommitAt < BUSY_WITHIN_MS && queue.length < MAX_BATCH) {
          await new Promise((resolve) => setTimeout(resolve, gatherMs));
        }
        await runBatch();
        lastCommitAt = performance.now();
      }
    } finally {
      isRunning = false;
    }
  }

  return {
    run<T>(write: (trx: Transaction<Database>) => Promise<T>) {
      return new Promise<T>((resolve, reject) => {
        queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
        if (!isRunning) void drain();
      });
    },
  };
}

const sharedCommits = new WeakMap<Db, SharedCommits>();

/** The shared commits of a database: one queue per database in the process. */
export function sharedCommitsOf(db: Db): SharedCommits {
  let commits = sharedCommits.get(db);
  if (!commits) {
    commits = createSharedCommits(db);
    sharedCommits.set(db, commits);
  }
  return commits;
}
