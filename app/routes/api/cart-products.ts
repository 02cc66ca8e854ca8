import { isShopGoneError } from "#server/services/shop-status";
import { listCurrentCartProducts } from "#server/services/cart-products";
import type { Route } from "./+types/cart-products";

// The shop's current price, name and options for the products of a cart
// (`?username=…&id=…&id=…`), read whenever the cart or the checkout opens: a cart kept for
// days in the browser shows the customer what changed before anything is ordered. Public
// data only, never cached.
export async function loader({ request, context }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const headers = { "Cache-Control": "no-store" };
  try {
    const current = await listCurrentCartProducts(
      context.db,
      params.get("username") ?? "",
      params.getAll("id"),
    );
    return Response.json(current, { headers });
  } catch (error) {
    // A suspended or closed shop: 410 with its notice (decision 077).
    if (!isShopGoneError(error)) throw error;
    return Response.json({ error: error.message }, { status: error.status, headers });
  }
}
