import { data } from "react-router";
import { parseTrendPeriod, TREND_PERIOD_PARAM } from "#domain/trends";
import { requireBrandOwner } from "#server/auth/guards";
import { isAppError } from "#server/errors";
import { getItemTrends, type TrendedItemKind } from "#server/services/trends";
import type { Route } from "./+types/trends";

const KINDS: readonly string[] = ["link", "product"] satisfies TrendedItemKind[];

function isTrendedItemKind(value: string): value is TrendedItemKind {
  return KINDS.includes(value);
}

// /admin/trends/link/{id}?hari=30 and /admin/trends/product/{id}: one of the signed-in
// seller's links or products, day by day, as JSON for its 'Tren' dialog. Another shop's
// item, or one deleted meanwhile, is a 404 with the reason.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isTrendedItemKind(params.kind)) throw data("Halaman tidak ditemukan", { status: 404 });
  const owner = await requireBrandOwner(context, request);
  const period = parseTrendPeriod(new URL(request.url).searchParams.get(TREND_PERIOD_PARAM));
  try {
    return Response.json(await getItemTrends(context, owner, params.kind, params.id, period));
  } catch (error) {
    if (!isAppError(error)) throw error;
    return Response.json({ error: error.message }, { status: error.status });
  }
}
