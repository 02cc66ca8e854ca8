import { Icon } from "#app/components/icons/icon";
import type { ReactNode } from "react";
import {
  canDecrementQuantity,
  describeCustomizations,
  isBlockingNotice,
  type CartItem,
  type CartLineNotice,
  type CartLineNotices,
} from "#domain/cart";
import { mediaVariantUrl } from "#domain/media";
import { formatRupiah, lineTotal } from "#domain/rupiah";
import { CartLineNoticeText } from "#app/components/cart-line-notice-text";
import { Button } from "#app/components/ui/button";

export type CartLineActions = {
  onQuantityChange: (lineId: string, quantity: number) => void;
  onEdit: (line: CartItem) => void;
  onRemove: (lineId: string) => void;
};

/**
 * The cart's lines (spec §2 cart page): photo, name, option line (older lines: sugar and
 * ice), notes, price, quantity stepper and edit button. In the cart dialog the minus
 * button stops at 1 (spec §5) and a bin removes the line; on the cart page minus at 1
 * takes the quantity to 0, which removes the line (spec §4). A line whose price or product
 * changed since it was added says so; one no longer sold offers its removal.
 */
export function CartLines({
  items,
  variant,
  notices = {},
  onQuantityChange,
  onEdit,
  onRemove,
}: CartLineActions & {
  items: readonly CartItem[];
  variant: "dialog" | "page";
  notices?: CartLineNotices;
}) {
  return (
    <ul className="flex flex-col divide-y" aria-label="Isi keranjang">
      {items.map((line) => {
        const options = describeCustomizations(line);
        const removesAtMinus = variant === "page" && line.quantity <= 1;
        const lineNotices = notices[line.id] ?? [];
        const isUnavailable = lineNotices.some(
          (notice) => notice.kind === "unavailable" || notice.kind === "sold-out",
        );
        return (
          <li key={line.id} className="flex gap-3 py-3 first:pt-0 last:pb-0">
            <LineImage src={line.image ?? line.images[0]} alt={line.name} />
            <div className="flex min-w-0 flex-1 flex-col gap-1">
              <div className="flex items-start justify-between gap-2">
                <h3 className="text-sm leading-snug font-semibold">{line.name}</h3>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="-mt-2 -mr-2 size-9 shrink-0 text-muted-foreground"
                  aria-label={`Ubah ${line.name}`}
                  onClick={() => onEdit(line)}
                >
                  <Icon name="pencil" />
                </Button>
              </div>
              {options && <p className="text-xs text-muted-foreground">{options}</p>}
              {lineNotices.map((notice) => (
                <LineNotice key={notice.kind} notice={notice} />
              ))}
              {isUnavailable && variant === "page" && (
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className="self-start"
                  onClick={() => onRemove(line.id)}
                >
                  <Icon name="trash-2" aria-hidden />
                  Hapus dari keranjang
                </Button>
              )}
              {line.notes && (
                <p className="text-xs break-words text-muted-foreground italic">
                  Catatan: {line.notes}
                </p>
              )}
              <div className="mt-1 flex items-center justify-between gap-2">
                <div className="flex flex-col">
                  <span className="text-sm font-bold text-primary">
                    {formatRupiah(lineTotal(line.price, line.quantity))}
                  </span>
                  {line.quantity > 1 && (
                    <span className="text-xs whitespace-nowrap text-muted-foreground">
                      {formatRupiah(line.price)} / item
                    </span>
                  )}
                </div>
                <div className="flex items-center gap-1">
                  {variant === "dialog" && (
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-9 text-muted-foreground hover:text-destructive"
                      aria-label={`Hapus ${line.name}`}
                      onClick={() => onRemove(line.id)}
                    >
                      <Icon name="trash-2" />
                    </Button>
                  )}
                  <div
                    role="group"
                    aria-label={`Jumlah ${line.name}`}
                    className="flex items-center rounded-full border bg-card"
                  >
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-9 rounded-full"
                      aria-label={removesAtMinus ? `Hapus ${line.name}` : `Kurangi ${line.name}`}
                      disabled={variant === "dialog" && !canDecrementQuantity(line.quantity)}
                      onClick={() => onQuantityChange(line.id, line.quantity - 1)}
                    >
                      {removesAtMinus ? <Icon name="trash-2" /> : <Icon name="minus" />}
                    </Button>
                    <output
                      aria-live="polite"
                      className="min-w-7 text-center text-sm font-semibold tabular-nums"
                    >
                      {line.quantity}
                    </output>
                    <Button
                      type="button"
                      variant="ghost"
                      size="icon"
                      className="size-9 rounded-full"
                      aria-label={`Tambah ${line.name}`}
                      onClick={() => onQuantityChange(line.id, line.quantity + 1)}
                    >
                      <Icon name="plus" />
                    </Button>
                  </div>
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}

function LineNotice({ notice }: { notice: CartLineNotice }) {
  return (
    <p
      className={
        isBlockingNotice(notice)
          ? "self-start rounded-md bg-destructive/10 px-2 py-1 text-xs font-semibold text-destructive"
          : "self-start rounded-md bg-amber-50 px-2 py-1 text-xs font-semibold text-amber-900"
      }
    >
      <CartLineNoticeText notice={notice} />
    </p>
  );
}

function LineImage({ src, alt }: { src: string | undefined; alt: string }) {
  return (
    <div className="size-16 shrink-0 overflow-hidden rounded-lg bg-muted">
      {src ? (
        <img
          src={mediaVariantUrl(src, 320)}
          alt={alt}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <div className="flex size-full items-center justify-center text-muted-foreground">
          <Icon name="shopping-bag" aria-hidden className="size-6" />
        </div>
      )}
    </div>
  );
}

/** Spec §2: 'Keranjang Anda kosong' with the way back to the catalogue. */
export function EmptyCart({ action }: { action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed px-6 py-10 text-center">
      <Icon name="shopping-bag" aria-hidden className="size-10 text-muted-foreground" />
      <p className="font-medium">Keranjang Anda kosong</p>
      {action}
    </div>
  );
}
