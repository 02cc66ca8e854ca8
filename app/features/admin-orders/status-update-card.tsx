import { getFormProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { TriangleAlert } from "lucide-react";
import { useState } from "react";
import { useFetcher } from "react-router";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  ZStatusUpdateFormSchema,
  type OrderStatus,
} from "#domain/order-status";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "#app/components/ui/alert-dialog";
import { FormField } from "#app/components/form-field";
import { buttonVariants } from "#app/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { NativeSelect } from "#app/components/ui/native-select";
import { Textarea } from "#app/components/ui/textarea";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/order-detail";
import { SubmitButton } from "#app/components/submit-button";

type Notification = { url: string; includesPayment: boolean };

/**
 * Spec §4: any of the five statuses; 'Simpan' only once the choice differs. An optional
 * note goes into the status history, which the customer sees under 'Catatan:'. After
 * saving, the seller is asked whether to tell the customer on WhatsApp.
 */
export function StatusUpdateCard({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useSchemaForm(ZStatusUpdateFormSchema, {
    lastResult: fetcher.data?.result,
    defaultValue: { orderId, status, note: "" },
  });
  const isSaving = fetcher.state !== "idle";
  // The question follows each successful save until it is answered.
  const [notification, setNotification] = useState<Notification | null>(null);
  useFormSuccess(fetcher, (change) => {
    form.update({ name: fields.note.name, value: "" });
    setNotification(change?.notification ?? null);
  });
  const selected = fields.status.value ?? status;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Ubah Status</CardTitle>
      </CardHeader>
      <CardContent>
        <fetcher.Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
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
          <FormField field={fields.note} label="Catatan (opsional)">
            <Textarea {...getTextareaProps(fields.note)} rows={2} />
          </FormField>
          <SubmitButton className="self-end" disabled={selected === status || isSaving}>
            {isSaving ? "Menyimpan..." : "Simpan"}
          </SubmitButton>
        </fetcher.Form>
      </CardContent>
      <AlertDialog
        open={notification !== null}
        onOpenChange={(open) => !open && setNotification(null)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Beritahu Pelanggan?</AlertDialogTitle>
            <AlertDialogDescription>
              Kirim pesan WhatsApp ke pelanggan tentang status pesanan yang baru?
            </AlertDialogDescription>
          </AlertDialogHeader>
          {notification?.includesPayment && (
            <p
              role="note"
              className="flex gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <TriangleAlert className="size-4 shrink-0" aria-hidden />
              Informasi Pembayaran akan disertakan dalam pesan ini.
            </p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel>Tidak</AlertDialogCancel>
            {/* A link rather than window.open: popup blockers leave a tapped link alone. The
                dialog closes only after the click, or the browser drops the navigation. */}
            <a
              href={notification?.url}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonVariants()}
              onClick={() => window.setTimeout(() => setNotification(null))}
            >
              Ya, Beritahu
            </a>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
