import { z } from "zod";
import { INVALID_CHARACTERS_MESSAGE, isSingleLineText } from "./form-text";

// The seller's own categories (decision 066): she names them, orders them and puts her
// products in them; the catalogue's chips follow her order. The storefront's part (chips,
// filtering) is in product-catalog.ts, without zod.

/** Longest category name (the form's maxLength too). */
export const MAX_CATEGORY_NAME = 40;
/** The most categories a shop may have. */
export const MAX_CATEGORIES = 50;

/** The catalogue's first chip: no category may take its name. */
const ALL_CHIP = "Semua";

export const CATEGORY_MESSAGES = {
  nameRequired: "Nama kategori wajib diisi",
  nameTooLong: `Nama kategori maksimal ${MAX_CATEGORY_NAME} karakter`,
  nameTaken: "Nama kategori sudah dipakai",
  nameIsAll: `"${ALL_CHIP}" sudah menjadi pilihan pertama di katalog. Pakai nama lain.`,
  tooMany: `Maksimal ${MAX_CATEGORIES} kategori per toko`,
  notFound: "Kategori tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.",
  created: "Kategori ditambahkan",
  renamed: "Nama kategori disimpan",
  deleted: "Kategori dihapus",
  reordered: "Urutan kategori disimpan",
  reorderFailed: "Gagal menyimpan urutan kategori",
  reorderMismatch: "Daftar kategori sudah berubah. Muat ulang halaman, lalu atur urutannya lagi.",
  failed: "Terjadi kesalahan",
  moveFailed: "Gagal memindahkan produk",
  moveNothing: "Pilih produk yang akan dipindahkan",
  moveMismatch: "Sebagian produk sudah tidak ada. Muat ulang halaman, lalu pilih lagi.",
} as const;

/** 'Tanpa kategori': a product in none of her categories. */
export const NO_CATEGORY_LABEL = "Tanpa kategori";

/** "3 produk dipindahkan ke Roti" (or out of any category). */
export function movedMessage(count: number, categoryName: string | null): string {
  return categoryName === null
    ? `${count} produk dipindahkan ke ${NO_CATEGORY_LABEL.toLowerCase()}`
    : `${count} produk dipindahkan ke ${categoryName}`;
}

/** What deleting a category does to its products, said before it is done. */
export function deleteCategoryMessage(name: string, productCount: number): string {
  const products =
    productCount === 0
      ? "Belum ada produk di kategori ini."
      : `${productCount} produk di kategori ini akan menjadi tanpa kategori; produknya tidak dihapus.`;
  return `Hapus kategori "${name}"? ${products}`;
}

/** A name as she typed it, spaces inside it made single. */
export const normalizeCategoryName = (name: string) => name.trim().replace(/\s+/g, " ");

/** What two names are compared by: the same name in another case is the same category. */
export const categoryKeyOf = (name: string) =>
  normalizeCategoryName(name).normalize("NFC").toLocaleLowerCase("id");

// One line (it is a chip), checked as the catalogue will show it: spaces made single.
const ZCategoryNameSchema = z
  .string({ error: CATEGORY_MESSAGES.nameRequired })
  .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE })
  .transform(normalizeCategoryName)
  .pipe(
    z
      .string()
      .min(1, { error: CATEGORY_MESSAGES.nameRequired })
      .max(MAX_CATEGORY_NAME, { error: CATEGORY_MESSAGES.nameTooLong })
      .refine((name) => categoryKeyOf(name) !== categoryKeyOf(ALL_CHIP), {
        error: CATEGORY_MESSAGES.nameIsAll,
      }),
  );

/**
 * A category added or renamed: its name, as `categoryName` (the products page's forms share
 * one action, whose product form has a `name` of its own).
 */
export const ZCategoryInputSchema = z.object({ categoryName: ZCategoryNameSchema });

/** One of her categories as the products page shows it. */
export type OwnCategory = {
  id: string;
  name: string;
  /** Her active products in it. */
  productCount: number;
};

/** A posted category id: blank is none. */
export const categoryIdOf = (value: unknown): string | null =>
  typeof value === "string" && value.trim() !== "" ? value.trim() : null;
