import { data } from "react-router";
import { isNotaFormat } from "#domain/nota-link";
import { ORDERS_MESSAGES } from "#domain/order-summary";
import { requireMember } from "#server/auth/guards";
import { readNotaLogo } from "#server/nota/logo";
import { notaResponse } from "#server/nota/respond";
import { readOwnNota } from "#server/services/nota";
import type { Route } from "./+types/order-nota";

// /admin/orders/{number}/nota/pdf and …/png: the signed-in seller's own order's nota,
// shown (or saved with ?download=1).
export async function loader({ params, request, context }: Route.LoaderArgs) {
  if (!isNotaFormat(params.format)) throw data("Halaman tidak ditemukan", { status: 404 });
  const owner = await requireMember(context, request, "orders");
  const { secret } = await context.auth.$context;
  const own = await readOwnNota(context.db, owner, params.orderNumber, {
    appUrl: context.config.appUrl,
    secret,
  });
  if (!own) throw data(ORDERS_MESSAGES.notFound, { status: 404 });
  const logo = await readNotaLogo(context, own.nota.shop.logoUrl);
  const download = new URL(request.url).searchParams.get("download") === "1";
  return notaResponse(own.nota, logo, params.format, { download });
}
