import type { z } from "zod";
import type { CartItem, CurrentCartProduct } from "./cart";
import type { ZCheckoutItemSchema } from "./checkout";
import type { LocationPin } from "./location-pin";
import type { OrderPayment } from "./payment-methods";

// What the browser sends to place an order and what it gets back. The server trusts none
// of it beyond the customer's choices: prices, names and totals come from its own data.
// The price a line showed is sent only to be compared: an order the customer saw at
// another price than the shop's is refused, with the current prices for the cart.

// A line is the checkout schema's (domain/checkout.ts; only the type comes along, so the
// browser bundle stays without zod). The form is sent as typed, blanks included: the
// server answers a missing field with the spec's message.
export type CheckoutRequestItem = z.input<typeof ZCheckoutItemSchema>;

export type CheckoutRequestForm = {
  deliveryDay: string;
  /** The dd/MM/yyyy date shown next to the picked day (see resolveDeliveryDay). */
  deliveryDate?: string;
  deliveryTime: string;
  customerName: string;
  customerPhone: string;
  deliveryMethod?: string;
  note: string;
  referralCode: string;
  /** One of the shop's offered methods (domain/payment-methods.ts). */
  paymentMethod?: string;
  /** The delivery area picked, for a shop with areas (decision 058). */
  deliveryArea?: string;
  /** The fee the customer was shown; refused when it is not the server's. */
  deliveryFee?: number;
  /** The position shared with 'Bagikan Lokasi', for a delivered order. */
  location?: LocationPin;
  /** Sent, true, only when the customer ticked the promotions consent (decision 070). */
  marketingConsent?: boolean;
};

export type CheckoutRequest = {
  /** The brand's username; empty on the platform-wide cart. */
  username: string;
  form: CheckoutRequestForm;
  items: CheckoutRequestItem[];
};

/** The answer to a placed order: the hand-off text and where to send it. */
export type PlacedOrder = {
  orderNumber: string;
  total: number;
  message: string;
  whatsappUrl: string;
  trackingUrl: string;
  /** What the customer is shown to pay; null for a shop without methods' details. */
  payment: OrderPayment | null;
};

export function toCheckoutRequestItem(line: CartItem): CheckoutRequestItem {
  return {
    productId: line.productId,
    quantity: line.quantity,
    customizations: { ...line.customizations },
    notes: line.notes,
    seenPrice: line.price,
    ...(line.sugar ? { sugar: line.sugar } : {}),
    ...(line.ice ? { ice: line.ice } : {}),
    name: line.name,
  };
}

/**
 * The shop's current products for a cart's lines, as the cart-products endpoint answers and
 * as an order refused for an outdated cart carries them (`products`, with the message in
 * `error`). A product looked up but missing is no longer sold.
 */
export type CurrentCartProducts = { products: CurrentCartProduct[] };
