import { mediaVariantUrl } from "#domain/media";
import { cn } from "#app/lib/utils";

type ShopAvatarProps = {
  shop: { name: string; logoUrl: string | null };
  className?: string;
};

/**
 * A shop's logo, else the first letter of its name, as the brand header shows it. Always
 * next to the shop's name, so the picture itself needs no words.
 */
export function ShopAvatar({ shop, className }: ShopAvatarProps) {
  const size = cn("size-8 shrink-0 rounded-full", className);
  return shop.logoUrl ? (
    <img
      src={mediaVariantUrl(shop.logoUrl, 320)}
      alt=""
      width={32}
      height={32}
      className={cn(size, "border bg-card object-cover")}
    />
  ) : (
    <span
      aria-hidden
      className={cn(
        size,
        "flex items-center justify-center bg-primary font-bold text-primary-foreground",
      )}
    >
      {shop.name.trim().charAt(0).toUpperCase()}
    </span>
  );
}
