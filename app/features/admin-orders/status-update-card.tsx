import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  STATUS_NOTE_HINT,
  type OrderStep,
} from "#domain/order-status";
import { ZStatusUpdateFormSchema } from "#domain/order-status-form";
import { FormField } from "#app/components/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/order-detail";
import { SubmitButton } from "#app/components/submit-button";
import type { CustomerNotification } from "./notify-customer-dialog";

/**
 * Spec §4: any of the five statuses; 'Simpan' only once the choice differs. An optional
 * note goes into the status history, which the customer sees under 'Catatan:'. After
 * saving, the page asks whether to tell the customer on WhatsApp (`onSaved`).
 */
export function StatusUpdateCard({
  orderId,
  status,
  onSaved,
}: {
  orderId: string;
  status: OrderStep;
  onSaved: (notification: CustomerNotification | null) => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useSchemaForm(ZStatusUpdateFormSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: { orderId, status, note: "" },
  });
  const isSaving = fetcher.state !== "idle";
  // The question follows each successful save until it is answered.
  useFormSuccess(fetcher, (change) => {
    form.update({ name: fields.note.name, value: "" });
    onSaved(change?.notification ?? null);
  });
  const selected = fields.status.value ?? status;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Ubah Status</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
          <input type="hidden" name="intent" value="update-status" />
          <input type="hidden" name={fields.orderId.name} value={orderId} />
          <FormField id={fields.status.id} label="Status Pesanan" error={fields.status.errors?.[0]}>
            <NativeSelect {...getSelectProps(fields.status)}>
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {ORDER_STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField field={fields.note} label="Catatan (opsional)" hint={STATUS_NOTE_HINT}>
            <Textarea
              {...getTextareaProps(fields.note, { ariaDescribedBy: fields.note.descriptionId })}
              rows={2}
            />
          </FormField>
          <SubmitButton className="self-end" disabled={selected === status || isSaving}>
            {isSaving ? "Menyimpan..." : "Simpan"}
          </SubmitButton>
        </fetcher.Form>
      </CardContent>
    </Card>
  );
}
