import { findOrderingWindow } from "#server/services/shop-hours";
import type { Route } from "./+types/ordering-window";

// The days and slots a shop takes orders for right now, and why not when it takes none
// (GET ?username=…). The checkout asks when it opens: the page it opens on may be hours old.
export async function loader({ request, context }: Route.LoaderArgs) {
  const username = new URL(request.url).searchParams.get("username") ?? "";
  const window = await findOrderingWindow(context.db, username);
  const headers = { "Cache-Control": "no-store" };
  if (!window) return Response.json({ error: "Brand tidak ditemukan" }, { status: 404, headers });
  return Response.json(window, { headers });
}
