import { loadCartPage } from "#server/storefront-pages";
import type { Route } from "./+types/platform-cart";
import { lazyInBrowser } from "#app/lib/lazy-in-browser";
import { cartMeta, ShopCartPage } from "./cart";

// The platform's /cart. Each shop keeps its own cart (an order goes to one shop's
// WhatsApp), so this page points to the carts this browser holds, shop by shop. At the root
// of a shop's own domain, the shop's cart (decision 081), which loads none of this (087).
const StoredCarts = lazyInBrowser(() =>
  import("#app/features/platform-pages/stored-carts").then((page) => page.StoredCarts),
);

export async function loader({ context }: Route.LoaderArgs) {
  if (!context.shopDomain) return { isPlatformCart: true as const };
  return loadCartPage(context, context.shopDomain.username);
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (data && !("isPlatformCart" in data)) return cartMeta(data, matches);
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  return [
    { title: `${root?.settings.siteTitle ?? "Gerai"} - Keranjang Belanja` },
    { name: "robots", content: "noindex" },
  ];
}

export default function PlatformCart({ loaderData }: Route.ComponentProps) {
  if (!("isPlatformCart" in loaderData)) return <ShopCartPage loaderData={loaderData} />;
  return <StoredCarts />;
}
