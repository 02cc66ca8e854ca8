import { requireMember } from "#server/auth/guards";
import { findNewOrders } from "#server/services/order-alerts";
import type { Route } from "./+types/order-alerts";

// The seller's orders created after the cursor (GET ?since=…), which the open admin polls
// for its new-order alert; without `since` only the cursor to start from.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  const since = new URL(request.url).searchParams.get("since");
  const alerts = await findNewOrders(context.db, owner, since);
  return Response.json(alerts, { headers: { "Cache-Control": "no-store" } });
}
