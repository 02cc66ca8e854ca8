import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { isReservedPath } from "#domain/reserved-paths";
import { isValidAboutUsername } from "#domain/username";
import type { Db } from "../db/database";
import { AppError } from "../errors";
import { hasVerifiedOwner } from "./brand-scope";

// A shop that was public and is no more (decision 077): the platform suspended it, or its
// owner closed it with her account. Its pages answer 410 with a notice instead of 404, so
// a customer who follows an old link learns why, and search engines drop it for good. The
// public queries keep filtering with isPublicBrand() alone; only when they find nothing does
// this small read tell a gone shop from one that never was (or was never verified).

export type ShopState = "suspended" | "closed";

/** A gone shop: its name (the notice's heading) and why it is gone. */
export type GoneShop = { name: string; state: ShopState };

/** What a visitor reads of a gone shop. */
export function goneNoticeOf(state: ShopState): string {
  return state === "closed" ? PLATFORM_MESSAGES.closedNotice : PLATFORM_MESSAGES.suspendedNotice;
}

/** What an order sent to a gone shop is answered. */
export function orderRefusalOf(shop: GoneShop): string {
  return shop.state === "closed"
    ? PLATFORM_MESSAGES.closedNotice
    : PLATFORM_MESSAGES.suspendedOrder;
}

/** A request to a gone shop: 410 with its notice; `shop` names it for the page. */
export class ShopGoneError extends AppError {
  constructor(
    readonly shop: GoneShop,
    message: string = goneNoticeOf(shop.state),
  ) {
    super("GONE", message);
    this.name = "ShopGoneError";
  }
}

export function isShopGoneError(error: unknown): error is ShopGoneError {
  return error instanceof ShopGoneError;
}

/**
 * The shop named `username` when it is suspended or closed, and was public before (its
 * owner verified the address); undefined for any other name. A closed shop is closed
 * whether or not it is also suspended.
 */
export async function findGoneShop(db: Db, username: string): Promise<GoneShop | undefined> {
  if (!isValidAboutUsername(username) || isReservedPath(username)) return undefined;
  const row = await db
    .selectFrom("brands")
    .select(["name", "suspended_at", "closed_at"])
    .where("username", "=", username.toLowerCase())
    .where((eb) => eb.or([eb("suspended_at", "is not", null), eb("closed_at", "is not", null)]))
    .where(hasVerifiedOwner())
    .executeTakeFirst();
  if (!row) return undefined;
  return { name: row.name, state: row.closed_at ? "closed" : "suspended" };
}

/**
 * Throws ShopGoneError when `username` names a gone shop (the caller's public query found
 * nothing); returns otherwise, the name being unknown. `message` replaces the notice for a
 * refused write, such as an order.
 */
export async function refuseGoneShop(
  db: Db,
  username: string,
  message?: (shop: GoneShop) => string,
): Promise<void> {
  const shop = await findGoneShop(db, username);
  if (shop) throw new ShopGoneError(shop, message?.(shop));
}
