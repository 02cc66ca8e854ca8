import { useCallback, useEffect, useState } from "react";
import { DELIVERY_SLOTS, deliveryDays } from "#domain/delivery";
import { DEFAULT_TIME_ZONE, timeZoneLabel } from "#domain/shop-time";
import type { CartOrderingWindow } from "#domain/cart-lead-time";
import type { OrderingWindow } from "#domain/shop-hours";

/** Without a shop (the platform-wide cart) nothing decides the hours: every slot shows. */
function unscheduledWindow(): OrderingWindow {
  return {
    canOrder: true,
    notice: null,
    shopNotice: null,
    days: deliveryDays(new Date()).map((day) => ({
      ...day,
      slots: [...DELIVERY_SLOTS],
      fullSlots: [],
    })),
    zoneLabel: timeZoneLabel(DEFAULT_TIME_ZONE),
    timeZone: DEFAULT_TIME_ZONE,
  };
}

function isOrderingWindow(body: unknown): body is CartOrderingWindow {
  if (typeof body !== "object" || body === null) return false;
  const { canOrder, days, zoneLabel } = body as Record<string, unknown>;
  return typeof canOrder === "boolean" && Array.isArray(days) && typeof zoneLabel === "string";
}

/**
 * What the shop takes orders for: the page's copy first, then the server's answer of now,
 * asked each time the checkout opens and again after a refusal (`refresh`). The server
 * decides with its own clock; a failed request keeps the copy it has. `productIds` (the
 * cart's, comma-separated) get each day's units left of a daily quota (decision 060), and
 * only the days and slots all of them can meet, a product that pushes them back named
 * (decision 065).
 */
export function useOrderingWindow(
  username: string | undefined,
  initial: OrderingWindow | undefined,
  productIds = "",
): { window: CartOrderingWindow; refresh: () => void } {
  const [window, setWindow] = useState<CartOrderingWindow>(() => initial ?? unscheduledWindow());
  const refresh = useCallback(() => {
    if (!username) return;
    const products = productIds && `&products=${encodeURIComponent(productIds)}`;
    void fetch(`/api/ordering-window?username=${encodeURIComponent(username)}${products}`, {
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body: unknown) => {
        if (isOrderingWindow(body)) setWindow(body);
      })
      .catch(() => {});
  }, [username, productIds]);
  useEffect(refresh, [refresh]);
  return { window, refresh };
}
