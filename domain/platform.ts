import { toSingleLine } from "./text-characters";

// Platform-wide constants shared by the server and the browser.

/** Shown wherever no site title is configured in the platform settings. */
export const PRODUCT_NAME = "Gerai";

/** The longest search the platform's shop directory takes (its input's maxLength too). */
export const SHOP_SEARCH_MAX_LENGTH = 100;

/** A shop as the platform's directory lists it. */
export type PublicShop = {
  name: string;
  username: string;
  aboutText: string | null;
  logoUrl: string | null;
  productCount: number;
};

/** The directory's search as asked in the address, trimmed to what it takes. */
export function shopSearchOf(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, SHOP_SEARCH_MAX_LENGTH);
}

/** Used when the platform settings carry no customer support phone (spec §3, §9). */
export const DEFAULT_SUPPORT_PHONE = "6281234567890";

/**
 * Every page's document title: the site title from the platform settings, then the page,
 * '<site title> - <page>' (the landing page is the site title alone). One line, whatever
 * the names were stored with before their fields refused line breaks.
 */
export function pageTitle(siteTitle: string, page: string): string {
  return `${toSingleLine(siteTitle)} - ${toSingleLine(page)}`;
}

/** Document title of a brand page: the product name plus the brand name (spec §2). */
export function brandPageTitle(siteTitle: string, brandName: string): string {
  return pageTitle(siteTitle, brandName);
}
