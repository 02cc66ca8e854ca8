import { data, Link } from "react-router";
import { brandPageTitle } from "#domain/platform";
import { listPublicStores } from "#server/services/storefront";
import { findShopOfPage, shopNameOfPage } from "#server/shop-pages";
import { visitorOf } from "#server/services/counting";
import type { Route } from "./+types/stores";
import { ErrorPage, goneShopOf } from "#app/components/error-page";
import { StoreCard } from "#app/features/storefront/store-card";
import { OpeningHours } from "#app/features/storefront/opening-hours";
import { brandMeta } from "#app/lib/brand-meta";

// Serves both /stores ('Our Stores') and /{username}/stores ('Lokasi Toko Kami').
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const username = shopNameOfPage(context, params);
  const brand = username ? await findShopOfPage(context, username) : undefined;
  if (username && !brand) {
    return data(
      { brand: null, stores: [], appUrl: context.config.appUrl, isBrandMissing: true },
      { status: 404 },
    );
  }
  const stores = await listPublicStores(context.db, brand?.id);
  context.views.record(
    "store",
    "view",
    stores.map((store) => store.id),
    visitorOf(request, context.clientIp),
  );
  return {
    brand: brand ?? null,
    stores,
    appUrl: brand?.origin ?? context.config.appUrl,
    isBrandMissing: false,
  };
}

export function meta({ data, matches }: Route.MetaArgs) {
  const root = matches.find((match) => match?.id === "root")?.data as
    { settings: { siteTitle: string } } | undefined;
  const siteTitle = root?.settings.siteTitle ?? "Gerai";
  if (!data?.brand) return [{ title: `${siteTitle} - Our Stores` }];
  return brandMeta({
    title: brandPageTitle(siteTitle, data.brand.name),
    description: data.brand.aboutText,
    appUrl: data.appUrl,
    path: `${data.brand.basePath}/stores`,
    logoUrl: data.brand.logoUrl,
  });
}

export default function Stores({ loaderData }: Route.ComponentProps) {
  const { brand, stores, isBrandMissing } = loaderData;
  if (isBrandMissing) {
    return <p className="py-20 text-center text-xl font-semibold">Toko tidak ditemukan</p>;
  }
  return (
    <div className="flex flex-col gap-4 pt-6">
      <h1 className="text-2xl font-bold">{brand ? "Lokasi Toko Kami" : "Our Stores"}</h1>
      {stores.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          Belum ada informasi toko yang tersedia
        </p>
      ) : (
        stores.map((store, index) =>
          brand ? (
            <StoreCard key={store.id} store={store} isFirst={index === 0} />
          ) : (
            // The platform page lists every shop's stores: each says whose it is.
            <section key={store.id} className="flex flex-col gap-2">
              <Link
                to={`/${encodeURIComponent(store.shop.username)}`}
                className="w-fit text-sm font-semibold text-primary underline-offset-4 hover:underline"
              >
                Toko: {store.shop.name}
              </Link>
              <StoreCard store={store} isFirst={index === 0} />
            </section>
          ),
        )
      )}
      {brand && <OpeningHours hours={brand.hours} />}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  // A suspended or closed shop: its notice, as on its other pages.
  if (goneShopOf(error)) return <ErrorPage error={error} />;
  return <p className="py-20 text-center text-destructive">Gagal memuat data toko</p>;
}
