import { parseOrderListView } from "#domain/order-summary";
import { parsePageParam } from "#domain/pagination";
import { requireBrandOwner } from "#server/auth/guards";
import { getOrderStats, listOrders } from "#server/services/admin-orders";
import type { Route } from "./+types/orders";
import { OrdersPage } from "#app/features/admin-orders/orders-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  const url = new URL(request.url);
  const view = parseOrderListView(url.searchParams.get("view"));
  const stats = await getOrderStats(context.db, owner);
  const page = await listOrders(context.db, owner, {
    view,
    page: parsePageParam(url.searchParams.get("page")),
    stats,
  });
  return { stats, page, view };
}

export function meta() {
  return [{ title: "Manajemen Pesanan" }];
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}
