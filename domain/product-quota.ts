import { WEEKDAY_NAMES_ID } from "./shop-time";

// A daily quota per product (decision 060): how many units the kitchen makes for one day of
// pickup or delivery. The server counts every order not cancelled on its due day; the
// checkout shows 'Kuota habis' on a day a product in the cart has no room left for.

/** The day picker's mark on a day the cart does not fit in a product's quota. */
export const QUOTA_FULL_LABEL = "Kuota habis";

/**
 * Units still free per product with a quota, for one day offered at checkout (a product
 * without a quota is absent).
 */
export type QuotaLeft = Readonly<Record<string, number>>;

/** Units wanted of each product in the cart, by product id. */
export function wantedQuantities(
  lines: readonly { productId: string; quantity: number }[],
): Map<string, number> {
  const wanted = new Map<string, number>();
  for (const line of lines) {
    wanted.set(line.productId, (wanted.get(line.productId) ?? 0) + line.quantity);
  }
  return wanted;
}

/** The id of the first product whose quota has less room than wanted on the day, if any. */
export function productOverQuota(
  quotaLeft: QuotaLeft | undefined,
  wanted: ReadonlyMap<string, number>,
): string | undefined {
  if (!quotaLeft) return undefined;
  for (const [productId, quantity] of wanted) {
    const left = quotaLeft[productId];
    if (left !== undefined && quantity > left) return productId;
  }
  return undefined;
}

/** A day's mark where the cart wants more than a product has left: none, or how many. */
export const quotaLeftLabel = (left: number) => (left > 0 ? `Sisa ${left}` : QUOTA_FULL_LABEL);

/**
 * Why the marked days cannot be picked, naming the product: "Kuota harian Brownies Panggang
 * tidak cukup untuk 4 item pada hari yang ditandai." When no day is left at all, the cart
 * itself has to change.
 */
export function quotaNoteText(productName: string, wanted: number, isAnyDayLeft: boolean): string {
  const short = `Kuota harian ${productName} tidak cukup untuk ${wanted} item`;
  return isAnyDayLeft
    ? `${short} pada hari yang ditandai.`
    : `${short} pada hari mana pun. Kurangi jumlahnya di keranjang.`;
}

/** Units left of a quota after `taken`, never below 0 (a quota lowered under what is sold). */
export function unitsLeft(quota: number, taken: number): number {
  return Math.max(0, quota - taken);
}

/** "Senin, 30/11/2026" for a YYYY-MM-DD day. */
export function namedDay(day: string): string {
  const [year, month, date] = day.split("-");
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return `${WEEKDAY_NAMES_ID[weekday]}, ${date}/${month}/${year}`;
}

/** "30/11/2026" (as the checkout's days show it) as YYYY-MM-DD. */
export function isoDayOf(date: string): string {
  const [day, month, year] = date.split("/");
  return `${year}-${month}-${day}`;
}

/**
 * The server's refusal of an order that does not fit a product's quota on its due day:
 * "Kuota Brownies Panggang untuk Senin, 30/11/2026 sudah habis. Silakan pilih hari lain."
 * or, with some units left, how many.
 */
export function quotaFullText(productName: string, day: string, left: number): string {
  const when = `${productName} untuk ${namedDay(day)}`;
  return left > 0
    ? `Kuota ${when} tinggal ${left}. Kurangi jumlahnya atau pilih hari lain.`
    : `Kuota ${when} sudah habis. Silakan pilih hari lain.`;
}

/** The most products of a cart whose quotas the checkout asks for. */
const MAX_CART_PRODUCTS = 50;

/** The product ids of `products=id,id` as the checkout sends them; anything else is left out. */
export function cartProductIdsOf(param: string | null): string[] {
  const ids = (param ?? "").split(",").filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id));
  return [...new Set(ids)].slice(0, MAX_CART_PRODUCTS);
}
