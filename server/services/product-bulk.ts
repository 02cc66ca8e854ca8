import crypto from "node:crypto";
import type { Transaction } from "kysely";
import {
  BULK_MESSAGES,
  bulkDeletedMessage,
  bulkPriceMessage,
  bulkSoldOutMessage,
  changedPrice,
  copyName,
  MAX_BULK_PRODUCTS,
  ZPriceChangeSchema,
} from "#domain/product-bulk";
import { PRODUCT_ADMIN_MESSAGES } from "#domain/product-form";
import type { BrandOwner } from "../auth/guards";
import type { Database } from "../db/schema";
import type { Db } from "../db/database";
import { AppError, parseId, parseInput } from "../errors";
import { insertImages, insertOptions } from "./admin-products";
import { ownedBy } from "./brand-scope";
import { readProductOptions } from "./cart-products";
import { firstPlace } from "./display-order";
import { readProductImages } from "./storefront";

// Many of the seller's products changed at once from the list, and one product copied
// (decision 073). Each change is one transaction over the chosen products, which must all
// be her active ones: a list made before some were deleted elsewhere changes nothing.

type BulkContext = { db: Db };

/** Ids are UUIDs made here: anything else names no row. */
const isIdShaped = (id: unknown): id is string =>
  typeof id === "string" && /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** The chosen ids, each once; none, too many or a malformed one is refused. */
function chosenIds(ids: unknown): string[] {
  const list = Array.isArray(ids) ? ids : ids === undefined ? [] : [ids];
  if (list.length === 0) throw new AppError("VALIDATION", BULK_MESSAGES.nothingChosen);
  if (list.length > MAX_BULK_PRODUCTS || !list.every(isIdShaped)) {
    throw new AppError("VALIDATION", BULK_MESSAGES.mismatch);
  }
  return [...new Set(list)];
}

const mismatch = () =>
  new AppError("VALIDATION", BULK_MESSAGES.mismatch, {}, "Chosen ids are not all active products");

/** The chosen products' rows, in one transaction; every id must be one of hers, active. */
async function readChosen(trx: Transaction<Database>, owner: BrandOwner, ids: string[]) {
  const rows = await trx
    .selectFrom("products")
    .select(["id", "price"])
    .where(ownedBy(owner))
    .where("is_active", "=", true)
    .where("id", "in", ids)
    .execute();
  if (rows.length !== ids.length) throw mismatch();
  return rows;
}

/** The chosen products switched to 'Habis', or back on sale. */
export async function setOwnProductsSoldOut(
  context: BulkContext,
  owner: BrandOwner,
  input: { ids?: unknown; isSoldOut: boolean },
): Promise<{ count: number; message: string }> {
  const ids = chosenIds(input.ids);
  const isSoldOut = input.isSoldOut === true;
  await context.db.transaction().execute(async (trx) => {
    await readChosen(trx, owner, ids);
    await trx
      .updateTable("products")
      .set({ is_sold_out: isSoldOut, updated_at: new Date().toISOString() })
      .where(ownedBy(owner))
      .where("id", "in", ids)
      .execute();
  });
  return { count: ids.length, message: bulkSoldOutMessage(ids.length, isSoldOut) };
}

/**
 * The chosen products' prices raised or lowered by an amount or a percentage: whole
 * rupiah, never below Rp 0, and all or none (a price past the highest refuses the change).
 */
export async function changeOwnProductPrices(
  context: BulkContext,
  owner: BrandOwner,
  input: { ids?: unknown; by?: unknown; direction?: unknown; value?: unknown },
): Promise<{ count: number; message: string }> {
  const ids = chosenIds(input.ids);
  const change = parseInput(ZPriceChangeSchema, input);
  await context.db.transaction().execute(async (trx) => {
    const rows = await readChosen(trx, owner, ids);
    // One statement per new price: a rise by an amount is one for the whole list.
    const byPrice = new Map<number, string[]>();
    for (const row of rows) {
      const price = changedPrice(Number(row.price), change);
      if (price === null) {
        throw new AppError("VALIDATION", BULK_MESSAGES.priceTooHigh, {
          value: BULK_MESSAGES.priceTooHigh,
        });
      }
      if (price === Number(row.price)) continue;
      byPrice.set(price, [...(byPrice.get(price) ?? []), row.id]);
    }
    const now = new Date().toISOString();
    for (const [price, priced] of byPrice) {
      await trx
        .updateTable("products")
        .set({ price, updated_at: now })
        .where(ownedBy(owner))
        .where("id", "in", priced)
        .execute();
    }
  });
  return { count: ids.length, message: bulkPriceMessage(ids.length) };
}

/** The chosen products deleted (marked inactive, their codes given up), in one write. */
export async function deleteOwnProducts(
  context: BulkContext,
  owner: BrandOwner,
  input: { ids?: unknown },
): Promise<{ count: number; message: string }> {
  const ids = chosenIds(input.ids);
  await context.db.transaction().execute(async (trx) => {
    await readChosen(trx, owner, ids);
    await trx
      .updateTable("products")
      .set({ is_active: false, code: null, updated_at: new Date().toISOString() })
      .where(ownedBy(owner))
      .where("id", "in", ids)
      .execute();
  });
  return { count: ids.length, message: bulkDeletedMessage(ids.length) };
}

/**
 * 'Salin Produk': a new product like one of hers, its options and photos included, named
 * '… (Salinan)', without her code (a code names one product), first in her order and with
 * no views or clicks of its own.
 */
export async function duplicateOwnProduct(
  context: BulkContext,
  owner: BrandOwner,
  id: unknown,
): Promise<{ id: string; message: string }> {
  const sourceId = parseId(id, PRODUCT_ADMIN_MESSAGES.notFound);
  const copyId = crypto.randomUUID();
  await context.db.transaction().execute(async (trx) => {
    const source = await trx
      .selectFrom("products")
      .selectAll()
      .where("id", "=", sourceId)
      .where(ownedBy(owner))
      .where("is_active", "=", true)
      .executeTakeFirst();
    if (!source) throw new AppError("NOT_FOUND", PRODUCT_ADMIN_MESSAGES.notFound);
    const [images, options] = await Promise.all([
      readProductImages(trx, [sourceId]),
      readProductOptions(trx, [sourceId]),
    ]);
    const pictures = images.get(sourceId) ?? (source.image_url ? [source.image_url] : []);
    const now = new Date().toISOString();
    await trx
      .insertInto("products")
      .values({
        id: copyId,
        brand_id: owner.brandId,
        name: copyName(source.name),
        code: null,
        category_id: source.category_id,
        description: source.description,
        price: source.price,
        image_url: pictures[0] ?? null,
        is_sold_out: source.is_sold_out,
        stock: source.stock,
        daily_quota: source.daily_quota,
        lead_time_hours: source.lead_time_hours,
        display_order: await firstPlace(trx, "products", owner),
        is_active: true,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await insertImages(trx, copyId, pictures);
    await insertOptions(trx, copyId, options.get(sourceId) ?? []);
  });
  return { id: copyId, message: BULK_MESSAGES.duplicated };
}
