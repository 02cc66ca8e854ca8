import { SHOP_QR_TEXTS } from "#domain/shop-qr";
import { requireMember } from "#server/auth/guards";
import { getOwnShopQr } from "#server/services/shop-qr";
import type { Route } from "./+types/qr";
import { titled } from "#app/lib/page-title";
import { ShopQrPage } from "#app/features/shop-qr/shop-qr-page";

// The shop's QR code, its downloads and the way to its printable poster (decision 022).
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "shop");
  return getOwnShopQr(context.db, owner, context.config.appUrl);
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, SHOP_QR_TEXTS.pageTitle);
}

export default function AdminShopQr({ loaderData }: Route.ComponentProps) {
  return <ShopQrPage qr={loaderData} />;
}
