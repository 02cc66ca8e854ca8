import crypto from "node:crypto";
import { PostgresAdapter, sql, type Transaction } from "kysely";
import { z } from "zod";
import {
  CATEGORY_MESSAGES,
  categoryIdOf,
  categoryKeyOf,
  MAX_CATEGORIES,
  movedMessage,
  type OwnCategory,
  ZCategoryInputSchema,
} from "#domain/product-category";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { AppError, parseId, parseInput } from "../errors";
import { ownedBy } from "./brand-scope";

// The seller's own categories (decision 066): added, renamed, put in her order, deleted
// (its products left without a category), and her products moved between them in one
// write. Every query is scoped to the owner's brand; a category of another shop is one
// that does not exist.

type CategoriesContext = { db: Db };

const notFound = () =>
  new AppError("NOT_FOUND", CATEGORY_MESSAGES.notFound, {}, "Category not found or not owned");

const nameTaken = () =>
  new AppError("VALIDATION", CATEGORY_MESSAGES.nameTaken, {
    categoryName: CATEGORY_MESSAGES.nameTaken,
  });

/** Her categories in her order, each with how many of her active products are in it. */
export async function listOwnCategories(
  context: CategoriesContext,
  owner: BrandOwner,
): Promise<OwnCategory[]> {
  const rows = await context.db
    .selectFrom("product_categories")
    .select(["id", "name"])
    .select((eb) =>
      eb
        .selectFrom("products")
        .select((inner) => inner.fn.countAll<number | string>().as("count"))
        .whereRef("products.category_id", "=", "product_categories.id")
        .where("products.is_active", "=", true)
        .as("product_count"),
    )
    .where(ownedBy(owner, "product_categories"))
    .orderBy("position")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    productCount: Number(row.product_count ?? 0),
  }));
}

/**
 * Holds the owner's brand row until the transaction ends, so that two writes to her
 * categories (two names added at once, the 50th category twice) are checked one after the
 * other. SQLite has one writer: its transactions are one after the other already.
 */
async function lockOwnCategories(trx: Transaction<Database>, owner: BrandOwner) {
  let query = trx.selectFrom("brands").select("id").where("id", "=", owner.brandId);
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forUpdate();
  await query.executeTakeFirstOrThrow();
}

/** Refuses a name another of her categories has, whatever its case. */
async function checkNameFree(
  trx: Transaction<Database>,
  owner: BrandOwner,
  key: string,
  exceptId?: string,
) {
  let query = trx
    .selectFrom("product_categories")
    .select("id")
    .where(ownedBy(owner))
    .where("name_key", "=", key);
  if (exceptId) query = query.where("id", "<>", exceptId);
  if (await query.executeTakeFirst()) throw nameTaken();
}

/** Whether `error` is the unique index on a shop's names (a clash the check above missed). */
function isNameTakenError(error: unknown): boolean {
  if (typeof error !== "object" || error === null) return false;
  const { code, constraint, message } = error as Record<string, unknown>;
  if (code === "23505") return constraint === "product_categories_brand_name_unique";
  return (
    typeof code === "string" &&
    code.startsWith("SQLITE_CONSTRAINT") &&
    typeof message === "string" &&
    message.includes("product_categories.name_key")
  );
}

/** Runs a write of names, a clash found by the index refused as the check would. */
async function writingName<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isNameTakenError(error)) throw nameTaken();
    throw error;
  }
}

/**
 * Adds a category to the owner's shop, last in her order. VALIDATION when the name is
 * blank, too long or one of hers already (any case), or when she has MAX_CATEGORIES.
 */
export async function createOwnCategory(
  context: CategoriesContext,
  owner: BrandOwner,
  input: unknown,
): Promise<{ id: string; name: string }> {
  const { categoryName: name } = parseInput(ZCategoryInputSchema, input);
  const key = categoryKeyOf(name);
  const id = crypto.randomUUID();
  await writingName(() =>
    context.db.transaction().execute(async (trx) => {
      await lockOwnCategories(trx, owner);
      const { count, last } = await trx
        .selectFrom("product_categories")
        .select((eb) => [
          eb.fn.countAll<number | string>().as("count"),
          eb.fn.max("position").as("last"),
        ])
        .where(ownedBy(owner))
        .executeTakeFirstOrThrow();
      if (Number(count) >= MAX_CATEGORIES) {
        throw new AppError("VALIDATION", CATEGORY_MESSAGES.tooMany, {
          categoryName: CATEGORY_MESSAGES.tooMany,
        });
      }
      await checkNameFree(trx, owner, key);
      await trx
        .insertInto("product_categories")
        .values({
          id,
          brand_id: owner.brandId,
          name,
          name_key: key,
          position: last === null ? 0 : Number(last) + 1,
          created_at: new Date().toISOString(),
        })
        .execute();
    }),
  );
  return { id, name };
}

/** Renames one of the owner's categories (NOT_FOUND for any other), as a new one is named. */
export async function renameOwnCategory(
  context: CategoriesContext,
  owner: BrandOwner,
  id: unknown,
  input: unknown,
): Promise<{ id: string; name: string }> {
  const categoryId = parseId(id, CATEGORY_MESSAGES.notFound);
  const { categoryName: name } = parseInput(ZCategoryInputSchema, input);
  const key = categoryKeyOf(name);
  await writingName(() =>
    context.db.transaction().execute(async (trx) => {
      await lockOwnCategories(trx, owner);
      await checkNameFree(trx, owner, key, categoryId);
      const result = await trx
        .updateTable("product_categories")
        .set({ name, name_key: key })
        .where("id", "=", categoryId)
        .where(ownedBy(owner))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0) throw notFound();
    }),
  );
  return { id: categoryId, name };
}

/**
 * Deletes one of the owner's categories; its products stay, in no category. Answers how
 * many of her active products were in it.
 */
export async function deleteOwnCategory(
  context: CategoriesContext,
  owner: BrandOwner,
  id: unknown,
): Promise<{ id: string; productCount: number }> {
  const categoryId = parseId(id, CATEGORY_MESSAGES.notFound);
  return context.db.transaction().execute(async (trx) => {
    await lockOwnCategories(trx, owner);
    const category = await trx
      .selectFrom("product_categories")
      .select("id")
      .where("id", "=", categoryId)
      .where(ownedBy(owner))
      .executeTakeFirst();
    if (!category) throw notFound();
    const { count } = await trx
      .selectFrom("products")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("category_id", "=", categoryId)
      .where("is_active", "=", true)
      .executeTakeFirstOrThrow();
    await trx
      .updateTable("products")
      .set({ category_id: null, updated_at: new Date().toISOString() })
      .where("category_id", "=", categoryId)
      .where(ownedBy(owner))
      .execute();
    await trx.deleteFrom("product_categories").where("id", "=", categoryId).execute();
    return { id: categoryId, productCount: Number(count) };
  });
}

// Any text: an id that names none of her categories makes the list not hers.
const ZIdListSchema = (message: string) => z.array(z.string(), { error: message });

/**
 * Her order of the categories, as the catalogue's chips follow it: `ids` must name each of
 * her categories exactly once (a list made before one was added or deleted elsewhere, or
 * naming another shop's, is refused and changes nothing).
 */
export async function reorderOwnCategories(
  context: CategoriesContext,
  owner: BrandOwner,
  ids: unknown,
): Promise<void> {
  const order = parseInput(ZIdListSchema(CATEGORY_MESSAGES.reorderMismatch), ids ?? []);
  await context.db.transaction().execute(async (trx) => {
    await lockOwnCategories(trx, owner);
    const rows = await trx
      .selectFrom("product_categories")
      .select("id")
      .where(ownedBy(owner))
      .execute();
    const own = new Set(rows.map((row) => row.id));
    const isExact =
      order.length === own.size &&
      new Set(order).size === order.length &&
      order.every((id) => own.has(id));
    if (!isExact) {
      throw new AppError(
        "VALIDATION",
        CATEGORY_MESSAGES.reorderMismatch,
        {},
        "Reorder ids are not exactly the brand's categories",
      );
    }
    if (order.length === 0) return;
    // One statement: each id its position (inlined: they are this loop's own integers).
    const positions = sql.join(
      order.map((id, index) => sql`when ${id} then ${sql.lit(index)}`),
      sql` `,
    );
    await trx
      .updateTable("product_categories")
      .set({ position: sql<number>`case id ${positions} else position end` })
      .where(ownedBy(owner))
      .where("id", "in", order)
      .execute();
  });
}

/** Ids are UUIDs made here: anything else names no row (and never reaches the database). */
const isIdShaped = (id: string) => /^[A-Za-z0-9_-]{1,64}$/.test(id);

/** A category that is not hers: NOT_FOUND, or the product form's field error. */
const categoryRefused = (field?: string) =>
  field
    ? new AppError("VALIDATION", CATEGORY_MESSAGES.notFound, {
        [field]: CATEGORY_MESSAGES.notFound,
      })
    : notFound();

/** The most products one move takes: more than a shop lists (500), fewer than a statement's limit. */
const MAX_MOVED = 1000;

/**
 * One of her categories by its id, or null for none; NOT_FOUND for an id that is not hers.
 * On PostgreSQL the row is held until the write ends, so it cannot be deleted meanwhile.
 */
export async function requireOwnCategory(
  trx: Transaction<Database>,
  owner: BrandOwner,
  value: unknown,
  field?: string,
): Promise<{ id: string; name: string } | null> {
  const id = categoryIdOf(value);
  if (id === null) return null;
  if (!isIdShaped(id)) throw categoryRefused(field);
  let query = trx
    .selectFrom("product_categories")
    .select(["id", "name"])
    .where("id", "=", id)
    .where(ownedBy(owner));
  if (trx.getExecutor().adapter instanceof PostgresAdapter) query = query.forShare();
  const category = await query.executeTakeFirst();
  if (!category) throw categoryRefused(field);
  return category;
}

/**
 * Moves the chosen products into one of her categories (`categoryId` blank: into none), in
 * one write: every id must be one of her active products, or nothing moves.
 */
export async function moveOwnProducts(
  context: CategoriesContext,
  owner: BrandOwner,
  input: { ids?: unknown; categoryId?: unknown },
): Promise<{ count: number; message: string }> {
  const ids = [
    ...new Set(parseInput(ZIdListSchema(CATEGORY_MESSAGES.moveMismatch), input.ids ?? [])),
  ];
  if (ids.length === 0) throw new AppError("VALIDATION", CATEGORY_MESSAGES.moveNothing);
  if (ids.length > MAX_MOVED || !ids.every(isIdShaped)) {
    throw new AppError("VALIDATION", CATEGORY_MESSAGES.moveMismatch);
  }
  return context.db.transaction().execute(async (trx) => {
    const target = await requireOwnCategory(trx, owner, input.categoryId);
    const result = await trx
      .updateTable("products")
      .set({ category_id: target?.id ?? null, updated_at: new Date().toISOString() })
      .where(ownedBy(owner))
      .where("is_active", "=", true)
      .where("id", "in", ids)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== ids.length) {
      // Rolled back with the transaction: some were not hers, or not on sale any more.
      throw new AppError(
        "VALIDATION",
        CATEGORY_MESSAGES.moveMismatch,
        {},
        "Moved ids are not all the brand's active products",
      );
    }
    return { count: ids.length, message: movedMessage(ids.length, target?.name ?? null) };
  });
}
