import { sql } from "kysely";
import { shopTimeZoneOf, type ShopTimeZone } from "#domain/shop-time";
import { isReservedPath } from "#domain/reserved-paths";
import { shopColourStyle } from "#domain/shop-colours";
import { catalogueCategories } from "#domain/product-catalog";
import type { ProductOption } from "#domain/product-options";
import { isValidAboutUsername } from "#domain/username";
import type { PublicShop } from "#domain/platform";
import type { Db } from "../db/database";
import { preparedForIds, type AmongIds } from "../db/prepared";
import { hasVerifiedOwner, isPublicBrand } from "./brand-scope";
import { readProductOptions } from "./cart-products";
import { goneNoticeOf, refuseGoneShop } from "./shop-status";
import { describeShopHours, type ShopHoursView } from "#domain/shop-hours";
import { shopHoursOf } from "./shop-hours";
import { withSpecialDays } from "./special-days";

/** What a visitor may see of a brand: published profile fields only. */
export type PublicBrand = {
  id: string;
  name: string;
  username: string;
  aboutText: string | null;
  logoUrl: string | null;
  /** BUKA/TUTUP: the seller's switch is on and the shop's clock is inside its hours. */
  isCurrentlyOpen: boolean;
  /** The shop's zone for dates and delivery days. */
  timeZone: ShopTimeZone;
  /** Today's hours, the week and why it is closed, as the shop's pages show them. */
  hours: ShopHoursView;
  /**
   * The CSS its pages set for the seller's colour (domain/shop-colours.ts), computed here so
   * the page carries no colour arithmetic; null: Gerai's own.
   */
  colourStyle: string | null;
  /** The picture atop the shop's home, if the seller chose one. */
  coverUrl: string | null;
};

/**
 * The brand a public URL names; none for an empty name, one of the site's own paths, or a
 * shop whose owner has not verified the e-mail yet (see isPublicBrand). A suspended or
 * closed shop throws ShopGoneError (410, decision 077): one more small read, made only
 * when the public query found nothing.
 */
export async function findPublicBrandByUsername(
  db: Db,
  username: string,
  now: Date = new Date(),
): Promise<PublicBrand | undefined> {
  // Only a name a shop could have reaches the database (a NUL byte would fail on PostgreSQL).
  if (!isValidAboutUsername(username) || isReservedPath(username)) return undefined;
  const row = await publicBrandQuery(db, username).executeTakeFirst();
  if (!row) {
    await refuseGoneShop(db, username);
    return undefined;
  }
  return publicBrandOf(db, row, now);
}

/**
 * The shop of an order-tracking page: a public one, or a suspended one with its notice, so
 * that a customer can still look up her order and read why nothing moves (decision 077).
 * A closed shop throws ShopGoneError as on every other page.
 */
export async function findTrackingShop(
  db: Db,
  username: string,
  now: Date = new Date(),
): Promise<{ brand: PublicBrand; notice: string | null } | undefined> {
  if (!isValidAboutUsername(username) || isReservedPath(username)) return undefined;
  const row = await publicBrandQuery(db, username).executeTakeFirst();
  if (row) return { brand: await publicBrandOf(db, row, now), notice: null };
  const suspended = await db
    .selectFrom("brands")
    .select(["id", "name", "username", "about_text", "logo_url", "is_currently_open", "time_zone"])
    .select(["operational_hours", "closed_order_policy", "theme_colour", "cover_image_url"])
    .where("username", "=", username.toLowerCase())
    .where("suspended_at", "is not", null)
    .where("closed_at", "is", null)
    .where(hasVerifiedOwner())
    .executeTakeFirst();
  if (!suspended) {
    await refuseGoneShop(db, username);
    return undefined;
  }
  return { brand: await publicBrandOf(db, suspended, now), notice: goneNoticeOf("suspended") };
}

type PublicBrandRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof publicBrandQuery>["executeTakeFirst"]>>
>;

async function publicBrandOf(db: Db, row: PublicBrandRow, now: Date): Promise<PublicBrand> {
  const settings = await withSpecialDays(db, row.id, shopHoursOf(row), now);
  const hours = describeShopHours(settings, now);
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    aboutText: row.about_text,
    logoUrl: row.logo_url,
    isCurrentlyOpen: hours.isOpen,
    timeZone: shopTimeZoneOf(row.time_zone),
    hours,
    colourStyle: shopColourStyle(row.theme_colour),
    coverUrl: row.cover_image_url,
  };
}

/** The public shop of a URL name (its query plan is checked in the integration tests). */
export function publicBrandQuery(db: Db, username: string) {
  return db
    .selectFrom("brands")
    .select(["id", "name", "username", "about_text", "logo_url", "is_currently_open", "time_zone"])
    .select(["operational_hours", "closed_order_policy", "theme_colour", "cover_image_url"])
    .where("username", "=", username.toLowerCase())
    .where(isPublicBrand());
}

const publicBrandIds = (db: Db) => db.selectFrom("brands").select("id").where(isPublicBrand());

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

/** Brand home (spec §2): price-list images oldest first, links in the seller's order. */
export async function getBrandHome(db: Db, brandId: string) {
  const [priceLists, links] = await Promise.all([
    db
      .selectFrom("brand_price_lists")
      .select(["id", "image_url", "title"])
      .where("brand_id", "=", brandId)
      .orderBy("display_order")
      .orderBy("created_at")
      .execute(),
    brandLinksQuery(db, brandId).execute(),
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

/** The shop's links in the seller's order (decision 067); unordered ones newest first. */
export function brandLinksQuery(db: Db, brandId: string) {
  return db
    .selectFrom("links")
    .select(["id", "title", "url", "description", "icon", "thumbnail_type", "link_image"])
    .where("brand_id", "=", brandId)
    .orderBy("display_order")
    .orderBy("created_at", "desc")
    .orderBy("id");
}

export type PublicStore = {
  id: string;
  /** The shop the store belongs to: the platform page lists every shop's stores. */
  shop: { name: string; username: string };
  name: string;
  address: string;
  phone: string;
  googleMapsLink: string | null;
  images: { id: string; imageUrl: string; title: string }[];
};

/**
 * Stores newest first (spec §7), each with its photos in display order; all public brands'
 * when no brand is given.
 */
export async function listPublicStores(db: Db, brandId?: string): Promise<PublicStore[]> {
  let query = db
    .selectFrom("stores")
    .innerJoin("brands", "brands.id", "stores.brand_id")
    .select([
      "stores.id",
      "stores.name",
      "stores.address",
      "stores.phone",
      "stores.google_maps_link",
      "stores.image_url",
      "brands.name as shop_name",
      "brands.username as shop_username",
    ])
    .orderBy("stores.created_at", "desc")
    .orderBy("stores.id")
    .limit(100);
  query = brandId
    ? query.where("stores.brand_id", "=", brandId)
    : query.where("stores.brand_id", "in", publicBrandIds(db));
  const stores = await query.execute();
  if (stores.length === 0) return [];
  const images = await db
    .selectFrom("store_images")
    .select(["id", "store_id", "image_url", "title"])
    .where(
      "store_id",
      "in",
      stores.map((store) => store.id),
    )
    .orderBy("display_order")
    .execute();
  return stores.map((store) => {
    const own = images.filter((image) => image.store_id === store.id);
    return {
      id: store.id,
      shop: { name: store.shop_name, username: store.shop_username },
      name: store.name,
      address: store.address,
      phone: store.phone,
      googleMapsLink: store.google_maps_link,
      images:
        own.length > 0
          ? own.map((image) => ({ id: image.id, imageUrl: image.image_url, title: image.title }))
          : store.image_url
            ? [{ id: `${store.id}-main`, imageUrl: store.image_url, title: store.name }]
            : [],
    };
  });
}

export type PublicBrandContact = {
  customerServiceWhatsapp: string | null;
  customerServiceEmail: string | null;
  phoneNumber: string | null;
};

export async function getBrandContact(db: Db, brandId: string): Promise<PublicBrandContact> {
  const row = await db
    .selectFrom("brands")
    .select(["customer_service_whatsapp", "customer_service_email", "phone_number"])
    .where("id", "=", brandId)
    .executeTakeFirstOrThrow();
  return {
    customerServiceWhatsapp: row.customer_service_whatsapp,
    customerServiceEmail: row.customer_service_email,
    phoneNumber: row.phone_number,
  };
}

export type PublicProduct = {
  id: string;
  brandId: string;
  name: string;
  /** The name of the seller's category the product is in (decision 066); null: none. */
  category: string | null;
  description: string | null;
  price: number;
  images: string[];
  options: ProductOption[];
  /** 'Habis': switched so by the seller, or no units left (shown, not ordered). */
  isSoldOut: boolean;
  /** Units left when the seller counts them ('Sisa 4' where the quantity is chosen), else null. */
  stock: number | null;
};

/**
 * Active products in the seller's order (spec §7) with their images in display order, their
 * options and their category's name; every public brand's when no brand is given (the
 * platform catalogue).
 */
export async function listPublicProducts(db: Db, brandId?: string): Promise<PublicProduct[]> {
  return (await readPublicProducts(db, brandId)).products;
}

/**
 * A shop's catalogue: its products as listPublicProducts reads them, and the chips after
 * 'Semua', her categories in her order that a listed product is in (decision 066).
 */
export async function listPublicCatalogue(
  db: Db,
  brandId: string,
): Promise<{ products: PublicProduct[]; categories: string[] }> {
  const { products, categoryNames } = await readPublicProducts(db, brandId);
  return { products, categories: catalogueCategories(products, categoryNames) };
}

async function readPublicProducts(db: Db, brandId?: string) {
  // A shop's categories are read beside its products; the platform's, for the products read.
  const [products, shopCategories] = await Promise.all([
    publicProductsQuery(db, brandId).execute(),
    brandId ? brandCategoriesQuery(db, brandId).execute() : undefined,
  ]);
  if (products.length === 0) return { products: [], categoryNames: [] };
  const ids = products.map((product) => product.id);
  const categoryIds = [
    ...new Set(products.flatMap((product) => (product.category_id ? [product.category_id] : []))),
  ];
  const [images, options, categories] = await Promise.all([
    readProductImages(db, ids),
    readProductOptions(db, ids),
    shopCategories ??
      (categoryIds.length > 0
        ? db
            .selectFrom("product_categories")
            .select(["id", "name"])
            .where("id", "in", categoryIds)
            .execute()
        : []),
  ]);
  const nameOf = new Map(categories.map((category) => [category.id, category.name]));
  return {
    categoryNames: categories.map((category) => category.name),
    products: products.map<PublicProduct>((product) => {
      const ownImages = images.get(product.id) ?? [];
      return {
        id: product.id,
        brandId: product.brand_id,
        name: product.name,
        category: (product.category_id && nameOf.get(product.category_id)) || null,
        description: product.description,
        price: product.price,
        images: ownImages.length > 0 ? ownImages : product.image_url ? [product.image_url] : [],
        options: options.get(product.id) ?? [],
        isSoldOut: product.is_sold_out || (product.stock !== null && Number(product.stock) <= 0),
        stock: product.stock === null ? null : Number(product.stock),
      };
    }),
  };
}

/** A shop's categories in the seller's order (decision 066). */
export function brandCategoriesQuery(db: Db, brandId: string) {
  return db
    .selectFrom("product_categories")
    .select(["id", "name"])
    .where("brand_id", "=", brandId)
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id");
}

/** The active products of `listPublicProducts`, without their images and options. */
export function publicProductsQuery(db: Db, brandId?: string) {
  const query = db
    .selectFrom("products")
    .select([
      "id",
      "brand_id",
      "name",
      "category_id",
      "description",
      "price",
      "image_url",
      "is_sold_out",
      "stock",
    ])
    .where("is_active", "=", true)
    .orderBy("display_order")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .limit(500);
  return brandId
    ? query.where("brand_id", "=", brandId)
    : query.where("brand_id", "in", publicBrandIds(db));
}

/** The images of the products `among` ids, in display order. */
export function productImagesQuery(db: Db, among: AmongIds) {
  return db
    .selectFrom("product_images")
    .select(["product_id", "image_url"])
    .where(among("product_id"))
    .orderBy("display_order");
}

const productImagesOf = preparedForIds<
  Record<never, never>,
  { product_id: string; image_url: string }
>((db, among) => productImagesQuery(db, among));

/** The images of `productIds` in display order, by product. */
export async function readProductImages(
  db: Db,
  productIds: readonly string[],
): Promise<Map<string, string[]>> {
  const byProduct = new Map<string, string[]>();
  if (productIds.length === 0) return byProduct;
  const { rows } = await productImagesOf(db, productIds, {});
  for (const image of rows) {
    const own = byProduct.get(image.product_id);
    if (own) own.push(image.image_url);
    else byProduct.set(image.product_id, [image.image_url]);
  }
  return byProduct;
}

/** Characters that LIKE reads as wildcards, escaped so a search means its own text. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The platform's shop directory: public shops with at least one active product, by name,
 * optionally those whose name contains `search` (any case). Customers order from one shop
 * at a time, so the platform lists shops rather than mixing their products.
 */
export async function listPublicShops(
  db: Db,
  { search = "" }: { search?: string } = {},
): Promise<PublicShop[]> {
  const rows = await publicShopsQuery(db, search).execute();
  return rows.map((row) => ({
    name: row.name,
    username: row.username,
    aboutText: row.about_text,
    logoUrl: row.logo_url,
    productCount: Number(row.product_count),
  }));
}

/**
 * The directory's shops, in one round trip: the first 100 by name that have an active
 * product (one index probe each, whatever their number of products), then the products of
 * those 100 only are counted. Counting every shop's products to keep those above 0 read the
 * whole catalogue of the platform on every visit.
 */
export function publicShopsQuery(db: Db, search = "") {
  let shops = db
    .selectFrom("brands")
    .select(["id", "name", "username", "about_text", "logo_url"])
    .where(isPublicBrand())
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom("products")
          .select("products.id")
          .whereRef("products.brand_id", "=", "brands.id")
          .where("products.is_active", "=", true),
      ),
    )
    .orderBy("name")
    .orderBy("username")
    .limit(100);
  const needle = search.trim().toLowerCase();
  if (needle) {
    const pattern = `%${escapeLike(needle)}%`;
    shops = shops.where(sql<boolean>`lower(${sql.ref("brands.name")}) like ${pattern} escape '\\'`);
  }
  return db
    .selectFrom(shops.as("shop"))
    .select(["shop.name", "shop.username", "shop.about_text", "shop.logo_url"])
    .select((eb) =>
      eb
        .selectFrom("products")
        .select((inner) => inner.fn.countAll<number | string>().as("count"))
        .whereRef("products.brand_id", "=", "shop.id")
        .where("products.is_active", "=", true)
        .as("product_count"),
    )
    .orderBy("shop.name")
    .orderBy("shop.username");
}
