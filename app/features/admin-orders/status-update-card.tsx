import { TriangleAlert } from "lucide-react";
import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { ORDERS_MESSAGES } from "../../../domain/order-summary";
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  STATUS_NOTE_MAX_LENGTH,
  type OrderStatus,
} from "../../../domain/order-status";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "~/components/ui/alert-dialog";
import { useResultToast } from "~/components/admin/use-result-toast";
import { FormField } from "~/components/form-field";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";

export type StatusUpdateResult =
  | {
      ok: true;
      status: OrderStatus;
      notification: { url: string; text: string; includesPayment: boolean };
    }
  | { ok: false; error: string; fieldErrors: Record<string, string> };

/**
 * Spec §4: any of the five statuses; 'Simpan' only once the choice differs. An optional
 * note goes into the status history, which the customer sees under 'Catatan:'. After
 * saving, the seller is asked whether to tell the customer on WhatsApp.
 */
export function StatusUpdateCard({ orderId, status }: { orderId: string; status: OrderStatus }) {
  const id = useId();
  const [selected, setSelected] = useState<OrderStatus>(status);
  const [note, setNote] = useState("");
  const fetcher = useFetcher<StatusUpdateResult>();
  const fieldErrors = fetcher.data && !fetcher.data.ok ? fetcher.data.fieldErrors : {};
  const isSaving = fetcher.state !== "idle";
  // The question follows each successful save until it is answered.
  const [answered, setAnswered] = useState<unknown>(null);
  const saved = fetcher.state === "idle" && fetcher.data?.ok ? fetcher.data : null;
  const notification = saved && saved !== answered ? saved.notification : null;

  useResultToast(
    fetcher,
    {
      success: {
        title: ORDERS_MESSAGES.statusUpdatedTitle,
        description: ORDERS_MESSAGES.statusUpdated,
      },
      failure: {
        title: ORDERS_MESSAGES.statusFailedTitle,
        description: ORDERS_MESSAGES.statusFailed,
      },
      inlineFields: ["note"],
    },
    () => setNote(""),
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Ubah Status</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          className="flex flex-col gap-3"
          onSubmit={async (event) => {
            event.preventDefault();
            await fetcher.submit(
              { orderId, status: selected, note },
              { method: "post", encType: "application/json" },
            );
          }}
        >
          <div className="flex flex-col gap-2">
            <Label htmlFor={`${id}-status`}>Status Pesanan</Label>
            <NativeSelect
              id={`${id}-status`}
              value={selected}
              onChange={(event) => setSelected(event.target.value as OrderStatus)}
            >
              {ORDER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {ORDER_STATUS_LABELS[value]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <FormField id={`${id}-note`} label="Catatan (opsional)" error={fieldErrors.note}>
            <Textarea
              id={`${id}-note`}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={STATUS_NOTE_MAX_LENGTH}
              rows={2}
              aria-invalid={Boolean(fieldErrors.note)}
            />
          </FormField>
          <Button type="submit" className="self-end" disabled={selected === status || isSaving}>
            {isSaving ? "Menyimpan..." : "Simpan"}
          </Button>
        </form>
      </CardContent>
      <AlertDialog
        open={notification !== null}
        onOpenChange={(open) => !open && setAnswered(saved)}
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
              onClick={() => window.setTimeout(() => setAnswered(saved))}
            >
              Ya, Beritahu
            </a>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
