import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import {
  allowedPaymentMoves,
  PAYMENT_MESSAGES,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
} from "#domain/payment-status";
import { ZPaymentFormSchema } from "#domain/payment-status-form";
import { formatRupiah } from "#domain/rupiah";
import { FormField } from "#app/components/form-field";
import { SubmitButton } from "#app/components/submit-button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { NativeSelect } from "#app/components/ui/native-select";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/order-detail";
import type { CustomerNotification } from "./notify-customer-dialog";
import { PaymentBadge } from "./payment-badge";

/**
 * Decision 056: what the customer paid. The seller picks Belum Bayar, DP (with its amount)
 * or Lunas; a cancelled order that was paid shows Perlu Dikembalikan until the money is
 * marked returned. After saving, the page offers the payment-received message (`onSaved`).
 */
export function PaymentCard({
  order,
  onSaved,
}: {
  order: {
    id: string;
    total: number;
    paymentStatus: PaymentStatus;
    amountPaid: number;
    isCancelled: boolean;
  };
  onSaved: (notification: CustomerNotification | null) => void;
}) {
  const current = order.paymentStatus;
  const moves = allowedPaymentMoves(current, order.isCancelled);
  const choices = [current, ...moves.filter((move) => move !== current)];
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useSchemaForm(ZPaymentFormSchema, {
    id: `payment-${order.id}`,
    lastResult: fetcher.data?.result,
    defaultValue: {
      orderId: order.id,
      paymentStatus: current,
      dpAmount: current === "dp" ? String(order.amountPaid) : "",
    },
  });
  const isSaving = fetcher.state !== "idle";
  useFormSuccess(fetcher, (change) => onSaved(change?.notification ?? null));
  const selected = (fields.paymentStatus.value ?? current) as PaymentStatus;

  return (
    <Card role="region" aria-labelledby="payment-title">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2">
        <CardTitle id="payment-title" className="text-lg">
          {PAYMENT_MESSAGES.cardTitle}
        </CardTitle>
        <PaymentBadge status={current} amountPaid={order.amountPaid} />
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p className="text-sm text-muted-foreground">
          Diterima {formatRupiah(order.amountPaid)} dari {formatRupiah(order.total)}
        </p>
        {moves.length > 0 && (
          <fetcher.Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="update-payment" />
            <input type="hidden" name={fields.orderId.name} value={order.id} />
            <FormField field={fields.paymentStatus} label="Pembayaran">
              <NativeSelect {...getSelectProps(fields.paymentStatus)}>
                {choices.map((value) => (
                  <option key={value} value={value}>
                    {PAYMENT_STATUS_LABELS[value]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            {selected === "dp" && (
              <FormField
                field={fields.dpAmount}
                label="Jumlah DP"
                hint={`Lebih dari Rp 0 dan kurang dari ${formatRupiah(order.total)}.`}
              >
                <Input
                  {...getInputProps(fields.dpAmount, {
                    type: "text",
                    ariaDescribedBy: fields.dpAmount.descriptionId,
                  })}
                  inputMode="numeric"
                  placeholder="Contoh: 50.000"
                />
              </FormField>
            )}
            <SubmitButton
              className="self-end"
              disabled={isSaving || (selected === current && current !== "dp")}
            >
              {isSaving ? "Menyimpan..." : "Catat Pembayaran"}
            </SubmitButton>
          </fetcher.Form>
        )}
      </CardContent>
    </Card>
  );
}
