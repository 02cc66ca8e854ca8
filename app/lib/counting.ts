import type { CountedEvent, CountedKind, ItemKind, ShopEvent } from "#domain/counted-events";

/** The steps of a session the shop's funnel counts (app/lib/shop-session.ts). */
export type FunnelStep = Exclude<ShopEvent, "page" | "visit">;

/** Ids per request; the server takes at most 50 (MAX_COUNTED_IDS). */
const IDS_PER_REQUEST = 50;

// Sends counts without delaying the navigation they accompany.
function send(kind: CountedKind, event: CountedEvent, ids: readonly string[]) {
  const body = new URLSearchParams({ kind, event });
  for (const id of ids) body.append("id", id);
  try {
    if (navigator.sendBeacon?.("/api/visits", body)) return;
  } catch {
    // fall through to fetch
  }
  void fetch("/api/visits", { method: "POST", body, keepalive: true }).catch(() => undefined);
}

/** Counts one view or click. */
export function countItemEvent(kind: ItemKind, event: "view" | "click", id: string) {
  send(kind, event, [id]);
}

/** Counts a shop page, a new session or a funnel step of the shop named `username`. */
export function countShopEvent(event: ShopEvent, username: string) {
  send("shop", event, [username]);
}

/** Counts the views of several items, as few requests as the server allows. */
export function countViews(kind: ItemKind, ids: readonly string[]) {
  for (let start = 0; start < ids.length; start += IDS_PER_REQUEST) {
    send(kind, "view", ids.slice(start, start + IDS_PER_REQUEST));
  }
}
