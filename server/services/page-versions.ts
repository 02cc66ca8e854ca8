import type { CompiledQuery } from "kysely";
import type { Db } from "../db/database";
import { PLATFORM_SETTINGS_ID } from "./platform-settings";

// The numbers that tell a kept shop page it is out of date (decision 027). The one write
// path of the interface (form-action.ts) touches them after every form that succeeds: a
// seller's form its shop's pages, the platform settings every shop's, which every page
// carries. Writes outside forms touch them themselves, and only when they change what a page
// shows: an order taking a unit of stock or filling a delivery slot. The page cache compares
// the numbers a page was rendered with against those read when it is asked for again.

/** Marks the shop's pages out of date; `db` may be the write's own transaction. */
export async function touchShopPages(db: Db, brandId: string): Promise<void> {
  await db
    .updateTable("brands")
    .set((eb) => ({ page_version: eb("page_version", "+", 1) }))
    .where("id", "=", brandId)
    .execute();
}

/** Marks every shop's pages out of date: they all show the platform settings. */
async function touchEveryShopsPages(db: Db): Promise<void> {
  await db
    .updateTable("platform_settings")
    .set((eb) => ({ page_version: eb("page_version", "+", 1) }))
    .where("id", "=", PLATFORM_SETTINGS_ID)
    .execute();
}

/**
 * The kept pages a form's success changes: its seller's shop's (`{ brandId }`, the
 * signed-in owner), every shop's ("every-shop", the platform settings), or none (account
 * forms and order tracking, which write nothing a shop page shows).
 */
export type ChangedPages = { brandId: string } | "every-shop" | "none";

/** Marks `pages` out of date. */
export async function touchPages(db: Db, pages: ChangedPages): Promise<void> {
  if (pages === "none") return;
  if (pages === "every-shop") await touchEveryShopsPages(db);
  else await touchShopPages(db, pages.brandId);
}

const versionQueries = new WeakMap<Db, CompiledQuery<VersionRow>>();
type VersionRow = { id: string; page_version: number; platform: number | null };

/**
 * The version of the pages of the shop named `username` (lower case, as stored), or
 * undefined when no shop has that name: one indexed read per request, its statement built
 * once per database. It names the shop too: a name another shop takes later is another
 * shop's page, whatever its numbers.
 */
export async function readPageVersion(db: Db, username: string): Promise<string | undefined> {
  let query = versionQueries.get(db);
  if (!query) {
    query = db
      .selectFrom("brands")
      .select(["id", "page_version"])
      .select((eb) =>
        eb
          .selectFrom("platform_settings")
          .select("page_version")
          .where("id", "=", PLATFORM_SETTINGS_ID)
          .as("platform"),
      )
      .where("username", "=", "")
      .compile();
    versionQueries.set(db, query);
  }
  const { rows } = await db.executeQuery<VersionRow>({
    ...query,
    parameters: [PLATFORM_SETTINGS_ID, username],
  });
  const row = rows[0];
  return row ? `${row.platform ?? 0}.${row.id}.${row.page_version}` : undefined;
}
