import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { followShopText, LEAD_TIME_UNITS } from "#domain/product-lead-time";
import { FormField } from "#app/components/form-field";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";

/**
 * 'Waktu Persiapan' on the product form (decision 065): an amount in hours or days, blank to
 * follow the shop's lead time, which the placeholder names.
 */
export function LeadTimeField({
  field,
  shopLeadTimeHours,
}: {
  field: FieldMetadata<{ amount?: string; unit?: string } | null | undefined>;
  shopLeadTimeHours: number;
}) {
  const { amount, unit } = field.getFieldset();
  return (
    <FormField
      field={amount}
      label="Waktu Persiapan"
      error={amount.errors?.[0] ?? unit.errors?.[0] ?? field.errors?.[0]}
      hint="Berapa lama sebelum jadwal ambil atau antar produk ini harus dipesan. Kosongkan untuk mengikuti toko."
    >
      <div className="grid grid-cols-[minmax(0,1fr)_7rem] gap-2">
        <Input
          {...getInputProps(amount, { type: "text" })}
          inputMode="numeric"
          placeholder={followShopText(shopLeadTimeHours)}
        />
        <NativeSelect {...getSelectProps(unit)} aria-label="Satuan waktu persiapan">
          {LEAD_TIME_UNITS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </NativeSelect>
      </div>
    </FormField>
  );
}
