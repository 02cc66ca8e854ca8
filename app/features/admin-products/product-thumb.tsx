import { Icon } from "#app/components/icons/icon";
import { mediaVariantUrl } from "#domain/media";
import { cn } from "#app/lib/utils";

/** A product's main photo in a small square, or a placeholder when it has none. */
export function ProductThumb({
  product,
  className,
}: {
  product: { images: string[] };
  className?: string;
}) {
  const [main] = product.images;
  return (
    <span
      className={cn(
        "flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-lg border bg-muted",
        className,
      )}
    >
      {main ? (
        <img
          src={mediaVariantUrl(main, 320)}
          alt=""
          width={80}
          height={80}
          loading="lazy"
          className="size-full object-cover"
        />
      ) : (
        <Icon name="image-off" aria-hidden className="size-1/3 text-muted-foreground" />
      )}
    </span>
  );
}
