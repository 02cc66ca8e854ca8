import { data } from "react-router";
import { parseExportFormat } from "#domain/order-export";
import { requireMember } from "#server/auth/guards";
import { catalogueTemplate, exportOwnCatalogue } from "#server/services/catalogue";
import type { Route } from "./+types/products-export";

// 'Unduh CSV' and 'Unduh Excel' of the catalogue (decision 073): every active product of the
// signed-in seller in her order, or, with `template=1`, the import's template (the headers
// and an example row).

export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "catalogue");
  const url = new URL(request.url);
  const format = parseExportFormat(url.searchParams.get("format"));
  if (!format) throw data("Format unduhan tidak dikenal.", { status: 400 });
  const file =
    url.searchParams.get("template") === "1"
      ? catalogueTemplate(format)
      : await exportOwnCatalogue(context, owner, format);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
