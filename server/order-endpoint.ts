import { CHECKOUT_FAILED_ERROR, CHECKOUT_INVALID_ERROR } from "#domain/checkout-messages";
import type { AppContext } from "./context";
import { toAppError } from "./errors";
import { OutdatedCartError } from "./services/cart-products";
import { createOrder } from "./services/orders";

/** The path the checkout dialog sends its order to. */
export const ORDERS_PATH = "/api/orders";

export type OrderEndpointContext = Pick<
  AppContext,
  "db" | "config" | "metrics" | "logger" | "clientIp"
>;

/**
 * A JSON answer built as a plain body and headers: the Node server writes such an answer
 * as it is, where `Response.json`'s answer goes through the fetch Response's stream.
 */
const answerJson = (value: unknown, status: number) =>
  new Response(JSON.stringify(value), {
    status,
    headers: { "content-type": "application/json" },
  });

/**
 * Places a guest order from the checkout dialog (JSON in, JSON out). Refusals carry the
 * spec's message, and each refused field's own; anything unexpected is logged and answered
 * with the generic one, so the customer's cart and form stay as they were.
 *
 * The HTTP server answers the orders path with this directly (decision 034): an order is the
 * one write a burst of customers sends at once, and the page router's work per request was a
 * sixth of an order's. The route module of the same path answers with it too. The HTTP server
 * reads the body itself where it can (`readBody`).
 */
export async function answerOrder(
  context: OrderEndpointContext,
  request: Request,
  readBody: () => Promise<unknown> = () => request.json(),
): Promise<Response> {
  if (request.method !== "POST") {
    return answerJson({ error: CHECKOUT_INVALID_ERROR }, 405);
  }
  let body: unknown;
  try {
    body = await readBody();
  } catch {
    return answerJson({ error: CHECKOUT_INVALID_ERROR }, 400);
  }
  try {
    const placed = await createOrder(context, body, { client: { ip: context.clientIp } });
    return answerJson(placed, 201);
  } catch (caught) {
    const error = toAppError(caught, context.logger, CHECKOUT_FAILED_ERROR);
    const hasFieldErrors = Object.keys(error.fieldErrors).length > 0;
    return answerJson(
      {
        error: error.message,
        ...(hasFieldErrors ? { fieldErrors: error.fieldErrors } : {}),
        // A cart behind the shop's products gets them along, to catch up and say what changed.
        ...(error instanceof OutdatedCartError ? { products: error.current.products } : {}),
      },
      error.status,
    );
  }
}
