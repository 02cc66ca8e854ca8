import type { MouseEvent } from "react";
import { Icon } from "#app/components/icons/icon";
import { formatRupiah } from "#domain/rupiah";
import { ProductImage } from "./product-image";

const ADD_CLASSES =
  "flex size-8 items-center justify-center rounded-full bg-primary text-primary-foreground disabled:opacity-40";

type CardProduct = {
  id: string;
  name: string;
  price: number;
  images: string[];
  isSoldOut?: boolean;
};

/**
 * One product of the catalogue's grid: its photo and name open it, and so does the add
 * button ('Habis' stands in for it when sold out). `observe` lets the page count the card
 * as seen (docs/decisions/017). Both are links to the product's page (decision 075), so a
 * tap before the scripts run opens it; once they run, a plain click opens the dialog in
 * place, and one with a modifier key (a new tab) follows the link.
 */
export function ProductCard({
  product,
  href,
  index,
  canAdd,
  observe,
  onOpen,
}: {
  product: CardProduct;
  /** The product's own address. */
  href: string;
  /** Its place in the grid: the first rows' photos load first. */
  index: number;
  /** False while the shop takes no orders: the add button is disabled. */
  canAdd: boolean;
  observe: (element: HTMLElement | null) => (() => void) | undefined;
  onOpen: () => void;
}) {
  const open = (event: MouseEvent) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    onOpen();
  };
  return (
    <li
      ref={observe}
      data-count-id={product.id}
      className="flex flex-col gap-2 rounded-xl border bg-card p-2 shadow-xs"
    >
      <a href={href} onClick={open} className="flex flex-col gap-2 text-left">
        {/* The name follows in the same link: the photo needs no words of its own. */}
        <ProductImage
          src={product.images[0]}
          alt=""
          isEager={index < 4}
          // The first row of two: the largest pictures of the first screen.
          isFirstSeen={index < 2}
          // A sold-out photo fades; the words standing in for a missing one stay
          // readable (the 'Habis' badge says it is sold out).
          className={product.isSoldOut && product.images[0] ? "opacity-50 grayscale" : undefined}
        />
        <span className="line-clamp-2 min-h-10 text-sm font-medium">{product.name}</span>
      </a>
      <div className="flex items-center justify-between gap-1">
        <span className="text-sm font-bold whitespace-nowrap text-primary">
          {formatRupiah(product.price)}
        </span>
        {product.isSoldOut ? (
          <span className="rounded-full bg-muted px-2 py-1 text-xs font-semibold text-muted-foreground">
            Habis
          </span>
        ) : canAdd ? (
          <a
            href={href}
            onClick={open}
            aria-label={`Tambah ${product.name} ke keranjang`}
            className={ADD_CLASSES}
          >
            <Icon name="plus" className="size-4" />
          </a>
        ) : (
          // The shop takes no orders now: nothing to open the product for.
          <button
            type="button"
            disabled
            aria-label={`Tambah ${product.name} ke keranjang`}
            className={ADD_CLASSES}
          >
            <Icon name="plus" className="size-4" />
          </button>
        )}
      </div>
    </li>
  );
}
