import { useState } from "react";
import type { CurrentCartProduct } from "#domain/cart";
import { CHECKOUT_LIMITS } from "#domain/checkout-messages";
import { MANUAL_ORDER_MESSAGES } from "#domain/manual-order";
import {
  availableChoices,
  choicePrice,
  chosenValues,
  defaultCustomizations,
  describeChoiceRange,
  formatChoicePrice,
  isChoiceSoldOut,
  isMultiChoice,
  isProductSoldOut,
  optionsByName,
  selectionProblem,
  toggleChoice,
  unitPriceOf,
  type Customizations,
} from "#domain/product-options";
import { formatRupiah } from "#domain/rupiah";
import { selectionProblemText } from "#domain/selection-problem-text";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { cn } from "#app/lib/utils";

/** A product picked with its choices and how many, as the order's line. */
export type PickedLine = {
  key: string;
  productId: string;
  quantity: number;
  customizations: Customizations;
};

/**
 * The shop's products to pick from, searched by name: a product with options opens its
 * choices under it, checked by the storefront's own rules (domain/product-options.ts) before
 * it is added.
 */
export function ProductPicker({
  products,
  onAdd,
}: {
  products: CurrentCartProduct[];
  onAdd: (line: Omit<PickedLine, "key">) => void;
}) {
  const [query, setQuery] = useState("");
  const [openId, setOpenId] = useState<string | null>(null);
  const needle = query.trim().toLocaleLowerCase("id");
  const shown = needle
    ? products.filter((product) => product.name.toLocaleLowerCase("id").includes(needle))
    : products;

  if (products.length === 0) {
    return <p className="text-sm text-muted-foreground">{MANUAL_ORDER_MESSAGES.noProducts}</p>;
  }
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <Icon
          name="search"
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          type="search"
          aria-label="Cari produk"
          placeholder="Cari produk"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          className="pl-9"
        />
      </div>
      {shown.length === 0 ? (
        <p className="text-sm text-muted-foreground">{MANUAL_ORDER_MESSAGES.noMatch}</p>
      ) : (
        <ul className="flex max-h-96 flex-col divide-y overflow-y-auto rounded-lg border">
          {shown.map((product) => (
            <li key={product.id} data-product={product.name}>
              <ProductRow
                product={product}
                isOpen={openId === product.id}
                onToggle={() => setOpenId(openId === product.id ? null : product.id)}
                onAdd={(line) => {
                  onAdd(line);
                  setOpenId(null);
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function ProductRow({
  product,
  isOpen,
  onToggle,
  onAdd,
}: {
  product: CurrentCartProduct;
  isOpen: boolean;
  onToggle: () => void;
  onAdd: (line: Omit<PickedLine, "key">) => void;
}) {
  const isSoldOut = isProductSoldOut(product);
  const stock = product.stock ?? null;
  const hasOptions = product.options.length > 0;
  const add = () =>
    onAdd({
      productId: product.id,
      quantity: 1,
      customizations: defaultCustomizations(product.options),
    });
  return (
    <div className="flex flex-col gap-3 p-3">
      <div className="flex items-center justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{product.name}</p>
          <p className="text-sm text-muted-foreground tabular-nums">
            {formatRupiah(product.price)}
            {isSoldOut ? (
              <span className="ml-2 font-medium text-destructive">Habis</span>
            ) : (
              stock !== null && <span className="ml-2">Sisa {stock}</span>
            )}
          </p>
        </div>
        <Button
          type="button"
          variant={isOpen ? "secondary" : "outline"}
          size="sm"
          disabled={isSoldOut}
          aria-expanded={hasOptions ? isOpen : undefined}
          aria-label={`Pilih ${product.name}`}
          onClick={hasOptions ? onToggle : add}
        >
          <Icon name={isOpen ? "x" : "plus"} aria-hidden />
          {isOpen ? "Tutup" : "Pilih"}
        </Button>
      </div>
      {isOpen && <OptionChooser product={product} onAdd={onAdd} />}
    </div>
  );
}

/** The product's options, each a set of radios or checkboxes, then 'Tambahkan'. */
function OptionChooser({
  product,
  onAdd,
}: {
  product: CurrentCartProduct;
  onAdd: (line: Omit<PickedLine, "key">) => void;
}) {
  const [customizations, setCustomizations] = useState(() =>
    defaultCustomizations(product.options),
  );
  const [error, setError] = useState<{ option: string; text: string } | null>(null);
  const unitPrice = unitPriceOf(product.price, product.options, customizations);
  const add = () => {
    const problem = selectionProblem(customizations, product.options);
    if (problem && problem.kind !== "unknown") {
      setError({ option: problem.option, text: selectionProblemText(problem) });
      return;
    }
    if (problem) return;
    onAdd({ productId: product.id, quantity: 1, customizations });
  };
  return (
    <div className="flex flex-col gap-3 rounded-md bg-muted/50 p-3">
      {[...optionsByName(product.options).values()].map((option) => {
        const chosen = chosenValues(customizations[option.name]);
        const isMulti = isMultiChoice(option);
        const inputName = `pilihan-${product.id}-${option.name}`;
        return (
          <fieldset key={option.name} className="flex flex-col gap-2" data-option={option.name}>
            <legend className="mb-1 text-sm font-medium">
              {option.name}
              {isMulti && (
                <span className="ml-2 font-normal text-muted-foreground">
                  {describeChoiceRange(option)}
                </span>
              )}
            </legend>
            <div className="flex flex-wrap gap-2">
              {option.choices.map((choice) => {
                const isChosen = chosen.includes(choice);
                const price = choicePrice(option, choice);
                const soldOut = isChoiceSoldOut(option, choice);
                return (
                  <Label
                    key={choice}
                    className={cn(
                      "flex min-h-10 cursor-pointer items-center gap-2 rounded-md border bg-card px-3 py-2 text-sm font-normal",
                      isChosen && "border-primary ring-1 ring-primary",
                      soldOut && "cursor-not-allowed opacity-50",
                    )}
                  >
                    <input
                      type={isMulti ? "checkbox" : "radio"}
                      name={inputName}
                      value={choice}
                      checked={isChosen}
                      disabled={soldOut}
                      onChange={() => {
                        setError(null);
                        setCustomizations({
                          ...customizations,
                          [option.name]: isMulti ? toggleChoice(option, chosen, choice) : choice,
                        });
                      }}
                    />
                    {choice}
                    {price !== 0 && (
                      <span className="text-muted-foreground">{formatChoicePrice(price)}</span>
                    )}
                    {soldOut && <span className="text-destructive">Habis</span>}
                  </Label>
                );
              })}
            </div>
            {availableChoices(option).length === 0 && (
              <p className="text-xs text-muted-foreground">Semua pilihan habis</p>
            )}
            {error?.option === option.name && (
              <p role="alert" className="text-sm text-destructive">
                {error.text}
              </p>
            )}
          </fieldset>
        );
      })}
      <Button type="button" onClick={add} className="self-end">
        <Icon name="plus" aria-hidden />
        Tambahkan · {formatRupiah(unitPrice)}
      </Button>
    </div>
  );
}

/** The highest quantity a line takes: the checkout's own limit, or the units left. */
export function maxQuantityOf(product: CurrentCartProduct | undefined): number {
  const stock = product?.stock ?? null;
  return stock === null ? CHECKOUT_LIMITS.quantity : Math.min(stock, CHECKOUT_LIMITS.quantity);
}
