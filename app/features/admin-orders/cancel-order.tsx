import { getFormProps, getTextareaProps } from "@conform-to/react";
import { Icon } from "#app/components/icons/icon";
import { useRef, useState } from "react";
import { useFetcher } from "react-router";
import { canCancelOrder, type OrderStatus } from "#domain/order-status";
import { ZCancelOrderFormSchema } from "#domain/order-status-form";
import { FormField } from "#app/components/form-field";
import { Button } from "#app/components/ui/button";
import { Card, CardContent } from "#app/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "#app/components/ui/dialog";
import { Textarea } from "#app/components/ui/textarea";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/order-detail";
import { SubmitButton } from "#app/components/submit-button";
import type { CustomerNotification } from "./notify-customer-dialog";

/**
 * Decision 022: the seller cancels an order before it is finished, with a reason the
 * customer reads on the tracking page; the stock it took comes back. The component stays
 * on the page once the order is cancelled (showing nothing), so that it still hands the
 * customer's notification over (`onCancelled`) after the page has been loaded again.
 */
export function CancelOrder({
  orderId,
  orderNumber,
  status,
  onCancelled,
}: {
  orderId: string;
  orderNumber: string;
  status: OrderStatus;
  onCancelled: (notification: CustomerNotification | null) => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const [isOpen, setIsOpen] = useState(false);
  const openButton = useRef<HTMLButtonElement>(null);
  const isSaving = fetcher.state !== "idle";
  const [form, fields] = useSchemaForm(ZCancelOrderFormSchema, {
    id: `cancel-${orderId}`,
    lastResult: fetcher.data?.result,
    defaultValue: { orderId, reason: "" },
  });
  useFormSuccess(fetcher, (change) => {
    setIsOpen(false);
    onCancelled(change?.notification ?? null);
  });
  if (!canCancelOrder(status)) return null;

  return (
    <Card>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          Pesanan tidak bisa dipenuhi? Batalkan dengan alasannya. Stok produk dikembalikan.
        </p>
        <Button
          ref={openButton}
          type="button"
          variant="destructive"
          className="self-end sm:self-auto"
          onClick={() => setIsOpen(true)}
        >
          <Icon name="ban" aria-hidden />
          Batalkan Pesanan
        </Button>
      </CardContent>
      {/* Kept open while saving, so an answer that refuses leaves the reason where it was
          typed; closed by the seller ('Kembali', Escape), the cancellation is given up. */}
      <Dialog
        open={isOpen}
        onOpenChange={(open) => {
          if (isSaving) return;
          if (!open) form.reset();
          setIsOpen(open);
        }}
      >
        <DialogContent
          className="gap-5"
          // Opened without a trigger of Radix's own, so the focus is handed back here.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            openButton.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>Batalkan Pesanan?</DialogTitle>
            <DialogDescription>
              Pesanan {orderNumber} akan dibatalkan dan statusnya tidak dapat diubah lagi. Pelanggan
              melihat alasannya di halaman lacak pesanan.
            </DialogDescription>
          </DialogHeader>
          <fetcher.Form method="post" className="flex flex-col gap-4" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="cancel" />
            <input type="hidden" name={fields.orderId.name} value={orderId} />
            <FormField field={fields.reason} label="Alasan Pembatalan">
              <Textarea
                {...getTextareaProps(fields.reason)}
                rows={3}
                placeholder="Contoh: Bahan habis hari ini"
              />
            </FormField>
            <div className="grid grid-cols-2 gap-2">
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={isSaving}>
                  Kembali
                </Button>
              </DialogClose>
              <SubmitButton variant="destructive" disabled={isSaving}>
                {isSaving ? "Membatalkan..." : "Batalkan Pesanan"}
              </SubmitButton>
            </div>
          </fetcher.Form>
        </DialogContent>
      </Dialog>
    </Card>
  );
}
