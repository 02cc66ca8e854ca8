import { Minus, Plus } from "lucide-react";
import { useEffect, useState } from "react";
import {
  canDecrementQuantity,
  createCartItem,
  defaultCustomizations,
  parseDialogQuantity,
  type CartItem,
} from "../../../domain/cart";
import { formatRupiah } from "../../../domain/rupiah";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { Label } from "~/components/ui/label";
import { Textarea } from "~/components/ui/textarea";
import { ProductImage } from "./product-image";

export type DialogProduct = {
  id: string;
  name: string;
  description: string | null;
  category: string | null;
  price: number;
  images: string[];
  options: { name: string; choices: string[]; isRequired: boolean }[];
};

const SLIDE_MS = 3000;

/** Spec §2 'Detail Produk': photos advancing every 3 s, quantity, options, notes. */
export function ProductDialog({
  product,
  onOpenChange,
  onAdd,
}: {
  product: DialogProduct | null;
  onOpenChange: (open: boolean) => void;
  onAdd: (item: CartItem) => void;
}) {
  return (
    <Dialog open={product !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {/* A new product starts from a fresh form (keyed by id). */}
        {product && <ProductForm key={product.id} product={product} onAdd={onAdd} />}
      </DialogContent>
    </Dialog>
  );
}

function ProductForm({
  product,
  onAdd,
}: {
  product: DialogProduct;
  onAdd: (item: CartItem) => void;
}) {
  const [quantity, setQuantity] = useState(1);
  const [quantityText, setQuantityText] = useState("1");
  const [customizations, setCustomizations] = useState(() =>
    defaultCustomizations(product.options),
  );
  const [notes, setNotes] = useState("");
  const [slide, setSlide] = useState(0);

  const reset = () => {
    setQuantity(1);
    setQuantityText("1");
    setNotes("");
    setCustomizations(defaultCustomizations(product.options));
  };

  const imageCount = product.images.length;
  useEffect(() => {
    if (imageCount < 2) return;
    const timer = setInterval(() => setSlide((current) => (current + 1) % imageCount), SLIDE_MS);
    return () => clearInterval(timer);
  }, [imageCount]);

  const changeQuantity = (next: number) => {
    setQuantity(next);
    setQuantityText(String(next));
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Detail Produk</DialogTitle>
        <DialogDescription className="sr-only">{product.name}</DialogDescription>
      </DialogHeader>
      <div className="relative">
        <ProductImage
          src={product.images[slide]}
          alt={`${product.name} foto ${slide + 1}`}
          isEager
        />
        {imageCount > 1 && (
          <div className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5">
            {product.images.map((image, index) => (
              <button
                key={image}
                type="button"
                aria-label={`Foto ${index + 1}`}
                aria-current={index === slide}
                onClick={() => setSlide(index)}
                className="size-2.5 rounded-full bg-white/60 aria-[current=true]:bg-white"
              />
            ))}
          </div>
        )}
      </div>
      <div className="flex flex-col gap-1">
        <h3 className="text-lg font-semibold">{product.name}</h3>
        <p className="font-bold text-primary">{formatRupiah(product.price)}</p>
        {product.description && (
          <p className="text-sm text-muted-foreground">{product.description}</p>
        )}
      </div>

      {product.options.map((option) => (
        <fieldset key={option.name} className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">
            {option.name}
            {option.isRequired && (
              <span className="text-destructive" aria-label="wajib">
                {" "}
                *
              </span>
            )}
          </legend>
          <div className="flex flex-wrap gap-2">
            {option.choices.map((choice) => {
              const isChosen = customizations[option.name] === choice;
              return (
                <label
                  key={choice}
                  className="cursor-pointer rounded-full border px-3 py-1.5 text-sm has-checked:border-primary has-checked:bg-secondary has-checked:font-medium"
                >
                  <input
                    type="radio"
                    className="sr-only"
                    name={`option-${option.name}`}
                    value={choice}
                    checked={isChosen}
                    onChange={() =>
                      setCustomizations((current) => ({ ...current, [option.name]: choice }))
                    }
                  />
                  {choice}
                </label>
              );
            })}
          </div>
        </fieldset>
      ))}

      <div className="flex flex-col gap-2">
        <Label htmlFor="product-notes">Catatan</Label>
        <Textarea
          id="product-notes"
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder="Contoh: tanpa es, pedas sedang"
        />
      </div>

      <div className="flex items-center justify-between gap-3">
        <span className="text-sm font-medium">Jumlah</span>
        <div className="flex items-center gap-2">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Kurangi jumlah"
            disabled={!canDecrementQuantity(quantity)}
            onClick={() => changeQuantity(quantity - 1)}
          >
            <Minus />
          </Button>
          <input
            aria-label="Jumlah"
            inputMode="numeric"
            className="h-10 w-14 rounded-md border text-center"
            value={quantityText}
            onChange={(event) => {
              setQuantityText(event.target.value);
              if (event.target.value.trim() !== "") {
                setQuantity(parseDialogQuantity(event.target.value, quantity));
              }
            }}
            onBlur={() => changeQuantity(parseDialogQuantity(quantityText, quantity))}
          />
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label="Tambah jumlah"
            onClick={() => changeQuantity(quantity + 1)}
          >
            <Plus />
          </Button>
        </div>
      </div>

      <Button
        size="lg"
        onClick={() => {
          const finalQuantity = parseDialogQuantity(quantityText, quantity);
          onAdd(
            createCartItem(
              { ...product, image: product.images[0] ?? null },
              { quantity: finalQuantity, customizations, notes: notes.trim() },
              Date.now(),
            ),
          );
          // Spec §4: after adding, the form resets.
          reset();
        }}
      >
        Tambah ke Keranjang · {formatRupiah(product.price * quantity)}
      </Button>
    </>
  );
}
