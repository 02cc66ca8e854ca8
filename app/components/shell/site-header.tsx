import { Icon } from "#app/components/icons/icon";
import { Link } from "react-router";
import { mediaVariantUrl } from "#domain/media";
import { ShopAvatar } from "#app/components/shell/shop-avatar";

/** The shop a page belongs to, as its route's loader already read it. */
export type HeaderShop = {
  name: string;
  username: string;
  logoUrl: string | null;
  /** Where the shop's pages are: "/{username}", or "" on its own domain (decision 081). */
  basePath: string;
};

type SiteHeaderProps = {
  siteTitle: string;
  logoSmallUrl: string | null;
  /** Set on a shop's own pages: a shared link then says whose shop it is. */
  shop?: HeaderShop | null;
};

/** Spec §2 shared shell: small logo (else the product name) and 'produk tetangga'. */
export function SiteHeader({ siteTitle, logoSmallUrl, shop }: SiteHeaderProps) {
  return (
    <header className="sticky top-0 z-30 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-14 max-w-md items-center justify-between px-4">
        <Link
          to="/"
          className="flex items-center gap-2 font-bold text-primary"
          aria-label={siteTitle}
        >
          {logoSmallUrl ? (
            <img
              src={mediaVariantUrl(logoSmallUrl, 320)}
              alt={siteTitle}
              className="h-8 w-auto max-w-40 object-contain"
              height={32}
            />
          ) : (
            <span className="text-lg tracking-tight">{siteTitle}</span>
          )}
        </Link>
        <Link
          to="/supports"
          className="rounded-full px-3 py-1.5 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground"
        >
          produk tetangga
        </Link>
      </div>
      {shop && (
        <div className="border-t">
          {/* Named by its text, not by aria-label: a label must hold every word shown, and
              the avatar's letter is shown too. Read aloud: "Beranda" and the shop's name. */}
          <Link
            to={shop.basePath || "/"}
            className="mx-auto flex h-11 max-w-md items-center gap-2 px-4 hover:bg-muted/60"
          >
            <ShopAvatar shop={shop} className="size-7 text-sm" />
            <span className="min-w-0 flex-1 truncate text-sm font-semibold">
              <span className="sr-only">Beranda </span>
              {shop.name}
            </span>
            <Icon
              name="chevron-right"
              aria-hidden
              className="size-4 shrink-0 text-muted-foreground"
            />
          </Link>
        </div>
      )}
    </header>
  );
}
