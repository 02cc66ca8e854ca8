import { parseOrderFilter } from "#domain/order-summary";
import { parsePageParam } from "#domain/pagination";
import { requireMember } from "#server/auth/guards";
import { brandTimeZone, getOrderStats, listOrders } from "#server/services/admin-orders";
import type { Route } from "./+types/orders";
import { titled } from "#app/lib/page-title";
import { OrdersPage } from "#app/features/admin-orders/orders-page";

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  const url = new URL(request.url);
  const filter = parseOrderFilter(url.searchParams);
  const timeZone = await brandTimeZone(context.db, owner);
  const stats = await getOrderStats(context.db, owner, filter, timeZone);
  const page = await listOrders(context.db, owner, {
    filter,
    page: parsePageParam(url.searchParams.get("page")),
    stats,
  });
  return { stats, page, filter, view: filter.view };
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Manajemen Pesanan");
}

export default function AdminOrders({ loaderData }: Route.ComponentProps) {
  return <OrdersPage {...loaderData} />;
}
