import { responsiveImage } from "#domain/media";
import { cn } from "#app/lib/utils";

/** A product photo in a fixed square box (no layout shift), or the spec's no-photo text. */
export function ProductImage({
  src,
  alt,
  isEager = false,
  isFirstSeen = false,
  isDraggable = true,
  sizes = "(min-width: 448px) 200px, 50vw",
  className,
}: {
  src: string | undefined;
  alt: string;
  isEager?: boolean;
  /** Among the largest pictures of the first screen: fetched before scripts and other photos. */
  isFirstSeen?: boolean;
  /** False inside a swipeable viewer, where a drag moves the photos instead. */
  isDraggable?: boolean;
  /** How wide the box is drawn, so the browser fetches a width that fits. */
  sizes?: string;
  className?: string;
}) {
  return (
    <div className={cn("aspect-square overflow-hidden rounded-lg bg-muted", className)}>
      {src ? (
        <img
          {...responsiveImage(src)}
          sizes={sizes}
          alt={alt}
          width={600}
          height={600}
          loading={isEager || isFirstSeen ? "eager" : "lazy"}
          fetchPriority={isFirstSeen ? "high" : undefined}
          decoding="async"
          draggable={isDraggable ? undefined : false}
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center p-3 text-center text-xs text-muted-foreground">
          Belum ada foto produknya nih
        </div>
      )}
    </div>
  );
}
