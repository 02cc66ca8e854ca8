import { businessKindOf } from "#domain/business-kind";
import { mediaVariantUrl } from "#domain/media";
import { resolveOperationalHours } from "#domain/operational-hours";
import { productPathIn } from "#domain/product-slug";
import { productStructuredData, shopStructuredData } from "#domain/structured-data";
import type { Db } from "../db/database";
import { isPublicBrand } from "./brand-scope";
import { refuseGoneShop } from "./shop-status";
import { publicProductsQuery } from "./storefront";

// What search engines read of the platform (decision 074): a sitemap per public shop, the
// index of those sitemaps that robots.txt names, and a shop's structured data. A shop that
// is not public (its owner has not verified the address) is in none of them.

/** The pages of a shop a sitemap lists, after its home: catalogue, stores, about. */
const SHOP_PAGES = ["", "/products", "/stores", "/about"] as const;

/** Sitemaps hold at most 50,000 addresses each (sitemaps.org); an index too. */
const MAX_SITEMAP_ENTRIES = 50_000;

export type SitemapEntry = { url: string; lastModified: string };

const isoDate = (timestamp: string | Date) => new Date(timestamp).toISOString();

const later = (a: string | Date, b: string | Date) =>
  new Date(a).getTime() >= new Date(b).getTime() ? a : b;

/**
 * The sitemap of a public shop by its URL name; undefined when there is none, ShopGoneError
 * for a suspended or closed shop (decision 077). Its pages,
 * then each product its catalogue shows (decision 075) at its canonical address, changed
 * when the product or the shop last was.
 */
export async function shopSitemap(
  db: Db,
  appUrl: string,
  username: string,
  /** Where the shop's pages are under `appUrl`: "" at the root of its own domain. */
  basePath = `/${username.toLowerCase()}`,
): Promise<SitemapEntry[] | undefined> {
  const brand = await db
    .selectFrom("brands")
    .select(["id", "username", "updated_at"])
    .where("username", "=", username.toLowerCase())
    .where(isPublicBrand())
    .executeTakeFirst();
  if (!brand) {
    await refuseGoneShop(db, username);
    return undefined;
  }
  // The catalogue's own products, in its order: those a product page finds.
  const products = await publicProductsQuery(db, brand.id)
    .clearSelect()
    .select(["id", "name", "updated_at"])
    .execute();
  const lastModified = isoDate(brand.updated_at);
  return [
    ...SHOP_PAGES.map((page) => ({
      url: `${appUrl}${basePath}${page || (basePath ? "" : "/")}`,
      lastModified,
    })),
    ...products.map((product) => ({
      url: `${appUrl}${productPathIn(basePath, product)}`,
      lastModified: isoDate(later(product.updated_at, brand.updated_at)),
    })),
  ];
}

/** Every public shop's sitemap, newest change first. */
export async function shopSitemaps(db: Db, appUrl: string): Promise<SitemapEntry[]> {
  const brands = await db
    .selectFrom("brands")
    .select(["username", "updated_at"])
    .where(isPublicBrand())
    // A shop at its own domain is announced there, by that domain's robots.txt (decision 081).
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom("shop_domains")
            .select("shop_domains.brand_id")
            .whereRef("shop_domains.brand_id", "=", "brands.id")
            .where("shop_domains.verified_at", "is not", null),
        ),
      ),
    )
    .orderBy("updated_at", "desc")
    .orderBy("username")
    .limit(MAX_SITEMAP_ENTRIES)
    .execute();
  return brands.map((brand) => ({
    url: `${appUrl}/${brand.username}/sitemap.xml`,
    lastModified: isoDate(brand.updated_at),
  }));
}

/** A shop's home: its URL name's page, or its own domain's root. */
function shopHomeUrl(appUrl: string, basePath: string): string {
  return basePath === "" ? `${appUrl}/` : `${appUrl}${basePath}`;
}

/** The shop's LocalBusiness JSON-LD for its home, from what its pages show. */
export async function getShopStructuredData(
  db: Db,
  appUrl: string,
  brandId: string,
  /** Where the shop's pages are under `appUrl`; its URL name at the platform's address. */
  basePath?: string,
): Promise<Record<string, unknown>> {
  const [brand, stores] = await Promise.all([
    db
      .selectFrom("brands")
      .select([
        "name",
        "username",
        "about_text",
        "logo_url",
        "business_kind",
        "phone_number",
        "customer_service_whatsapp",
        "operational_hours",
      ])
      .where("id", "=", brandId)
      .executeTakeFirstOrThrow(),
    // The stores as the shop's page lists them: newest first.
    db
      .selectFrom("stores")
      .select(["name", "address", "phone"])
      .where("brand_id", "=", brandId)
      .orderBy("created_at", "desc")
      .orderBy("id")
      .limit(20)
      .execute(),
  ]);
  return shopStructuredData({
    name: brand.name,
    description: brand.about_text,
    url: shopHomeUrl(appUrl, basePath ?? `/${brand.username}`),
    imageUrl: brand.logo_url
      ? new URL(mediaVariantUrl(brand.logo_url, 640), `${appUrl}/`).toString()
      : null,
    kind: businessKindOf(brand.business_kind),
    phone: brand.phone_number ?? brand.customer_service_whatsapp,
    stores,
    hours: resolveOperationalHours(brand.operational_hours),
  });
}

/** A product page's Product JSON-LD, from what the page shows. */
export function productPageStructuredData(
  appUrl: string,
  brand: { username: string; name: string; basePath?: string },
  product: {
    id: string;
    name: string;
    description: string | null;
    price: number;
    images: readonly string[];
    isSoldOut: boolean;
  },
): Record<string, unknown> {
  return productStructuredData({
    name: product.name,
    description: product.description,
    price: product.price,
    isSoldOut: product.isSoldOut,
    url: `${appUrl}${productPathIn(brand.basePath ?? `/${brand.username}`, product)}`,
    imageUrls: product.images.map((image) =>
      new URL(mediaVariantUrl(image, 640), `${appUrl}/`).toString(),
    ),
    shop: { name: brand.name, url: shopHomeUrl(appUrl, brand.basePath ?? `/${brand.username}`) },
  });
}
