import { z } from "zod";
import { type ProductOption } from "./cart";
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  isMultiLineText,
  isSingleLineText,
  normalizeLineBreaks,
} from "./form-text";
import { categoryIdOf } from "./product-category";
import {
  LEAD_TIME_MESSAGES,
  LEAD_TIME_UNITS,
  leadTimeHoursOf,
  MAX_PRODUCT_LEAD_TIME_HOURS,
} from "./product-lead-time";
import { formatRupiah } from "./rupiah";

// Product rules (spec §5 validation and normalisation; decision 066: the seller's categories).

/** Longest product name and description (the form's maxLength too). */
export const MAX_PRODUCT_NAME = 120;
export const MAX_PRODUCT_DESCRIPTION = 1000;
/** Longest product code ('Kode Produk', decision 073). */
export const MAX_PRODUCT_CODE = 40;

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
  codeTooLong: `Kode produk maksimal ${MAX_PRODUCT_CODE} karakter`,
  codeTaken: "Kode produk sudah dipakai produk lain",
  descriptionTooLong: `Deskripsi maksimal ${MAX_PRODUCT_DESCRIPTION} karakter`,
  optionTooLong: "Nama opsi dan pilihan maksimal 60 karakter",
  optionNamesRepeated: "Nama opsi tidak boleh sama",
  optionsInvalid: "Opsi produk tidak valid",
  imagesInvalid: "Foto tidak valid",
  tooManyImages: "Maksimal 10 foto per produk",
  tooManyOptions: "Maksimal 20 opsi per produk",
  stockNotWhole: "Stok harus berupa angka bulat",
  stockNegative: "Stok minimal 0",
  stockTooHigh: "Stok maksimal 1.000.000",
  dailyQuotaNotWhole: "Kuota harian harus berupa angka bulat",
  dailyQuotaBelowOne: "Kuota harian minimal 1",
  dailyQuotaTooHigh: "Kuota harian maksimal 100.000",
  choicePriceNotNumber: "Harga pilihan harus berupa angka",
  choicePriceTooHigh: `Harga pilihan antara -${formatRupiah(MAX_PRODUCT_PRICE)} dan +${formatRupiah(MAX_PRODUCT_PRICE)}`,
  choicesRepeated: "Nama pilihan dalam satu opsi tidak boleh sama",
  choiceCountNotWhole: "Isi dengan angka bulat 0 atau lebih",
  maxChoicesRequired: "Maksimal wajib diisi",
  maxChoicesBelowOne: "Maksimal paling sedikit 1",
  minAboveMax: "Minimal tidak boleh lebih dari maksimal",
  requiredNeedsMin: "Opsi wajib dipilih: minimal paling sedikit 1",
  optionalHasMin: "Minimal di atas 0 hanya untuk opsi yang wajib dipilih",
} as const;

/** "Maksimal 3: sebanyak pilihan yang ada" (a multi-choice option cannot ask for more). */
export const maxAboveChoicesMessage = (count: number) =>
  `Maksimal ${count}: sebanyak pilihan yang ada`;

export const MAX_PRODUCT_PHOTOS = 10;
export const MAX_PRODUCT_OPTIONS = 20;
/** Longest option name or choice (the form's maxLength too). */
export const MAX_OPTION_TEXT = 60;

/** The most units a daily quota may hold (decision 060). */
export const MAX_DAILY_QUOTA = 100_000;
/** The most units a counted stock may hold. */
export const MAX_STOCK = 1_000_000;
/** "1.000.000": the longest stock the form takes, written the Indonesian way. */
export const MAX_STOCK_INPUT_LENGTH = "1.000.000".length;
/** "-1.000.000.000": a choice's price may subtract as much as a product may cost. */
export const MAX_CHOICE_PRICE_INPUT_LENGTH = MAX_PRICE_INPUT_LENGTH + 1;

/** How a customer picks from an option: one value, or several (decision 022). */
export type OptionSelection = "single" | "multiple";

/** One choice as the form posts it: its text, what it adds to the price, 'Habis'. */
type RawChoice = { name?: unknown; price?: unknown; isSoldOut?: unknown };

type RawProductOption = {
  name?: unknown;
  /** Texts, or choices as the form posts them. */
  choices?: unknown;
  isRequired?: unknown;
  selection?: unknown;
  minChoices?: unknown;
  maxChoices?: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A choice given as its text alone, as the form posted it, or anything else (left blank). */
function rawChoiceOf(value: unknown): RawChoice {
  if (typeof value === "string") return { name: value };
  return isRecord(value) ? value : {};
}

const wholeCount = (value: unknown) =>
  typeof value === "number" && Number.isInteger(value) && value >= 0 ? value : undefined;

/** A multi-choice option when the form says so, or when it allows more than one value. */
export function selectionOf(option: { selection?: unknown; maxChoices?: unknown }) {
  if (option.selection === "multiple" || option.selection === "single") return option.selection;
  return (wholeCount(option.maxChoices) ?? 1) > 1 ? "multiple" : "single";
}

/**
 * Spec §5: an option is kept only if its name is non-blank and at least one non-blank
 * choice remains; blank (or non-string) choices are dropped; names and choices are trimmed.
 * Decision 022: a choice may add (or subtract) an amount and be sold out; what adds
 * nothing and an empty sold-out list are left out. A multi-choice option keeps how many
 * values a customer picks; a single-choice one leaves both counts out (0 and 1).
 */
export function normalizeProductOptions(options: readonly RawProductOption[]): ProductOption[] {
  return options.flatMap((raw) => {
    const option = optionFormOf(raw) as RawProductOption;
    const name = typeof option.name === "string" ? option.name.trim() : "";
    const choices = (Array.isArray(option.choices) ? option.choices : [])
      .map(rawChoiceOf)
      .filter((choice) => typeof choice.name === "string" && choice.name.trim() !== "")
      .map((choice) => ({
        name: String(choice.name).trim(),
        price: typeof choice.price === "number" && Number.isFinite(choice.price) ? choice.price : 0,
        isSoldOut: choice.isSoldOut === true,
      }));
    if (name === "" || choices.length === 0) return [];
    const normalized: ProductOption = {
      name,
      choices: choices.map((choice) => choice.name),
      isRequired: option.isRequired === true,
    };
    const priced = choices.filter((choice) => choice.price !== 0);
    if (priced.length > 0) {
      normalized.choicePrices = Object.fromEntries(
        priced.map((choice) => [choice.name, choice.price]),
      );
    }
    const soldOut = choices.filter((choice) => choice.isSoldOut);
    if (soldOut.length > 0) normalized.soldOutChoices = soldOut.map((choice) => choice.name);
    if (selectionOf(option) === "multiple") {
      normalized.minChoices = wholeCount(option.minChoices) ?? 0;
      normalized.maxChoices = wholeCount(option.maxChoices) ?? choices.length;
    }
    return [normalized];
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
// not 15; any other text must be plain decimal digits. Never Number() on the text alone: it
// also reads "0x10" (16), "1e3", "+5", "Infinity" and decimals.
const RUPIAH_TEXT = /^(\d+|\d{1,3}(\.\d{3})+)$/;

/** A whole amount typed as decimal digits, grouped by thousands with dots or not. */
function rupiahOf(text: string): number | undefined {
  if (!RUPIAH_TEXT.test(text)) return undefined;
  return Number(text.includes(".") ? text.replace(/\./g, "") : text);
}

/**
 * A number from a caller that has one, written out as the form would post it: whole rupiah in
 * plain digits (BigInt: a huge number is all its digits, never "1e+300"), a negative one as it
 * is so that -0.4 stays negative; NaN and Infinity as their names, which are no number here.
 */
const amountText = (value: number) => {
  if (!Number.isFinite(value)) return String(value);
  return value < 0 ? String(value) : BigInt(Math.round(value)).toString();
};

// The price is text as typed (a number from a caller that has one is written out first), so
// the form reads from the schema how long the typed price may be.
const priceText = (value: string | number) =>
  typeof value === "number" ? amountText(value) : value;

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
      // "-5", "-15.000", "-0.5": a number below 0, whatever else is wrong with it.
      if (/^-\d+(\.\d+)*$/.test(text)) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.priceNegative });
        return z.NEVER;
      }
      const price = rupiahOf(text);
      if (price === undefined) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.priceNotNumber });
        return z.NEVER;
      }
      if (price > MAX_PRODUCT_PRICE) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.priceTooHigh });
        return z.NEVER;
      }
      return price;
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

// A checkbox posts "on" when ticked; anything else is not ticked.
const ZCheckboxSchema = z.preprocess(
  (value: boolean | string | undefined) => value === true || value === "on",
  z.boolean(),
);

// "5.000" or "+5.000" adds five thousand, "-2.000" subtracts two; blank adds nothing.
const ZChoicePriceSchema = z.preprocess(
  (value: string | number | undefined) =>
    typeof value === "number" ? `${value < 0 ? "-" : ""}${amountText(Math.abs(value))}` : value,
  z
    .string({ error: PRODUCT_MESSAGES.choicePriceNotNumber })
    .trim()
    .max(MAX_CHOICE_PRICE_INPUT_LENGTH, { error: PRODUCT_MESSAGES.choicePriceTooHigh })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return 0;
      const sign = text.startsWith("-") ? -1 : 1;
      const size = rupiahOf(/^[+-]/.test(text) ? text.slice(1) : text);
      if (size === undefined) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.choicePriceNotNumber });
        return z.NEVER;
      }
      if (size > MAX_PRODUCT_PRICE) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.choicePriceTooHigh });
        return z.NEVER;
      }
      // `|| 0`: "-0" adds nothing, as blank does.
      return sign * size || 0;
    }),
);

// A choice is posted as `choices[1].name` (with its price and 'Habis'); a caller with
// texts only may send `choices[1]`, and anything that is neither counts as left blank.
const ZRawChoiceSchema = z.preprocess(
  (value: { name?: string; price?: string | number; isSoldOut?: boolean | string } | undefined) =>
    rawChoiceOf(value),
  z.object({
    name: ZOptionTextSchema,
    price: ZChoicePriceSchema,
    isSoldOut: ZCheckboxSchema,
  }),
);

// How many values a customer picks from a multi-choice option; blank is not given.
const ZChoiceCountSchema = z.preprocess(
  (value: string | number | undefined) => (typeof value === "number" ? String(value) : value),
  z
    .string({ error: PRODUCT_MESSAGES.choiceCountNotWhole })
    .trim()
    .max(4, { error: PRODUCT_MESSAGES.choiceCountNotWhole })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return undefined;
      if (!/^\d+$/.test(text)) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.choiceCountNotWhole });
        return z.NEVER;
      }
      return Number(text);
    }),
);

/**
 * An option as the product service stores it (`choicePrices` by choice, `soldOutChoices`,
 * numeric counts), given back to the schema: written as the form posts it.
 */
function optionFormOf(value: unknown): unknown {
  // The form's shape already, or nothing usable.
  if (!isRecord(value)) return value;
  const prices = isRecord(value.choicePrices) ? value.choicePrices : {};
  const soldOut = Array.isArray(value.soldOutChoices) ? value.soldOutChoices : [];
  const choices = Array.isArray(value.choices)
    ? value.choices.map((choice: unknown) =>
        typeof choice === "string"
          ? {
              name: choice,
              price: typeof prices[choice] === "number" ? prices[choice] : undefined,
              isSoldOut: soldOut.includes(choice),
            }
          : choice,
      )
    : value.choices;
  return { ...value, choices, selection: selectionOf(value) };
}

/**
 * Decision 022's counts, checked on an option that will be kept: a multi-choice option
 * takes between `minChoices` and `maxChoices` values, 0 ≤ min ≤ max ≤ its choices, max at
 * least 1; a required one at least 1 (and only a required one). Choices are told apart by
 * their text (their prices are kept by it), so one text appears once in an option.
 */
function checkOptionChoices(
  option: {
    name?: string;
    choices: { name?: string }[];
    isRequired: boolean;
    selection: OptionSelection;
    minChoices?: number;
    maxChoices?: number;
  },
  ctx: z.RefinementCtx,
) {
  const seen = new Set<string>();
  let count = 0;
  option.choices.forEach((choice, index) => {
    if (!choice.name) return;
    count += 1;
    if (seen.has(choice.name)) {
      ctx.addIssue({
        code: "custom",
        message: PRODUCT_MESSAGES.choicesRepeated,
        path: ["choices", index, "name"],
      });
    }
    seen.add(choice.name);
  });
  if (!option.name || count === 0 || option.selection !== "multiple") return;
  const issue = (field: "minChoices" | "maxChoices", message: string) =>
    ctx.addIssue({ code: "custom", message, path: [field] });
  const min = option.minChoices ?? 0;
  const max = option.maxChoices;
  if (max === undefined) issue("maxChoices", PRODUCT_MESSAGES.maxChoicesRequired);
  else if (max < 1) issue("maxChoices", PRODUCT_MESSAGES.maxChoicesBelowOne);
  else if (max > count) issue("maxChoices", maxAboveChoicesMessage(count));
  if (max !== undefined && min > max) issue("minChoices", PRODUCT_MESSAGES.minAboveMax);
  else if (option.isRequired && min < 1) issue("minChoices", PRODUCT_MESSAGES.requiredNeedsMin);
  else if (!option.isRequired && min > 0) issue("minChoices", PRODUCT_MESSAGES.optionalHasMin);
}

const ZRawOptionSchema = z.preprocess(
  (
    value:
      | {
          name?: string;
          choices?: { name?: string; price?: string | number; isSoldOut?: boolean | string }[];
          isRequired?: boolean | string;
          selection?: OptionSelection;
          minChoices?: string | number;
          maxChoices?: string | number;
        }
      | undefined,
  ) => optionFormOf(value),
  z
    .object({
      name: ZOptionTextSchema,
      choices: z.preprocess(
        (value: unknown[] | undefined) => (Array.isArray(value) ? value : []),
        z.array(ZRawChoiceSchema),
      ),
      isRequired: ZCheckboxSchema,
      selection: z.preprocess(
        (value: OptionSelection | undefined) => (value === "multiple" ? "multiple" : "single"),
        z.enum(["single", "multiple"]),
      ),
      minChoices: ZChoiceCountSchema,
      maxChoices: ZChoiceCountSchema,
    })
    .superRefine(checkOptionChoices),
);

// Units left: blank is not counted; "1.000" typed the Indonesian way is a thousand.
const ZStockSchema = z.preprocess(
  (value: string | number | null | undefined) =>
    typeof value === "number" ? String(value) : (value ?? undefined),
  z
    .string({ error: PRODUCT_MESSAGES.stockNotWhole })
    .trim()
    .max(MAX_STOCK_INPUT_LENGTH, { error: PRODUCT_MESSAGES.stockTooHigh })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return null;
      const stock = rupiahOf(text);
      if (stock === undefined) {
        const isNegative = /^-\d+(\.\d+)*$/.test(text);
        ctx.addIssue({
          code: "custom",
          message: isNegative ? PRODUCT_MESSAGES.stockNegative : PRODUCT_MESSAGES.stockNotWhole,
        });
        return z.NEVER;
      }
      if (stock > MAX_STOCK) {
        ctx.addIssue({ code: "custom", message: PRODUCT_MESSAGES.stockTooHigh });
        return z.NEVER;
      }
      return stock;
    }),
);

// Units made per day (decision 060): blank is no quota; "1.000" typed the Indonesian way.
const ZDailyQuotaSchema = z.preprocess(
  (value: string | number | null | undefined) =>
    typeof value === "number" ? String(value) : (value ?? undefined),
  z
    .string({ error: PRODUCT_MESSAGES.dailyQuotaNotWhole })
    .trim()
    .max(MAX_STOCK_INPUT_LENGTH, { error: PRODUCT_MESSAGES.dailyQuotaTooHigh })
    .optional()
    .transform((text, ctx) => {
      if (text === undefined || text === "") return null;
      const quota = rupiahOf(text);
      if (quota === undefined || quota < 1 || quota > MAX_DAILY_QUOTA) {
        const isNegative = /^-\d+(\.\d+)*$/.test(text);
        ctx.addIssue({
          code: "custom",
          message:
            quota === 0 || isNegative
              ? PRODUCT_MESSAGES.dailyQuotaBelowOne
              : quota === undefined
                ? PRODUCT_MESSAGES.dailyQuotaNotWhole
                : PRODUCT_MESSAGES.dailyQuotaTooHigh,
        });
        return z.NEVER;
      }
      return quota;
    }),
);

/**
 * The product's own lead time (decision 065) as the form posts it, an amount and its unit
 * ('jam' or 'hari'); stored as hours. A blank amount is none: the shop's lead time counts.
 */
const ZLeadTimeSchema = z.preprocess(
  (value: { amount?: string; unit?: string } | null | undefined) => value ?? { amount: "" },
  z
    .object(
      {
        amount: z
          .string({ error: LEAD_TIME_MESSAGES.notWhole })
          .max(MAX_STOCK_INPUT_LENGTH, { error: LEAD_TIME_MESSAGES.tooLong })
          .optional(),
        unit: z.enum(LEAD_TIME_UNITS, { error: LEAD_TIME_MESSAGES.unitInvalid }).default("jam"),
      },
      { error: LEAD_TIME_MESSAGES.notWhole },
    )
    .transform(({ amount = "", unit }, ctx) => {
      const hours = leadTimeHoursOf(amount, unit);
      if (hours === undefined || (hours !== null && hours > MAX_PRODUCT_LEAD_TIME_HOURS)) {
        ctx.addIssue({
          code: "custom",
          path: ["amount"],
          message: hours === undefined ? LEAD_TIME_MESSAGES.notWhole : LEAD_TIME_MESSAGES.tooLong,
        });
        return z.NEVER;
      }
      return hours;
    }),
);

/**
 * One schema for the product form and the product service: validates name and price and
 * applies the §5 normalisation. The category is one of the seller's by its id, blank for
 * none (whether it is hers is the service's to say). Texts follow the
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
  /**
   * The seller's own code (decision 073): one line, blank is none (null). Left out
   * (undefined), a change keeps the product's code as it is.
   */
  code: z
    .string({ error: INVALID_VALUE_MESSAGE })
    .trim()
    .max(MAX_PRODUCT_CODE, { error: PRODUCT_MESSAGES.codeTooLong })
    .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null)),
  categoryId: z
    .unknown()
    .optional()
    .transform((value) => categoryIdOf(value)),
  description: z
    .string({ error: INVALID_VALUE_MESSAGE })
    .overwrite(normalizeLineBreaks)
    .trim()
    .max(MAX_PRODUCT_DESCRIPTION, { error: PRODUCT_MESSAGES.descriptionTooLong })
    .refine(isMultiLineText, { error: INVALID_CHARACTERS_MESSAGE })
    .nullish()
    .transform((value) => value ?? ""),
  price: ZPriceSchema,
  /** The seller's 'Habis' switch. */
  isSoldOut: ZCheckboxSchema,
  /** Units left; null: not counted. At 0 the product is sold out. */
  stock: ZStockSchema,
  /** Units the kitchen makes per due day; null: no quota (decision 060). */
  dailyQuota: ZDailyQuotaSchema,
  /** Hours of notice before the product's slot; null: the shop's (decision 065). */
  leadTime: ZLeadTimeSchema,
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

/** One option posted as text, as the catalogue file's options cell reads (decision 073). */
export type OptionTextInput = {
  name: string;
  choices: { name: string; price: string; isSoldOut: boolean }[];
  isRequired: boolean;
  selection: OptionSelection;
  minChoices: string;
  maxChoices: string;
};

/** ZOptionTextSchema's answer for a valid text; undefined: the schema has to say. */
function plainOptionText(text: string): string | undefined {
  const trimmed = text.trim();
  return trimmed.length <= MAX_OPTION_TEXT && isSingleLineText(trimmed) ? trimmed : undefined;
}

/** ZChoicePriceSchema's answer for a valid price text; undefined: the schema has to say. */
function plainChoicePrice(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed.length > MAX_CHOICE_PRICE_INPUT_LENGTH) return undefined;
  if (trimmed === "") return 0;
  const sign = trimmed[0];
  const size = rupiahOf(sign === "+" || sign === "-" ? trimmed.slice(1) : trimmed);
  if (size === undefined || size > MAX_PRODUCT_PRICE) return undefined;
  return (sign === "-" ? -1 : 1) * size || 0;
}

/** ZChoiceCountSchema's answer (undefined: blank); null: the schema has to say. */
function plainChoiceCount(text: string): number | undefined | null {
  const trimmed = text.trim();
  if (trimmed.length > 4) return null;
  if (trimmed === "") return undefined;
  return /^\d+$/.test(trimmed) ? Number(trimmed) : null;
}

/**
 * Options posted as text, as `ZProductInputSchema` gives them back when they are plainly
 * valid, worked out in one pass without the schema's issue lists and closures: a file of
 * thousands of products checks each product's options (decision 082). Null as soon as
 * anything is not plainly valid, and the schema then judges them with its own messages;
 * product.test.ts holds the two to the same answers.
 */
export function plainProductOptions(options: readonly OptionTextInput[]): ProductOption[] | null {
  const normalized: ProductOption[] = [];
  const names = new Set<string>();
  for (let at = 0; at < options.length; at += 1) {
    const option = options[at]!;
    const name = plainOptionText(option.name);
    if (name === undefined) return null;
    // normalizeProductOptions' choices: the blank ones dropped, prices and 'Habis' by name.
    const choices: string[] = [];
    const priced: [string, number][] = [];
    const soldOut: string[] = [];
    for (let index = 0; index < option.choices.length; index += 1) {
      const choice = option.choices[index]!;
      const choiceName = plainOptionText(choice.name);
      const price = plainChoicePrice(choice.price);
      if (choiceName === undefined || price === undefined) return null;
      if (choiceName === "") continue;
      if (choices.includes(choiceName)) return null;
      choices.push(choiceName);
      if (price !== 0) priced.push([choiceName, price]);
      if (choice.isSoldOut === true) soldOut.push(choiceName);
    }
    const minChoices = plainChoiceCount(option.minChoices);
    const maxChoices = plainChoiceCount(option.maxChoices);
    if (minChoices === null || maxChoices === null) return null;
    const isMultiple = option.selection === "multiple";
    const isRequired = option.isRequired === true;
    if (name === "" || choices.length === 0) continue;
    // checkOptionChoices' counts, for an option that is kept.
    if (isMultiple) {
      const min = minChoices ?? 0;
      if (maxChoices === undefined || maxChoices < 1 || maxChoices > choices.length) return null;
      if (min > maxChoices || (isRequired ? min < 1 : min > 0)) return null;
    }
    if (names.has(name) || normalized.length === MAX_PRODUCT_OPTIONS) return null;
    names.add(name);
    const kept: ProductOption = { name, choices, isRequired };
    if (priced.length > 0) kept.choicePrices = Object.fromEntries(priced);
    if (soldOut.length > 0) kept.soldOutChoices = soldOut;
    if (isMultiple) {
      kept.minChoices = minChoices ?? 0;
      kept.maxChoices = maxChoices;
    }
    normalized.push(kept);
  }
  return normalized;
}

/** A product posted as text, as a row of the catalogue file reads (decision 073). */
export type ProductTextInput = {
  name: string;
  code: string;
  description: string;
  price: string;
  isSoldOut: boolean;
  stock: string;
  options: readonly OptionTextInput[];
  images: readonly string[];
};

/** What `ZProductInputSchema` gives for the fields a `ProductTextInput` holds. */
export type PlainProduct = Pick<
  NormalizedProductInput,
  "name" | "code" | "description" | "price" | "isSoldOut" | "stock" | "options" | "images"
>;

/**
 * A product posted as text, as `ZProductInputSchema` gives it back when it is plainly valid,
 * worked out without the schema (decision 082), like `plainProductOptions`; null when the
 * schema has to judge it. product.test.ts holds the two to the same answers.
 */
export function plainProductInput(input: ProductTextInput): PlainProduct | null {
  const name = input.name.trim();
  if (name.length < 1 || name.length > MAX_PRODUCT_NAME || !isSingleLineText(name)) return null;
  const code = input.code.trim();
  if (code.length > MAX_PRODUCT_CODE || !isSingleLineText(code)) return null;
  const description = normalizeLineBreaks(input.description).trim();
  if (description.length > MAX_PRODUCT_DESCRIPTION || !isMultiLineText(description)) return null;
  const priceText = input.price.trim();
  const price = priceText.length > MAX_PRICE_INPUT_LENGTH ? undefined : rupiahOf(priceText);
  if (price === undefined || price > MAX_PRODUCT_PRICE) return null;
  const stockText = input.stock.trim();
  let stock: number | null = null;
  if (stockText !== "") {
    const units = stockText.length > MAX_STOCK_INPUT_LENGTH ? undefined : rupiahOf(stockText);
    if (units === undefined || units > MAX_STOCK) return null;
    stock = units;
  }
  const images = normalizeImageUrls(input.images);
  if (images.length > MAX_PRODUCT_PHOTOS) return null;
  const options = plainProductOptions(input.options);
  if (options === null) return null;
  return {
    name,
    code: code || null,
    description,
    price,
    isSoldOut: input.isSoldOut === true,
    stock,
    options,
    images,
  };
}

/** One of the seller's active products as the products page shows it. */
export type OwnProduct = {
  id: string;
  name: string;
  /** Her own code ('Kode Produk', decision 073); null: none. */
  code: string | null;
  /** One of her categories (decision 066); null: none. */
  categoryId: string | null;
  description: string | null;
  price: number;
  images: string[];
  options: ProductOption[];
  isSoldOut: boolean;
  /** Units left; null: not counted. */
  stock: number | null;
  /** Units made per due day; null: no quota (decision 060). */
  dailyQuota: number | null;
  /** Hours of notice before its slot; null: the shop's (decision 065). */
  leadTimeHours: number | null;
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

/** Decision 022: a product the seller switched to 'Habis', or whose counted stock ran out. */
export function isProductSoldOut(product: { isSoldOut: boolean; stock: number | null }): boolean {
  return product.isSoldOut || product.stock === 0;
}
