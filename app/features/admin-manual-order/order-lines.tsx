import type { CurrentCartProduct } from "#domain/cart";
import { describeCustomizations } from "#domain/cart";
import { formatRupiah } from "#domain/rupiah";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { FieldError } from "./form-parts";
import { maxQuantityOf, type PickedLine } from "./product-picker";

export type PricedPick = { line: PickedLine; product: CurrentCartProduct; unitPrice: number };

/** The order's lines with their choices, price and a stepper each; at 1 the minus removes. */
export function OrderLines({
  priced,
  error,
  errorId,
  onQuantity,
  onRemove,
}: {
  priced: PricedPick[];
  error: string | undefined;
  errorId: string;
  onQuantity: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}) {
  return (
    <section aria-label="Item pesanan" className="flex flex-col gap-2">
      {priced.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
          Belum ada produk dipilih.
        </p>
      ) : (
        <ul className="flex flex-col divide-y rounded-lg border">
          {priced.map(({ line, product, unitPrice }) => (
            <li
              key={line.key}
              className="flex flex-wrap items-center justify-between gap-3 p-3"
              data-line={product.name}
            >
              <div className="min-w-0 flex-1">
                <p className="font-medium break-words">{product.name}</p>
                {product.options.length > 0 && (
                  <p className="text-sm break-words text-muted-foreground">
                    {describeCustomizations({
                      customizations: line.customizations,
                      options: product.options,
                    })}
                  </p>
                )}
                <p className="text-sm tabular-nums">
                  {formatRupiah(unitPrice)} × {line.quantity} ={" "}
                  <span className="font-semibold">{formatRupiah(unitPrice * line.quantity)}</span>
                </p>
              </div>
              <div className="flex items-center gap-2">
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Kurangi ${product.name}`}
                  onClick={() =>
                    line.quantity > 1 ? onQuantity(line.key, line.quantity - 1) : onRemove(line.key)
                  }
                >
                  <Icon name={line.quantity > 1 ? "minus" : "trash-2"} />
                </Button>
                <span
                  className="w-8 text-center font-medium tabular-nums"
                  aria-label={`Jumlah ${product.name}`}
                >
                  {line.quantity}
                </span>
                <Button
                  type="button"
                  variant="outline"
                  size="icon"
                  aria-label={`Tambah ${product.name}`}
                  disabled={line.quantity >= maxQuantityOf(product)}
                  onClick={() => onQuantity(line.key, line.quantity + 1)}
                >
                  <Icon name="plus" />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <FieldError id={errorId} text={error} />
    </section>
  );
}
