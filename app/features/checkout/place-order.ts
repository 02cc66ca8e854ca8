import { CHECKOUT_FIELDS, type CheckoutField } from "#domain/checkout-fields";
import { CHECKOUT_FAILED_ERROR } from "#domain/checkout-messages";
import type { CurrentCartProduct } from "#domain/cart";
import type { CheckoutRequest, PlacedOrder } from "#domain/checkout-request";
import { currentProductsOf } from "#app/lib/cart-prices";
import { checkoutKeyFor, forgetCheckoutKey } from "./checkout-key";

export type PlaceOrderResult =
  | { ok: true; order: PlacedOrder }
  /**
   * `products`: the shop's current products, when the cart was behind them; `fieldErrors`:
   * what the server found wrong with each field, when it names fields.
   */
  | {
      ok: false;
      error: string;
      /** The server refused the order with a reason; absent when it could not be sent. */
      isRefusal?: true;
      products?: CurrentCartProduct[];
      fieldErrors?: Partial<Record<CheckoutField, string>>;
    };

function isPlacedOrder(body: unknown): body is PlacedOrder {
  if (typeof body !== "object" || body === null) return false;
  const { orderNumber, message, whatsappUrl, trackingUrl } = body as Record<string, unknown>;
  return (
    typeof orderNumber === "string" &&
    typeof message === "string" &&
    typeof trackingUrl === "string" &&
    typeof whatsappUrl === "string" &&
    whatsappUrl.startsWith("https://wa.me/")
  );
}

function refusalOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { error } = body as { error?: unknown };
  return typeof error === "string" && error !== "" ? error : undefined;
}

/** The form's fields a refusal names, with their messages; anything else is left out. */
function fieldErrorsOf(body: unknown): Partial<Record<CheckoutField, string>> | undefined {
  if (typeof body !== "object" || body === null) return undefined;
  const { fieldErrors } = body as { fieldErrors?: unknown };
  if (typeof fieldErrors !== "object" || fieldErrors === null) return undefined;
  const named = CHECKOUT_FIELDS.flatMap((field) => {
    const message = (fieldErrors as Record<string, unknown>)[field];
    return typeof message === "string" && message !== "" ? [[field, message] as const] : [];
  });
  return named.length > 0 ? Object.fromEntries(named) : undefined;
}

/**
 * Sends the order to the server. A refusal (missing field, unknown brand, product no longer
 * sold, a price changed) comes back with its message, with each refused field's own, and
 * with the shop's current products when the cart was behind them; any other failure is logged and answered with the
 * spec's 'Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.' Trying the same order
 * again sends the same checkout key, so an order whose answer was lost is not placed twice;
 * a changed cart or form is another order and gets a new key (checkoutKeyFor).
 */
export async function placeOrder(request: CheckoutRequest): Promise<PlaceOrderResult> {
  try {
    const content = JSON.stringify(request);
    const response = await fetch("/api/orders", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...request, checkoutKey: checkoutKeyFor(content) }),
    });
    const body: unknown = await response.json().catch(() => null);
    if (response.ok && isPlacedOrder(body)) {
      forgetCheckoutKey();
      return { ok: true, order: body };
    }
    // The key was already used for other content: the next send is a new checkout.
    if (response.status === 409) forgetCheckoutKey();
    const refusal = response.status < 500 ? refusalOf(body) : undefined;
    if (refusal) {
      console.warn(`Order refused with status ${response.status}: ${refusal}`);
      return {
        ok: false,
        error: refusal,
        isRefusal: true,
        products: currentProductsOf(body),
        fieldErrors: fieldErrorsOf(body),
      };
    }
    console.error(`Order failed with status ${response.status}`);
  } catch (error) {
    console.error("Order failed", error);
  }
  return { ok: false, error: CHECKOUT_FAILED_ERROR };
}
