import { useEffect, useEffectEvent, useSyncExternalStore } from "react";
import type { CartLineNotices, CurrentCartProduct } from "#domain/cart";
import type { Cart } from "./use-cart";

// A cart lives for days in the browser with the prices seen when each line was added. Each
// time the cart or the checkout opens, the shop's current products are read again: the cart
// takes their prices (so totals and the order use them) and each changed line gets a notice.
// The notices outlive the change itself, which the cart stores at once, for as long as the
// page is open; the cart dialog, the cart page and the checkout show the same ones.

const EMPTY: CartLineNotices = {};
const noticesByCart = new Map<string, CartLineNotices>();
const listeners = new Set<() => void>();

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

function publish(cartKey: string, notices: CartLineNotices) {
  noticesByCart.set(cartKey, notices);
  for (const listener of listeners) listener();
}

/**
 * Records what a look-up found. A line found changed gets its new notices; a line whose
 * product is sold again loses 'no longer available' and 'choices changed' (the edit fixed
 * them), but keeps a price change the customer may not have read yet.
 */
function recordNotices(cartKey: string, checkedLineIds: readonly string[], found: CartLineNotices) {
  const next: CartLineNotices = { ...noticesByCart.get(cartKey) };
  for (const lineId of checkedLineIds) {
    const kept = (next[lineId] ?? []).filter((notice) => notice.kind === "price");
    const fresh = found[lineId] ?? [];
    const hasFreshPrice = fresh.some((notice) => notice.kind === "price");
    const merged = [...(hasFreshPrice ? [] : kept), ...fresh];
    if (merged.length > 0) next[lineId] = merged;
    else delete next[lineId];
  }
  publish(cartKey, next);
}

/** After an order is placed the cart is empty, and so are its notices. */
export function clearCartNotices(cartKey: string) {
  publish(cartKey, EMPTY);
}

/** Brings the cart up to `products` (looked up for `checkedIds`) and records the notices. */
export function catchUpCart(
  cart: Cart,
  checkedIds: readonly string[],
  products: readonly CurrentCartProduct[],
) {
  const checked = new Set(checkedIds);
  const checkedLineIds = cart.items
    .filter((line) => checked.has(line.productId))
    .map((line) => line.id);
  recordNotices(cart.key, checkedLineIds, cart.catchUp(checkedIds, products));
}

function isCurrentProducts(body: unknown): body is { products: CurrentCartProduct[] } {
  return (
    typeof body === "object" &&
    body !== null &&
    Array.isArray((body as { products?: unknown }).products)
  );
}

/** The products of a refused order's answer, when the cart was behind the shop's. */
export function currentProductsOf(body: unknown): CurrentCartProduct[] | undefined {
  return isCurrentProducts(body) ? body.products : undefined;
}

async function fetchCurrentProducts(
  username: string,
  ids: readonly string[],
): Promise<CurrentCartProduct[] | null> {
  const params = new URLSearchParams({ username });
  for (const id of ids) params.append("id", id);
  try {
    const response = await fetch(`/api/cart-products?${params}`, {
      headers: { Accept: "application/json" },
    });
    const body: unknown = await response.json();
    return response.ok && isCurrentProducts(body) ? body.products : null;
  } catch (error) {
    // Offline or a failed answer: the lines keep their prices, and placing the order
    // still compares them with the shop's.
    console.warn("Cart prices could not be read", error);
    return null;
  }
}

/**
 * Reads the shop's current products each time `isActive` turns true (the cart or checkout
 * opened) and returns the notices of the cart's lines.
 */
export function useCurrentCartPrices(cart: Cart, username: string, isActive: boolean) {
  const refresh = useEffectEvent(async () => {
    const ids = [...new Set(cart.items.map((line) => line.productId))];
    if (ids.length === 0) return;
    const products = await fetchCurrentProducts(username, ids);
    if (products) catchUpCart(cart, ids, products);
  });
  useEffect(() => {
    if (isActive) void refresh();
  }, [isActive, cart.isLoaded]);

  const notices = useSyncExternalStore(
    subscribe,
    () => noticesByCart.get(cart.key) ?? EMPTY,
    () => EMPTY,
  );
  return notices;
}
