import { Link } from "react-router";
import { mediaVariantUrl } from "../../../domain/media";

type SiteHeaderProps = {
  siteTitle: string;
  logoSmallUrl: string | null;
};

/** Spec §2 shared shell: small logo (else the product name) and 'produk tetangga'. */
export function SiteHeader({ siteTitle, logoSmallUrl }: SiteHeaderProps) {
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
    </header>
  );
}
