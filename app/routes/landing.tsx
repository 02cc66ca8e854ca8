import { loadBrandHome } from "#server/storefront-pages";
import type { Route } from "./+types/landing";
import { lazyInBrowser } from "#app/lib/lazy-in-browser";
import { BrandHomePage, brandHomeMeta } from "./brand-home";

// The platform's home; at the root of a shop's own domain, the shop's home (decision 081):
// the browser's router matches "/" here on either host, so this route renders both. The
// platform's page is a file of its own, so a shop's domain loads only the shop's (087).
const PlatformLanding = lazyInBrowser(() =>
  import("#app/features/platform-pages/platform-landing").then((page) => page.PlatformLanding),
);

export async function loader({ request, context }: Route.LoaderArgs) {
  if (!context.shopDomain) return { brand: null, isShopHome: false as const };
  return loadBrandHome(context, request, context.shopDomain.username);
}

export function meta({ data, matches }: Route.MetaArgs) {
  if (data && "structuredData" in data) return brandHomeMeta(data, matches);
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  return [{ title: root?.settings.siteTitle ?? "Gerai" }];
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  if (!("isShopHome" in loaderData)) return <BrandHomePage loaderData={loaderData} />;
  return <PlatformLanding />;
}
