import { data } from "react-router";
import { brandSlugFromPath } from "#domain/reserved-paths";
import { findShopOfPage } from "#server/shop-pages";
import type { Route } from "./+types/not-found";
import { titled } from "#app/lib/page-title";
import { NotFoundPage } from "#app/components/shell/not-found-page";

// A missing page under an existing shop (/kopi-senja/menu-lama) still belongs to that shop:
// its header and tabs stay the shop's. Under any other name the tabs are the platform's, so
// they never lead to 'Brand tidak ditemukan'.
export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  context.logger.warn("404 page not found", { path: pathname });
  const slug = brandSlugFromPath(pathname);
  const shop = slug ? await findShopOfPage(context, slug) : undefined;
  const brand = shop ? { name: shop.name, username: shop.username, logoUrl: shop.logoUrl } : null;
  return data({ brand }, { status: 404 });
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Oops! Page not found");
}

export default function NotFound() {
  return <NotFoundPage />;
}
