import { sql } from "kysely";
import type { Db } from "../db/database";
import type { ItemEvent } from "#domain/counted-events";
import { HISTORY_TABLES } from "./counting";

// Every counted view and click leaves a history row (spec §7), so the history would grow
// with traffic for as long as the shop lives. Each count also adds to its item's day as it
// is written (view-recorder.ts, decision 025), so history older than HISTORY_RETENTION_DAYS
// tells nothing the daily counts do not: a periodic job (server/main.ts) deletes it. The
// counters on links, products and stores and the daily counts are not touched. Nothing
// shown to sellers reads the history rows.

export const HISTORY_RETENTION_DAYS = 90;

/** Rows deleted per statement: short enough that page views and orders never wait long. */
const BATCH_SIZE = 2_000;
/** Batches per history table and run; a backlog is worked off over the next runs. */
const MAX_BATCHES_PER_RUN = 100;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Deletes the history older than the retention period; returns the number of rows. */
export async function pruneHistory(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - HISTORY_RETENTION_DAYS * DAY_MS).toISOString();
  let deleted = 0;
  for (const tables of Object.values(HISTORY_TABLES)) {
    for (const history of Object.values(tables)) {
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const result = await pruneBatch(history, cutoff).execute(db);
        const count = Number(result.numAffectedRows ?? 0);
        deleted += count;
        if (count < BATCH_SIZE) break;
      }
    }
  }
  return deleted;
}

type HistoryTable = (typeof HISTORY_TABLES)[keyof typeof HISTORY_TABLES][ItemEvent];

/** One batch of the history table's rows older than `cutoff`, deleted. */
function pruneBatch(history: HistoryTable, cutoff: string) {
  return sql`
    delete from ${sql.table(history)}
    where id in (${oldHistoryIds(history, cutoff)})`;
}

/** The ids of a batch of the history table's rows older than `cutoff`. */
export function oldHistoryIds(history: HistoryTable, cutoff: string) {
  return sql`select id from ${sql.table(history)} where created_at < ${cutoff} limit ${BATCH_SIZE}`;
}
