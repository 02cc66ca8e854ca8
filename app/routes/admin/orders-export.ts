import { data } from "react-router";
import { EXPORT_SCOPE_PARAM, parseExportFormat, parseExportScope } from "#domain/order-export";
import { parseOrderFilter } from "#domain/order-summary";
import { requireMember } from "#server/auth/guards";
import { exportOwnOrders } from "#server/services/order-export";
import type { Route } from "./+types/orders-export";

// 'Unduh CSV' and 'Unduh Excel' on /admin/orders: the orders of the filter's days and
// search, of every status or only of the tab or status shown (`cakupan`), every page, as a
// file streamed while it is read. Only the signed-in seller's own orders.

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "reports");
  const url = new URL(request.url);
  const format = parseExportFormat(url.searchParams.get("format"));
  if (!format) throw data("Format unduhan tidak dikenal.", { status: 400 });
  const file = await exportOwnOrders(context.db, owner, {
    format,
    filter: parseOrderFilter(url.searchParams),
    scope: parseExportScope(url.searchParams.get(EXPORT_SCOPE_PARAM)),
  });
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
