import { mediaVariantUrl } from "#domain/media";
import { cn } from "#app/lib/utils";

/** A link's uploaded thumbnail, or its emoji on a tinted square. */
export function LinkThumb({
  link,
  className,
}: {
  link: { icon: string; thumbnailType: string; linkImage: string | null };
  className?: string;
}) {
  if (link.thumbnailType === "upload" && link.linkImage) {
    return (
      <img
        src={mediaVariantUrl(link.linkImage, 320)}
        alt=""
        width={48}
        height={48}
        loading="lazy"
        className={cn("size-12 shrink-0 rounded-lg border object-cover", className)}
      />
    );
  }
  return (
    <span
      aria-hidden
      className={cn(
        "flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-2xl",
        className,
      )}
    >
      {link.icon}
    </span>
  );
}
