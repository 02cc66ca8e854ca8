import { data } from "react-router";
import { notaLayout } from "#domain/nota";
import { requireMember } from "#server/auth/guards";
import { readOwnNota } from "#server/services/nota";
import { renderQrSvg } from "#server/services/shop-qr";
import type { Route } from "./+types/order-print";
import { titled } from "#app/lib/page-title";
import { NotaPrint } from "#app/features/admin-orders/nota-print";
import { OrderNotFound } from "#app/features/admin-orders/order-detail-page";

// /admin/orders/{number}/print: the nota laid out for a 58 mm thermal printer.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  const { secret } = await context.auth.$context;
  const own = await readOwnNota(context.db, owner, params.orderNumber, {
    appUrl: context.config.appUrl,
    secret,
  });
  if (!own) return data({ nota: null }, { status: 404 });
  return {
    nota: {
      layout: notaLayout(own.nota),
      logoUrl: own.nota.shop.logoUrl,
      qrSvg: await renderQrSvg(own.nota.trackingUrl),
    },
  };
}

export function meta({ params, matches }: Route.MetaArgs) {
  return titled(matches, `Nota ${params.orderNumber}`);
}

export default function AdminOrderPrint({ loaderData, params }: Route.ComponentProps) {
  return loaderData.nota ? (
    <NotaPrint {...loaderData.nota} orderNumber={params.orderNumber} />
  ) : (
    <OrderNotFound />
  );
}
