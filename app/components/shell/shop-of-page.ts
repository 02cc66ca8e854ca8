import type { UIMatch } from "react-router";
import type { HeaderShop } from "#app/components/shell/site-header";

// The brand home opens with the shop's own large header; a second one would only repeat it.
// At the root of a shop's own domain the home is the platform's index route (decision 081).
const ROUTES_WITH_OWN_SHOP_HEADER = new Set(["routes/brand-home", "routes/landing"]);

/**
 * The shop a page belongs to, taken from the data its loader already read (every shop
 * page's loader returns its `brand`, null when there is no such shop), so the shell costs
 * no query of its own.
 */
export function shopOfPage(matches: UIMatch[]): HeaderShop | null {
  const page = matches.at(-1);
  if (!page) return null;
  const brand = (page.loaderData as { brand?: unknown } | undefined)?.brand;
  if (!brand || typeof brand !== "object") return null;
  const { name, username, logoUrl, basePath } = brand as Record<string, unknown>;
  if (typeof name !== "string" || typeof username !== "string") return null;
  return {
    name,
    username,
    logoUrl: typeof logoUrl === "string" ? logoUrl : null,
    basePath: typeof basePath === "string" ? basePath : `/${encodeURIComponent(username)}`,
  };
}

/**
 * The CSS of the shop's own colour, as the server wrote it for the page's shop (decision
 * 076), or null: Gerai's own colour.
 */
export function shopColourStyleOf(matches: UIMatch[]): string | null {
  const brand = (matches.at(-1)?.loaderData as { brand?: { colourStyle?: unknown } } | undefined)
    ?.brand;
  return typeof brand?.colourStyle === "string" ? brand.colourStyle : null;
}

/** True when the page shows the shop's own header, so the shell need not name the shop. */
export function hasOwnShopHeader(matches: UIMatch[]): boolean {
  const page = matches.at(-1);
  return page !== undefined && ROUTES_WITH_OWN_SHOP_HEADER.has(page.id);
}
