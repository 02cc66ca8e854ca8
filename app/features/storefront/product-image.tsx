import { cn } from "~/lib/utils";

/** A product photo in a fixed square box (no layout shift), or the spec's no-photo text. */
export function ProductImage({
  src,
  alt,
  isEager = false,
  className,
}: {
  src: string | undefined;
  alt: string;
  isEager?: boolean;
  className?: string;
}) {
  return (
    <div className={cn("aspect-square overflow-hidden rounded-lg bg-muted", className)}>
      {src ? (
        <img
          src={src}
          alt={alt}
          width={600}
          height={600}
          loading={isEager ? "eager" : "lazy"}
          decoding="async"
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
