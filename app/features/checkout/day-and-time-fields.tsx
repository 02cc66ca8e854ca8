import { fullDaysText } from "#domain/full-days";
import { quotaLeftLabel } from "#domain/product-quota";
import type { OrderingWindow } from "#domain/shop-hours";
import { NativeSelect } from "#app/components/ui/native-select";
import { isFullDay, type dayAndTimeOf } from "./day-and-time";
import { CheckoutFormField, ChoiceCard, ChoiceGroup, FieldLabel } from "./field-parts";
import type { CheckoutFieldBinding } from "./use-checkout-form";

type DayAndTime = ReturnType<typeof dayAndTimeOf>;

/**
 * The days the shop takes orders for; a full one shows 'Penuh', one without room in a cart
 * product's daily quota 'Kuota habis' (or how many are left), and neither can be picked;
 * `quotaNote` names the product below. The shop's special days among them are named below
 * (`notes`): why a closed date is not there.
 */
export function DayField({
  field,
  days,
  fullDays,
  firstOpenDay,
  quotaShortDays,
  quotaNote,
  notes,
}: {
  field: CheckoutFieldBinding<"deliveryDay">;
  days: OrderingWindow["days"];
  notes?: OrderingWindow["specialDayNotes"];
  /** Why the days a product's quota is short on cannot be picked; null when none is. */
  quotaNote: string | null;
} & Pick<DayAndTime, "fullDays" | "firstOpenDay" | "quotaShortDays">) {
  return (
    <ChoiceGroup
      id={field.id}
      legend="Hari"
      isRequired
      error={field.error}
      onBlur={field.onGroupBlur}
      // Days ahead of a shop taking pre-orders, up to fifteen: three a row on a phone.
      gridClassName={days.length > 2 ? "grid-cols-3 sm:grid-cols-4" : undefined}
      footer={
        fullDays.length > 0 || notes || quotaNote ? (
          <>
            {fullDays.length > 0 && (
              <p className="text-xs text-destructive">{fullDaysText(fullDays, firstOpenDay)}</p>
            )}
            {quotaNote && <p className="text-xs text-destructive">{quotaNote}</p>}
            {notes?.map((note) => (
              <p key={note} className="text-xs text-muted-foreground">
                {note}
              </p>
            ))}
          </>
        ) : null
      }
    >
      {days.map((day) => (
        <ChoiceCard
          key={day.value}
          name={field.name}
          value={day.value}
          checked={field.value === day.value}
          disabled={isFullDay(day) || quotaShortDays.has(day.value)}
          onChange={() => field.onChange(day.value)}
        >
          <span className="text-sm font-semibold">{day.label}</span>{" "}
          <span className="text-xs text-muted-foreground">{day.date}</span>
          {isFullDay(day) ? (
            <span className="text-xs font-medium text-destructive">Penuh</span>
          ) : (
            quotaShortDays.has(day.value) && (
              <span className="text-xs font-medium text-destructive">
                {quotaLeftLabel(quotaShortDays.get(day.value)!.left)}
              </span>
            )
          )}
        </ChoiceCard>
      ))}
    </ChoiceGroup>
  );
}

/** The picked day's slots in time order; a full one shows '(Penuh)' and cannot be picked. */
export function TimeField({
  field,
  slotChoices,
  zoneLabel,
}: {
  field: CheckoutFieldBinding<"deliveryTime">;
  slotChoices: DayAndTime["slotChoices"];
  zoneLabel: string;
}) {
  return (
    <CheckoutFormField
      id={field.id}
      label={<FieldLabel text="Jam" isRequired />}
      error={field.error}
    >
      <NativeSelect
        {...field.inputProps}
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
      >
        {slotChoices.map(({ slot, isFull }) => (
          <option key={slot} value={slot} disabled={isFull}>
            {`${slot} ${zoneLabel}${isFull ? " (Penuh)" : ""}`}
          </option>
        ))}
      </NativeSelect>
    </CheckoutFormField>
  );
}
