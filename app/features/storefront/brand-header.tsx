import { mediaVariantUrl } from "#domain/media";
import type { ShopHoursView } from "#domain/shop-hours";
import { Badge } from "#app/components/ui/badge";
import { WeekHours } from "./opening-hours";
import { ShopNotice } from "./shop-notice";

type BrandHeaderProps = {
  brand: {
    name: string;
    aboutText: string | null;
    logoUrl: string | null;
    /** The seller's cover picture, atop the header (decision 076). */
    coverUrl?: string | null;
    /** The switch and the hours together (server/services/storefront.ts). */
    isCurrentlyOpen: boolean;
    hours?: ShopHoursView;
  };
  /** While closed: what the shop still takes (domain/shop-hours shopNotice). */
  notice?: { text: string; canOrder: boolean } | null;
};

/**
 * Logo (or the name's initial), name, BUKA/TUTUP badge and about text (spec §2), with
 * today's hours and, when closed, why and when it opens again.
 */
export function BrandHeader({ brand, notice }: BrandHeaderProps) {
  return (
    <section className="flex flex-col items-center gap-3 text-center">
      {brand.coverUrl && (
        // The first thing on screen: loaded at once, in the width the screen needs.
        <img
          src={mediaVariantUrl(brand.coverUrl, 640)}
          srcSet={`${mediaVariantUrl(brand.coverUrl, 640)} 640w, ${mediaVariantUrl(brand.coverUrl, 1280)} 1280w`}
          sizes="(min-width: 448px) 416px, calc(100vw - 2rem)"
          alt=""
          width={640}
          height={240}
          fetchPriority="high"
          className="-mb-14 aspect-[8/3] w-full rounded-xl border bg-muted object-cover"
        />
      )}
      {brand.logoUrl ? (
        <img
          src={mediaVariantUrl(brand.logoUrl, 320)}
          alt={`Logo ${brand.name}`}
          width={96}
          height={96}
          className="size-24 rounded-full border bg-card object-cover shadow-sm"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-24 items-center justify-center rounded-full bg-primary text-4xl font-bold text-primary-foreground shadow-sm"
        >
          {brand.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className="flex items-center gap-2">
        <h1 className="text-2xl font-bold">{brand.name}</h1>
        <Badge variant={brand.isCurrentlyOpen ? "success" : "destructive"}>
          {brand.isCurrentlyOpen ? "BUKA" : "TUTUP"}
        </Badge>
      </div>
      {brand.hours && (
        <div className="flex w-full max-w-sm flex-col items-center gap-1 text-sm">
          {brand.hours.closedText && (
            <p className="font-medium text-destructive">{brand.hours.closedText}</p>
          )}
          {notice && <ShopNotice text={notice.text} canOrder={notice.canOrder} />}
          <details className="group w-full text-muted-foreground">
            {/* Today's hours open the week: no script needed. */}
            <summary className="cursor-pointer list-none underline-offset-4 hover:underline">
              {brand.hours.todayText} · <span className="text-primary">Jam Operasional</span>
            </summary>
            <div className="mt-2 text-left text-foreground">
              <WeekHours hours={brand.hours} />
            </div>
          </details>
        </div>
      )}
      {brand.aboutText && (
        <p className="max-w-sm text-sm text-muted-foreground">{brand.aboutText}</p>
      )}
    </section>
  );
}
