import type { FieldMetadata } from "@conform-to/react";
import { useState } from "react";
import type { CartOrderingWindow } from "#domain/cart-lead-time";
import type { ManualOrderSetup } from "#domain/manual-order";
import { productOverQuota, QUOTA_FULL_LABEL, wantedQuantities } from "#domain/product-quota";
import { timeZoneLabel } from "#domain/shop-time";
import { FormField } from "#app/components/form-field";
import { NativeSelect } from "#app/components/ui/native-select";
import { useOrderingWindow } from "./use-ordering-window";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * The day and the slot, from what the shop offers for the products picked: a day that is
 * full, or where a product's daily quota has no room, is shown and not choosable; a day or
 * slot no longer offered falls back to the first one with room.
 */
export function ScheduleFields({
  setup,
  lines,
  dayField,
  timeField,
}: {
  setup: ManualOrderSetup;
  lines: readonly { productId: string; quantity: number }[];
  dayField: Field;
  timeField: Field;
}) {
  const [day, setDay] = useState("");
  const [time, setTime] = useState("");
  const ordering = useOrderingWindow(setup, lines);
  const wanted = wantedQuantities(lines);
  const isDayOpen = (offered: CartOrderingWindow["days"][number]) =>
    offered.slots.length > 0 && !productOverQuota(offered.quotaLeft, wanted);
  const pickedDay = ordering.days.find((offered) => offered.value === day && isDayOpen(offered));
  const shownDay = pickedDay ?? ordering.days.find(isDayOpen);
  const slots = shownDay?.slots ?? [];
  const shownTime = slots.includes(time) ? time : (slots[0] ?? "");
  return (
    <>
      {ordering.notice && (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          {ordering.notice}
        </p>
      )}
      {ordering.leadTimeNote && (
        <p className="text-sm text-muted-foreground">{ordering.leadTimeNote}</p>
      )}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <FormField id={dayField.id} label="Hari" error={dayField.errors?.[0]}>
          <NativeSelect
            id={dayField.id}
            name={dayField.name}
            value={shownDay?.value ?? ""}
            onChange={(event) => setDay(event.target.value)}
          >
            {!shownDay && <option value="">Tidak ada hari tersedia</option>}
            {ordering.days.map((offered) => (
              <option key={offered.value} value={offered.value} disabled={!isDayOpen(offered)}>
                {offered.label}, {offered.date}
                {offered.slots.length === 0
                  ? " (Penuh)"
                  : productOverQuota(offered.quotaLeft, wanted)
                    ? ` (${QUOTA_FULL_LABEL})`
                    : ""}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField
          id={timeField.id}
          label={`Jam (${timeZoneLabel(ordering.timeZone)})`}
          error={timeField.errors?.[0]}
        >
          <NativeSelect
            id={timeField.id}
            name={timeField.name}
            value={shownTime}
            onChange={(event) => setTime(event.target.value)}
          >
            {slots.length === 0 && <option value="">-</option>}
            {slots.map((slot) => (
              <option key={slot} value={slot}>
                {slot}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
    </>
  );
}
