import { useEffect } from "react";
import { useFetcher } from "react-router";
import type { CartOrderingWindow } from "#domain/cart-lead-time";
import type { ManualOrderSetup } from "#domain/manual-order";

/**
 * The days and slots for the products picked: the shop's own at first, then asked again of
 * the checkout's endpoint whenever the products change, so their lead times and daily quotas
 * count as they do at checkout.
 */
export function useOrderingWindow(
  setup: ManualOrderSetup,
  lines: readonly { productId: string }[],
): CartOrderingWindow {
  const window = useFetcher<CartOrderingWindow>();
  const ids = [...new Set(lines.map((line) => line.productId))].sort().join(",");
  const { load } = window;
  useEffect(() => {
    if (!ids) return;
    const params = new URLSearchParams({ username: setup.username, products: ids });
    void load(`/api/ordering-window?${params}`);
  }, [ids, load, setup.username]);
  return ids && window.data && "days" in window.data ? window.data : setup.ordering;
}
