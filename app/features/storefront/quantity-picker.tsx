import { Icon } from "#app/components/icons/icon";
import { canDecrementQuantity } from "#domain/cart";
import { Button } from "#app/components/ui/button";

/**
 * 'Jumlah' with its minus and plus buttons around what the customer types; the units left
 * are named when the seller counts them. The dialog parses the typed text (spec §5).
 */
export function QuantityPicker({
  quantity,
  text,
  stock,
  maxQuantity,
  onTextChange,
  onChange,
  onBlur,
}: {
  quantity: number;
  /** The field's text as typed, which may be empty or not yet a number. */
  text: string;
  stock: number | null;
  maxQuantity: number;
  onTextChange: (text: string) => void;
  onChange: (quantity: number) => void;
  onBlur: () => void;
}) {
  return (
    <div className="flex items-center justify-between gap-3">
      <span className="text-sm font-medium">
        Jumlah
        {stock !== null && stock > 0 && (
          <span className="ml-2 font-normal text-muted-foreground">Sisa {stock}</span>
        )}
      </span>
      <div className="flex items-center gap-2">
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Kurangi jumlah"
          disabled={!canDecrementQuantity(quantity)}
          onClick={() => onChange(quantity - 1)}
        >
          <Icon name="minus" />
        </Button>
        <input
          aria-label="Jumlah"
          inputMode="numeric"
          className="h-10 w-14 rounded-md border text-center"
          value={text}
          onChange={(event) => onTextChange(event.target.value)}
          onBlur={onBlur}
        />
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label="Tambah jumlah"
          disabled={quantity >= maxQuantity}
          onClick={() => onChange(quantity + 1)}
        >
          <Icon name="plus" />
        </Button>
      </div>
    </div>
  );
}
