import { useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { createCartItem, type CartItem } from "#domain/cart";
import { unitPriceOf, type ProductOption } from "#domain/product-options";
import { formatRupiah } from "#domain/rupiah";
import { OptionPickers } from "./option-picker";
import { ProductImage } from "./product-image";
import { useOptionChoices } from "./use-option-choices";

/**
 * A product's own page as the server draws it (decision 075): the product over the
 * catalogue, looking like its dialog, before the dialog's code is loaded. Its options are
 * picked here and 'Tambah ke Keranjang' puts one in the cart at once, the first tap of a
 * customer who opened a shared link; 'Atur jumlah & catatan' opens the full dialog. Its close
 * link leads back to the catalogue.
 */
export function ProductSheet({
  product,
  catalogue,
  canAdd,
  onAdd,
  onMore,
  onIntent,
}: {
  product: {
    id: string;
    name: string;
    price: number;
    description: string | null;
    category: string | null;
    images: string[];
    options: ProductOption[];
    isSoldOut?: boolean;
  };
  /** The catalogue's address. */
  catalogue: string;
  canAdd: boolean;
  /** One of the product, with the options picked, for the cart. */
  onAdd: (item: CartItem) => void;
  /** Opens the product's dialog: quantity and notes. */
  onMore: () => void;
  /** A pointer over the sheet or a focus in it: the dialog's code is on its way. */
  onIntent: () => void;
}) {
  const choices = useOptionChoices(product.options);
  const { customizations } = choices;
  const unitPrice = unitPriceOf(product.price, product.options, customizations);
  const isRefused = product.isSoldOut === true || !canAdd;

  const add = (form: HTMLElement | null) => {
    if (!choices.check(form)) return;
    onAdd(
      createCartItem(
        { ...product, image: product.images[0] ?? null },
        { quantity: 1, customizations, notes: "" },
        Date.now(),
      ),
    );
  };

  return (
    <div data-product-sheet onPointerOver={onIntent} onFocus={onIntent}>
      <Link
        to={catalogue}
        replace
        preventScrollReset
        tabIndex={-1}
        aria-hidden
        className="fixed inset-0 z-50 bg-black/50"
      />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="product-sheet-title"
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] w-[calc(100%-1.5rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border bg-card p-5 shadow-lg"
      >
        <h2 id="product-sheet-title" className="pr-8 text-lg font-semibold">
          Detail Produk
        </h2>
        <ProductImage
          src={product.images[0]}
          alt={`${product.name} foto 1`}
          isFirstSeen
          sizes="(min-width: 472px) 408px, calc(100vw - 4rem)"
        />
        <div className="flex flex-col gap-1">
          <h3 className="text-lg font-semibold">{product.name}</h3>
          <p className="font-bold text-primary">{formatRupiah(product.price)}</p>
          {product.description && (
            <p className="text-sm text-muted-foreground">{product.description}</p>
          )}
        </div>
        {!isRefused && <OptionPickers options={product.options} choices={choices} />}
        <button
          type="button"
          onClick={(event) => add(event.currentTarget.parentElement)}
          disabled={isRefused}
          className="inline-flex h-12 items-center justify-center rounded-lg bg-primary px-6 text-base font-medium text-primary-foreground disabled:opacity-50"
        >
          {product.isSoldOut ? "Habis" : `Tambah ke Keranjang · ${formatRupiah(unitPrice)}`}
        </button>
        {!isRefused && (
          <button
            type="button"
            onClick={onMore}
            className="-mt-2 self-center text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            Atur jumlah & catatan
          </button>
        )}
        <Link
          to={catalogue}
          replace
          preventScrollReset
          className="absolute top-4 right-4 rounded-xs opacity-70 hover:opacity-100"
        >
          <Icon name="x" className="size-5" />
          <span className="sr-only">Tutup</span>
        </Link>
      </div>
    </div>
  );
}

/**
 * The product a product's own page shows: as the sheet until its dialog is open (the sheet's
 * add button opens it; the dialog's code, 30 KiB, is fetched on intent like the catalogue's,
 * not with the page). Escape or the close link leaves the page; `leave` is told of each
 * product the dialog closes: closing the page's own goes back to the catalogue's address, in
 * place (the page's history entry replaced, the scroll kept).
 */
export function useProductPage({
  product,
  catalogue,
  isDialogOpen,
}: {
  product: { id: string } | undefined;
  catalogue: string;
  isDialogOpen: boolean;
}) {
  const navigate = useNavigate();
  const [sheetId, setSheetId] = useState(product?.id ?? null);
  const isSheetShown = product !== undefined && sheetId === product.id && !isDialogOpen;
  const leave = () => {
    setSheetId(null);
    void navigate(catalogue, { replace: true, preventScrollReset: true });
  };
  useEffect(() => {
    if (!isSheetShown) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === "Escape") leave();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  });
  return {
    isSheetShown,
    leave(closed: { id: string } | null) {
      if (product && closed?.id === product.id) leave();
    },
  };
}

/** An address naming no product of the shop (any more): said above the catalogue. */
export function ProductMissingNotice() {
  return (
    <p
      role="status"
      className="rounded-xl border border-destructive/30 bg-destructive/10 p-3 text-sm text-destructive"
    >
      Produk tidak ditemukan. Mungkin sudah tidak dijual lagi; lihat produk lainnya di bawah.
    </p>
  );
}
