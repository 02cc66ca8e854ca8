import { z } from "zod";

// Spec §3 and §5: product categories, input normalisation and search.
export const PRODUCT_CATEGORIES = [
  { value: "makanan-minuman", label: "Makanan & Minuman" },
  { value: "barang", label: "Barang" },
  { value: "jasa", label: "Jasa" },
] as const;

export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]["value"];

export function categoryLabel(value: string | null | undefined): string {
  return PRODUCT_CATEGORIES.find((category) => category.value === value)?.label ?? "";
}

export type ProductOptionInput = { name: string; choices: string[]; isRequired: boolean };

export type NormalizedProductInput = {
  name: string;
  category: ProductCategory | null;
  description: string;
  price: number;
  images: string[];
  options: ProductOptionInput[];
};

const ZRawOptionSchema = z.object({
  name: z.unknown(),
  choices: z.unknown(),
  isRequired: z.unknown().optional(),
});

export const ZProductInputSchema = z.object({
  name: z
    .string({ error: "Nama produk wajib diisi" })
    .trim()
    .min(1, { error: "Nama produk wajib diisi" }),
  category: z.string().optional().nullable(),
  description: z.string().optional().nullable(),
  price: z.union([z.number(), z.string()], { error: "Harga wajib diisi" }),
  images: z.array(z.unknown()).optional(),
  options: z.array(ZRawOptionSchema).optional(),
});

/**
 * Spec §5: options are kept only with a non-blank name and at least one non-blank
 * choice (blank choices dropped); image URLs that are blank or not strings are dropped;
 * the price becomes a number, which must be at least 0.
 */
export function normalizeProductInput(
  raw: unknown,
): { ok: true; value: NormalizedProductInput } | { ok: false; errors: Record<string, string> } {
  const parsed = ZProductInputSchema.safeParse(raw);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { ok: false, errors };
  }
  const input = parsed.data;
  const priceText = typeof input.price === "number" ? String(input.price) : input.price.trim();
  const price = Number(priceText);
  if (priceText === "" || !Number.isFinite(price)) {
    return { ok: false, errors: { price: "Harga harus berupa angka" } };
  }
  if (price < 0) return { ok: false, errors: { price: "Harga minimal 0" } };

  const options = (input.options ?? []).flatMap((option) => {
    const name = typeof option.name === "string" ? option.name.trim() : "";
    const choices = Array.isArray(option.choices)
      ? option.choices
          .filter((choice): choice is string => typeof choice === "string")
          .map((choice) => choice.trim())
          .filter(Boolean)
      : [];
    if (!name || choices.length === 0) return [];
    return [{ name, choices, isRequired: option.isRequired === true }];
  });

  const images = (input.images ?? [])
    .filter((url): url is string => typeof url === "string")
    .map((url) => url.trim())
    .filter(Boolean);

  const category = PRODUCT_CATEGORIES.some((c) => c.value === input.category)
    ? (input.category as ProductCategory)
    : null;

  return {
    ok: true,
    value: {
      name: input.name,
      category,
      description: input.description?.trim() ?? "",
      price: Math.round(price),
      images,
      options,
    },
  };
}

/** Spec §5: an option can be removed only while more than one exists; likewise a choice. */
export function canRemoveOption(options: readonly unknown[]): boolean {
  return options.length > 1;
}

export function canRemoveChoice(choices: readonly unknown[]): boolean {
  return choices.length > 1;
}

/** Spec §2: case-insensitive substring over name, description and category. */
export function matchesProductSearch(
  product: { name: string; description?: string | null; category?: string | null },
  query: string,
): boolean {
  const needle = query.trim().toLocaleLowerCase("id");
  if (!needle) return true;
  return [
    product.name,
    product.description ?? "",
    product.category ?? "",
    categoryLabel(product.category),
  ].some((field) => field.toLocaleLowerCase("id").includes(needle));
}
