import { toSingleLine } from "./text-characters";

// Platform-wide constants shared by the server and the browser.

/** Shown wherever no site title is configured in the platform settings. */
export const PRODUCT_NAME = "Gerai";

/** The longest search the platform's shop directory takes (its input's maxLength too). */
export const SHOP_SEARCH_MAX_LENGTH = 100;

/** The directory's search as asked in the address, trimmed to what it takes. */
export function shopSearchOf(params: URLSearchParams): string {
  return (params.get("q") ?? "").trim().slice(0, SHOP_SEARCH_MAX_LENGTH);
}

/** Used when the platform settings carry no customer support phone (spec §3, §9). */
export const DEFAULT_SUPPORT_PHONE = "6281234567890";

/**
 * First path segments that belong to the platform; any other segment is a brand slug
 * (spec §2 "Reserved top-level paths"). The auth screens live at top level too, so a
 * brand must not be able to claim their names either.
 */
export const RESERVED_PATHS = [
  "products",
  "stores",
  "about",
  "auth",
  "register",
  "admin",
  "order-tracking",
  "supports",
  "cart",
  "forgot-password",
  "reset-password",
  "verify-email-sent",
  "verify-email",
  "email-not-verified",
  "logout",
  // Served by the HTTP server itself before any page route.
  "api",
  "assets",
  "media",
  "healthz",
  "readyz",
  "metrics",
] as const;

const reserved = new Set<string>(RESERVED_PATHS);

export function isReservedPath(segment: string): boolean {
  return reserved.has(segment.toLowerCase());
}

/**
 * The brand slug a path names (its first segment unless reserved), if any. Whether such a
 * shop exists is the caller's question. A segment with broken %-encoding names none.
 */
export function brandSlugFromPath(pathname: string): string | undefined {
  const first = pathname.split("/").filter(Boolean)[0];
  if (!first || isReservedPath(first)) return undefined;
  try {
    return decodeURIComponent(first);
  } catch {
    return undefined;
  }
}

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
