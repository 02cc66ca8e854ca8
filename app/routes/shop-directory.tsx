import { Icon } from "#app/components/icons/icon";
import { useEffect } from "react";
import { Form, Link, useRevalidator, useSearchParams } from "react-router";
import { SHOP_SEARCH_MAX_LENGTH, shopSearchOf } from "#domain/platform";
import { listPublicShops } from "#server/services/storefront";
import { loadCatalogue } from "#server/storefront-pages";
import type { Route } from "./+types/shop-directory";
import { ignoringQueryChanges } from "#app/lib/revalidate";
import { CataloguePage, catalogueMeta } from "./products";
import { ShopAvatar } from "#app/components/shell/shop-avatar";
import { Input } from "#app/components/ui/input";
import { SubmitButton } from "#app/components/submit-button";

// The platform's /products. An order belongs to one shop (it goes to that shop's WhatsApp),
// so the platform does not mix every shop's products in one cart: it lists the shops, and
// shopping happens in each shop's own catalogue. At the root of a shop's own domain, the
// shop's catalogue (decision 081).
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

function ShopList({
  shops,
  search,
}: {
  shops: Awaited<ReturnType<typeof listPublicShops>>;
  /** The search `shops` were found for. */
  search: string;
}) {
  const [searchParams] = useSearchParams();
  const query = searchParams.get("q") ?? "";
  const isForAnotherSearch = shopSearchOf(searchParams) !== search;
  const { revalidate, state } = useRevalidator();
  useEffect(() => {
    if (isForAnotherSearch && state === "idle") void revalidate();
  }, [isForAnotherSearch, state, revalidate]);

  return (
    <div className="flex flex-col gap-4 pt-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold">Pilih Toko</h1>
        <p className="text-sm text-muted-foreground">
          Setiap toko menerima pesanannya sendiri lewat WhatsApp. Pilih toko untuk melihat produknya
          dan mulai belanja.
        </p>
      </div>
      <Form method="get" role="search" className="flex gap-2">
        <label className="relative block flex-1">
          <span className="sr-only">Cari toko</span>
          <Icon
            name="search"
            aria-hidden
            className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            type="search"
            name="q"
            placeholder="Cari toko..."
            defaultValue={query}
            key={query}
            maxLength={SHOP_SEARCH_MAX_LENGTH}
            className="pl-9"
          />
        </label>
        <SubmitButton variant="secondary">Cari</SubmitButton>
      </Form>

      {isForAnotherSearch ? (
        <p role="status" className="p-8 text-center text-sm text-muted-foreground">
          Mencari toko...
        </p>
      ) : shops.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {query.trim()
            ? "Tidak ada toko yang ditemukan. Coba kata lain atau hapus pencarian."
            : "Belum ada toko yang tersedia."}
        </p>
      ) : (
        <ul aria-label="Daftar toko" className="flex flex-col gap-3">
          {shops.map((shop) => (
            <li key={shop.username}>
              <Link
                to={`/${encodeURIComponent(shop.username)}/products`}
                className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs hover:bg-accent"
              >
                <ShopAvatar shop={shop} className="size-12 text-lg" />
                <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                  <span className="truncate font-semibold">{shop.name}</span>
                  {shop.aboutText && (
                    <span className="line-clamp-2 text-sm text-muted-foreground">
                      {shop.aboutText}
                    </span>
                  )}
                  <span className="text-xs text-muted-foreground">{shop.productCount} produk</span>
                </span>
                <Icon
                  name="chevron-right"
                  aria-hidden
                  className="size-5 shrink-0 text-muted-foreground"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <p className="py-20 text-center text-destructive">Gagal memuat data</p>;
}
