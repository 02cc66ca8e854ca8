import { z } from "zod";
import type { ProductOption } from "./cart";
import { type OptionSelection, type OwnProduct, ZProductInputSchema } from "./product";
import { ZCategoryInputSchema } from "./product-category";
import { checkPriceChange, ZPriceChangeFields } from "./product-bulk";
import { leadTimeFormValue } from "./product-lead-time";

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
  markedSoldOut: "Produk ditandai habis",
  markedAvailable: "Produk tersedia lagi",
  soldOutFailed: "Gagal mengubah status habis",
  reordered: "Urutan produk disimpan",
  reorderFailed: "Gagal menyimpan urutan produk",
  reorderMismatch: "Daftar produk sudah berubah. Muat ulang halaman, lalu atur urutannya lagi.",
  // Spec §2 and §8: the products could not be read (the connection dropped, the server failed).
  loadFailed: "Gagal memuat produk",
  loadFailedHint: "Periksa koneksi internet Anda, lalu coba lagi.",
  retry: "Coba lagi",
} as const;

/** The spec's own wording of a missing product, kept for the log; the seller reads notFound. */
export const PRODUCT_NOT_FOUND_DETAIL = "Product not found or not owned by user";

/** One choice as the dialog edits it: its text, what it adds to the price, 'Habis'. */
export type ChoiceFormValue = { name: string; price: string; isSoldOut: boolean };

/** One option as the dialog edits it (decision 022: priced choices, one or several). */
export type OptionFormValue = {
  name: string;
  choices: ChoiceFormValue[];
  isRequired: boolean;
  selection: OptionSelection;
  minChoices: string;
  maxChoices: string;
};

export function emptyChoice(): ChoiceFormValue {
  return { name: "", price: "", isSoldOut: false };
}

/** An empty option: the dialog always shows at least one (spec §5 removal rule). */
export function emptyOption(): OptionFormValue {
  return {
    name: "",
    choices: [emptyChoice()],
    isRequired: false,
    selection: "single",
    minChoices: "0",
    maxChoices: "",
  };
}

/** A stored option as the dialog shows it; saved untouched, it is stored as it was. */
export function optionFormValue(option: ProductOption): OptionFormValue {
  const isMultiple = (option.maxChoices ?? 1) > 1;
  return {
    name: option.name,
    choices: option.choices.map((choice) => ({
      name: choice,
      price: option.choicePrices?.[choice] ? String(option.choicePrices[choice]) : "",
      isSoldOut: option.soldOutChoices?.includes(choice) ?? false,
    })),
    isRequired: option.isRequired,
    selection: isMultiple ? "multiple" : "single",
    minChoices: String(option.minChoices ?? 0),
    maxChoices: isMultiple ? String(option.maxChoices) : "",
  };
}

/** The dialog's starting values: a new product, or one of the seller's to change. */
export function productFormValue(product: OwnProduct | null) {
  return {
    name: product?.name ?? "",
    code: product?.code ?? "",
    categoryId: product?.categoryId ?? "",
    description: product?.description ?? "",
    price: product ? String(product.price) : "",
    isSoldOut: product?.isSoldOut ?? false,
    stock: product?.stock === null || !product ? "" : String(product.stock),
    dailyQuota: product?.dailyQuota ? String(product.dailyQuota) : "",
    leadTime: leadTimeFormValue(product?.leadTimeHours ?? null),
    options:
      product && product.options.length > 0
        ? product.options.map(optionFormValue)
        : [emptyOption()],
  };
}

/** "true" when the photos were changed (or the product is new): only then are they replaced. */
const ZImagesChangedSchema = z.literal("true").optional();

/**
 * What the products page posts to its action: a product to add or change, or one to
 * delete. The id is only read here; whether it names one of the seller's active products
 * is the service's to say.
 */
/** The 'Habis' switch of one product: the products list's, and the cashier's own list. */
export const ZSoldOutSchema = z.object({
  intent: z.literal("sold-out"),
  id: z.string().optional(),
  isSoldOut: z.preprocess((value) => value === "on" || value === true, z.boolean()),
});

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
  // The list's 'Habis' switch.
  ZSoldOutSchema,
  // The seller's order of the products, dragged on the list: every active product once.
  z.object({ intent: z.literal("reorder"), ids: z.array(z.string()).optional() }),
  // Her categories (decision 066): added, renamed, deleted, put in her order.
  ZCategoryInputSchema.extend({ intent: z.literal("category-create") }),
  ZCategoryInputSchema.extend({ intent: z.literal("category-rename"), id: z.string().optional() }),
  z.object({ intent: z.literal("category-delete"), id: z.string().optional() }),
  z.object({ intent: z.literal("category-reorder"), ids: z.array(z.string()).optional() }),
  // Products chosen on the list moved into one category (blank: out of any), in one write.
  z.object({
    intent: z.literal("move"),
    ids: z.array(z.string()).optional(),
    categoryId: z.string().optional(),
  }),
  // Many at once (decision 073): 'Habis' or on sale, prices changed, deleted; one copied.
  z.object({
    intent: z.literal("bulk-sold-out"),
    ids: z.array(z.string()).optional(),
    isSoldOut: z.preprocess((value) => value === "true" || value === true, z.boolean()),
  }),
  ZPriceChangeFields.extend({
    intent: z.literal("bulk-price"),
    ids: z.array(z.string()).optional(),
  }).superRefine(checkPriceChange),
  z.object({ intent: z.literal("bulk-delete"), ids: z.array(z.string()).optional() }),
  z.object({ intent: z.literal("duplicate"), id: z.string().optional() }),
]);

/**
 * The product service's input from a posted form, as it was posted: the photos only when
 * the form says they changed (none posted then means no photos), else undefined (keep them).
 */
export function productWriteOf(form: Record<string, unknown>) {
  const images = form.images === undefined ? [] : [form.images].flat();
  return {
    name: form.name,
    code: form.code ?? "",
    categoryId: form.categoryId,
    description: form.description,
    price: form.price,
    isSoldOut: form.isSoldOut,
    stock: form.stock,
    dailyQuota: form.dailyQuota,
    leadTime: form.leadTime,
    options: form.options,
    images: form.imagesChanged === "true" ? images : undefined,
  };
}
