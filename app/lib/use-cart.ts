import { useCallback, useEffect, useState } from "react";
import {
  addToCart,
  cartItemCount,
  cartTotal,
  removeCartLine,
  replaceCartLine,
  updateCartQuantity,
  type CartItem,
} from "../../domain/cart";

// The cart lives in the browser per brand (spec §3), in localStorage so a reload or
// another tab does not lose it; tabs keep each other in sync through the storage event.
const storageKey = (brandKey: string) => `gerai:cart:${brandKey}`;

function readCart(brandKey: string): CartItem[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(brandKey)) ?? "[]");
    // Spec §5: items lacking a string id are skipped.
    return Array.isArray(parsed)
      ? parsed.filter((item): item is CartItem => typeof item?.id === "string")
      : [];
  } catch {
    return [];
  }
}

export function useCart(brandKey: string) {
  const [items, setItems] = useState<CartItem[]>([]);

  useEffect(() => {
    setItems(readCart(brandKey));
    const onStorage = (event: StorageEvent) => {
      if (event.key === storageKey(brandKey)) setItems(readCart(brandKey));
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [brandKey]);

  const update = useCallback(
    (change: (current: CartItem[]) => CartItem[]) => {
      setItems(() => {
        const next = change(readCart(brandKey));
        try {
          localStorage.setItem(storageKey(brandKey), JSON.stringify(next));
        } catch {
          // Storage full or blocked: the cart still works for this page.
        }
        return next;
      });
    },
    [brandKey],
  );

  return {
    items,
    count: cartItemCount(items),
    total: cartTotal(items),
    add: (item: CartItem) => update((cart) => addToCart(cart, item)),
    setQuantity: (lineId: string, quantity: number) =>
      update((cart) => updateCartQuantity(cart, lineId, quantity)),
    replace: (lineId: string, item: CartItem) =>
      update((cart) => replaceCartLine(cart, lineId, item)),
    remove: (lineId: string) => update((cart) => removeCartLine(cart, lineId)),
    clear: () => update(() => []),
  };
}
