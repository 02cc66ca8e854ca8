import { parseTrendPeriod, TREND_PERIOD_PARAM } from "#domain/trends";
import { redirect } from "react-router";
import { mayUse } from "#domain/member-roles";
import { findBrandOwner } from "#server/auth/guards";
import { getDueOrders } from "#server/services/due-orders";
import { getShopTrends } from "#server/services/trends";
import type { Route } from "./+types/index";
import { titled } from "#app/lib/page-title";
import { AdminHome } from "#app/features/admin-home/admin-home";

// The home is the first page after signing in, for every account that reaches the admin:
// a seller sees their shop's summary; an account without a shop (a platform administrator
// without one) still gets the greeting rather than requireBrandOwner's refusal.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await findBrandOwner(context, request);
  if (!owner) return { trends: null, due: null };
  // The figures are not a cashier's (decision 071): their work starts at the orders.
  if (!mayUse(owner.memberRole ?? "owner", "reports")) throw redirect("/admin/orders");
  const period = parseTrendPeriod(new URL(request.url).searchParams.get(TREND_PERIOD_PARAM));
  const [trends, due] = await Promise.all([
    getShopTrends(context, owner, period),
    getDueOrders(context.db, owner),
  ]);
  return { trends, due };
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Dasbor");
}

export default function AdminHomeRoute({ loaderData }: Route.ComponentProps) {
  return <AdminHome trends={loaderData.trends} due={loaderData.due} />;
}
