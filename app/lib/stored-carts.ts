import { cartItemCount } from "#domain/cart";

// The key prefix useCart writes each shop's cart under (app/lib/use-cart.ts).
const CART_KEY_PREFIX = "gerai:cart:";
// Carts once filled on the platform's mixed catalogue: they belong to no shop and cannot
// be ordered, so they are not offered.
export const SHOPLESS_CART = "platform";

export type StoredCart = { username: string; count: number };

/** The shops whose carts in this browser hold something, with their item counts. */
export function listStoredCarts(storage: Storage = window.localStorage): StoredCart[] {
  const carts: StoredCart[] = [];
  try {
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (!key?.startsWith(CART_KEY_PREFIX)) continue;
      const username = key.slice(CART_KEY_PREFIX.length);
      if (!username || username === SHOPLESS_CART) continue;
      const count = cartItemCount(readLines(storage.getItem(key)));
      if (count > 0) carts.push({ username, count });
    }
  } catch {
    // Storage switched off (private mode, a blocked site): no carts to show.
  }
  return carts.sort((a, b) => a.username.localeCompare(b.username));
}

function readLines(raw: string | null): { quantity: number }[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? "[]");
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (item): item is { quantity: number } =>
        typeof item?.id === "string" && Number.isInteger(item?.quantity) && item.quantity > 0,
    );
  } catch {
    return [];
  }
}
