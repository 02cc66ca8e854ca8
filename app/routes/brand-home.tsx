import { data } from "react-router";
import { brandPageTitle } from "#domain/platform";
import { getCheckoutSettings } from "#server/services/checkout-settings";
import { getShopStructuredData } from "#server/services/search-engines";
import { getBrandHome } from "#server/services/storefront";
import { findShopOfPage } from "#server/shop-pages";
import { visitorOf } from "#server/services/counting";
import type { Route } from "./+types/brand-home";
import { BrandHeader } from "#app/features/storefront/brand-header";
import { LinkList } from "#app/features/storefront/link-list";
import { PriceListCarousel } from "#app/features/storefront/price-list-carousel";
import { brandMeta } from "#app/lib/brand-meta";

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const brand = await findShopOfPage(context.db, params.username);
  if (!brand) return data({ brand: null, appUrl: context.config.appUrl }, { status: 404 });
  const [home, ordering, structuredData] = await Promise.all([
    getBrandHome(context.db, brand.id),
    // Closed: what the shop still takes, said on the home too (open shops say nothing).
    brand.isCurrentlyOpen
      ? null
      : getCheckoutSettings(context.db, brand.id).then((c) => c.ordering),
    // What search engines read of the shop: its kind, address, telephone and hours.
    getShopStructuredData(context.db, context.config.appUrl, brand.id),
  ]);

  // Showing a link counts as a view (spec §1); counting never holds up or breaks the page.
  context.views.record(
    "link",
    "view",
    home.links.map((link) => link.id),
    visitorOf(request, context.clientIp),
  );

  const notice = ordering?.shopNotice
    ? { text: ordering.shopNotice, canOrder: ordering.canOrder }
    : null;
  return { brand, ...home, notice, structuredData, appUrl: context.config.appUrl };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (!data?.brand) return [{ title: `${siteTitle} - Toko tidak ditemukan` }];
  return [
    ...brandMeta({
      title: brandPageTitle(siteTitle, data.brand.name),
      description: data.brand.aboutText,
      appUrl: data.appUrl,
      path: `/${data.brand.username}`,
      logoUrl: data.brand.logoUrl,
    }),
    { "script:ld+json": data.structuredData },
  ];
}

export default function BrandHome({ loaderData }: Route.ComponentProps) {
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
