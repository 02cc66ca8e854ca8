// The first path segments that belong to the platform, listed once (spec §2 "Reserved
// top-level paths"; docs/decisions/047-one-clock.md). Any other first segment is a brand
// slug. The routers, the page cache, the metrics, the private-answer headers and the URL
// name rules all read this list; app/routes.test.ts fails when a top-level route is missing
// from it, so a new one cannot be claimed by a shop.

/** The auth screens, which live at top level too. */
export const AUTH_PATHS = [
  "auth",
  "register",
  "forgot-password",
  "reset-password",
  "verify-email-sent",
  "verify-email",
  "email-not-verified",
  "invite",
] as const;

/** Served by the HTTP server itself (server/http.ts) before any page route. */
export const SERVER_PATHS = ["api", "assets", "media", "healthz", "readyz", "metrics"] as const;

export const RESERVED_PATHS = [
  "products",
  "stores",
  "about",
  "admin",
  "order-tracking",
  "supports",
  "privasi",
  "cart",
  "logout",
  // What search engines fetch (decision 074).
  "robots.txt",
  "sitemap.xml",
  ...AUTH_PATHS,
  ...SERVER_PATHS,
] as const;
export type ReservedPath = (typeof RESERVED_PATHS)[number];

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
