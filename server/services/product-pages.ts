import { findProductBySlug, productPathIn } from "#domain/product-slug";
import { productPageStructuredData } from "./search-engines";
import type { PublicProduct } from "./storefront";

// A product's own page, /{username}/products/{slug} (decision 075): the catalogue the page
// reads anyway, with the product its slug names open over it. Nothing more is read.

/** What the catalogue's page adds for a product's own page; none for the catalogue. */
export type ProductPage = {
  productId: string | null;
  /** An address naming no product of the shop (any more): a 404 with the catalogue. */
  isProductMissing: boolean;
  productStructuredData: Record<string, unknown> | null;
};

export const CATALOGUE_PAGE: ProductPage = {
  productId: null,
  isProductMissing: false,
  productStructuredData: null,
};

/**
 * The product page an address names (`url`, as React Router normalizes it: no `.data`), or
 * the product's canonical address to redirect to (an older name, another case in the
 * address): its one address, for good.
 */
export function productPageOf(
  appUrl: string,
  brand: { username: string; name: string; basePath?: string },
  products: readonly PublicProduct[],
  slug: string | undefined,
  url: URL,
): ProductPage | { redirectTo: string } {
  if (slug === undefined) return CATALOGUE_PAGE;
  const product = findProductBySlug(slug, products);
  if (!product) return { ...CATALOGUE_PAGE, isProductMissing: true };
  const canonical = productPathIn(brand.basePath ?? `/${brand.username}`, product);
  if (url.pathname !== canonical) return { redirectTo: canonical + url.search };
  return {
    productId: product.id,
    isProductMissing: false,
    productStructuredData: productPageStructuredData(appUrl, brand, product),
  };
}
