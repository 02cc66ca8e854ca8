import { z } from "zod";
import { MAX_PRICE_INPUT_LENGTH, MAX_PRODUCT_NAME, MAX_PRODUCT_PRICE } from "./product";
import { formatRupiah } from "./rupiah";

// Many products changed at once from the products list (decision 073): the ones chosen
// marked sold out or available, their prices raised or lowered by an amount or a
// percentage, or deleted; and one product copied whole ('Salin Produk').

/** The most products one bulk change takes (every product of a large shop's list). */
export const MAX_BULK_PRODUCTS = 5_000;

export const BULK_MESSAGES = {
  nothingChosen: "Pilih produk yang akan diubah",
  mismatch: "Sebagian produk sudah tidak ada. Muat ulang halaman, lalu pilih lagi.",
  failed: "Gagal mengubah produk",
  amountRequired: "Isi besar perubahan harga",
  amountNotWhole: "Isi dengan angka bulat lebih dari 0",
  percentTooHigh: "Persen penurunan maksimal 100",
  percentRaiseTooHigh: "Persen kenaikan maksimal 1.000",
  priceTooHigh: `Harga baru melewati batas ${formatRupiah(MAX_PRODUCT_PRICE)}`,
  deleteConfirm: (count: number) =>
    `Hapus ${count} produk? Produk tidak tampil lagi di toko dan tidak bisa dikembalikan.`,
  duplicated: "Produk disalin",
  duplicateFailed: "Gagal menyalin produk",
} as const;

export const bulkSoldOutMessage = (count: number, isSoldOut: boolean) =>
  isSoldOut ? `${count} produk ditandai habis` : `${count} produk tersedia lagi`;
export const bulkPriceMessage = (count: number) => `Harga ${count} produk diubah`;
export const bulkDeletedMessage = (count: number) => `${count} produk dihapus`;

/** How prices change: by an amount of rupiah or by a percentage, up or down. */
export type PriceChange = {
  by: "amount" | "percent";
  direction: "up" | "down";
  value: number;
};

/**
 * A price after the change: whole rupiah (a percentage rounded half up), never below Rp 0;
 * above the highest price a product may have is null (the change is refused).
 */
export function changedPrice(price: number, change: PriceChange): number | null {
  const sign = change.direction === "up" ? 1 : -1;
  const delta = change.by === "amount" ? change.value : Math.round((price * change.value) / 100);
  const next = Math.max(0, price + sign * delta);
  return next > MAX_PRODUCT_PRICE ? null : next;
}

/** "1.000.000.000": the longest amount the price dialog takes. */
export const MAX_CHANGE_INPUT_LENGTH = MAX_PRICE_INPUT_LENGTH;

// A whole number typed the Indonesian way ("5.000") or plainly.
const ZWholeSchema = z
  .string({ error: BULK_MESSAGES.amountRequired })
  .trim()
  .min(1, { error: BULK_MESSAGES.amountRequired })
  .max(MAX_CHANGE_INPUT_LENGTH, { error: BULK_MESSAGES.amountNotWhole })
  .refine((text) => /^(\d+|\d{1,3}(\.\d{3})+)$/.test(text), {
    error: BULK_MESSAGES.amountNotWhole,
  })
  .transform((text) => Number(text.replace(/\./g, "")))
  .refine((value) => value > 0, { error: BULK_MESSAGES.amountNotWhole });

/** The price dialog's fields: how, which way and how much. */
export const ZPriceChangeFields = z.object({
  by: z.enum(["amount", "percent"], { error: BULK_MESSAGES.amountRequired }),
  direction: z.enum(["up", "down"], { error: BULK_MESSAGES.amountRequired }),
  value: ZWholeSchema,
});

/** A percentage down to 100 at most, up to 1,000; an amount up to the highest price. */
export function checkPriceChange(change: PriceChange, ctx: z.RefinementCtx) {
  const issue = (message: string) => ctx.addIssue({ code: "custom", path: ["value"], message });
  if (change.by === "amount") {
    if (change.value > MAX_PRODUCT_PRICE) issue(BULK_MESSAGES.priceTooHigh);
  } else if (change.direction === "down" && change.value > 100) {
    issue(BULK_MESSAGES.percentTooHigh);
  } else if (change.direction === "up" && change.value > 1000) {
    issue(BULK_MESSAGES.percentRaiseTooHigh);
  }
}

export const ZPriceChangeSchema = ZPriceChangeFields.superRefine(checkPriceChange);

const COPY_SUFFIX = " (Salinan)";

/** The copy's name: the original's with '(Salinan)', cut to fit the longest name. */
export function copyName(name: string): string {
  return `${name.slice(0, MAX_PRODUCT_NAME - COPY_SUFFIX.length).trimEnd()}${COPY_SUFFIX}`;
}
