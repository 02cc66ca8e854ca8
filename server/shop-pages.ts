import { data } from "react-router";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import type { Db } from "./db/database";
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

/** The public shop of a page's URL name (findPublicBrandByUsername), a gone one thrown as 410. */
export function findShopOfPage(db: Db, username: string): Promise<PublicBrand | undefined> {
  return orGoneShopPage(findPublicBrandByUsername(db, username));
}
