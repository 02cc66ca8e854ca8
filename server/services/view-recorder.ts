import { sql, type Transaction } from "kysely";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import type { Database } from "../db/schema";
import type { Logger } from "../logger";
import type { Metrics } from "../metrics";
import { createCountLimiter, type CountLimiter } from "./count-limiter";
import { shopTimeZoneOf, type ShopTimeZone, calendarDayIn } from "#domain/shop-time";
import { DailyCounts, type ShopCountColumn } from "./daily-counts";
import type {
  CountedEvent,
  CountedKind,
  ItemEvent,
  ItemKind,
  ShopEvent,
} from "#domain/counted-events";
import { HISTORY_TABLES, COUNTED_TABLES, type Visitor, type VisitorMeta } from "./counting";

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
  meta: VisitorMeta;
  at: string;
};
type ItemCount = PendingCount & { kind: ItemKind; event: ItemEvent };

/** Counts waiting for the next write; past this, counts are dropped until it is done. */
export const MAX_PENDING_COUNTS = 10_000;
/** A burst fills the buffer faster than a second: it is written once it holds this many. */
const EARLY_WRITE_COUNTS = MAX_PENDING_COUNTS / 4;

export type ViewRecorder = {
  /** Counts a view or click of each item for the visitor, within the per-client limits. */
  record(kind: CountedKind, event: CountedEvent, ids: readonly string[], visitor: Visitor): void;
  flush(): Promise<void>;
  stop(): Promise<void>;
};

const COUNTERS = { view: "views", click: "clicks" } as const;

/** What each shop count adds to its day: a session's first page is a page too. */
const SHOP_COLUMNS: Record<ShopEvent, ShopCountColumn[]> = {
  page: ["page_views"],
  visit: ["visits", "page_views"],
  product: ["visits_with_product"],
  cart: ["visits_with_cart"],
  checkout: ["visits_with_checkout"],
};
const IP_COLUMNS = { view: "viewer_ip", click: "visitor_ip" } as const;

export type ViewRecorderOptions = {
  /** How often the buffered counts are written. */
  flushMs?: number;
  limiter?: CountLimiter;
  clock?: () => Date;
  /** Hears the counts written and dropped (server/metrics.ts). */
  metrics?: Pick<Metrics, "countsWritten" | "countsDropped">;
};

export function createViewRecorder(
  db: Db,
  logger: Logger,
  {
    flushMs = 1000,
    limiter = createCountLimiter(),
    clock = () => new Date(),
    metrics,
  }: ViewRecorderOptions = {},
): ViewRecorder {
  let pending: PendingCount[] = [];
  let dropped = 0;
  let flushing: Promise<void> = Promise.resolve();
  let isEarlyWriteQueued = false;

  const write = async (batch: PendingCount[]) => {
    const itemCounts = batch.filter((count): count is ItemCount => count.kind !== "shop");
    const shopCounts = batch.filter((count) => count.kind === "shop");
    const counts = new Map<string, ItemCount>();
    const totals = new Map<string, number>();
    for (const count of itemCounts) {
      const key = `${count.kind}:${count.event}:${count.id}`;
      counts.set(key, count);
      totals.set(key, (totals.get(key) ?? 0) + 1);
    }
    await db.transaction().execute(async (trx) => {
      // The item each count names, and its shop; a count of an item gone is dropped.
      const brandOfItem = new Map<string, string>();
      for (const [key, { kind, event, id }] of counts) {
        const counter = COUNTERS[event];
        const updated = await trx
          .updateTable(COUNTED_TABLES[kind].table)
          .set({ [counter]: sql`${sql.ref(counter)} + ${totals.get(key)}` } as never)
          .where("id", "=", id)
          .returning("brand_id")
          .executeTakeFirst();
        if (updated) brandOfItem.set(`${kind}:${id}`, updated.brand_id);
      }
      const shops = await shopsOf(trx, [...new Set(brandOfItem.values())], shopCounts);
      const counted = itemCounts.filter((count) => brandOfItem.has(`${count.kind}:${count.id}`));

      for (const kind of Object.keys(COUNTED_TABLES) as ItemKind[]) {
        for (const event of ["view", "click"] as const) {
          const rows = counted
            .filter((count) => count.kind === kind && count.event === event)
            .map((count) => ({
              id: timeOrderedId(),
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

      const days = new DailyCounts();
      for (const count of counted) {
        const brandId = brandOfItem.get(`${count.kind}:${count.id}`)!;
        const day = calendarDayIn(count.at, shops.zoneOf(brandId));
        days.addItem(count.kind, count.id, day, COUNTERS[count.event]);
        if (count.event === "click" && count.kind === "link")
          days.addShop(brandId, day, "link_clicks");
        if (count.event === "click" && count.kind === "product") {
          days.addShop(brandId, day, "product_opens");
        }
      }
      for (const count of shopCounts) {
        const brandId = shops.idOf(count.id);
        if (!brandId) continue;
        const day = calendarDayIn(count.at, shops.zoneOf(brandId));
        for (const column of SHOP_COLUMNS[count.event as ShopEvent])
          days.addShop(brandId, day, column);
      }
      await days.write(trx);
    });
  };

  const flush = () => {
    flushing = flushing.then(async () => {
      if (dropped > 0) {
        logger.warn("counts dropped while the database fell behind", { counts: dropped });
        metrics?.countsDropped(dropped);
        dropped = 0;
      }
      if (pending.length === 0) return;
      const batch = pending;
      pending = [];
      try {
        await write(batch);
        metrics?.countsWritten(batch.length);
      } catch (error) {
        // Counting never breaks a page; the batch is dropped and logged.
        logger.warn("view counting failed", { counts: batch.length, error });
        metrics?.countsDropped(batch.length);
      }
    });
    return flushing;
  };

  const timer = setInterval(() => void flush(), flushMs);
  timer.unref();

  return {
    record(kind, event, ids, visitor) {
      const at = clock().toISOString();
      const meta = { userAgent: visitor.userAgent, referrer: visitor.referrer };
      for (const id of ids) {
        if (!limiter.allow(visitor, kind, event, id)) continue;
        if (pending.length >= MAX_PENDING_COUNTS) dropped += 1;
        else pending.push({ kind, event, id, meta, at });
      }
      if (pending.length >= EARLY_WRITE_COUNTS && !isEarlyWriteQueued) {
        isEarlyWriteQueued = true;
        void flush().finally(() => (isEarlyWriteQueued = false));
      }
    },
    flush,
    async stop() {
      clearInterval(timer);
      await flush();
    },
  };
}

/**
 * The zones of the shops whose items were counted, and the shops named by shop counts
 * (by username; a name no shop has is not counted).
 */
async function shopsOf(
  trx: Transaction<Database>,
  brandIds: readonly string[],
  shopCounts: readonly PendingCount[],
) {
  const usernames = [...new Set(shopCounts.map((count) => count.id))];
  const zones = new Map<string, ShopTimeZone>();
  const idsByUsername = new Map<string, string>();
  const lookups = [
    ...chunks(brandIds).map((ids) => ["id", ids] as const),
    ...chunks(usernames).map((names) => ["username", names] as const),
  ];
  for (const [column, values] of lookups) {
    const rows = await trx
      .selectFrom("brands")
      .select(["id", "username", "time_zone"])
      .where(column, "in", values)
      .execute();
    for (const row of rows) {
      zones.set(row.id, shopTimeZoneOf(row.time_zone));
      idsByUsername.set(row.username, row.id);
    }
  }
  return {
    zoneOf: (brandId: string) => zones.get(brandId) ?? shopTimeZoneOf(null),
    idOf: (username: string) => idsByUsername.get(username),
  };
}

function chunks<T>(values: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < values.length; start += size) {
    out.push(values.slice(start, start + size));
  }
  return out;
}
