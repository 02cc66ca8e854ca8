import { data } from "react-router";
import { parseExportFormat } from "#domain/order-export";
import { requireMember } from "#server/auth/guards";
import { exportOwnProduction } from "#server/services/production-export";
import type { Route } from "./+types/production-export";

// 'Unduh CSV' and 'Unduh Excel' on /admin/production: the list of the same days as a file.
// Only the signed-in seller's own orders.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  const params = new URL(request.url).searchParams;
  const format = parseExportFormat(params.get("format"));
  if (!format) throw data("Format unduhan tidak dikenal.", { status: 400 });
  const file = await exportOwnProduction(context.db, owner, params, format);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
