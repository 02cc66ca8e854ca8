import { AREA_NAME_MAX, areaFeeText, type DeliveryAreaSettings } from "#domain/delivery-fee";
import { Input } from "#app/components/ui/input";
import { CheckoutFormField, FieldLabel } from "./field-parts";
import type { AreaChoice } from "./use-delivery-area";

/**
 * The customer's delivery area (decision 058): typed and searched in the browser's own list
 * of the shop's areas (an input with a datalist: no script of its own), with the fee it
 * costs under it. A shop that takes other areas ('Ongkir menyusul') takes any name.
 */
export function DeliveryAreaField({
  settings,
  value,
  choice,
  error,
  onChange,
}: {
  settings: DeliveryAreaSettings;
  value: string;
  choice: AreaChoice;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  const hint =
    choice.kind === "area"
      ? `Ongkir: ${choice.feeText}`
      : choice.kind === "later"
        ? "Ongkir menyusul: penjual menetapkan ongkir setelah pesanan diterima."
        : settings.elsewhere === "later"
          ? "Pilih dari daftar, atau tulis area Anda (ongkir menyusul)."
          : "Pilih area dari daftar.";
  return (
    <CheckoutFormField
      id="checkout-area"
      label={<FieldLabel text="Area Pengiriman" isRequired />}
      hint={error ? undefined : hint}
      error={error}
    >
      <Input
        id="checkout-area"
        name="deliveryArea"
        list="checkout-area-list"
        autoComplete="off"
        maxLength={AREA_NAME_MAX}
        placeholder="Cari kelurahan atau kecamatan"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? "checkout-area-error" : "checkout-area-hint"}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      <datalist id="checkout-area-list">
        {settings.areas.map((area) => (
          <option key={area.id} value={area.name}>
            {areaFeeText(area)}
          </option>
        ))}
      </datalist>
    </CheckoutFormField>
  );
}
