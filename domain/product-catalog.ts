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

/** The catalogue's query parameter for the chosen category chip (`?kategori=barang`). */
export const CATEGORY_PARAM = "kategori";

export type CatalogueCategory = (typeof PRODUCT_CATEGORIES)[number];

/**
 * The category chips a shop's catalogue offers after 'Semua': the categories its products
 * use, in the catalogue's order. None when a chip would change nothing: no product has a
 * category, or every product has the same one.
 */
export function catalogueCategories(
  products: readonly { category?: string | null }[],
): CatalogueCategory[] {
  const used = new Set(products.map((product) => product.category));
  const categories = PRODUCT_CATEGORIES.filter((category) => used.has(category.value));
  const [only] = categories;
  const isOneForAll =
    categories.length === 1 && products.every((product) => product.category === only?.value);
  return isOneForAll ? [] : categories;
}

/**
 * The chip chosen by the URL's value, or null for 'Semua': a value the catalogue offers no
 * chip for (mistyped, or a category the shop no longer sells) shows everything.
 */
export function chosenCategory(
  categories: readonly CatalogueCategory[],
  value: string | null,
): ProductCategory | null {
  return categories.find((category) => category.value === value)?.value ?? null;
}

/** Whether a product shows under the chosen chip (null: 'Semua', every product). */
export function matchesProductCategory(
  product: { category?: string | null },
  category: ProductCategory | null,
): boolean {
  return category === null || product.category === category;
}
