import crypto from "node:crypto";
import type { Transaction } from "kysely";
import type { ProductOption } from "#domain/cart";
import { summarizeCounters } from "#domain/click-rate";
import { ZProductInputSchema, type OwnProduct, type ProductStats } from "#domain/product";
import { PRODUCT_ADMIN_MESSAGES, PRODUCT_NOT_FOUND_DETAIL } from "#domain/product-form";
import type { BrandOwner } from "../auth/guards";
import type { Database } from "../db/schema";
import { AppError, parseId, parseInput } from "../errors";
import { requireStoredImages, type MediaWriteContext } from "../media/stored-url";
import { ownedBy } from "./brand-scope";

// The seller's products (spec §2 /admin/products, §5 product rules, §7 product writes).
// Every query is scoped to the owner's brand; a product, its photos and its options are
// written in one transaction; deleting only marks the product inactive.

type ProductsContext = MediaWriteContext;

const TOP_PRODUCTS = 5;

/** The owner's active products newest first, with photos in order, options and totals. */
export async function getOwnProducts(
  context: ProductsContext,
  owner: BrandOwner,
): Promise<{ products: OwnProduct[]; stats: ProductStats; topProducts: OwnProduct[] }> {
  const rows = await context.db
    .selectFrom("products")
    .select([
      "id",
      "name",
      "category",
      "description",
      "price",
      "image_url",
      "views",
      "clicks",
      "created_at",
    ])
    .where(ownedBy(owner))
    .where("is_active", "=", true)
    .orderBy("created_at", "desc")
    .orderBy("id")
    .execute();
  const ids = rows.map((row) => row.id);
  const [images, options] =
    ids.length === 0
      ? [[], []]
      : await Promise.all([
          context.db
            .selectFrom("product_images")
            .select(["product_id", "image_url"])
            .where("product_id", "in", ids)
            .orderBy("display_order")
            .execute(),
          context.db
            .selectFrom("product_options")
            .select(["product_id", "name", "choices", "is_required"])
            .where("product_id", "in", ids)
            .orderBy("display_order")
            .execute(),
        ]);
  const products = rows.map<OwnProduct>((row) => {
    const ownImages = images
      .filter((image) => image.product_id === row.id)
      .map((image) => image.image_url);
    return {
      id: row.id,
      name: row.name,
      category: row.category,
      description: row.description,
      price: Number(row.price),
      images: ownImages.length > 0 ? ownImages : row.image_url ? [row.image_url] : [],
      options: options
        .filter((option) => option.product_id === row.id)
        .map((option) => ({
          name: option.name,
          choices: option.choices,
          isRequired: option.is_required,
        })),
      views: Number(row.views),
      clicks: Number(row.clicks),
      createdAt: row.created_at,
    };
  });
  const { top, ...totals } = summarizeCounters(products, TOP_PRODUCTS);
  return { products, stats: { totalProducts: products.length, ...totals }, topProducts: top };
}

export type ProductWrite = {
  name: unknown;
  category?: unknown;
  description?: unknown;
  price: unknown;
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

async function insertImages(trx: Transaction<Database>, id: string, images: string[]) {
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

async function insertOptions(trx: Transaction<Database>, id: string, options: ProductOption[]) {
  if (options.length === 0) return;
  await trx
    .insertInto("product_options")
    .values(
      options.map((option, index) => ({
        id: crypto.randomUUID(),
        product_id: id,
        name: option.name,
        choices: JSON.stringify(option.choices),
        is_required: option.isRequired,
        display_order: index,
      })),
    )
    .execute();
}

/** Creates a product of the owner's brand with its photos and options, all or nothing. */
export async function createOwnProduct(
  context: ProductsContext,
  owner: BrandOwner,
  input: ProductWrite,
): Promise<{ id: string }> {
  const product = await parseProduct(context, input);
  const id = crypto.randomUUID();
  const now = new Date().toISOString();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .insertInto("products")
      .values({
        id,
        brand_id: owner.brandId,
        name: product.name,
        category: product.category,
        description: product.description || null,
        price: product.price,
        image_url: product.images[0] ?? null,
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
    const result = await trx
      .updateTable("products")
      .set({
        name: product.name,
        category: product.category,
        description: product.description || null,
        price: product.price,
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
  });
}

/** Spec §4: deleting marks the product inactive; the row, its photos and options stay. */
export async function deleteOwnProduct(
  context: ProductsContext,
  owner: BrandOwner,
  id: unknown,
): Promise<void> {
  const result = await context.db
    .updateTable("products")
    .set({ is_active: false, updated_at: new Date().toISOString() })
    .where("id", "=", productId(id))
    .where(ownedBy(owner))
    .where("is_active", "=", true)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) {
    throw new AppError("NOT_FOUND", PRODUCT_ADMIN_MESSAGES.notFound, {}, PRODUCT_NOT_FOUND_DETAIL);
  }
}
