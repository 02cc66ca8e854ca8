import { getTextareaProps, type FieldMetadata } from "@conform-to/react";
import { MANUAL_PAYMENT_STATUSES } from "#domain/manual-order";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "#domain/payment-methods";
import { PAYMENT_STATUS_LABELS } from "#domain/payment-status";
import { FormField } from "#app/components/form-field";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { ChoiceLabel } from "./form-parts";

type Field = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

/**
 * How the customer pays, of the shop's methods (cash first when it takes cash), whether it
 * is paid already ('Lunas' at the stall) and the order's note. A DP is set on the order's
 * page after.
 */
export function PaymentFields({
  methods,
  methodField,
  statusField,
  noteField,
}: {
  methods: readonly PaymentMethod[];
  methodField: Field;
  statusField: Field;
  noteField: Field;
}) {
  return (
    <>
      {methods.length > 0 && (
        <FormField id={methodField.id} label="Metode Pembayaran" error={methodField.errors?.[0]}>
          <NativeSelect
            id={methodField.id}
            name={methodField.name}
            defaultValue={methods.includes("cash") ? "cash" : methods[0]}
          >
            {methods.map((value) => (
              <option key={value} value={value}>
                {PAYMENT_METHOD_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      )}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">Status Pembayaran</legend>
        <div className="grid grid-cols-2 gap-2">
          {MANUAL_PAYMENT_STATUSES.map((value) => (
            <ChoiceLabel key={value} isChecked={false}>
              <input
                type="radio"
                name={statusField.name}
                value={value}
                defaultChecked={value === "unpaid"}
              />
              {PAYMENT_STATUS_LABELS[value]}
            </ChoiceLabel>
          ))}
        </div>
      </fieldset>
      <FormField field={noteField} label="Catatan (opsional)">
        <Textarea {...getTextareaProps(noteField)} rows={2} />
      </FormField>
    </>
  );
}
