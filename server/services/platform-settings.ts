import { DEFAULT_SUPPORT_PHONE, PRODUCT_NAME } from "../../domain/platform";
import type { Db } from "../db/database";

export const PLATFORM_SETTINGS_ID = "default";

/** Platform settings as the shell uses them, with every default applied (spec §3). */
export type PlatformSettings = {
  siteTitle: string;
  faviconUrl: string | null;
  logoUrl: string | null;
  logoSmallUrl: string | null;
  customerSupportPhone: string;
};

/** Creates the single settings row on first start; never overwrites an existing one. */
export async function ensurePlatformSettings(db: Db): Promise<void> {
  await db
    .insertInto("platform_settings")
    .values({
      id: PLATFORM_SETTINGS_ID,
      site_title: PRODUCT_NAME,
      customer_support_phone: DEFAULT_SUPPORT_PHONE,
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.column("id").doNothing())
    .execute();
}

export async function getPlatformSettings(db: Db): Promise<PlatformSettings> {
  const row = await db
    .selectFrom("platform_settings")
    .selectAll()
    .where("id", "=", PLATFORM_SETTINGS_ID)
    .executeTakeFirst();
  return {
    siteTitle: row?.site_title?.trim() || PRODUCT_NAME,
    faviconUrl: row?.favicon_url || null,
    logoUrl: row?.logo_url || null,
    logoSmallUrl: row?.logo_small_url || null,
    customerSupportPhone: row?.customer_support_phone?.trim() || DEFAULT_SUPPORT_PHONE,
  };
}
