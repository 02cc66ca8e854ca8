// Spec §7 view/click counters, made atomic (ARCHITECTURE deviation 3): a counter is
// incremented in SQL and a history row written in the same transaction (view-recorder.ts),
// once the count has passed the per-client limits (count-limiter.ts). The visitor's IP is
// used for those limits only and left null in the history, as the spec stores it. What may
// be counted is domain/counted-events.ts.

/** What the history keeps of the visitor who sent a count. */
export type VisitorMeta = { userAgent: string | null; referrer: string | null };
/** Who is counting: the address is the per-client limits' key, never stored. */
export type Visitor = VisitorMeta & { clientIp: string };

export const COUNTED_TABLES = {
  link: { table: "links", parentKey: "link_id" },
  product: { table: "products", parentKey: "product_id" },
  store: { table: "stores", parentKey: "store_id" },
} as const;

export const HISTORY_TABLES = {
  link: { view: "link_view_histories", click: "link_click_histories" },
  product: { view: "product_view_histories", click: "product_click_histories" },
  store: { view: "store_view_histories", click: "store_click_histories" },
} as const;

export function visitorOf(request: Request, clientIp: string): Visitor {
  return {
    clientIp,
    userAgent: request.headers.get("user-agent"),
    referrer: request.headers.get("referer"),
  };
}
