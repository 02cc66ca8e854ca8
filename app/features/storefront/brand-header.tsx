import { mediaVariantUrl } from "../../../domain/media";
import { Badge } from "~/components/ui/badge";

type BrandHeaderProps = {
  brand: {
    name: string;
    aboutText: string | null;
    logoUrl: string | null;
    isCurrentlyOpen: boolean;
  };
};

/** Logo (or the name's initial), name, BUKA/TUTUP badge and about text (spec §2). */
export function BrandHeader({ brand }: BrandHeaderProps) {
  return (
    <section className="flex flex-col items-center gap-3 text-center">
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
      {brand.aboutText && (
        <p className="max-w-sm text-sm text-muted-foreground">{brand.aboutText}</p>
      )}
    </section>
  );
}
