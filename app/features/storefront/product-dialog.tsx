import { useState } from "react";
import { basePriceOfLine, createCartItem, parseDialogQuantity, type CartItem } from "#domain/cart";
import { unitPriceOf, type ProductOption } from "#domain/product-options";
import { CHECKOUT_LIMITS } from "#domain/checkout-messages";
import { formatRupiah } from "#domain/rupiah";
import {
  PhotoViewer,
  PhotoViewerSlide,
  PhotoViewerSlides,
} from "#app/components/photo-viewer/photo-viewer";
import {
  PhotoViewerNext,
  PhotoViewerPrevious,
} from "#app/components/photo-viewer/photo-viewer-controls";
import { PhotoViewerDots } from "#app/components/photo-viewer/photo-viewer-dots";
import { Button } from "#app/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Label } from "#app/components/ui/label";
import { Textarea } from "#app/components/ui/textarea";
import { OptionPickers } from "./option-picker";
import { ProductImage } from "./product-image";
import { QuantityPicker } from "./quantity-picker";
import { ShareLink } from "./share-link";
import { ShopNotice } from "./shop-notice";
import { useOptionChoices } from "./use-option-choices";

export type DialogProduct = {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  price: number;
  images: string[];
  options: ProductOption[];
  /** 'Habis': shown, not added. */
  isSoldOut?: boolean;
  /** Units left when the seller counts them: the most a customer can pick. */
  stock?: number | null;
};

/** Whether the shop takes orders now and, if not or only for later, what it says. */
export type DialogOrdering = { canOrder: boolean; shopNotice: string | null };

const SLIDE_MS = 3000;

/** A cart line's product as the dialog shows it when the line is edited. */
function productOfLine(line: CartItem): DialogProduct {
  return {
    id: line.productId,
    name: line.name,
    description: line.description || null,
    category: line.category || null,
    price: basePriceOfLine(line),
    images: line.images.length > 0 ? line.images : line.image ? [line.image] : [],
    options: line.options,
  };
}

/**
 * Spec §2 'Detail Produk': cyclic photos advancing every 3 s, quantity, options, notes. Given a
 * cart line instead, the same dialog edits it ('Update Pesanan') and hands the changed
 * line to `onUpdate`.
 */
export function ProductDialog({
  product,
  editing = null,
  ordering,
  shareUrl = "",
  onOpenChange,
  onAdd,
  onUpdate,
}: {
  product: DialogProduct | null;
  editing?: CartItem | null;
  /** The shop's ordering now; a shop taking no orders lets nothing be added. */
  ordering?: DialogOrdering;
  /** The product's own address, for 'Bagikan'; none offers no sharing. */
  shareUrl?: string;
  onOpenChange: (open: boolean) => void;
  onAdd: (item: CartItem) => void;
  onUpdate?: (lineId: string, item: CartItem) => void;
}) {
  const shown = editing ? productOfLine(editing) : product;
  return (
    <Dialog open={shown !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* A new product or line starts from a fresh form (keyed). */}
        {shown && (
          <ProductForm
            key={editing ? `line-${editing.id}` : shown.id}
            product={shown}
            line={editing}
            ordering={ordering}
            shareUrl={editing ? "" : shareUrl}
            onSubmit={(item) => (editing ? onUpdate?.(editing.id, item) : onAdd(item))}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({
  product,
  line,
  ordering,
  shareUrl,
  onSubmit,
}: {
  product: DialogProduct;
  line: CartItem | null;
  ordering?: DialogOrdering;
  shareUrl: string;
  onSubmit: (item: CartItem) => void;
}) {
  const [quantity, setQuantity] = useState(line?.quantity ?? 1);
  const [quantityText, setQuantityText] = useState(String(line?.quantity ?? 1));
  const choices = useOptionChoices(product.options, line?.customizations);
  const { customizations } = choices;
  const [notes, setNotes] = useState(line?.notes ?? "");
  const isSoldOut = product.isSoldOut === true && !line;
  // A shop taking no orders fills no cart; a line already in it can still be changed.
  const isRefused = ordering?.canOrder === false && !line;
  // No more than the units left can be picked (spec §5's parsing, then this cap).
  const stock = product.stock ?? null;
  const maxQuantity = stock ?? CHECKOUT_LIMITS.quantity;
  const pickQuantity = (input: string, current: number) =>
    Math.min(parseDialogQuantity(input, current), maxQuantity);
  const unitPrice = unitPriceOf(product.price, product.options, customizations);

  const reset = () => {
    setQuantity(1);
    setQuantityText("1");
    setNotes("");
    choices.reset();
  };

  const imageCount = product.images.length;

  const changeQuantity = (next: number) => {
    setQuantity(next);
    setQuantityText(String(next));
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{line ? "Update Pesanan" : "Detail Produk"}</DialogTitle>
        <DialogDescription className="sr-only">{product.name}</DialogDescription>
      </DialogHeader>
      {imageCount > 1 ? (
        <PhotoViewer
          count={imageCount}
          isCyclic
          autoplayMs={SLIDE_MS}
          label={`Foto ${product.name}`}
          className="relative"
        >
          <PhotoViewerSlides className="rounded-lg">
            {product.images.map((image, index) => (
              <PhotoViewerSlide key={image} className="basis-full">
                <ProductImage
                  src={image}
                  alt={`${product.name} foto ${index + 1}`}
                  isEager
                  isDraggable={false}
                  className="rounded-none"
                />
              </PhotoViewerSlide>
            ))}
          </PhotoViewerSlides>
          <PhotoViewerPrevious
            look="overlay"
            className="absolute top-1/2 left-2 -translate-y-1/2"
          />
          <PhotoViewerNext look="overlay" className="absolute top-1/2 right-2 -translate-y-1/2" />
          <PhotoViewerDots className="absolute inset-x-0 bottom-2" />
        </PhotoViewer>
      ) : (
        <ProductImage src={product.images[0]} alt={`${product.name} foto 1`} isEager />
      )}
      <div className="flex flex-col gap-1">
        <div className="flex items-start justify-between gap-3">
          <h3 className="text-lg font-semibold">{product.name}</h3>
          {shareUrl && <ShareLink product={product} url={shareUrl} />}
        </div>
        <p className="flex items-center gap-2 font-bold text-primary">
          {formatRupiah(product.price)}
          {isSoldOut && (
            <span className="rounded-full bg-destructive/10 px-2 py-0.5 text-xs font-semibold text-destructive">
              Habis
            </span>
          )}
        </p>
        {product.description && (
          <p className="text-sm text-muted-foreground">{product.description}</p>
        )}
      </div>

      <OptionPickers options={product.options} choices={choices} />

      <div className="flex flex-col gap-2">
        <Label htmlFor="product-notes">Catatan</Label>
        <Textarea
          id="product-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Contoh: tanpa es, pedas sedang"
          maxLength={CHECKOUT_LIMITS.lineNotes}
        />
      </div>

      <QuantityPicker
        quantity={quantity}
        text={quantityText}
        stock={stock}
        maxQuantity={maxQuantity}
        onTextChange={(text) => {
          setQuantityText(text);
          if (text.trim() !== "") setQuantity(pickQuantity(text, quantity));
        }}
        onChange={changeQuantity}
        onBlur={() => changeQuantity(pickQuantity(quantityText, quantity))}
      />

      {ordering?.shopNotice && !line && (
        <ShopNotice text={ordering.shopNotice} canOrder={ordering.canOrder} />
      )}
      <Button
        size="lg"
        disabled={isSoldOut || isRefused}
        onClick={(event) => {
          if (!choices.check(event.currentTarget.parentElement)) return;
          const finalQuantity = pickQuantity(quantityText, quantity);
          const item = createCartItem(
            { ...product, image: product.images[0] ?? null },
            { quantity: finalQuantity, customizations, notes: notes.trim() },
            Date.now(),
          );
          if (line) {
            // Lines from older versions keep their sugar and ice.
            onSubmit({
              ...item,
              ...(line.sugar ? { sugar: line.sugar } : {}),
              ...(line.ice ? { ice: line.ice } : {}),
            });
            return;
          }
          onSubmit(item);
          // Spec §4: after adding, the form resets.
          reset();
        }}
      >
        {isSoldOut
          ? "Habis"
          : `${line ? "Update Pesanan" : "Tambah ke Keranjang"} · ${formatRupiah(unitPrice * quantity)}`}
      </Button>
    </>
  );
}
