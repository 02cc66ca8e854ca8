import { z } from "zod";
import { parseOptionsCell } from "./catalogue-options";
import {
  CATALOGUE_COLUMNS,
  columnHeader,
  type CatalogueColumn,
  type CatalogueProduct,
} from "./catalogue-file";
import { plainProductInput, ZProductInputSchema, type PlainProduct } from "./product";
import { groupThousands } from "./rupiah";
import {
  CATEGORY_MESSAGES,
  categoryKeyOf,
  MAX_CATEGORIES,
  ZCategoryInputSchema,
} from "./product-category";
import { choicePrice, isChoiceSoldOut, isMultiChoice, type ProductOption } from "./product-options";

// A catalogue file read and checked before anything is written (decision 073): each row
// matched to one of the seller's products by its code (or its name when it has none), checked
// by the product form's own schema, and sorted into new, changed and unchanged, with every
// problem named by its row and column. Nothing here writes; the server applies a plan with
// no problems in one transaction.

/** The most products one file brings. */
export const MAX_IMPORT_ROWS = 5_000;

export const IMPORT_MESSAGES = {
  empty: "File tidak berisi produk. Isi mulai baris kedua, di bawah judul kolom.",
  unreadable: "File tidak dapat dibaca. Unggah file CSV atau Excel (.xlsx) dari template.",
  tooManyRows: (count: number) =>
    `File berisi ${groupThousands(count)} baris produk; maksimal ${groupThousands(MAX_IMPORT_ROWS)}.`,
  missingColumn: (header: string) => `Kolom "${header}" tidak ditemukan di baris pertama`,
  formula:
    'Teks yang diawali "=", "+" atau "@" dibaca spreadsheet sebagai rumus. Awali dengan tanda petik (\') bila memang teks.',
  soldOut: 'Isi dengan "Ya" atau "Tidak"',
  order: "Urutan harus angka bulat 1 atau lebih",
  codeRepeated: (code: string, row: number) =>
    `Kode Produk "${code}" sudah dipakai di baris ${row}`,
  sameProduct: (row: number) => `Produk ini sudah diubah oleh baris ${row}`,
  nameAmbiguous:
    "Ada beberapa produk dengan nama ini. Isi Kode Produk agar jelas produk mana yang diubah.",
  photoIgnored: (url: string) =>
    `Foto "${url.length > 60 ? `${url.slice(0, 60)}…` : url}" bukan foto produk ini dan diabaikan. Tambahkan foto lewat formulir produk.`,
} as const;

/**
 * One of the seller's products as the import compares it: her options only as their key
 * (`optionsKey`), made once as her catalogue is read, not kept as objects (decision 082).
 */
export type ImportCurrentProduct = Omit<CatalogueProduct, "options"> & {
  id: string;
  categoryId: string | null;
  optionsKey: string;
};

export type ImportCatalogue = {
  /** Her active products in her order (`position` from 1). */
  products: ImportCurrentProduct[];
  categories: { id: string; name: string }[];
};

/** A problem (or a notice) of the file: its spreadsheet row and column when it has them. */
export type ImportIssue = { row: number | null; column: string | null; message: string };

/** A row of the plan that writes: a new product or a changed one. */
export type WrittenRow = Extract<PlannedRow, { value: ImportedProduct }>;

/** A product of the file as it will be written. */
export type ImportedProduct = {
  /** Undefined: keep the product's code (a row without one, matched by name). */
  code: string | null | undefined;
  name: string;
  description: string;
  categoryName: string | null;
  price: number;
  stock: number | null;
  isSoldOut: boolean;
  options: ProductOption[];
  images: string[];
  /** Its place in her order; null: where it is (a new one: first). */
  position: number | null;
};

export type PlannedRow =
  | {
      row: number;
      kind: "new" | "changed";
      /** The product changed; null for a new one. */
      id: string | null;
      /** The columns whose values change. */
      changes: string[];
      value: ImportedProduct;
    }
  | {
      row: number;
      kind: "unchanged";
      id: string;
      /** None. */
      changes: string[];
      /**
       * Only what the plan still reads of a row that writes nothing (its place in her
       * order): its options and photos are not kept (decision 082).
       */
      value: Pick<ImportedProduct, "code" | "name" | "price" | "position">;
    };

export type ImportPlan = {
  rows: PlannedRow[];
  problems: ImportIssue[];
  notices: ImportIssue[];
  /** Categories the file names that she does not have yet: made when it is applied. */
  newCategories: string[];
  counts: { new: number; changed: number; unchanged: number };
};

const ANY_SPACE = /\s+/;

/** The cell as typed: a leading apostrophe that guarded a formula-looking text is dropped. */
const unguard = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);

const looksLikeFormula = (text: string) => /^[=+@]/.test(text);

const SOLD_OUT_VALUES: Record<string, boolean> = {
  "": false,
  tidak: false,
  t: false,
  no: false,
  n: false,
  "0": false,
  false: false,
  ya: true,
  y: true,
  yes: true,
  "1": true,
  true: true,
  habis: true,
};

/** Where each column is in the header row, by its header (any case, spaces trimmed). */
function columnIndexes(header: readonly string[]): Map<CatalogueColumn, number> {
  const byHeader = new Map(
    header.map((text, index) => [
      text
        .replace(/^\uFEFF/, "")
        .trim()
        .toLowerCase(),
      index,
    ]),
  );
  const indexes = new Map<CatalogueColumn, number>();
  for (const column of CATALOGUE_COLUMNS) {
    const index = byHeader.get(column.header.toLowerCase());
    if (index !== undefined) indexes.set(column.key, index);
  }
  return indexes;
}

/** The product schema's field a problem is in, as the file's column. */
const FIELD_COLUMNS: Record<string, CatalogueColumn> = {
  name: "name",
  code: "code",
  description: "description",
  price: "price",
  stock: "stock",
  isSoldOut: "soldOut",
  options: "options",
  images: "photos",
};

const checkProduct = (input: unknown) => ZProductInputSchema.safeParse(input);

/** Options compared by what a customer sees and pays, whatever order their fields have. */
export function optionsKey(options: readonly ProductOption[]): string {
  return JSON.stringify(
    options.map((option) => [
      option.name,
      option.isRequired,
      isMultiChoice(option) ? [option.minChoices ?? 0, option.maxChoices] : null,
      option.choices.map((choice) => [
        choice,
        choicePrice(option, choice),
        isChoiceSoldOut(option, choice),
      ]),
    ]),
  );
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item, index) => item === b[index]);

/** The columns whose values the row changes on the product. */
function changedColumns(value: ImportedProduct, current: ImportCurrentProduct): string[] {
  const changed: CatalogueColumn[] = [];
  if (value.code !== undefined && value.code !== current.code) changed.push("code");
  if (value.name !== current.name) changed.push("name");
  if (value.description !== (current.description ?? "")) changed.push("description");
  const category = value.categoryName === null ? null : categoryKeyOf(value.categoryName);
  const currentCategory =
    current.categoryName === null ? null : categoryKeyOf(current.categoryName);
  if (category !== currentCategory) changed.push("category");
  if (value.price !== current.price) changed.push("price");
  if (value.stock !== current.stock) changed.push("stock");
  if (value.isSoldOut !== current.isSoldOut) changed.push("soldOut");
  if (optionsKey(value.options) !== current.optionsKey) changed.push("options");
  if (value.position !== null && value.position !== current.position) changed.push("order");
  if (!sameList(value.images, current.images)) changed.push("photos");
  return changed.map(columnHeader);
}

/** Rows planned between two pauses of `planImportSteps`. */
const ROWS_A_STEP = 250;

/**
 * The file's rows (its first row the column headers) read against her catalogue: what
 * applying it would do, and every problem that keeps it from being applied. It pauses
 * (yields) every ROWS_A_STEP rows, so the server can let the garbage of the rows planned
 * so far be collected before it goes on (decision 082); its answer is the plan.
 */
export function* planImportSteps(
  table: readonly (readonly string[])[],
  catalogue: ImportCatalogue,
): Generator<void, ImportPlan, void> {
  const plan: ImportPlan = {
    rows: [],
    problems: [],
    notices: [],
    newCategories: [],
    counts: { new: 0, changed: 0, unchanged: 0 },
  };
  const problem = (row: number | null, column: CatalogueColumn | null, message: string) =>
    plan.problems.push({ row, column: column === null ? null : columnHeader(column), message });

  const [header = [], ...body] = table;
  const indexes = columnIndexes(header);
  for (const required of ["name", "price"] as const) {
    if (!indexes.has(required))
      problem(1, required, IMPORT_MESSAGES.missingColumn(columnHeader(required)));
  }
  if (plan.problems.length > 0) return plan;
  const rows = body
    .map((cells, index) => ({ cells, row: index + 2 }))
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ""));
  if (rows.length === 0) {
    problem(null, null, IMPORT_MESSAGES.empty);
    return plan;
  }
  if (rows.length > MAX_IMPORT_ROWS) {
    problem(null, null, IMPORT_MESSAGES.tooManyRows(rows.length));
    return plan;
  }

  const byCode = new Map<string, ImportCurrentProduct>();
  const byName = new Map<string, ImportCurrentProduct[]>();
  for (const product of catalogue.products) {
    if (product.code !== null) byCode.set(product.code, product);
    byName.set(product.name, [...(byName.get(product.name) ?? []), product]);
  }
  // Her categories by their keys: the first of a key, as a search in her order finds it.
  const knownCategories = new Map<string, string>();
  for (const category of catalogue.categories) {
    const key = categoryKeyOf(category.name);
    if (!knownCategories.has(key)) knownCategories.set(key, category.name);
  }
  const categoryChecks = new Map<string, { name: string } | { message: string }>();
  const newCategoryKeys = new Map<string, string>();
  const codeRows = new Map<string, number>();
  const productRows = new Map<string, number>();

  // One row: its problems and notices noted, and, valid, what applying it would do.
  const planRow = (cells: readonly string[], row: number) => {
    const cellOf = (key: CatalogueColumn) => {
      const index = indexes.get(key);
      return index === undefined ? "" : unguard(cells[index] ?? "");
    };
    let isValid = true;
    const refuse = (column: CatalogueColumn | null, message: string) => {
      problem(row, column, message);
      isValid = false;
    };
    for (let at = 0; at < CATALOGUE_COLUMNS.length; at += 1) {
      const column = CATALOGUE_COLUMNS[at]!;
      const index = indexes.get(column.key);
      if (index !== undefined && looksLikeFormula(cells[index] ?? "")) {
        refuse(column.key, IMPORT_MESSAGES.formula);
      }
    }
    if (!isValid) return;

    const soldOut = SOLD_OUT_VALUES[cellOf("soldOut").trim().toLowerCase()];
    if (soldOut === undefined) refuse("soldOut", IMPORT_MESSAGES.soldOut);
    const orderText = cellOf("order").trim();
    const position = orderText === "" ? null : /^\d{1,6}$/.test(orderText) ? Number(orderText) : 0;
    if (position === 0) refuse("order", IMPORT_MESSAGES.order);
    const options = parseOptionsCell(cellOf("options"));
    if (!options.ok) refuse("options", options.message);

    // Which of her products the row is: by its code, else by its name.
    const codeText = cellOf("code").trim();
    const nameText = cellOf("name").trim();
    let current: ImportCurrentProduct | undefined;
    if (codeText !== "") {
      const earlier = codeRows.get(codeText);
      if (earlier !== undefined) refuse("code", IMPORT_MESSAGES.codeRepeated(codeText, earlier));
      codeRows.set(codeText, row);
      current = byCode.get(codeText);
    }
    if (!current && nameText !== "") {
      // A code new to her names a product without one of that name, or a new product.
      const named = (byName.get(nameText) ?? []).filter(
        (product) => codeText === "" || product.code === null,
      );
      if (named.length > 1 && codeText === "") refuse("name", IMPORT_MESSAGES.nameAmbiguous);
      else if (named.length === 1) current = named[0];
    }
    if (current) {
      const earlier = productRows.get(current.id);
      if (earlier !== undefined)
        refuse(codeText === "" ? "name" : "code", IMPORT_MESSAGES.sameProduct(earlier));
      productRows.set(current.id, row);
    }

    // Photos: only the product's own stored pictures are kept; no address is ever fetched.
    const photos = cellOf("photos").trim();
    const images: string[] = [];
    for (const url of photos === "" ? [] : photos.split(ANY_SPACE)) {
      if (current?.images.includes(url) && !images.includes(url)) images.push(url);
      else
        plan.notices.push({
          row,
          column: columnHeader("photos"),
          message: IMPORT_MESSAGES.photoIgnored(url),
        });
    }

    const input = {
      name: cellOf("name"),
      code: cellOf("code"),
      description: cellOf("description"),
      price: cellOf("price")
        .trim()
        .replace(/^rp\.?\s*/i, ""),
      isSoldOut: soldOut === true,
      stock: cellOf("stock"),
      options: options.ok ? options.options : [],
      images,
    };
    // A plainly valid product is worked out without the schema; the schema judges the others
    // with its messages (decision 082).
    const plain = options.ok ? plainProductInput(input) : null;
    const parsed: { success: true; data: PlainProduct } | ReturnType<typeof checkProduct> = plain
      ? { success: true, data: plain }
      : checkProduct(input);
    if (!parsed.success) {
      const seen = new Set<string>();
      for (const issue of parsed.error.issues) {
        const column = FIELD_COLUMNS[String(issue.path[0])] ?? "name";
        if (seen.has(column)) continue;
        seen.add(column);
        refuse(column, issue.message);
      }
    }

    // Her category by its name, any case; a name she does not have yet is made on apply.
    const categoryText = cellOf("category");
    let categoryName: string | null = null;
    if (categoryText.trim() !== "") {
      // A file names few categories: each text is checked once.
      let category = categoryChecks.get(categoryText);
      if (!category) {
        const checked = ZCategoryInputSchema.safeParse({ categoryName: categoryText });
        category = checked.success
          ? { name: checked.data.categoryName }
          : { message: checked.error.issues[0]!.message };
        categoryChecks.set(categoryText, category);
      }
      if ("message" in category) refuse("category", category.message);
      else {
        categoryName = category.name;
        const key = categoryKeyOf(categoryName);
        const known = knownCategories.get(key);
        if (known !== undefined) categoryName = known;
        else if (!newCategoryKeys.has(key)) {
          if (catalogue.categories.length + newCategoryKeys.size >= MAX_CATEGORIES) {
            refuse("category", CATEGORY_MESSAGES.tooMany);
          } else newCategoryKeys.set(key, categoryName);
        } else categoryName = newCategoryKeys.get(key) ?? categoryName;
      }
    }
    if (!isValid || !parsed.success) return;

    const value: ImportedProduct = {
      code: codeText === "" && current ? undefined : (parsed.data.code ?? null),
      name: parsed.data.name,
      description: parsed.data.description,
      categoryName,
      price: parsed.data.price,
      stock: parsed.data.stock,
      isSoldOut: parsed.data.isSoldOut,
      options: parsed.data.options,
      images: parsed.data.images,
      position,
    };
    if (!current) {
      plan.rows.push({ row, kind: "new", id: null, changes: [], value });
      return;
    }
    const changes = changedColumns(value, current);
    if (changes.length > 0) {
      plan.rows.push({ row, kind: "changed", id: current.id, changes, value });
      return;
    }
    const { code, name, price } = value;
    plan.rows.push({
      row,
      kind: "unchanged",
      id: current.id,
      changes: [],
      value: { code, name, price, position },
    });
  };
  for (let index = 0; index < rows.length; index += 1) {
    if (index > 0 && index % ROWS_A_STEP === 0) yield;
    planRow(rows[index]!.cells, rows[index]!.row);
  }
  plan.newCategories = [...newCategoryKeys.values()];
  for (const planned of plan.rows) plan.counts[planned.kind] += 1;
  return plan;
}

/**
 * Her products' order after the plan, when the file moves any: each at the place the file
 * gives it (else where it is; a new one first), ties kept in their order. Null when the
 * file moves none.
 */
export function importedOrder(
  plan: ImportPlan,
  catalogue: ImportCatalogue,
): ({ id: string } | { row: number })[] | null {
  const isMoved =
    plan.rows.some(
      (planned) =>
        planned.value.position !== null && planned.changes.includes(columnHeader("order")),
    ) || plan.rows.some((planned) => planned.kind === "new" && planned.value.position !== null);
  if (!isMoved) return null;
  const placeOf = new Map(
    plan.rows.filter((p) => p.id !== null).map((p) => [p.id!, p.value.position]),
  );
  const entries = [
    ...plan.rows
      .filter((planned) => planned.kind === "new")
      .map((planned, index) => ({
        ref: { row: planned.row },
        key: planned.value.position ?? 0,
        tie: index - plan.rows.length,
      })),
    ...catalogue.products.map((product) => ({
      ref: { id: product.id },
      key: placeOf.get(product.id) ?? product.position,
      tie: product.position,
    })),
  ];
  entries.sort((a, b) => a.key - b.key || a.tie - b.tie);
  return entries.map((entry) => entry.ref);
}

/** The import page's form: a preview, or an apply that names the preview it confirms. */
export const ZImportFormSchema = z.object({
  file: z.instanceof(File, { error: IMPORT_MESSAGES.unreadable }),
  preview: z.string().max(128).optional(),
});

/** The most rows, problems and notices a preview lists; the counts tell the rest. */
export const PREVIEW_LIST_LIMIT = 200;

/** What the preview page shows of a plan: its counts, and its first rows, problems, notices. */
export function previewOf(plan: ImportPlan, digest: string) {
  const listed = plan.rows.filter((row) => row.kind !== "unchanged");
  return {
    digest,
    counts: plan.counts,
    newCategories: plan.newCategories,
    rows: listed.slice(0, PREVIEW_LIST_LIMIT).map((row) => ({
      row: row.row,
      kind: row.kind,
      name: row.value.name,
      changes: row.changes,
    })),
    moreRows: Math.max(0, listed.length - PREVIEW_LIST_LIMIT),
    problems: plan.problems.slice(0, PREVIEW_LIST_LIMIT),
    problemCount: plan.problems.length,
    notices: plan.notices.slice(0, PREVIEW_LIST_LIMIT),
    noticeCount: plan.notices.length,
  };
}

export type ImportPreviewView = ReturnType<typeof previewOf>;

export const IMPORT_TEXTS = {
  title: "Impor & Ekspor Produk",
  description:
    "Pindahkan katalog Anda dari atau ke spreadsheet: unduh, ubah di Excel, lalu unggah lagi.",
  exportTitle: "Ekspor katalog",
  exportDescription: "Semua produk aktif dalam urutan di toko, lengkap dengan opsi dan foto.",
  importTitle: "Impor dari spreadsheet",
  importDescription:
    "Produk dicocokkan dengan Kode Produk (atau nama bila kode kosong). Produk yang tidak ada di file tidak diubah. Tidak ada yang berubah sebelum Anda menekan Terapkan.",
  template: "Template",
  chooseFile: "File CSV atau Excel (.xlsx)",
  check: "Periksa File",
  checking: "Memeriksa...",
  apply: "Terapkan Perubahan",
  applying: "Menerapkan...",
  newCount: "Baru",
  changedCount: "Diubah",
  unchangedCount: "Tidak berubah",
  problems: "Masalah",
  problemsHint: "Perbaiki masalah di bawah ini pada file, lalu unggah lagi. Belum ada yang diubah.",
  notices: "Catatan",
  nothingToApply: "Semua produk di file sama dengan katalog Anda. Tidak ada yang perlu diterapkan.",
  newCategories: "Kategori baru",
  row: "Baris",
  column: "Kolom",
  whole: "File",
} as const;
