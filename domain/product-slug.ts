// A product's own address, /{username}/products/{slug} (decision 075): a readable slug from
// its name followed by the start of its id, "kopi-susu-gula-aren-3f2a9c1b". Nothing is
// stored: the id part finds the product whatever the name part says, so a link shared before
// a rename still opens it (redirected to the new canonical slug).

/** The longest name part, in characters: the id part follows it. */
const NAME_PART_MAX = 60;

/** Characters of a hex-like id that name the product in its slug. */
const ID_PART_LENGTH = 8;

/** "Kopi Susu Gula Aren (Es)" → "kopi-susu-gula-aren-es"; "" for a name with no letters. */
export function slugify(text: string): string {
  const slug = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  if (slug.length <= NAME_PART_MAX) return slug;
  // Cut at a word's end when there is one, never leaving a '-' at the end.
  const cut = slug.slice(0, NAME_PART_MAX + 1);
  const lastDash = cut.lastIndexOf("-");
  return (lastDash > 0 ? cut.slice(0, lastDash) : cut.slice(0, NAME_PART_MAX)).replace(/-+$/, "");
}

/**
 * The part of a product's id its slug carries: its first 8 characters for an id starting
 * with 8 hex digits (the UUIDs products are given), else the whole id made URL-safe.
 */
export function productIdPart(id: string): string {
  const lower = id.toLowerCase();
  if (new RegExp(`^[0-9a-f]{${ID_PART_LENGTH}}`).test(lower)) {
    return lower.slice(0, ID_PART_LENGTH);
  }
  return slugify(lower) || encodeURIComponent(lower);
}

/** The canonical slug of a product: its name's slug, then its id part. */
export function productSlug(product: { id: string; name: string }): string {
  const name = slugify(product.name);
  const id = productIdPart(product.id);
  return name ? `${name}-${id}` : id;
}

/** The product's address in its shop at the platform's address. */
export function productPath(username: string, product: { id: string; name: string }): string {
  return productPathIn(`/${username}`, product);
}

/**
 * The product's address under a shop's pages' base path: "/{username}" at the platform's
 * address, "" on the shop's own domain (decision 081).
 */
export function productPathIn(basePath: string, product: { id: string; name: string }): string {
  return `${basePath}/products/${productSlug(product)}`;
}

/** Whether a slug, canonical or not, names the product by its id part. */
function slugNames(slug: string, product: { id: string }): boolean {
  const id = productIdPart(product.id);
  return slug === id || slug.endsWith(`-${id}`);
}

/**
 * The product a slug names among a shop's products, in the order its catalogue shows them;
 * undefined for none. A slug naming several (two ids starting alike, one in four billion a
 * pair) picks the one whose canonical slug it is, else the first the catalogue shows.
 */
export function findProductBySlug<P extends { id: string; name: string }>(
  slug: string,
  products: readonly P[],
): P | undefined {
  const wanted = slug.toLowerCase();
  const named = products.filter((product) => slugNames(wanted, product));
  return named.find((product) => productSlug(product) === wanted) ?? named[0];
}
