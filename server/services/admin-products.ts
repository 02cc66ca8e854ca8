import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { ProductOption } from "#domain/cart";
import { summarizeCounters } from "#domain/click-rate";
import {
  PRODUCT_MESSAGES,
  ZProductInputSchema,
  type OwnProduct,
  type ProductStats,
} from "#domain/product";
import { PRODUCT_ADMIN_MESSAGES, PRODUCT_NOT_FOUND_DETAIL } from "#domain/product-form";
import type { BrandOwner } from "../auth/guards";
import type { Database } from "../db/schema";
import { AppError, parseId, parseInput } from "../errors";
import { requireStoredImages, type MediaWriteContext } from "../media/stored-url";
import { requireOwnCategory } from "./product-categories";
import { recountQuota } from "./product-quota";
import { ownedBy } from "./brand-scope";
import { firstPlace, saveOrder } from "./display-order";
import { readProductOptions } from "./cart-products";
import { readProductImages } from "./storefront";

// The seller's products (spec §2 /admin/products, §5 product rules, §7 product writes;
// decision 022: sold out, stock, priced and multi-choice options, the seller's order;
// decision 066: each in one of her categories, or none).
// Every query is scoped to the owner's brand; a product, its photos and its options are
// written in one transaction; deleting only marks the product inactive.

type ProductsContext = MediaWriteContext;

const TOP_PRODUCTS = 5;

/**
 * The owner's active products in the seller's order (a new product first), with photos in
 * order, options and totals, and the shop's lead time (what a product without its own
 * follows, decision 065).
 */
export async function getOwnProducts(
  context: ProductsContext,
  owner: BrandOwner,
): Promise<{
  products: OwnProduct[];
  stats: ProductStats;
  topProducts: OwnProduct[];
  shopLeadTimeHours: number;
}> {
  const rows = await context.db
    .selectFrom("products")
    .select([
      "id",
      "name",
      "code",
      "category_id",
      "description",
      "price",
      "image_url",
      "is_sold_out",
      "stock",
      "daily_quota",
      "lead_time_hours",
      "views",
      "clicks",
      "created_at",
    ])
    .where(ownedBy(owner))
    .where("is_active", "=", true)
    .orderBy("display_order")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  // Read as the storefront reads them: a statement per count up to 20 products, one for
  // every longer list (decision 038).
  const ids = rows.map((row) => row.id);
  const [images, options, brand] = await Promise.all([
    readProductImages(context.db, ids),
    readProductOptions(context.db, ids),
    context.db
      .selectFrom("brands")
      .select("lead_time_hours")
      .where("id", "=", owner.brandId)
      .executeTakeFirst(),
  ]);
  const products = rows.map<OwnProduct>((row) => ({
    id: row.id,
    name: row.name,
    code: row.code,
    categoryId: row.category_id,
    description: row.description,
    price: Number(row.price),
    images: images.get(row.id) ?? (row.image_url ? [row.image_url] : []),
    options: options.get(row.id) ?? [],
    isSoldOut: row.is_sold_out,
    stock: row.stock === null ? null : Number(row.stock),
    dailyQuota: row.daily_quota === null ? null : Number(row.daily_quota),
    leadTimeHours: row.lead_time_hours === null ? null : Number(row.lead_time_hours),
    views: Number(row.views),
    clicks: Number(row.clicks),
    createdAt: row.created_at,
  }));
  const { top, ...totals } = summarizeCounters(products, TOP_PRODUCTS);
  return {
    products,
    stats: { totalProducts: products.length, ...totals },
    topProducts: top,
    shopLeadTimeHours: Number(brand?.lead_time_hours ?? 0),
  };
}

export type ProductWrite = {
  name: unknown;
  /** Undefined: keep the product's code as it is (decision 073). */
  code?: unknown;
  categoryId?: unknown;
  description?: unknown;
  price: unknown;
  isSoldOut?: unknown;
  stock?: unknown;
  dailyQuota?: unknown;
  /** `{ amount, unit }` as the form posts it, or hours (decision 065). */
  leadTime?: unknown;
  options?: unknown;
  /** Undefined on update: keep the product's photos as they are. */
  images?: unknown[];
};

async function parseProduct(context: ProductsContext, input: ProductWrite) {
  const product = parseInput(ZProductInputSchema, input);
  await requireStoredImages(context.media, product.images, {
    field: "images",
    message: PRODUCT_ADMIN_MESSAGES.imageInvalid,
  });
  return product;
}

const productId = (id: unknown) => parseId(id, PRODUCT_ADMIN_MESSAGES.notFound);

/** A code another of the shop's products has is refused under the code's field. */
async function requireCodeFree(
  trx: Transaction<Database>,
  owner: BrandOwner,
  code: string | null,
  ownId: string | null,
) {
  if (code === null) return;
  const taken = await trx
    .selectFrom("products")
    .select("id")
    .where(ownedBy(owner))
    .where("code", "=", code)
    .$if(ownId !== null, (query) => query.where("id", "!=", ownId!))
    .executeTakeFirst();
  if (taken) {
    throw new AppError("VALIDATION", PRODUCT_MESSAGES.codeTaken, {
      code: PRODUCT_MESSAGES.codeTaken,
    });
  }
}

export async function insertImages(trx: Transaction<Database>, id: string, images: string[]) {
  if (images.length === 0) return;
  await trx
    .insertInto("product_images")
    .values(
      images.map((imageUrl, index) => ({
        id: crypto.randomUUID(),
        product_id: id,
        image_url: imageUrl,
        display_order: index,
        is_primary: index === 0,
      })),
    )
    .execute();
}

export async function insertOptions(
  trx: Transaction<Database>,
  id: string,
  options: ProductOption[],
) {
  if (options.length === 0) return;
  await trx
    .insertInto("product_options")
    .values(
      options.map((option, index) => ({
        id: crypto.randomUUID(),
        product_id: id,
        name: option.name,
        choices: JSON.stringify(option.choices),
        choice_prices: option.choicePrices ? JSON.stringify(option.choicePrices) : null,
        sold_out_choices: option.soldOutChoices ? JSON.stringify(option.soldOutChoices) : null,
        min_choices: option.minChoices ?? 0,
        max_choices: option.maxChoices ?? 1,
        is_required: option.isRequired,
        display_order: index,
      })),
    )
    .execute();
}

/**
 * Creates a product of the owner's brand with its photos and options, all or nothing. It
 * comes first in the seller's order: one below the lowest the shop has.
 */
export async function createOwnProduct(
  context: ProductsContext,
  owner: BrandOwner,
  input: ProductWrite,
): Promise<{ id: string }> {
  const product = await parseProduct(context, input);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await context.db.transaction().execute(async (trx) => {
    await requireOwnCategory(trx, owner, product.categoryId, "categoryId");
    await requireCodeFree(trx, owner, product.code ?? null, null);
    const place = await firstPlace(trx, "products", owner);
    await trx
      .insertInto("products")
      .values({
        id,
        brand_id: owner.brandId,
        name: product.name,
        code: product.code ?? null,
        category_id: product.categoryId,
        description: product.description || null,
        price: product.price,
        image_url: product.images[0] ?? null,
        is_sold_out: product.isSoldOut,
        stock: product.stock,
        daily_quota: product.dailyQuota,
        lead_time_hours: product.leadTime,
        display_order: place,
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertImages(trx, id, product.images);
    await insertOptions(trx, id, product.options);
  });
  return { id };
}

/**
 * Updates one of the owner's active products. Options are always replaced; photos only
 * when the input carries them (spec §7), all in one transaction.
 */
export async function updateOwnProduct(
  context: ProductsContext,
  owner: BrandOwner,
  id: unknown,
  input: ProductWrite,
): Promise<void> {
  const productIdValue = productId(id);
  const product = await parseProduct(context, input);
  const replacesImages = input.images !== undefined;
  await context.db.transaction().execute(async (trx) => {
    await requireOwnCategory(trx, owner, product.categoryId, "categoryId");
    if (product.code !== undefined) {
      await requireCodeFree(trx, owner, product.code, productIdValue);
    }
    const before = await trx
      .selectFrom("products")
      .select("daily_quota")
      .where("id", "=", productIdValue)
      .where(ownedBy(owner))
      .executeTakeFirst();
    const result = await trx
      .updateTable("products")
      .set({
        name: product.name,
        ...(product.code !== undefined ? { code: product.code } : {}),
        category_id: product.categoryId,
        description: product.description || null,
        price: product.price,
        is_sold_out: product.isSoldOut,
        stock: product.stock,
        daily_quota: product.dailyQuota,
        lead_time_hours: product.leadTime,
        ...(replacesImages ? { image_url: product.images[0] ?? null } : {}),
        updated_at: new Date().toISOString(),
      })
      .where("id", "=", productIdValue)
      .where(ownedBy(owner))
      .where("is_active", "=", true)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) === 0) {
      throw new AppError(
        "NOT_FOUND",
        PRODUCT_ADMIN_MESSAGES.notFound,
        {},
        PRODUCT_NOT_FOUND_DETAIL,
      );
    }
    if (replacesImages) {
      await trx.deleteFrom("product_images").where("product_id", "=", productIdValue).execute();
      await insertImages(trx, productIdValue, product.images);
    }
    await trx.deleteFrom("product_options").where("product_id", "=", productIdValue).execute();
    await insertOptions(trx, productIdValue, product.options);
    // Orders count against a quota only while there is one (decision 060): given or taken
    // away, the product's days are counted afresh.
    const hadQuota = before?.daily_quota !== null && before?.daily_quota !== undefined;
    if (hadQuota !== (product.dailyQuota !== null)) {
      await recountQuota(trx, productIdValue, product.dailyQuota !== null);
    }
  });
}

/**
 * Spec §4: deleting marks the product inactive; the row, its photos and options stay. Its
 * code is given up, so a new product may take it (decision 073).
 */
export async function deleteOwnProduct(
  context: ProductsContext,
  owner: BrandOwner,
  id: unknown,
): Promise<void> {
  const result = await context.db
    .updateTable("products")
    .set({ is_active: false, code: null, updated_at: new Date().toISOString() })
    .where("id", "=", productId(id))
    .where(ownedBy(owner))
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError("NOT_FOUND", PRODUCT_ADMIN_MESSAGES.notFound, {}, PRODUCT_NOT_FOUND_DETAIL);
  }
}

const notFound = () =>
  new AppError("NOT_FOUND", PRODUCT_ADMIN_MESSAGES.notFound, {}, PRODUCT_NOT_FOUND_DETAIL);

/** The shop's active products with their 'Habis' switch only: the cashier's list. */
export async function getOwnSoldOutList(
  context: ProductsContext,
  owner: BrandOwner,
): Promise<{ id: string; name: string; isSoldOut: boolean }[]> {
  const rows = await context.db
    .selectFrom("products")
    .select(["id", "name", "is_sold_out"])
    .where(ownedBy(owner))
    .where("is_active", "=", true)
    .orderBy("display_order")
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({ id: row.id, name: row.name, isSoldOut: Boolean(row.is_sold_out) }));
}

/** The list's 'Habis' switch on one of the owner's active products. */
export async function setOwnProductSoldOut(
  context: ProductsContext,
  owner: BrandOwner,
  id: unknown,
  isSoldOut: boolean,
): Promise<void> {
  const result = await context.db
    .updateTable("products")
    .set({ is_sold_out: isSoldOut === true, updated_at: new Date().toISOString() })
    .where("id", "=", productId(id))
    .where(ownedBy(owner))
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
}

/**
 * The seller's order of the storefront: `ids` must name each of the owner's active
 * products exactly once (a list made before a product was added or deleted elsewhere, or
 * naming another shop's, is refused and changes nothing). Written in one transaction.
 */
export async function reorderOwnProducts(
  context: ProductsContext,
  owner: BrandOwner,
  ids: unknown,
): Promise<void> {
  await context.db.transaction().execute(async (trx) => {
    const rows = await trx
      .selectFrom("products")
      .select("id")
      .where(ownedBy(owner))
      .where("is_active", "=", true)
      .execute();
    await saveOrder(trx, "products", owner, {
      ids,
      ownIds: rows.map((row) => row.id),
      mismatch: PRODUCT_ADMIN_MESSAGES.reorderMismatch,
    });
  });
}
