import { cartProductIdsOf } from "#domain/product-quota";
import { findOrderingWindow } from "#server/services/shop-hours";
import { isShopGoneError } from "#server/services/shop-status";
import type { Route } from "./+types/ordering-window";

// The days and slots a shop takes orders for right now, and why not when it takes none
// (GET ?username=…&products=id,id). The checkout asks when it opens: the page it opens on may
// be hours old. With the cart's products named, each day says the units left of those with
// a daily quota (decision 060).
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const username = params.get("username") ?? "";
  const headers = { "Cache-Control": "no-store" };
  let window;
  try {
    window = await findOrderingWindow(
      context.db,
      username,
      new Date(),
      cartProductIdsOf(params.get("products")),
    );
  } catch (error) {
    // A suspended or closed shop: 410 with its notice (decision 077).
    if (!isShopGoneError(error)) throw error;
    return Response.json({ error: error.message }, { status: error.status, headers });
  }
  if (!window) return Response.json({ error: "Brand tidak ditemukan" }, { status: 404, headers });
  return Response.json(window, { headers });
}
