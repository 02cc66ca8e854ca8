import { z } from "zod";

// Spec §7 view/click counters, made atomic (ARCHITECTURE deviation 3): a counter is
// incremented in SQL and a history row written in the same transaction (view-recorder.ts),
// once the count has passed the per-client limits (count-limiter.ts). The visitor's IP is
// used for those limits only and left null in the history, as the spec stores it.

export type ItemKind = "link" | "product" | "store";
export type ItemEvent = "view" | "click";
/**
 * A shop's own counts (decision 025), named by the shop's username: a page opened, a page
 * that starts a visit, and the funnel's steps a visit reached (each once per visit).
 */
export type ShopEvent = "page" | "visit" | "product" | "cart" | "checkout";
export const SHOP_EVENTS = ["page", "visit", "product", "cart", "checkout"] as const;
export type CountedKind = ItemKind | "shop";
export type CountedEvent = ItemEvent | ShopEvent;
export type VisitMeta = { userAgent: string | null; referrer: string | null };
/** Who is counting: the address is the per-client limits' key, never stored. */
export type Visit = VisitMeta & { clientIp: string };

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

// Links, products and stores get their ids from crypto.randomUUID(): anything else names no
// row and is refused before it costs a query.
const ZCountedId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** Items one request may count as seen: a screenful of catalogue, several times over. */
export const MAX_COUNTED_IDS = 50;

/**
 * A count sent by the browser (app/lib/visits.ts): the items seen on the page, batched
 * (`id` repeated), or the one item opened. See docs/decisions/017-views-and-clicks.md.
 */
const ZItemVisitSchema = z
  .object({
    kind: z.enum(["link", "product", "store"]),
    event: z.enum(["view", "click"]),
    ids: z.array(ZCountedId).min(1).max(MAX_COUNTED_IDS),
  })
  .refine((count) => count.event === "view" || count.ids.length === 1);

/** A shop count names one shop by its username (the shape usernames can have). */
const ZShopVisitSchema = z.object({
  kind: z.literal("shop"),
  event: z.enum(SHOP_EVENTS),
  ids: z.tuple([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]),
});

export const ZVisitSchema = z.union([ZItemVisitSchema, ZShopVisitSchema]);

/** The fields of a beacon body, `id` as often as it is given. */
export function visitFieldsOf(params: URLSearchParams) {
  return { kind: params.get("kind"), event: params.get("event"), ids: params.getAll("id") };
}

export function visitOf(request: Request, clientIp: string): Visit {
  return {
    clientIp,
    userAgent: request.headers.get("user-agent"),
    referrer: request.headers.get("referer"),
  };
}
