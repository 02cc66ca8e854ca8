import { data } from "react-router";
import { parseTrendPeriod, TREND_PERIOD_PARAM } from "#domain/trends";
import { requireMember } from "#server/auth/guards";
import { isAppError } from "#server/errors";
import { getItemTrends, type TrendedItemKind } from "#server/services/trends";
import type { Route } from "./+types/trends";

const KINDS: readonly string[] = ["link", "product"] satisfies TrendedItemKind[];

function isTrendedItemKind(value: string): value is TrendedItemKind {
  return KINDS.includes(value);
}

// /admin/trends/link/{id}?hari=30 and /admin/trends/product/{id}: one of the signed-in
// seller's links or products, day by day, for its 'Tren' dialog (a fetcher), and as JSON when
// asked directly. Another shop's item, or one deleted meanwhile, is a 404 with the reason.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isTrendedItemKind(params.kind)) throw data("Halaman tidak ditemukan", { status: 404 });
  const owner = await requireMember(context, request, "reports");
  const period = parseTrendPeriod(new URL(request.url).searchParams.get(TREND_PERIOD_PARAM));
  try {
    return await getItemTrends(context, owner, params.kind, params.id, period);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data({ error: error.message }, { status: error.status });
  }
}

// A fetcher's load that fails (no network, a proxy's or the sign-in page instead of the
// figures, a server fault) would replace the whole admin page with its error screen: the
// dialog instead says it could not load and offers to ask again.
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch {
    return { error: null };
  }
}
