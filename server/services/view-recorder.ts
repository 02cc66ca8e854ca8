import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { createCountLimiter, type CountLimiter } from "./count-limiter";
import {
  HISTORY_TABLES,
  COUNTED_TABLES,
  type CountedEvent,
  type CountedKind,
  type Visit,
  type VisitMeta,
} from "./visits";

// Views counted while a page renders, and the views and clicks the browser sends, are
// buffered and written together every second: one transaction per flush instead of one per
// link, product or store, so counting does not queue pages and orders behind disk syncs.
// The counters stay atomic (`views = views + n`); at most the last second of counts is lost
// if the process dies. Each count first passes the per-client limits (count-limiter.ts), and
// the buffer is bounded too: should the database fall behind, counts are dropped, not piled
// up in memory.

type PendingCount = {
  kind: CountedKind;
  event: CountedEvent;
  id: string;
  meta: VisitMeta;
  at: string;
};

/** Counts waiting for the next write; past this, counts are dropped until it is done. */
export const MAX_PENDING_COUNTS = 10_000;

export type ViewRecorder = {
  /** Counts a view or click of each item for the visitor, within the per-client limits. */
  record(kind: CountedKind, event: CountedEvent, ids: readonly string[], visit: Visit): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

const COUNTERS = { view: "views", click: "clicks" } as const;
const IP_COLUMNS = { view: "viewer_ip", click: "visitor_ip" } as const;

export function createViewRecorder(
  db: Db,
  logger: Logger,
  flushMs = 1000,
  limiter: CountLimiter = createCountLimiter(),
): ViewRecorder {
  let pending: PendingCount[] = [];
  let dropped = 0;
  let flushing: Promise<void> = Promise.resolve();

  const write = async (batch: PendingCount[]) => {
    const counts = new Map<string, { kind: CountedKind; event: CountedEvent; id: string }>();
    const totals = new Map<string, number>();
    for (const count of batch) {
      const key = `${count.kind}:${count.event}:${count.id}`;
      counts.set(key, count);
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
    await db.transaction().execute(async (trx) => {
      const existing = new Set<string>();
      for (const [key, { kind, event, id }] of counts) {
        const counter = COUNTERS[event];
        const result = await trx
          .updateTable(COUNTED_TABLES[kind].table)
          .set({ [counter]: sql`${sql.ref(counter)} + ${totals.get(key)}` } as never)
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) existing.add(key);
      }
      for (const kind of Object.keys(COUNTED_TABLES) as CountedKind[]) {
        for (const event of ["view", "click"] as const) {
          const rows = batch
            .filter(
              (count) =>
                count.kind === kind &&
                count.event === event &&
                existing.has(`${kind}:${event}:${count.id}`),
            )
            .map((count) => ({
              id: crypto.randomUUID(),
              [COUNTED_TABLES[kind].parentKey]: count.id,
              [IP_COLUMNS[event]]: null,
              user_agent: count.meta.userAgent?.slice(0, 500) ?? null,
              referrer: count.meta.referrer?.slice(0, 1000) ?? null,
              created_at: count.at,
            }));
          // Chunks keep each statement under SQLite's parameter limit.
          for (let start = 0; start < rows.length; start += 100) {
            await trx
              .insertInto(HISTORY_TABLES[kind][event])
              .values(rows.slice(start, start + 100) as never)
              .execute();
          }
        }
      }
    });
  };

  const flush = () => {
    flushing = flushing.then(async () => {
      if (dropped > 0) {
        logger.warn("counts dropped while the database fell behind", { counts: dropped });
        dropped = 0;
      }
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      try {
        await write(batch);
      } catch (error) {
        // Counting never breaks a page; the batch is dropped and logged.
        logger.warn("view counting failed", { counts: batch.length, error });
      }
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(kind, event, ids, visit) {
      const at = new Date().toISOString();
      const meta = { userAgent: visit.userAgent, referrer: visit.referrer };
      for (const id of ids) {
        if (!limiter.allow(visit, kind, event, id)) continue;
        if (pending.length >= MAX_PENDING_COUNTS) dropped += 1;
        else pending.push({ kind, event, id, meta, at });
      }
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
