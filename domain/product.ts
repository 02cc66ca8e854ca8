import { z } from "zod";
import { type ProductOption } from "./cart";
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  isMultiLineText,
  isSingleLineText,
  normalizeLineBreaks,
} from "./form-text";
import { isProductCategory } from "./product-catalog";
import { formatRupiah } from "./rupiah";

// Product rules (spec §3 categories, §5 validation and normalisation, §2 search).

/** Longest product name and description (the form's maxLength too). */
export const MAX_PRODUCT_NAME = 120;
export const MAX_PRODUCT_DESCRIPTION = 1000;

/**
 * The highest price a product may have. Far above what a small shop sells, and low enough
 * that a line (× CHECKOUT_LIMITS.quantity) and an order's total stay exact JS numbers.
 */
export const MAX_PRODUCT_PRICE = 1_000_000_000;

/** "1.000.000.000": the longest price the form takes, written the Indonesian way. */
export const MAX_PRICE_INPUT_LENGTH = formatRupiah(MAX_PRODUCT_PRICE).replace(/^Rp /, "").length;

export const PRODUCT_MESSAGES = {
  nameRequired: "Nama produk wajib diisi",
  priceRequired: "Harga wajib diisi",
  priceNotNumber: "Harga harus berupa angka",
  priceNegative: "Harga minimal 0",
  priceTooHigh: `Harga maksimal ${formatRupiah(MAX_PRODUCT_PRICE)}`,
  nameTooLong: `Nama produk maksimal ${MAX_PRODUCT_NAME} karakter`,
  descriptionTooLong: `Deskripsi maksimal ${MAX_PRODUCT_DESCRIPTION} karakter`,
  optionTooLong: "Nama opsi dan pilihan maksimal 60 karakter",
  optionNamesRepeated: "Nama opsi tidak boleh sama",
  optionsInvalid: "Opsi produk tidak valid",
  imagesInvalid: "Foto tidak valid",
  tooManyImages: "Maksimal 10 foto per produk",
  tooManyOptions: "Maksimal 20 opsi per produk",
} as const;

export const MAX_PRODUCT_PHOTOS = 10;
export const MAX_PRODUCT_OPTIONS = 20;
/** Longest option name or choice (the form's maxLength too). */
export const MAX_OPTION_TEXT = 60;

type RawProductOption = { name?: unknown; choices?: unknown; isRequired?: unknown };

/**
 * Spec §5: an option is kept only if its name is non-blank and at least one non-blank
 * choice remains; blank (or non-string) choices are dropped; names and choices are trimmed.
 */
export function normalizeProductOptions(options: readonly RawProductOption[]): ProductOption[] {
  return options.flatMap((option) => {
    const name = typeof option.name === "string" ? option.name.trim() : "";
    const choices = Array.isArray(option.choices)
      ? option.choices
          .filter((choice): choice is string => typeof choice === "string")
          .map((choice) => choice.trim())
          .filter((choice) => choice !== "")
      : [];
    if (name === "" || choices.length === 0) return [];
    return [{ name, choices, isRequired: option.isRequired === true }];
  });
}

/** Spec §5: image URLs that are blank or not strings are dropped; order is kept. */
export function normalizeImageUrls(images: readonly unknown[]): string[] {
  return images
    .filter((url): url is string => typeof url === "string")
    .map((url) => url.trim())
    .filter((url) => url !== "");
}

// Rupiah has no decimals, so "15.000" typed the Indonesian way means fifteen thousand,
// not 15; any other text must be a plain number.
const GROUPED_RUPIAH = /^\d{1,3}(\.\d{3})+$/;

// The price is text as typed (a number from a caller that has one is written out first), so
// the form reads from the schema how long the typed price may be.
const priceText = (value: string | number) =>
  typeof value === "number" ? String(value < 0 ? value : Math.round(value)) : value;

const ZPriceSchema = z.preprocess(
  priceText,
  z
    .string({ error: PRODUCT_MESSAGES.priceRequired })
    .trim()
    .max(MAX_PRICE_INPUT_LENGTH, { error: PRODUCT_MESSAGES.priceTooHigh })
    .transform((text, ctx) => {
      if (text === "") {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.priceRequired });
        return z.NEVER;
      }
      const price = GROUPED_RUPIAH.test(text) ? Number(text.replace(/\./g, "")) : Number(text);
      if (!Number.isFinite(price)) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.priceNotNumber });
        return z.NEVER;
      }
      if (price < 0) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.priceNegative });
        return z.NEVER;
      }
      if (Math.round(price) > MAX_PRODUCT_PRICE) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.priceTooHigh });
        return z.NEVER;
      }
      return Math.round(price);
    }),
);

// An option's name or choice: one line of at most MAX_OPTION_TEXT characters. Anything
// that is not text counts as left blank, and blank ones are dropped (normalizeProductOptions).
const ZOptionTextSchema = z.preprocess(
  (value: string | undefined) => (typeof value === "string" ? value : undefined),
  z
    .string()
    .trim()
    .max(MAX_OPTION_TEXT, { error: PRODUCT_MESSAGES.optionTooLong })
    .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE })
    .optional(),
);

const ZRawOptionSchema = z.object({
  name: ZOptionTextSchema,
  choices: z.preprocess(
    (value: (string | undefined)[] | undefined) => (Array.isArray(value) ? value : []),
    z.array(ZOptionTextSchema),
  ),
  // A checkbox posts "on" when ticked; anything else is not required.
  isRequired: z.preprocess(
    (value: boolean | string | undefined) => value === true || value === "on",
    z.boolean(),
  ),
});

/**
 * One schema for the product form and the product service: validates name and price and
 * applies the §5 normalisation. An unknown category becomes null. Texts follow the
 * form-text rules: the name, option names and choices are one line each (they are written
 * into the customer's WhatsApp message), the description may hold line breaks.
 */
export const ZProductInputSchema = z.object({
  name: z
    .string({ error: PRODUCT_MESSAGES.nameRequired })
    .trim()
    .min(1, { error: PRODUCT_MESSAGES.nameRequired })
    .max(MAX_PRODUCT_NAME, { error: PRODUCT_MESSAGES.nameTooLong })
    .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE }),
  category: z
    .unknown()
    .optional()
    .transform((value) => (isProductCategory(value) ? value : null)),
  description: z
    .string({ error: INVALID_VALUE_MESSAGE })
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(MAX_PRODUCT_DESCRIPTION, { error: PRODUCT_MESSAGES.descriptionTooLong })
    .refine(isMultiLineText, { error: INVALID_CHARACTERS_MESSAGE })
    .nullish()
    .transform((value) => value ?? ""),
  price: ZPriceSchema,
  images: z
    .array(z.unknown(), { error: PRODUCT_MESSAGES.imagesInvalid })
    .nullish()
    .transform((value) => normalizeImageUrls(value ?? []))
    .refine((images) => images.length <= MAX_PRODUCT_PHOTOS, {
      error: PRODUCT_MESSAGES.tooManyImages,
    }),
  options: z
    .array(ZRawOptionSchema, { error: PRODUCT_MESSAGES.optionsInvalid })
    .nullish()
    .transform((value) => normalizeProductOptions(value ?? []))
    .refine((options) => options.length <= MAX_PRODUCT_OPTIONS, {
      error: PRODUCT_MESSAGES.tooManyOptions,
    })
    // A customer's choices are kept by option name: two options of one name would be one.
    .refine((options) => new Set(options.map((option) => option.name)).size === options.length, {
      error: PRODUCT_MESSAGES.optionNamesRepeated,
    }),
});

/** One of the seller's active products as the products page shows it. */
export type OwnProduct = {
  id: string;
  name: string;
  category: string | null;
  description: string | null;
  price: number;
  images: string[];
  options: ProductOption[];
  views: number;
  clicks: number;
  createdAt: string;
};

export type ProductStats = {
  totalProducts: number;
  totalViews: number;
  totalClicks: number;
  /** round(clicks / views × 100), as for links; no views yet shows as "-". */
  clickRate: number;
};
export type NormalizedProductInput = z.output<typeof ZProductInputSchema>;

/** Validates and normalises create/update input; errors carry the first message per field. */
export function normalizeProductInput(
  raw: unknown,
): { ok: true; value: NormalizedProductInput } | { ok: false; errors: Record<string, string> } {
  const parsed = ZProductInputSchema.safeParse(raw);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues)
    errors[String(issue.path[0] ?? "form")] ??= issue.message;
  return { ok: false, errors };
}

/** An option can be removed only while more than one exists (spec §5). */
export function canRemoveOption(options: readonly unknown[]): boolean {
  return options.length > 1;
}

/** A choice can be removed only while its option has more than one (spec §5). */
export function canRemoveChoice(choices: readonly unknown[]): boolean {
  return choices.length > 1;
}
