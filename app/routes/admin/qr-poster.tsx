import { SHOP_QR_TEXTS } from "#domain/shop-qr";
import { requireMember } from "#server/auth/guards";
import { getOwnShopQr } from "#server/services/shop-qr";
import type { Route } from "./+types/qr-poster";
import { titled } from "#app/lib/page-title";
import { ShopQrPoster } from "#app/features/shop-qr/shop-qr-poster";

// The A5 poster with the shop's QR code; the browser's print dialog turns it into paper or
// a PDF, so no PDF is made here.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "shop");
  return getOwnShopQr(context.db, owner, context.config.appUrl);
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, SHOP_QR_TEXTS.posterTitle);
}

export default function AdminShopQrPoster({ loaderData }: Route.ComponentProps) {
  return <ShopQrPoster qr={loaderData} />;
}
