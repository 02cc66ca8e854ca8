import { parsePaper, PAPER_PARAM } from "#domain/production";
import { requireMember } from "#server/auth/guards";
import { getOwnProductionList } from "#server/services/production";
import type { Route } from "./+types/production-print";
import { titled } from "#app/lib/page-title";
import { ProductionPrint } from "#app/features/admin-production/production-print";

// /admin/production/print: the production list on paper, A4 (a table) or a 58 mm strip
// (`kertas=58mm`), outside the admin layout so nothing but the list is printed.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  const params = new URL(request.url).searchParams;
  const { list } = await getOwnProductionList(context.db, owner, params);
  return { list, paper: parsePaper(params.get(PAPER_PARAM)) };
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Cetak Daftar Produksi");
}

export default function AdminProductionPrint({ loaderData }: Route.ComponentProps) {
  return <ProductionPrint list={loaderData.list} paper={loaderData.paper} />;
}
