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

export type PublicLink = {
  id: string;
  title: string;
  url: string;
  description: string | null;
  icon: string;
  thumbnailType: "icon" | "upload";
  linkImage: string | null;
};

export type PublicPriceList = { id: string; imageUrl: string; title: string };

/** Brand home (spec §2): price-list images oldest first, links newest first. */
export async function getBrandHome(db: Db, brandId: string) {
  const [priceLists, links] = await Promise.all([
    db
      .selectFrom("brand_price_lists")
      .select(["id", "image_url", "title"])
      .where("brand_id", "=", brandId)
      .orderBy("display_order")
      .orderBy("created_at")
      .execute(),
    db
      .selectFrom("links")
      .select(["id", "title", "url", "description", "icon", "thumbnail_type", "link_image"])
      .where("brand_id", "=", brandId)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
  ]);
  return {
    priceLists: priceLists.map<PublicPriceList>((row) => ({
      id: row.id,
      imageUrl: row.image_url,
      title: row.title,
    })),
    links: links.map<PublicLink>((row) => ({
      id: row.id,
      title: row.title,
      url: row.url,
      description: row.description,
      icon: row.icon,
      thumbnailType: row.thumbnail_type,
      linkImage: row.link_image,
    })),
  };
}
