import { Icon } from "#app/components/icons/icon";
import { useEffect } from "react";
import { Form, Link, useRevalidator, useSearchParams } from "react-router";
import { type PublicShop, SHOP_SEARCH_MAX_LENGTH, shopSearchOf } from "#domain/platform";
import { ShopAvatar } from "#app/components/shell/shop-avatar";
import { Input } from "#app/components/ui/input";
import { SubmitButton } from "#app/components/submit-button";

/**
 * The platform's list of shops and its search. The list is searched on the server; it asks
 * again when back or forward leaves it found for another search.
 */
export function ShopList({
  shops,
  search,
}: {
  shops: PublicShop[];
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
