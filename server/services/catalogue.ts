import crypto from "node:crypto";
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Transaction } from "kysely";
import {
  CATALOGUE_COLUMNS,
  CATALOGUE_HEADERS,
  catalogueFileName,
  catalogueRow,
  columnHeader,
  TEMPLATE_EXAMPLE,
  type CatalogueCell,
  type CatalogueProduct,
} from "#domain/catalogue-file";
import {
  importedOrder,
  optionsKey,
  planImportSteps,
  type ImportCatalogue,
  type ImportCurrentProduct,
  type ImportPlan,
  type WrittenRow,
} from "#domain/catalogue-import";
import { categoryKeyOf } from "#domain/product-category";
import { CSV_BOM, csvRow, EXPORT_CONTENT_TYPES, type ExportFormat } from "#domain/order-export";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import { AppError } from "../errors";
import { insertImages, insertOptions } from "./admin-products";
import { ownedBy } from "./brand-scope";
import { readProductOptions } from "./cart-products";
import { streamOf, workbookChunks } from "./order-export";
import { readSpreadsheet } from "./spreadsheet-read";
import { readProductImages } from "./storefront";

// The seller's whole catalogue in and out of a spreadsheet (decision 073). The export and
// the import's template are written by the orders export's CSV and workbook writers (the
// same formula guard); an import is read, planned and shown first (nothing written), then
// applied in one transaction that plans it again from the file sent once more and refuses
// it when the plan is not the one she saw.

type CatalogueContext = { db: Db };

/** Her products whose options and photos are read, and made into objects, at once. */
const CATALOGUE_PAGE = 250;

type OwnProduct = CatalogueProduct & { id: string; categoryId: string | null };

/**
 * Her active products in her order and her categories: the products' own columns read at
 * once, their options and photos a page at a time as `pages` is read, so a catalogue of
 * thousands is never all objects at once (decision 082).
 */
async function readOwnProducts(
  db: Db,
  owner: BrandOwner,
): Promise<{ categories: ImportCatalogue["categories"]; pages: AsyncGenerator<OwnProduct[]> }> {
  const [rows, categories] = await Promise.all([
    db
      .selectFrom("products")
      .select([
        "id",
        "code",
        "name",
        "description",
        "category_id",
        "price",
        "stock",
        "is_sold_out",
        "image_url",
      ])
      .where(ownedBy(owner))
      .where("is_active", "=", true)
      .orderBy("display_order")
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("product_categories")
      .select(["id", "name"])
      .where(ownedBy(owner))
      .orderBy("position")
      .orderBy("created_at")
      .execute(),
  ]);
  const categoryNames = new Map(categories.map((category) => [category.id, category.name]));
  async function* pages(): AsyncGenerator<OwnProduct[]> {
    for (let start = 0; start < rows.length; start += CATALOGUE_PAGE) {
      const page = rows.slice(start, start + CATALOGUE_PAGE);
      const ids = page.map((row) => row.id);
      const [images, options] = await Promise.all([
        readProductImages(db, ids),
        readProductOptions(db, ids),
      ]);
      yield page.map((row, index) => ({
        id: row.id,
        code: row.code,
        name: row.name,
        description: row.description,
        categoryId: row.category_id,
        categoryName:
          row.category_id === null ? null : (categoryNames.get(row.category_id) ?? null),
        price: Number(row.price),
        stock: row.stock === null ? null : Number(row.stock),
        isSoldOut: row.is_sold_out,
        options: options.get(row.id) ?? [],
        position: start + index + 1,
        images: images.get(row.id) ?? (row.image_url ? [row.image_url] : []),
      }));
    }
  }
  return { categories, pages: pages() };
}

/**
 * Her active products and categories as the import compares them: each product's options
 * kept as their key only, a page at a time, the event loop let run between pages
 * (decision 082).
 */
async function readOwnCatalogue(db: Db, owner: BrandOwner): Promise<ImportCatalogue> {
  const { categories, pages } = await readOwnProducts(db, owner);
  const products: ImportCurrentProduct[] = [];
  for await (const page of pages) {
    for (const { options, ...product } of page) {
      products.push({ ...product, optionsKey: optionsKey(options) });
    }
    await nextTurn();
  }
  return { categories, products };
}

export type CatalogueFile = { fileName: string; contentType: string; body: ReadableStream };

const WIDTHS = CATALOGUE_COLUMNS.map((column) => column.width);

/**
 * Items as a file of the format, a CSV with its BOM or a workbook of one sheet: their rows
 * made and written a batch at a time, so a catalogue of thousands is never all text at once.
 */
function fileOf<T>(
  batches: AsyncIterable<readonly T[]>,
  rowOf: (item: T) => CatalogueCell[],
  format: ExportFormat,
): ReadableStream {
  async function* rows() {
    for await (const items of batches) yield items.map(rowOf);
  }
  if (format === "csv") {
    return streamOf(
      (async function* () {
        yield CSV_BOM + csvRow(CATALOGUE_HEADERS);
        for await (const cells of rows()) yield cells.map((row) => csvRow(row)).join("");
      })(),
    );
  }
  return streamOf(
    workbookChunks([{ name: "Produk", header: CATALOGUE_HEADERS, widths: WIDTHS, rows }]),
  );
}

/**
 * Her catalogue as a file: every active product in her order, read and written a page at a
 * time as the file is sent.
 */
export async function exportOwnCatalogue(
  context: CatalogueContext,
  owner: BrandOwner,
  format: ExportFormat,
): Promise<CatalogueFile> {
  const [{ pages }, brand] = await Promise.all([
    readOwnProducts(context.db, owner),
    context.db
      .selectFrom("brands")
      .select("username")
      .where("id", "=", owner.brandId)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    fileName: catalogueFileName(brand.username, format),
    contentType: EXPORT_CONTENT_TYPES[format],
    body: fileOf(pages, catalogueRow, format),
  };
}

/** The import's template: the headers and an example row. */
export function catalogueTemplate(format: ExportFormat): CatalogueFile {
  return {
    fileName: catalogueFileName(null, format),
    contentType: EXPORT_CONTENT_TYPES[format],
    body: fileOf(
      (async function* () {
        yield [TEMPLATE_EXAMPLE];
      })(),
      (cells) => cells,
      format,
    ),
  };
}

/** What the preview shows and the apply confirms: the plan, and a digest naming it. */
export type ImportPreview = { plan: ImportPlan; digest: string };

/**
 * A digest of what applying would write: the same file against the same catalogue. The
 * JSON of `[[[row, kind, id, value], ...], newCategories]`, hashed a row at a time rather
 * than written out whole first (decision 082).
 */
function digestOf(plan: ImportPlan): string {
  const hash = crypto.createHash("sha256").update("[[");
  let isFirst = true;
  for (const row of plan.rows) {
    if (row.kind === "unchanged") continue;
    hash.update(`${isFirst ? "" : ","}${JSON.stringify([row.row, row.kind, row.id, row.value])}`);
    isFirst = false;
  }
  return hash.update(`],${JSON.stringify(plan.newCategories)}]`).digest("hex");
}

async function readFileRows(file: File): Promise<string[][]> {
  return readSpreadsheet(new Uint8Array(await file.arrayBuffer()));
}

/**
 * The file planned against her catalogue a step at a time, the event loop let run between
 * steps: the collector then finishes what it started, and a file's passing garbage is freed
 * as it is planned rather than piled up until the end (decision 082).
 */
async function planInSteps(
  rows: readonly (readonly string[])[],
  catalogue: ImportCatalogue,
): Promise<ImportPlan> {
  const steps = planImportSteps(rows, catalogue);
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    await nextTurn();
  }
}

/** The file read and checked against her catalogue: nothing is written. */
export async function previewCatalogueImport(
  context: CatalogueContext,
  owner: BrandOwner,
  file: File,
): Promise<ImportPreview> {
  const rows = await readFileRows(file);
  const plan = await planInSteps(rows, await readOwnCatalogue(context.db, owner));
  return { plan, digest: digestOf(plan) };
}

export const IMPORT_APPLY_MESSAGES = {
  hasProblems: "File masih bermasalah. Perbaiki masalahnya, lalu unggah lagi.",
  stale:
    "Katalog atau file berubah sejak pratinjau. Periksa pratinjau terbaru, lalu terapkan lagi.",
  failed: "Gagal menerapkan file",
  applied: (plan: ImportPlan) =>
    `${plan.counts.new} produk baru ditambahkan, ${plan.counts.changed} produk diubah`,
} as const;

const CHUNK = 200;

function chunks<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < items.length; index += CHUNK) {
    out.push(items.slice(index, index + CHUNK));
  }
  return out;
}

/**
 * Applies the file she previewed: planned again inside one transaction against her
 * catalogue as it is now, refused when it has problems or is no longer the plan she saw
 * (`digest`), else every row written or none.
 */
export async function applyCatalogueImport(
  context: CatalogueContext,
  owner: BrandOwner,
  file: File,
  digest: string | undefined,
): Promise<{ plan: ImportPlan; message: string }> {
  const rows = await readFileRows(file);
  return context.db.transaction().execute(async (trx) => {
    const catalogue = await readOwnCatalogue(trx, owner);
    const plan = await planInSteps(rows, catalogue);
    if (plan.problems.length > 0) {
      throw new AppError("VALIDATION", IMPORT_APPLY_MESSAGES.hasProblems);
    }
    if (digestOf(plan) !== digest) throw new AppError("VALIDATION", IMPORT_APPLY_MESSAGES.stale);
    await writePlan(trx, owner, plan, catalogue);
    return { plan, message: IMPORT_APPLY_MESSAGES.applied(plan) };
  });
}

async function writePlan(
  trx: Transaction<Database>,
  owner: BrandOwner,
  plan: ImportPlan,
  catalogue: ImportCatalogue,
) {
  const now = new Date().toISOString();
  // Her new categories, after her last.
  const categoryIds = new Map(
    catalogue.categories.map((category) => [categoryKeyOf(category.name), category.id]),
  );
  if (plan.newCategories.length > 0) {
    const { last } = await trx
      .selectFrom("product_categories")
      .select((eb) => eb.fn.max("position").as("last"))
      .where(ownedBy(owner))
      .executeTakeFirstOrThrow();
    const start = last === null ? 0 : Number(last) + 1;
    const made = plan.newCategories.map((name, index) => ({
      id: crypto.randomUUID(),
      brand_id: owner.brandId,
      name,
      name_key: categoryKeyOf(name),
      position: start + index,
      created_at: now,
    }));
    await trx.insertInto("product_categories").values(made).execute();
    for (const category of made) categoryIds.set(category.name_key, category.id);
  }
  const categoryIdOf = (name: string | null) =>
    name === null ? null : (categoryIds.get(categoryKeyOf(name)) ?? null);

  // New products first in her order, in the file's order (unless the file places them).
  const created = plan.rows.filter((row): row is WrittenRow => row.kind === "new");
  const createdIds = new Map(created.map((row) => [row.row, crypto.randomUUID()]));
  const { lowest } = await trx
    .selectFrom("products")
    .select((eb) => eb.fn.min("display_order").as("lowest"))
    .where(ownedBy(owner))
    .executeTakeFirstOrThrow();
  const top = (lowest === null ? 0 : Number(lowest)) - created.length;
  for (const batch of chunks(created.map((row, index) => ({ row, index })))) {
    await trx
      .insertInto("products")
      .values(
        batch.map(({ row, index }) => ({
          id: createdIds.get(row.row)!,
          brand_id: owner.brandId,
          code: row.value.code ?? null,
          name: row.value.name,
          category_id: categoryIdOf(row.value.categoryName),
          description: row.value.description || null,
          price: row.value.price,
          image_url: null,
          is_sold_out: row.value.isSoldOut,
          stock: row.value.stock,
          display_order: top + index,
          is_active: true,
          created_at: now,
          updated_at: now,
        })),
      )
      .execute();
  }
  for (const row of created) {
    await insertOptions(trx, createdIds.get(row.row)!, row.value.options);
  }

  // Changed products: what the file holds, nothing else (quota, lead time stay). Codes given
  // up first, so two products may swap theirs.
  const changed = plan.rows.filter((row): row is WrittenRow => row.kind === "changed");
  const recoded = changed.filter(
    (row) => row.value.code !== undefined && row.changes.includes(columnHeader("code")),
  );
  if (recoded.length > 0) {
    for (const batch of chunks(recoded.map((row) => row.id!))) {
      await trx
        .updateTable("products")
        .set({ code: null })
        .where(ownedBy(owner))
        .where("id", "in", batch)
        .execute();
    }
  }
  for (const row of changed) {
    const id = row.id!;
    const value = row.value;
    await trx
      .updateTable("products")
      .set({
        ...(value.code !== undefined ? { code: value.code } : {}),
        name: value.name,
        category_id: categoryIdOf(value.categoryName),
        description: value.description || null,
        price: value.price,
        stock: value.stock,
        is_sold_out: value.isSoldOut,
        ...(row.changes.includes(columnHeader("photos"))
          ? { image_url: value.images[0] ?? null }
          : {}),
        updated_at: now,
      })
      .where("id", "=", id)
      .where(ownedBy(owner))
      .execute();
    if (row.changes.includes(columnHeader("options"))) {
      await trx.deleteFrom("product_options").where("product_id", "=", id).execute();
      await insertOptions(trx, id, value.options);
    }
    if (row.changes.includes(columnHeader("photos"))) {
      await trx.deleteFrom("product_images").where("product_id", "=", id).execute();
      await insertImages(trx, id, value.images);
    }
  }

  // Her order, when the file places any product.
  const order = importedOrder(plan, catalogue);
  if (order) {
    for (const [index, ref] of order.entries()) {
      const id = "id" in ref ? ref.id : createdIds.get(ref.row)!;
      await trx
        .updateTable("products")
        .set({ display_order: index })
        .where("id", "=", id)
        .where(ownedBy(owner))
        .execute();
    }
  }
}
