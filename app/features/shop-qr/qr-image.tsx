import { cn } from "#app/lib/utils";

/** A QR code drawn by the server as SVG markup, shown as an image (no markup injected). */
export function QrImage({
  svg,
  label,
  className,
}: {
  svg: string;
  label: string;
  className?: string;
}) {
  return (
    <img
      src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
      alt={label}
      width={256}
      height={256}
      className={cn("block aspect-square bg-white [image-rendering:pixelated]", className)}
    />
  );
}
