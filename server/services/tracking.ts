import crypto from "node:crypto";
import { sql } from "kysely";
import type { Db } from "../db/database";

// Spec §7 view/click counters, made atomic (ARCHITECTURE deviation 3): the counter is
// incremented in SQL and a history row written in the same transaction. The visitor's
// IP is left null, as the spec stores it.

export type TrackedKind = "link" | "product" | "store";
export type TrackedEvent = "view" | "click";
export type VisitMeta = { userAgent: string | null; referrer: string | null };

export const TRACKED_TABLES = {
  link: { table: "links", parentKey: "link_id" },
  product: { table: "products", parentKey: "product_id" },
  store: { table: "stores", parentKey: "store_id" },
} as const;

export const HISTORY_TABLES = {
  link: { view: "link_view_histories", click: "link_click_histories" },
  product: { view: "product_view_histories", click: "product_click_histories" },
  store: { view: "store_view_histories", click: "store_click_histories" },
} as const;

/** Counts one view or click; false when the row does not exist (nothing is written). */
export async function recordEvent(
  db: Db,
  kind: TrackedKind,
  event: TrackedEvent,
  id: string,
  meta: VisitMeta,
): Promise<boolean> {
  const { table, parentKey } = TRACKED_TABLES[kind];
  const counter = event === "view" ? "views" : "clicks";
  const ipColumn = event === "view" ? "viewer_ip" : "visitor_ip";
  return db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable(table)
      .set({ [counter]: sql`${sql.ref(counter)} + 1` } as never)
      .where("id", "=", id)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    await trx
      .insertInto(HISTORY_TABLES[kind][event])
      .values({
        id: crypto.randomUUID(),
        [parentKey]: id,
        [ipColumn]: null,
        user_agent: meta.userAgent?.slice(0, 500) ?? null,
        referrer: meta.referrer?.slice(0, 1000) ?? null,
        created_at: new Date().toISOString(),
      } as never)
      .execute();
    return true;
  });
}
