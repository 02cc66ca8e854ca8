import { z } from "zod";

// What the browser may ask to count (spec §7, decision 025): a view or click of a link,
// product or store, or a shop's own event. The server checks a beacon with
// ZCountedEventSchema; the browser imports only the types (app/lib/counting.ts), so none of
// this is in a shop page's JavaScript.

export type ItemKind = "link" | "product" | "store";
export type ItemEvent = "view" | "click";
/**
 * A shop's own counts (decision 025), named by the shop's username: a page opened, a page
 * that starts a session (counted as a visit), and the funnel's steps a session reached
 * (each once per session).
 */
export type ShopEvent = "page" | "visit" | "product" | "cart" | "checkout";
export const SHOP_EVENTS = ["page", "visit", "product", "cart", "checkout"] as const;
export type CountedKind = ItemKind | "shop";
export type CountedEvent = ItemEvent | ShopEvent;

// Links, products and stores get their ids from crypto.randomUUID(): anything else names no
// row and is refused before it costs a query.
const ZCountedId = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);

/** Items one request may count as seen: a screenful of catalogue, several times over. */
export const MAX_COUNTED_IDS = 50;

/**
 * A count sent by the browser: the items seen on the page, batched (`id` repeated), or the
 * one item opened. See docs/decisions/017-views-and-clicks.md.
 */
const ZItemEventSchema = z
  .object({
    kind: z.enum(["link", "product", "store"]),
    event: z.enum(["view", "click"]),
    ids: z.array(ZCountedId).min(1).max(MAX_COUNTED_IDS),
  })
  .refine((count) => count.event === "view" || count.ids.length === 1);

/** A shop count names one shop by its username (the shape usernames can have). */
const ZShopEventSchema = z.object({
  kind: z.literal("shop"),
  event: z.enum(SHOP_EVENTS),
  ids: z.tuple([z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)]),
});

export const ZCountedEventSchema = z.union([ZItemEventSchema, ZShopEventSchema]);

/** The fields of a beacon body, `id` as often as it is given. */
export function countedEventFieldsOf(params: URLSearchParams) {
  return { kind: params.get("kind"), event: params.get("event"), ids: params.getAll("id") };
}
