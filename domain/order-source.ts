// Where an order came from (decision 072): the online shop's checkout, or an order a member
// of the shop recorded by hand ('Pesanan Manual') after a chat, a call or a sale at the stall.

export const ORDER_SOURCES = ["online", "whatsapp", "phone", "walk-in"] as const;
export type OrderSource = (typeof ORDER_SOURCES)[number];

/** The sources a member records by hand: every one but the online shop. */
export const MANUAL_ORDER_SOURCES = [
  "whatsapp",
  "phone",
  "walk-in",
] as const satisfies readonly Exclude<OrderSource, "online">[];
export type ManualOrderSource = (typeof MANUAL_ORDER_SOURCES)[number];

/** What a guest order placed through the checkout stores. */
export const ONLINE_ORDER_SOURCE: OrderSource = "online";

export const ORDER_SOURCE_LABELS: Record<OrderSource, string> = {
  online: "Toko Online",
  whatsapp: "WhatsApp",
  phone: "Telepon",
  "walk-in": "Datang Langsung",
};

/** The address parameter of the orders list's source filter. */
export const SOURCE_FILTER_PARAM = "sumber";

export function isOrderSource(value: unknown): value is OrderSource {
  return typeof value === "string" && (ORDER_SOURCES as readonly string[]).includes(value);
}

export function isManualOrderSource(value: unknown): value is ManualOrderSource {
  return typeof value === "string" && (MANUAL_ORDER_SOURCES as readonly string[]).includes(value);
}

/** A stored source read back; rows written before sources were kept are the online shop's. */
export function resolveOrderSource(value: string | null | undefined): OrderSource {
  return isOrderSource(value) ? value : ONLINE_ORDER_SOURCE;
}

/** A customer at the stall may leave no name and no number; a chat or a call always has one. */
export function isContactOptional(source: OrderSource): boolean {
  return source === "walk-in";
}

/**
 * The shop's daily roll-up column counting the orders of a manual source; the online shop's
 * are the day's orders less these (shop_daily_counts, decision 072).
 */
export const SOURCE_DAY_COLUMNS = {
  whatsapp: "orders_whatsapp",
  phone: "orders_phone",
  "walk-in": "orders_walk_in",
} as const satisfies Record<ManualOrderSource, string>;

/**
 * The customer as a list or an order's page names her: her name, or for an order recorded
 * without one (at the stall) where it came from.
 */
export function customerNameText(name: string, source?: OrderSource): string {
  return name || (source ? ORDER_SOURCE_LABELS[source] : "-");
}
