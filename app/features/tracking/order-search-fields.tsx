import { Icon } from "#app/components/icons/icon";
import { canSearchOrderNumber } from "#domain/tracking-verification";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { SubmitButton } from "#app/components/submit-button";

type OrderNumberInputProps = {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
};

export function OrderNumberInput({ name, value, onValueChange }: OrderNumberInputProps) {
  return (
    <div className="flex flex-col gap-2">
      <Label htmlFor="order-number">Nomor Pesanan</Label>
      <div className="relative">
        <Icon
          name="search"
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          id="order-number"
          name={name}
          value={value}
          onChange={(event) => onValueChange(event.target.value)}
          placeholder="Contoh: ORD-001"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="search"
          className="pl-9 font-mono uppercase placeholder:font-sans placeholder:normal-case"
        />
      </div>
    </div>
  );
}

type SearchButtonProps = { orderNumber: string; isSearching: boolean; isReady?: boolean };

/** Disabled while the trimmed number is empty or a search runs (spec §2). */
export function SearchButton({ orderNumber, isSearching, isReady = true }: SearchButtonProps) {
  return (
    <SubmitButton
      size="lg"
      className="w-full"
      disabled={!isReady || !canSearchOrderNumber(orderNumber) || isSearching}
    >
      {isSearching ? (
        <>
          <Icon name="loader-circle" aria-hidden className="animate-spin" />
          Mencari pesanan...
        </>
      ) : (
        <>
          <Icon name="search" aria-hidden />
          Lacak Pesanan
        </>
      )}
    </SubmitButton>
  );
}
