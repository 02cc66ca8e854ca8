import { data } from "react-router";
import type { QrFormat } from "#domain/shop-qr";
import { requireMember } from "#server/auth/guards";
import { renderOwnShopQrFile } from "#server/services/shop-qr";
import type { Route } from "./+types/qr-file";

const FORMATS: readonly string[] = ["svg", "png"] satisfies QrFormat[];

function isQrFormat(value: string): value is QrFormat {
  return FORMATS.includes(value);
}

// /admin/qr/svg and /admin/qr/png: the signed-in seller's own shop QR as a file to save.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isQrFormat(params.format)) throw data("Halaman tidak ditemukan", { status: 404 });
  const owner = await requireMember(context, request, "shop");
  const file = await renderOwnShopQrFile(context.db, owner, context.config.appUrl, params.format);
  return new Response(file.body, {
    headers: {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
    },
  });
}
