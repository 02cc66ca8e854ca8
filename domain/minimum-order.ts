import type { DeliveryMethod } from "./delivery";
import { formatRupiah } from "./rupiah";

// A shop's minimum order (decision 059): the items' subtotal an order needs, one amount for
// delivery and one for pickup, each optional. Neither a delivery fee nor a transfer's unique
// code counts. No zod here: the cart and the checkout use these texts on the storefront.

export type MinimumOrder = {
  /** The subtotal an order to be delivered needs; null: none. */
  delivery: number | null;
  /** The subtotal an order picked up needs; null: none. */
  pickup: number | null;
};

export const NO_MINIMUM_ORDER: MinimumOrder = { delivery: null, pickup: null };

/** The amount the method needs; null (or 0) is no minimum. */
export function minimumOrderFor(minimum: MinimumOrder, method: DeliveryMethod): number | null {
  const amount = method === "Diantar" ? minimum.delivery : minimum.pickup;
  return amount && amount > 0 ? amount : null;
}

const METHOD_WORDS: Record<DeliveryMethod, string> = {
  Diantar: "diantar",
  "Diambil Sendiri": "diambil sendiri",
};

/**
 * What the cart and the checkout say before the form is filled: 'Minimal pesanan Rp 50.000
 * untuk diantar', both methods' amounts when they differ, one amount when they do not, and
 * for a shop that does not deliver, the pickup's alone. Null without a minimum.
 */
export function describeMinimumOrder(
  minimum: MinimumOrder,
  isDeliveryByStoreEnabled: boolean,
): string | null {
  const pickup = minimumOrderFor(minimum, "Diambil Sendiri");
  if (!isDeliveryByStoreEnabled) {
    return pickup === null ? null : `Minimal pesanan ${formatRupiah(pickup)}`;
  }
  const delivery = minimumOrderFor(minimum, "Diantar");
  if (delivery !== null && delivery === pickup) {
    return `Minimal pesanan ${formatRupiah(delivery)}`;
  }
  const parts = [
    ...(delivery === null ? [] : [`${formatRupiah(delivery)} untuk ${METHOD_WORDS.Diantar}`]),
    ...(pickup === null
      ? []
      : [`${formatRupiah(pickup)} untuk ${METHOD_WORDS["Diambil Sendiri"]}`]),
  ];
  return parts.length === 0 ? null : `Minimal pesanan ${parts.join(", ")}`;
}

/**
 * Why an order with this subtotal cannot be sent with this method ('Minimal pesanan Rp 50.000
 * untuk diantar. Tambah Rp 12.000 lagi.'), or null when it meets the minimum. The checkout
 * shows it, the server refuses with it.
 */
export function minimumOrderShortfall(
  minimum: MinimumOrder,
  method: DeliveryMethod,
  subtotal: number,
): string | null {
  const amount = minimumOrderFor(minimum, method);
  if (amount === null || subtotal >= amount) return null;
  return `Minimal pesanan ${formatRupiah(amount)} untuk ${METHOD_WORDS[method]}. Tambah ${formatRupiah(amount - subtotal)} lagi.`;
}
