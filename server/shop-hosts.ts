import { LRUCache } from "lru-cache";
import { isReservedPath } from "#domain/reserved-paths";
import { isValidAboutUsername } from "#domain/username";
import type { Db } from "./db/database";
import { findDomainOfShop, findShopOfDomain } from "./services/shop-domains";

// Which shop a request's host is the own domain of, and which domain a shop's platform
// address moves to (decision 081). Both are asked on every shop page, kept pages included,
// so the answers are kept a few seconds per name: a domain verified or removed on any
// instance is seen by every other one within that time.

/** A request on a shop's own, verified domain: the shop, and the origin the visitor used. */
export type ShopDomain = { brandId: string; username: string; hostname: string; origin: string };

/** How long an answer is kept, found or not. */
const DEFAULT_TTL_MS = 5_000;

/**
 * The paths a shop's own domain serves: its pages at the root (and their `.data`), the
 * endpoints its pages call, the token's address, files and pictures. Anything else (the
 * admin, signing in, the platform's pages) belongs to the platform's address.
 */
const DOMAIN_PATHS =
  /^\/(?:|_\.data|(?:products(?:\/[^/]+)?|cart|stores|about|order-tracking|privasi)(?:\.data)?|sitemap\.xml|robots\.txt|favicon\.svg|api\/(?:orders|visits|ordering-window|cart-products)|\.well-known\/gerai\/[^/]+|__manifest|assets\/.*|media\/.*|healthz|readyz)$/;

export function isShopDomainPath(pathname: string): boolean {
  return DOMAIN_PATHS.test(pathname);
}

/**
 * Paths under a shop's platform address that stay there when the shop has its own domain:
 * files (the nota, the tracking QR codes) and 'Laporkan Toko', a report to the platform.
 */
const PLATFORM_ONLY_SHOP_PATHS =
  /^\/[^/]+\/(?:nota|laporkan|order-tracking\/qr(?:is)?)(?:\.data)?$/;

/** The shop URL name a platform path belongs to, when its page moves to the shop's domain. */
export function shopNameOfMovablePath(pathname: string): string | undefined {
  if (PLATFORM_ONLY_SHOP_PATHS.test(pathname)) return undefined;
  const first = pathname.split("/")[1];
  if (!first) return undefined;
  const name = first.replace(/\.data$/, "").toLowerCase();
  if (isReservedPath(name) || !isValidAboutUsername(name)) return undefined;
  return name;
}

export function createShopHosts(db: Db, { ttlMs = DEFAULT_TTL_MS }: { ttlMs?: number } = {}) {
  type Found<T> = { value: T | undefined };
  const byHost = new LRUCache<string, Found<Awaited<ReturnType<typeof findShopOfDomain>>>>({
    max: 10_000,
    ttl: Math.max(1, ttlMs),
  });
  const byShop = new LRUCache<string, Found<string>>({ max: 10_000, ttl: Math.max(1, ttlMs) });
  const isKept = ttlMs > 0;
  return {
    /** The shop whose verified domain `hostname` is, if any. */
    async shopOfHost(hostname: string) {
      const kept = isKept ? byHost.get(hostname) : undefined;
      if (kept) return kept.value;
      const value = await findShopOfDomain(db, hostname);
      if (isKept) byHost.set(hostname, { value });
      return value;
    },
    /** The verified domain of the shop with URL name `username`, if any. */
    async domainOfShop(username: string) {
      const kept = isKept ? byShop.get(username) : undefined;
      if (kept) return kept.value;
      const value = await findDomainOfShop(db, username);
      if (isKept) byShop.set(username, { value });
      return value;
    },
  };
}
