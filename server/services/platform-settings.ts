import { INVALID_VALUE_MESSAGE, toSingleLine } from "#domain/form-text";
import { DEFAULT_SUPPORT_PHONE, PRODUCT_NAME } from "#domain/platform";
import {
  PLATFORM_SETTINGS_MESSAGES,
  ZPlatformSettingsSchema,
  type PlatformSettings,
} from "#domain/platform-settings";
import type { SessionUser } from "../auth/guards";
import type { Db } from "../db/database";
import { AppError, parseInput } from "../errors";
import { requireStoredImages, type MediaWriteContext } from "../media/stored-url";

export const PLATFORM_SETTINGS_ID = "default";

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
    siteTitle: toSingleLine(row?.site_title ?? "") || PRODUCT_NAME,
    faviconUrl: row?.favicon_url || null,
    logoUrl: row?.logo_url || null,
    logoSmallUrl: row?.logo_small_url || null,
    customerSupportPhone: row?.customer_support_phone?.trim() || DEFAULT_SUPPORT_PHONE,
  };
}

/**
 * Saves the settings; only platform administrators may (ARCHITECTURE deviation 4). A
 * picture keeps its stored URL unless a new upload replaced it.
 */
export async function updatePlatformSettings(
  { db, media }: MediaWriteContext,
  user: SessionUser,
  input: unknown,
): Promise<void> {
  if (user.role !== "platform-admin") {
    throw new AppError("FORBIDDEN", PLATFORM_SETTINGS_MESSAGES.forbidden);
  }
  if (typeof input !== "object" || input === null || Array.isArray(input)) {
    throw new AppError("VALIDATION", INVALID_VALUE_MESSAGE);
  }
  const raw = input as Record<string, unknown>;
  const current = await db
    .selectFrom("platform_settings")
    .select(["favicon_url", "logo_url", "logo_small_url"])
    .where("id", "=", PLATFORM_SETTINGS_ID)
    .executeTakeFirst();
  const stored = {
    faviconUrl: current?.favicon_url ?? null,
    logoUrl: current?.logo_url ?? null,
    logoSmallUrl: current?.logo_small_url ?? null,
  };
  // A picture left as it was stays whatever its URL (a static file set by hand, say); a
  // new one must be a picture stored by the upload endpoint.
  const isKept = (field: keyof typeof stored) =>
    stored[field] !== null && raw[field] === stored[field];
  const settings = parseInput(ZPlatformSettingsSchema, {
    ...raw,
    faviconUrl: isKept("faviconUrl") ? null : raw.faviconUrl,
    logoUrl: isKept("logoUrl") ? null : raw.logoUrl,
    logoSmallUrl: isKept("logoSmallUrl") ? null : raw.logoSmallUrl,
  });
  await requireStoredImages(
    media,
    (["faviconUrl", "logoUrl", "logoSmallUrl"] as const).map((field) =>
      isKept(field) ? null : settings[field],
    ),
    { field: "images", message: PLATFORM_SETTINGS_MESSAGES.imageInvalid },
  );
  const picture = (field: keyof typeof stored) => (isKept(field) ? stored[field] : settings[field]);
  await db
    .insertInto("platform_settings")
    .values({
      id: PLATFORM_SETTINGS_ID,
      site_title: settings.siteTitle,
      customer_support_phone: settings.customerSupportPhone,
      favicon_url: picture("faviconUrl"),
      logo_url: picture("logoUrl"),
      logo_small_url: picture("logoSmallUrl"),
      updated_at: new Date().toISOString(),
    })
    .onConflict((oc) =>
      oc.column("id").doUpdateSet((eb) => ({
        site_title: eb.ref("excluded.site_title"),
        customer_support_phone: eb.ref("excluded.customer_support_phone"),
        favicon_url: eb.ref("excluded.favicon_url"),
        logo_url: eb.ref("excluded.logo_url"),
        logo_small_url: eb.ref("excluded.logo_small_url"),
        updated_at: eb.ref("excluded.updated_at"),
      })),
    )
    .execute();
}
