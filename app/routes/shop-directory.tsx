import { shopSearchOf } from "#domain/platform";
import { listPublicShops } from "#server/services/storefront";
import { loadCatalogue } from "#server/storefront-pages";
import type { Route } from "./+types/shop-directory";
import { ignoringQueryChanges } from "#app/lib/revalidate";
import { lazyInBrowser } from "#app/lib/lazy-in-browser";
import { CataloguePage, catalogueMeta } from "./products";

// The platform's /products. An order belongs to one shop (it goes to that shop's WhatsApp),
// so the platform does not mix every shop's products in one cart: it lists the shops, and
// shopping happens in each shop's own catalogue. At the root of a shop's own domain, the
// shop's catalogue (decision 081), which loads none of the list's code (087).
const ShopList = lazyInBrowser(() =>
  import("#app/features/platform-pages/shop-list").then((page) => page.ShopList),
);

export async function loader({ request, url, context }: Route.LoaderArgs) {
  if (context.shopDomain) {
    return loadCatalogue(context, url, context.shopDomain.username, undefined);
  }
  const search = shopSearchOf(new URL(request.url).searchParams);
  const shops = await listPublicShops(context.db, { search });
  return { shops, search };
}

// A shop's catalogue at its own domain searches in the browser: its query alone reloads
// nothing. The platform's list is searched on the server; a search sent reloads it, and
// the list itself asks again when back or forward leaves it found for another search.
export const shouldRevalidate = ignoringQueryChanges;

export function meta({ data, matches }: Route.MetaArgs) {
  if (data && !("shops" in data)) return catalogueMeta(data, matches);
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  return [{ title: `${root?.settings.siteTitle ?? "Gerai"} - Pilih Toko` }];
}

export default function ShopDirectory({ loaderData }: Route.ComponentProps) {
  if (!("shops" in loaderData)) return <CataloguePage loaderData={loaderData} />;
  return <ShopList shops={loaderData.shops} search={loaderData.search} />;
}

export function ErrorBoundary() {
  return <p className="py-20 text-center text-destructive">Gagal memuat data</p>;
}
