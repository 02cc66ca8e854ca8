import { answerOrder } from "#server/order-endpoint";
import type { Route } from "./+types/orders";

// Places a guest order from the checkout dialog. The HTTP server answers POSTs here itself,
// with the same function, before the router (server/order-endpoint.ts).
export async function action({ request, context }: Route.ActionArgs) {
  return answerOrder(context, request);
}
