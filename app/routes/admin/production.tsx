import { requireMember } from "#server/auth/guards";
import { getOwnProductionList } from "#server/services/production";
import type { Route } from "./+types/production";
import { titled } from "#app/lib/page-title";
import { ProductionPage } from "#app/features/admin-production/production-page";

// /admin/production, 'Daftar Produksi': what to make for a day or a range of due days
// (decision 063), tomorrow unless the address asks for other days.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  const { list } = await getOwnProductionList(context.db, owner, new URL(request.url).searchParams);
  return { list };
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Daftar Produksi");
}

export default function AdminProduction({ loaderData }: Route.ComponentProps) {
  return <ProductionPage list={loaderData.list} />;
}
