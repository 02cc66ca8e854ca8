import { data } from "react-router";
import {
  EXPORT_CONTENT_TYPES,
  EXPORT_SCOPE_PARAM,
  exportFileName,
  parseExportFormat,
  parseExportScope,
} from "#domain/order-export";
import { parseOrderFilter } from "#domain/order-summary";
import { shopTimeZoneOf } from "#domain/shop-time";
import { requireBrandOwner } from "#server/auth/guards";
import { exportOrders } from "#server/services/order-export";
import type { Route } from "./+types/orders-export";

// 'Unduh CSV' and 'Unduh Excel' on /admin/orders: the orders of the filter's days and
// search, of every status or only of the tab or status shown (`cakupan`), every page, as a
// file streamed while it is read. Only the signed-in seller's own orders.

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  const url = new URL(request.url);
  const format = parseExportFormat(url.searchParams.get("format"));
  if (!format) throw data("Format unduhan tidak dikenal.", { status: 400 });
  const brand = await context.db
    .selectFrom("brands")
    .select(["username", "time_zone"])
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  const timeZone = shopTimeZoneOf(brand.time_zone);
  const filter = parseOrderFilter(url.searchParams);
  const scope = parseExportScope(url.searchParams.get(EXPORT_SCOPE_PARAM));
  const fileName = exportFileName(brand.username, new Date(), timeZone, format);
  return new Response(exportOrders(context.db, owner, { filter, scope, format, timeZone }), {
    headers: {
      "Content-Type": EXPORT_CONTENT_TYPES[format],
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
