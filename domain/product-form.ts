import { z } from "zod";
import type { ProductOption } from "./cart";
import { ZProductInputSchema } from "./product";

// The seller's product dialog (spec §2 /admin/products, §8 product messages) and what the
// products page posts to its action: the product's fields as the form names them
// (`options[0].choices[1]`, `images[0]`), photos sent only when they were changed (spec §7:
// photos are replaced only when given).

export const PRODUCT_ADMIN_MESSAGES = {
  created: "Produk berhasil ditambahkan!",
  updated: "Produk berhasil diupdate!",
  deleted: "Produk berhasil dihapus!",
  failed: "Terjadi kesalahan",
  deleteFailed: "Gagal menghapus produk",
  deleteConfirm: "Apakah Anda yakin ingin menghapus produk ini?",
  notFound: "Produk tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.",
  empty: "Belum ada produk",
  imageInvalid: "Foto tidak valid",
} as const;

/** The spec's own wording of a missing product, kept for the log; the seller reads notFound. */
export const PRODUCT_NOT_FOUND_DETAIL = "Product not found or not owned by user";

/** An empty option: the dialog always shows at least one (spec §5 removal rule). */
export function emptyOption(): ProductOption {
  return { name: "", choices: [""], isRequired: false };
}

/** "true" when the photos were changed (or the product is new): only then are they replaced. */
const ZImagesChangedSchema = z.literal("true").optional();

/**
 * What the products page posts to its action: a product to add or change, or one to
 * delete. The id is only read here; whether it names one of the seller's active products
 * is the service's to say.
 */
export const ZProductActionSchema = z.discriminatedUnion("intent", [
  ZProductInputSchema.extend({
    intent: z.literal("create"),
    imagesChanged: ZImagesChangedSchema,
  }),
  ZProductInputSchema.extend({
    intent: z.literal("update"),
    id: z.string().optional(),
    imagesChanged: ZImagesChangedSchema,
  }),
  z.object({ intent: z.literal("delete"), id: z.string().optional() }),
]);

/**
 * The product service's input from a posted form, as it was posted: the photos only when
 * the form says they changed (none posted then means no photos), else undefined (keep them).
 */
export function productWriteOf(form: Record<string, unknown>) {
  const images = form.images === undefined ? [] : [form.images].flat();
  return {
    name: form.name,
    category: form.category,
    description: form.description,
    price: form.price,
    options: form.options,
    images: form.imagesChanged === "true" ? images : undefined,
  };
}
