import { data, redirect } from "react-router";
import type { AppContext } from "./context";
import { getCheckoutSettings } from "./services/checkout-settings";
import { visitorOf } from "./services/counting";
import { CATALOGUE_PAGE, productPageOf } from "./services/product-pages";
import { getShopStructuredData } from "./services/search-engines";
import { getBrandHome, listPublicCatalogue } from "./services/storefront";
import { findShopOfPage } from "./shop-pages";

// The data of a shop's home, catalogue and cart, read once here for both addresses of a
// shop's pages (decision 081): under its URL name at the platform's address, and at the root
// of its own domain, where the platform's own routes of the same paths (/, /products, /cart)
// answer with them.

/** The shop's home: links, price lists, its notice when closed, what search engines read. */
export async function loadBrandHome(
  context: AppContext,
  request: Request,
  username: string | undefined,
) {
  const brand = username === undefined ? undefined : await findShopOfPage(context, username);
  if (!brand) return data({ brand: null, appUrl: context.config.appUrl }, { status: 404 });
  const [home, ordering, structuredData] = await Promise.all([
    getBrandHome(context.db, brand.id),
    // Closed: what the shop still takes, said on the home too (open shops say nothing).
    brand.isCurrentlyOpen
      ? null
      : getCheckoutSettings(context.db, brand.id).then((c) => c.ordering),
    // What search engines read of the shop: its kind, address, telephone and hours.
    getShopStructuredData(context.db, brand.origin, brand.id, brand.basePath),
  ]);

  // Showing a link counts as a view (spec §1); counting never holds up or breaks the page.
  context.views.record(
    "link",
    "view",
    home.links.map((link) => link.id),
    visitorOf(request, context.clientIp),
  );

  const notice = ordering?.shopNotice
    ? { text: ordering.shopNotice, canOrder: ordering.canOrder }
    : null;
  return { brand, ...home, notice, structuredData, appUrl: brand.origin };
}

/** The shop's catalogue, with one product open over it on a product's own page. */
export async function loadCatalogue(
  context: AppContext,
  url: URL,
  username: string | undefined,
  slug: string | undefined,
) {
  const brand = username === undefined ? undefined : await findShopOfPage(context, username);
  if (!brand) {
    return data(
      {
        brand: null,
        products: [],
        categories: [],
        checkout: null,
        appUrl: context.config.appUrl,
        isBrandMissing: true,
        ...CATALOGUE_PAGE,
      },
      { status: 404 },
    );
  }
  const [{ products, categories }, checkout] = await Promise.all([
    listPublicCatalogue(context.db, brand.id),
    getCheckoutSettings(context.db, brand.id),
  ]);
  const page = productPageOf(brand.origin, brand, products, slug, url);
  if ("redirectTo" in page) throw redirect(page.redirectTo, 301);
  return data(
    {
      brand,
      products,
      categories,
      checkout,
      appUrl: brand.origin,
      isBrandMissing: false,
      ...page,
    },
    // No such product (any more): the catalogue, with a notice, as a page not found.
    { status: page.isProductMissing ? 404 : 200 },
  );
}

/** The shop of a cart page and how it takes orders; the cart itself is in the browser. */
export async function loadCartPage(context: AppContext, username: string | undefined) {
  const brand = username === undefined ? undefined : await findShopOfPage(context, username);
  if (!brand) {
    return data({ brand: null, checkout: null, isBrandMissing: true }, { status: 404 });
  }
  const checkout = await getCheckoutSettings(context.db, brand.id);
  return { brand, checkout, isBrandMissing: false };
}
