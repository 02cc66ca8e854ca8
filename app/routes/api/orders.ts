import { CHECKOUT_FAILED_ERROR, CHECKOUT_INVALID_ERROR } from "../../../domain/checkout-messages";
import { isAppError } from "../../../server/errors";
import { createOrder, OutdatedCartError } from "../../../server/services/orders";
import type { Route } from "./+types/orders";

// Places a guest order from the checkout dialog (JSON in, JSON out). Refusals carry the
// spec's message; anything unexpected is logged and answered with the generic one, so the
// customer's cart and form stay as they were.
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") {
    return Response.json({ error: CHECKOUT_INVALID_ERROR }, { status: 405 });
  }
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return Response.json({ error: CHECKOUT_INVALID_ERROR }, { status: 400 });
  }
  try {
    const placed = await createOrder(context, body, { client: { ip: context.clientIp } });
    return Response.json(placed, { status: 201 });
  } catch (error) {
    // A cart behind the shop's products gets them along, to catch up and say what changed.
    if (error instanceof OutdatedCartError) {
      return Response.json(
        { error: error.message, products: error.current.products },
        { status: error.status },
      );
    }
    if (isAppError(error)) {
      return Response.json({ error: error.message }, { status: error.status });
    }
    context.logger.error("order creation failed", { error });
    return Response.json({ error: CHECKOUT_FAILED_ERROR }, { status: 500 });
  }
}
