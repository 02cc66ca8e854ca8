import type { Db } from "../db/database";

/** What a visitor may see of a brand: published profile fields only. */
export type PublicBrand = {
  id: string;
  name: string;
  username: string;
  aboutText: string | null;
  logoUrl: string | null;
  isCurrentlyOpen: boolean;
};

export async function findPublicBrandByUsername(
  db: Db,
  username: string,
): Promise<PublicBrand | undefined> {
  const row = await db
    .selectFrom("brands")
    .select(["id", "name", "username", "about_text", "logo_url", "is_currently_open"])
    .where("username", "=", username.toLowerCase())
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    aboutText: row.about_text,
    logoUrl: row.logo_url,
    isCurrentlyOpen: row.is_currently_open,
  };
}
