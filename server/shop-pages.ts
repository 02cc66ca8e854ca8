import { data } from "react-router";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import type { AppContext } from "./context";
import { isShopGoneError, type ShopGoneError } from "./services/shop-status";
import { findPublicBrandByUsername, type PublicBrand } from "./services/storefront";

// The public pages of a shop that is gone, suspended or closed (decision 077): every shop
// page finds its shop here, and a gone one is thrown as a 410 answer the root's error page
// renders as the notice under the shop's name, with nothing else of the shop, not indexed.

/** What the error page of a gone shop reads. */
export type GoneShopAnswer = { goneShop: { name: string; notice: string; homeLink: string } };

/** The 410 answer a page loader throws for a gone shop. */
export function goneShopAnswer(error: ShopGoneError) {
  return data<GoneShopAnswer>(
    {
      goneShop: {
        name: error.shop.name,
        notice: error.message,
        homeLink: PLATFORM_MESSAGES.goneHomeLink,
      },
    },
    // Not indexed: the page says so, and the HTTP server adds X-Robots-Tag to every 410.
    { status: 410 },
  );
}

/** Runs a page's read of its shop; a gone shop becomes the 410 answer, thrown. */
export async function orGoneShopPage<T>(read: Promise<T>): Promise<T> {
  try {
    return await read;
  } catch (error) {
    if (isShopGoneError(error)) throw goneShopAnswer(error);
    throw error;
  }
}

/**
 * Where a shop's pages are (decision 081): at the root of its own domain when the request
 * came to it (`basePath` ""), else under its URL name at the platform's address. Every link
 * and canonical address of a shop page is built from these two, never from the URL name.
 */
export type ShopAddress = { origin: string; basePath: string };

/** A page's shop with its address. */
export type PageShop = PublicBrand & ShopAddress;

/**
 * The URL name of the shop a page shows: the host's shop on its own domain, else the path's
 * `:username` (undefined on the platform's own pages).
 */
export function shopNameOfPage(
  context: Pick<AppContext, "shopDomain">,
  params: { username?: string },
): string | undefined {
  return context.shopDomain?.username ?? params.username;
}

export function shopAddressOf(
  context: Pick<AppContext, "shopDomain" | "config">,
  username: string,
): ShopAddress {
  const domain = context.shopDomain;
  if (domain && domain.username === username.toLowerCase()) {
    return { origin: domain.origin, basePath: "" };
  }
  return { origin: context.config.appUrl, basePath: `/${username}` };
}

/** The public shop of a page's URL name (findPublicBrandByUsername), a gone one thrown as 410. */
export async function findShopOfPage(
  context: Pick<AppContext, "db" | "shopDomain" | "config">,
  username: string,
): Promise<PageShop | undefined> {
  const brand = await orGoneShopPage(findPublicBrandByUsername(context.db, username));
  return brand && { ...brand, ...shopAddressOf(context, brand.username) };
}
