import { sql } from "kysely";
import { resolveTimeZone } from "#domain/delivery";
import type { Db } from "../db/database";
import { HISTORY_TABLES, COUNTED_TABLES, type CountedEvent, type CountedKind } from "./visits";

// Every counted view and click leaves a history row (spec §7), so the history grows with
// traffic for as long as the shop lives. Rows older than HISTORY_RETENTION_DAYS are rolled
// up into one row per item and day in the shop's zone (`link_daily_counts`, …) and deleted,
// by a periodic job (server/main.ts). The counters on links, products and stores are not
// touched: they stay exact. Nothing shown to sellers reads the history rows.

export const HISTORY_RETENTION_DAYS = 90;

/** Rows moved per transaction: short enough that page views and orders never wait long. */
const BATCH_SIZE = 2_000;
/** Batches per history table and run; a backlog is worked off over the next runs. */
const MAX_BATCHES_PER_RUN = 100;

const ROLLUP_TABLES = {
  link: "link_daily_counts",
  product: "product_daily_counts",
  store: "store_daily_counts",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Rolls the history older than the retention period up into daily counts; returns the
 * number of history rows moved. Each batch is deleted and counted in one transaction, so a
 * crash loses nothing and counts nothing twice; instances running it at once on PostgreSQL
 * each get only the rows their own delete removed.
 */
export async function rollUpHistory(db: Db, now: Date = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - HISTORY_RETENTION_DAYS * DAY_MS).toISOString();
  let moved = 0;
  for (const kind of Object.keys(COUNTED_TABLES) as CountedKind[]) {
    for (const event of ["view", "click"] as const) {
      for (let batch = 0; batch < MAX_BATCHES_PER_RUN; batch++) {
        const count = await rollUpBatch(db, kind, event, cutoff);
        moved += count;
        if (count < BATCH_SIZE) break;
      }
    }
  }
  return moved;
}

async function rollUpBatch(
  db: Db,
  kind: CountedKind,
  event: CountedEvent,
  cutoff: string,
): Promise<number> {
  const history = HISTORY_TABLES[kind][event];
  const { table, parentKey } = COUNTED_TABLES[kind];
  const rollup = ROLLUP_TABLES[kind];
  const counter = event === "view" ? "views" : "clicks";
  return db.transaction().execute(async (trx) => {
    const { rows } = await sql<{ item_id: string; created_at: string | Date }>`
      delete from ${sql.table(history)}
      where id in (
        select id from ${sql.table(history)} where created_at < ${cutoff} limit ${BATCH_SIZE}
      )
      returning ${sql.ref(parentKey)} as item_id, created_at`.execute(trx);
    if (rows.length === 0) return 0;

    const zones = new Map<string, string>();
    const itemIds = [...new Set(rows.map((row) => row.item_id))];
    for (let start = 0; start < itemIds.length; start += 500) {
      const { rows: items } = await sql<{ id: string; time_zone: string }>`
        select item.id, brands.time_zone from ${sql.table(table)} as item
        join brands on brands.id = item.brand_id
        where item.id in (${sql.join(itemIds.slice(start, start + 500))})`.execute(trx);
      for (const item of items) zones.set(item.id, resolveTimeZone(item.time_zone));
    }

    const counts = new Map<string, { itemId: string; day: string; count: number }>();
    for (const row of rows) {
      const day = dayIn(row.created_at, zones.get(row.item_id));
      const key = `${row.item_id} ${day}`;
      const entry = counts.get(key) ?? { itemId: row.item_id, day, count: 0 };
      entry.count += 1;
      counts.set(key, entry);
    }
    const entries = [...counts.values()];
    for (let start = 0; start < entries.length; start += 200) {
      const values = entries
        .slice(start, start + 200)
        .map(({ itemId, day, count }) => sql`(${itemId}, ${day}, ${count})`);
      const added = sql`${sql.ref(`${rollup}.${counter}`)} + excluded.${sql.ref(counter)}`;
      const upsert = sql`
        insert into ${sql.table(rollup)} (${sql.ref(parentKey)}, day, ${sql.ref(counter)})
        values ${sql.join(values)}
        on conflict (${sql.ref(parentKey)}, day) do update set ${sql.ref(counter)} = ${added}`;
      await upsert.execute(trx);
    }
    return rows.length;
  });
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** YYYY-MM-DD of `instant` in the shop's zone (WIB when the item is gone or the zone bad). */
function dayIn(instant: string | Date, timeZone = resolveTimeZone(undefined)): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      numberingSystem: "latn",
    });
    dayFormatters.set(timeZone, formatter);
  }
  const parts = Object.fromEntries(
    formatter.formatToParts(new Date(instant)).map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}`;
}
