import type { Dispatch, SetStateAction } from "react";
import { cartTotal, type CartItem } from "#domain/cart";
import type { LocationPin } from "#domain/location-pin";
import { minimumOrderShortfall, type MinimumOrder } from "#domain/minimum-order";
import type { CheckoutBrand, CheckoutDraft } from "./use-checkout-form";

/** What the checkout knows of the shop's minimum order (services/checkout-settings.ts). */
export type DeliveryRulesBrand = {
  /** The items' subtotal each method needs. */
  minimumOrder?: MinimumOrder;
  /** 'Minimal pesanan Rp 50.000 untuk diantar'; null: none. */
  minimumOrderNotice?: string | null;
};

/** What the customer shared: her position, sent with a delivered order only. */
export type DeliveryRulesDraft = { location?: LocationPin };

/**
 * The checkout's part of decision 059 for the method chosen (pickup when the shop does not
 * deliver): the minimum order not met, which holds the order, said above the button as the
 * server refuses it; and 'Bagikan Lokasi', offered for a delivered order only.
 */
export function deliveryRulesOf({
  brand,
  draft,
  items,
  isDelivering,
  onDraftChange,
}: {
  brand: CheckoutBrand | null;
  draft: CheckoutDraft;
  items: readonly CartItem[];
  isDelivering: boolean;
  onDraftChange: Dispatch<SetStateAction<CheckoutDraft>>;
}) {
  const method = isDelivering ? draft.deliveryMethod : "Diambil Sendiri";
  const isLocationOffered = isDelivering && method === "Diantar";
  return {
    /** Why the order cannot be sent yet; null when it meets the minimum. */
    minimumShortfall:
      brand?.minimumOrder && method
        ? minimumOrderShortfall(brand.minimumOrder, method, cartTotal(items))
        : null,
    location: {
      isOffered: isLocationOffered,
      /** Sent with the order: a delivered one only. */
      value: isLocationOffered ? draft.location : undefined,
      onChange: (pin: LocationPin | undefined) =>
        onDraftChange((current) => ({ ...current, location: pin })),
    },
  };
}
