import { formatOptionsCell, OPTIONS_EXAMPLE } from "./catalogue-options";
import type { ProductOption } from "./product-options";

// The catalogue as a spreadsheet (decision 073): the columns of the export, the import and
// its template, in one place, with their Indonesian headers.

export const CATALOGUE_COLUMNS = [
  { key: "code", header: "Kode Produk", width: 14 },
  { key: "name", header: "Nama Produk", width: 30 },
  { key: "description", header: "Deskripsi", width: 40 },
  { key: "category", header: "Kategori", width: 18 },
  { key: "price", header: "Harga", width: 14 },
  { key: "stock", header: "Stok", width: 8 },
  { key: "soldOut", header: "Habis", width: 8 },
  { key: "options", header: "Opsi", width: 50 },
  { key: "order", header: "Urutan", width: 8 },
  { key: "photos", header: "Foto", width: 50 },
] as const;

export type CatalogueColumn = (typeof CATALOGUE_COLUMNS)[number]["key"];

export const CATALOGUE_HEADERS = CATALOGUE_COLUMNS.map((column) => column.header);

export const columnHeader = (key: CatalogueColumn) =>
  CATALOGUE_COLUMNS.find((column) => column.key === key)!.header;

/** 'Ya' for a product switched to 'Habis', 'Tidak' otherwise. */
export const SOLD_OUT_TEXT = { yes: "Ya", no: "Tidak" } as const;

/** One of the seller's products as the file writes it. */
export type CatalogueProduct = {
  code: string | null;
  name: string;
  description: string | null;
  categoryName: string | null;
  price: number;
  stock: number | null;
  isSoldOut: boolean;
  options: ProductOption[];
  /** Its place in her order, from 1. */
  position: number;
  images: string[];
};

/** A row's cells: text, or a number (price, stock and order are numbers in a workbook). */
export type CatalogueCell = string | number;

export function catalogueRow(product: CatalogueProduct): CatalogueCell[] {
  return [
    product.code ?? "",
    product.name,
    product.description ?? "",
    product.categoryName ?? "",
    product.price,
    product.stock ?? "",
    product.isSoldOut ? SOLD_OUT_TEXT.yes : SOLD_OUT_TEXT.no,
    formatOptionsCell(product.options),
    product.position,
    product.images.join("\n"),
  ];
}

/** The template's example row: what each column takes. */
export const TEMPLATE_EXAMPLE: CatalogueCell[] = [
  "KUE-001",
  "Bolu Pandan",
  "Bolu lembut dengan daun pandan asli.",
  "Kue",
  45000,
  10,
  SOLD_OUT_TEXT.no,
  `${OPTIONS_EXAMPLE}\nTopping: Keju=+5000; Coklat=+3000 | pilih 0-2`,
  1,
  "",
];

/** `produk-{username}.csv`, or the template's name. */
export function catalogueFileName(username: string | null, extension: "csv" | "xlsx"): string {
  if (username === null) return `template-produk.${extension}`;
  const safe = username.replace(/[^a-z0-9_-]/gi, "") || "toko";
  return `produk-${safe}.${extension}`;
}
