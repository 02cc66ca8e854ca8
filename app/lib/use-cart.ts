import { useCallback, useMemo, useSyncExternalStore } from "react";
import {
  addToCart,
  applyCurrentProducts,
  cartItemCount,
  cartTotal,
  removeCartLine,
  replaceCartLine,
  updateCartQuantity,
  type CartItem,
  type CartLineNotices,
  type CurrentCartProduct,
} from "#domain/cart";
import { countFunnelStep } from "./shop-session";
import { SHOPLESS_CART } from "./stored-carts";

// The cart lives in the browser per brand (spec §3), in localStorage so a reload or
// another tab does not lose it. Tabs follow each other through the storage event; this
// tab's components through a local event.
const storageKey = (brandKey: string) => `gerai:cart:${brandKey}`;
const LOCAL_EVENT = "gerai:cart";

function readRaw(brandKey: string): string {
  try {
    return localStorage.getItem(storageKey(brandKey)) ?? "[]";
  } catch {
    return "[]";
  }
}

function parseCart(raw: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(raw);
    // Spec §5: items lacking a string id are skipped.
    return Array.isArray(parsed)
      ? parsed.filter((item): item is CartItem => typeof item?.id === "string")
      : [];
  } catch {
    return [];
  }
}

function subscribe(onChange: () => void) {
  window.addEventListener("storage", onChange);
  window.addEventListener(LOCAL_EVENT, onChange);
  return () => {
    window.removeEventListener("storage", onChange);
    window.removeEventListener(LOCAL_EVENT, onChange);
  };
}

export type Cart = ReturnType<typeof useCart>;

export function useCart(brandKey: string) {
  // The server cannot see the browser's storage: it renders "not read yet" (null), so a
  // page never flashes an empty cart before hydration.
  const raw = useSyncExternalStore(
    subscribe,
    () => readRaw(brandKey),
    () => null,
  );
  const items = useMemo(() => (raw === null ? [] : parseCart(raw)), [raw]);

  const update = useCallback(
    (change: (current: CartItem[]) => CartItem[]) => {
      const next = change(parseCart(readRaw(brandKey)));
      try {
        localStorage.setItem(storageKey(brandKey), JSON.stringify(next));
      } catch {
        // Storage full or blocked: nothing more to do here.
      }
      window.dispatchEvent(new Event(LOCAL_EVENT));
    },
    [brandKey],
  );

  return {
    /** Whose cart this is: the brand's username, or "platform". */
    key: brandKey,
    items,
    isLoaded: raw !== null,
    count: cartItemCount(items),
    total: cartTotal(items),
    add: (item: CartItem) => {
      update((cart) => addToCart(cart, item));
      if (brandKey !== SHOPLESS_CART) countFunnelStep(brandKey, "cart");
    },
    setQuantity: (lineId: string, quantity: number) =>
      update((cart) => updateCartQuantity(cart, lineId, quantity)),
    replace: (lineId: string, item: CartItem) =>
      update((cart) => replaceCartLine(cart, lineId, item)),
    remove: (lineId: string) => update((cart) => removeCartLine(cart, lineId)),
    clear: () => update(() => []),
    /** Takes the shop's current products (prices, names, options); returns what changed. */
    catchUp: (checkedIds: readonly string[], products: readonly CurrentCartProduct[]) => {
      let notices: CartLineNotices = {};
      update((cart) => {
        const result = applyCurrentProducts(cart, checkedIds, products);
        notices = result.notices;
        return result.cart;
      });
      return notices;
    },
  };
}
