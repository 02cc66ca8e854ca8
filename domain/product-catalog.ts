// Product categories and search (spec §3, §2), kept apart from the form schemas so the
// storefront's browser code does not load zod.

export const PRODUCT_CATEGORIES = [
  { value: "makanan-minuman", label: "Makanan & Minuman" },
  { value: "barang", label: "Barang" },
  { value: "jasa", label: "Jasa" },
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number]["value"];

export function isProductCategory(value: unknown): value is ProductCategory {
  return PRODUCT_CATEGORIES.some((category) => category.value === value);
}

/** The label shown for a stored category value ("" when unknown). */
export function categoryLabel(value: string | null | undefined): string {
  return PRODUCT_CATEGORIES.find((category) => category.value === value)?.label ?? "";
}

export type SearchableProduct = {
  name: string;
  description?: string | null;
  category?: string | null;
};

/**
 * Spec §2: case-insensitive substring over name, description and category. The category's
 * label is searched too, so "Makanan & Minuman" finds what the customer sees on screen.
 * A blank query matches everything.
 */
export function matchesProductSearch(product: SearchableProduct, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase("id");
  if (needle === "") return true;
  return [
    product.name,
    product.description ?? "",
    product.category ?? "",
    categoryLabel(product.category),
  ].some((field) => field.toLocaleLowerCase("id").includes(needle));
}
