import type { CompiledQuery } from "kysely";
import type { Db } from "../db/database";
import { PLATFORM_SETTINGS_ID } from "./platform-settings";

// The numbers that tell a kept shop page it is out of date (decision 027). A write that
// changes what a shop's pages show touches its shop's pages, in its own transaction where it
// has one; saving the platform settings changes theirs (platform-settings.ts), which every
// page carries. The page cache compares the
// numbers a page was rendered with against those read when it is asked for again.

/** Marks the shop's pages out of date; `db` may be the write's own transaction. */
export async function touchShopPages(db: Db, brandId: string): Promise<void> {
  await db
    .updateTable("brands")
    .set((eb) => ({ page_version: eb("page_version", "+", 1) }))
    .where("id", "=", brandId)
    .execute();
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
