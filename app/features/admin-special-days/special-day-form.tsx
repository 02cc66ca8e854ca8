import { getInputProps } from "@conform-to/react";
import { useState } from "react";
import { useFetcher } from "react-router";
import { normalizeTimeInput, TIME_INPUT_MAX_LENGTH } from "#domain/shop-hours";
import type { SpecialDayKind } from "#domain/special-days";
import { ZSpecialDaySchema } from "#domain/special-days-form";
import { InlineItemForm } from "#app/components/admin/inline-item-form";
import { FormField } from "#app/components/form-field";
import { Input } from "#app/components/ui/input";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/special-days";

const KINDS: { value: SpecialDayKind; label: string; hint: string }[] = [
  { value: "closed", label: "Tutup (libur)", hint: "Toko tutup seharian; checkout melewatinya." },
  { value: "hours", label: "Jam khusus", hint: "Toko buka dengan jam lain pada tanggal ini." },
];

/**
 * A special day added: one date or a range (native date pickers, easy on a phone), closed
 * or other hours, and the reason customers read. Times are typed as 24-hour text, as in the
 * hours editor: the browser's time picker shows AM/PM on an English browser.
 */
export function SpecialDayForm({ today, onDone }: { today: string; onDone: () => void }) {
  const fetcher = useFetcher<typeof action>({ key: "add-special-day" });
  useFormSuccess(fetcher, onDone);
  const [form, fields] = useSchemaForm(ZSpecialDaySchema, {
    lastResult: fetcher.data?.result,
    defaultValue: { kind: "closed" },
  });
  const [kind, setKind] = useState<SpecialDayKind>("closed");
  const timeInput = (field: typeof fields.openTime, label: string) => (
    <FormField field={field} label={label}>
      <Input
        {...getInputProps(field, { type: "text" })}
        inputMode="numeric"
        autoComplete="off"
        maxLength={TIME_INPUT_MAX_LENGTH}
        placeholder="JJ:MM"
        className="tabular-nums"
        onBlur={(event) => {
          event.currentTarget.value = normalizeTimeInput(event.currentTarget.value);
        }}
      />
    </FormField>
  );
  return (
    <InlineItemForm fetcher={fetcher} form={form} intent="add-special-day" onCancel={onDone}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Jenis</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {KINDS.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-2 rounded-lg border p-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5"
            >
              <input
                type="radio"
                name={fields.kind.name}
                value={option.value}
                checked={kind === option.value}
                onChange={() => setKind(option.value)}
                className="mt-0.5 size-4 accent-primary"
              />
              <span className="flex flex-col">
                <span className="font-medium">{option.label}</span>
                <span className="text-xs text-muted-foreground">{option.hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField field={fields.startDate} label="Tanggal mulai">
          <Input {...getInputProps(fields.startDate, { type: "date" })} min={today} />
        </FormField>
        <FormField
          field={fields.endDate}
          label="Tanggal selesai (opsional)"
          hint="Kosongkan untuk satu hari saja."
        >
          <Input
            {...getInputProps(fields.endDate, {
              type: "date",
              ariaDescribedBy: fields.endDate.descriptionId,
            })}
            min={today}
          />
        </FormField>
      </div>
      {kind === "hours" && (
        <div className="grid grid-cols-2 gap-4">
          {timeInput(fields.openTime, "Jam buka")}
          {timeInput(fields.closeTime, "Jam tutup")}
        </div>
      )}
      <FormField
        field={fields.reason}
        label={kind === "closed" ? "Keterangan" : "Keterangan (opsional)"}
        hint="Ditampilkan ke pelanggan, contoh: Libur Lebaran."
      >
        <Input
          {...getInputProps(fields.reason, {
            type: "text",
            ariaDescribedBy: fields.reason.descriptionId,
          })}
          placeholder="Libur Lebaran"
        />
      </FormField>
    </InlineItemForm>
  );
}
