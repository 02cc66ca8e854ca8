// The catalogue's search and category chips (spec §2; decision 066: the seller's own
// categories), kept apart from the form schemas so the storefront's browser code does not
// load zod. A product carries its category's name, which is what a customer sees, searches
// and finds in the URL.

export type SearchableProduct = {
  name: string;
  description?: string | null;
  category?: string | null;
};

/**
 * Spec §2: case-insensitive substring over name, description and category (its name, as
 * the customer sees it on the chip). A blank query matches everything.
 */
export function matchesProductSearch(product: SearchableProduct, query: string): boolean {
  const needle = query.trim().toLocaleLowerCase("id");
  if (needle === "") return true;
  return [product.name, product.description ?? "", product.category ?? ""].some((field) =>
    field.toLocaleLowerCase("id").includes(needle),
  );
}

/** The catalogue's query parameter for the chosen chip (`?kategori=Kue%20Basah`). */
export const CATEGORY_PARAM = "kategori";

/**
 * The chips a shop's catalogue offers after 'Semua': her categories (`names`, in her order)
 * that at least one listed product is in. None when a chip would change nothing: no product
 * has a category, or every product has the same one.
 */
export function catalogueCategories(
  products: readonly { category?: string | null }[],
  names: readonly string[],
): string[] {
  const used = new Set(products.map((product) => product.category));
  const categories = names.filter((name) => used.has(name));
  const [only] = categories;
  const isOneForAll =
    categories.length === 1 && products.every((product) => product.category === only);
  return isOneForAll ? [] : categories;
}

/**
 * The chip the URL's value names, whatever its case, or null for 'Semua': a value the
 * catalogue offers no chip for (mistyped, or a category with nothing on sale) shows
 * everything.
 */
export function chosenCategory(categories: readonly string[], value: string | null): string | null {
  const key = value?.toLocaleLowerCase("id");
  return categories.find((category) => category.toLocaleLowerCase("id") === key) ?? null;
}

/** Whether a product shows under the chosen chip (null: 'Semua', every product). */
export function matchesProductCategory(
  product: { category?: string | null },
  category: string | null,
): boolean {
  return category === null || product.category === category;
}
