import { Icon } from "#app/components/icons/icon";
import { mediaVariantUrl } from "#domain/media";

type TrackingHeaderProps = {
  brand: { name: string; logoUrl: string | null } | null;
};

/** Spec §2: brand logo if any, 'Lacak Pesanan', the brand name and the prompt. */
export function TrackingHeader({ brand }: TrackingHeaderProps) {
  return (
    <header className="flex flex-col items-center gap-2 text-center">
      {brand?.logoUrl ? (
        <img
          src={mediaVariantUrl(brand.logoUrl, 320)}
          alt={`Logo ${brand.name}`}
          width={72}
          height={72}
          className="size-18 rounded-full border bg-card object-cover shadow-sm"
        />
      ) : (
        <span
          aria-hidden
          className="flex size-14 items-center justify-center rounded-full bg-primary/10 text-primary"
        >
          <Icon name="package-search" className="size-7" />
        </span>
      )}
      <h1 className="text-2xl font-bold">Lacak Pesanan</h1>
      {brand && <p className="font-semibold text-primary">{brand.name}</p>}
      <p className="max-w-xs text-sm text-muted-foreground">
        Masukkan nomor pesanan untuk melihat status terkini
      </p>
    </header>
  );
}
