import { brandPageTitle } from "#domain/platform";
import { loadBrandHome } from "#server/storefront-pages";
import type { Route } from "./+types/brand-home";
import { BrandHeader } from "#app/features/storefront/brand-header";
import { LinkList } from "#app/features/storefront/link-list";
import { PriceListCarousel } from "#app/features/storefront/price-list-carousel";
import { brandMeta, type PageMatches } from "#app/lib/brand-meta";

// Serves /{username}; a shop's own domain shows the same home at its root (routes/landing.tsx,
// decision 081).
export function loader({ params, request, context }: Route.LoaderArgs) {
  return loadBrandHome(context, request, params.username);
}

type BrandHomeData = Route.ComponentProps["loaderData"];

export function brandHomeMeta(
  data: BrandHomeData | undefined,
  matches: PageMatches,
): Route.MetaDescriptors {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (!data?.brand) return [{ title: `${siteTitle} - Toko tidak ditemukan` }];
  return [
    ...brandMeta({
      title: brandPageTitle(siteTitle, data.brand.name),
      description: data.brand.aboutText,
      appUrl: data.brand.origin,
      path: data.brand.basePath || "/",
      logoUrl: data.brand.logoUrl,
    }),
    { "script:ld+json": data.structuredData },
  ];
}

export function meta({ data, matches }: Route.MetaArgs) {
  return brandHomeMeta(data, matches);
}

export function BrandHomePage({ loaderData }: { loaderData: BrandHomeData }) {
  if (!loaderData.brand) {
    return (
      <div className="py-20 text-center">
        <h1 className="text-xl font-semibold">Toko tidak ditemukan</h1>
      </div>
    );
  }
  const { brand, priceLists, links, notice } = loaderData;
  return (
    <div className="flex flex-col gap-8 pt-6">
      <BrandHeader brand={brand} notice={notice} />
      <PriceListCarousel slides={priceLists} />
      <LinkList links={links} />
    </div>
  );
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
  return <BrandHomePage loaderData={loaderData} />;
}
