import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { HISTORY_TABLES, TRACKED_TABLES, type TrackedKind, type VisitMeta } from "./tracking";

// Views counted while a page renders are buffered and written together every second:
// one transaction per flush instead of one per link or store shown, so page views do not
// queue behind disk syncs. The counters stay atomic (`views = views + n`); at most the
// last second of views is lost if the process dies.

type PendingView = { kind: TrackedKind; id: string; meta: VisitMeta; at: string };

export type ViewRecorder = {
  record(kind: TrackedKind, ids: readonly string[], meta: VisitMeta): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

export function createViewRecorder(db: Db, logger: Logger, flushMs = 1000): ViewRecorder {
  let pending: PendingView[] = [];
  let flushing: Promise<void> = Promise.resolve();

  const write = async (batch: PendingView[]) => {
    const counts = new Map<string, { kind: TrackedKind; id: string; count: number }>();
    for (const view of batch) {
      const key = `${view.kind}:${view.id}`;
      const entry = counts.get(key) ?? { kind: view.kind, id: view.id, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    await db.transaction().execute(async (trx) => {
      const existing = new Set<string>();
      for (const { kind, id, count } of counts.values()) {
        const result = await trx
          .updateTable(TRACKED_TABLES[kind].table)
          .set({ views: sql`views + ${count}` } as never)
          .where("id", "=", id)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) existing.add(`${kind}:${id}`);
      }
      for (const kind of Object.keys(TRACKED_TABLES) as TrackedKind[]) {
        const rows = batch
          .filter((view) => view.kind === kind && existing.has(`${kind}:${view.id}`))
          .map((view) => ({
            id: crypto.randomUUID(),
            [TRACKED_TABLES[kind].parentKey]: view.id,
            viewer_ip: null,
            user_agent: view.meta.userAgent?.slice(0, 500) ?? null,
            referrer: view.meta.referrer?.slice(0, 1000) ?? null,
            created_at: view.at,
          }));
        // Chunks keep each statement under SQLite's parameter limit.
        for (let start = 0; start < rows.length; start += 100) {
          await trx
            .insertInto(HISTORY_TABLES[kind].view)
            .values(rows.slice(start, start + 100) as never)
            .execute();
        }
      }
    });
  };

  const flush = () => {
    flushing = flushing.then(async () => {
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      try {
        await write(batch);
      } catch (error) {
        // Counting never breaks a page; the batch is dropped and logged.
        logger.warn("view counting failed", { views: batch.length, error });
      }
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(kind, ids, meta) {
      const at = new Date().toISOString();
      for (const id of ids) pending.push({ kind, id, meta, at });
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}
