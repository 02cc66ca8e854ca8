import { getFormProps, getInputProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { ZDeliveryFeeIntentSchema } from "#domain/delivery-areas-form";
import { deliveryFeeLabel, FEE_LATER_LABEL } from "#domain/delivery-fee";
import type { OrderDetail } from "#domain/order-summary";
import { FormField } from "#app/components/form-field";
import { SubmitButton } from "#app/components/submit-button";
import { Card, CardContent, CardHeader, CardTitle } from "#app/components/ui/card";
import { Input } from "#app/components/ui/input";
import { useFormSuccess, useSchemaForm } from "#app/lib/forms";
import type { action } from "#app/routes/admin/order-detail";
import type { CustomerNotification } from "./notify-customer-dialog";

/**
 * Decision 058: the order's delivery area and fee. An order delivered to an address in none
 * of the shop's areas came with 'Ongkir menyusul': the seller sets its fee here (and may
 * correct it while the order is open and not paid in full), then is offered the message
 * with the new total (`onSaved`).
 */
export function DeliveryFeeCard({
  order,
  onSaved,
}: {
  order: Pick<
    OrderDetail,
    | "id"
    | "status"
    | "paymentStatus"
    | "deliveryArea"
    | "deliveryFee"
    | "isDeliveryFeePending"
    | "deliveryFeeHistory"
  >;
  onSaved: (notification: CustomerNotification | null) => void;
}) {
  const fetcher = useFetcher<typeof action>();
  const [form, fields] = useSchemaForm(ZDeliveryFeeIntentSchema, {
    id: `delivery-fee-${order.id}`,
    lastResult: fetcher.data?.result,
    defaultValue: { orderId: order.id, fee: order.isDeliveryFeePending ? "" : order.deliveryFee },
  });
  useFormSuccess(fetcher, (change) => onSaved(change?.notification ?? null));
  const isSaving = fetcher.state !== "idle";
  const wasLater = order.isDeliveryFeePending || (order.deliveryFeeHistory ?? []).length > 0;
  const canSet =
    wasLater &&
    order.status !== "selesai" &&
    order.status !== "dibatalkan" &&
    (order.paymentStatus === "unpaid" || order.paymentStatus === "dp");
  return (
    <Card role="region" aria-labelledby="delivery-fee-title">
      <CardHeader>
        <CardTitle id="delivery-fee-title" className="text-lg">
          Ongkir
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 text-sm">
        <p>
          Area: <span className="font-medium">{order.deliveryArea}</span> ·{" "}
          <span className="font-medium">
            {deliveryFeeLabel({ fee: order.deliveryFee, isFeePending: order.isDeliveryFeePending })}
          </span>
        </p>
        {canSet && (
          <fetcher.Form method="post" className="flex flex-col gap-3" {...getFormProps(form)}>
            <input type="hidden" name="intent" value="set-delivery-fee" />
            <input type="hidden" name={fields.orderId.name} value={order.id} />
            <FormField
              field={fields.fee}
              label="Ongkir pesanan ini"
              hint={
                order.isDeliveryFeePending
                  ? `Pelanggan memilih '${FEE_LATER_LABEL}'. Ongkir ditambahkan ke total pesanan.`
                  : "Ongkir ditambahkan ke total pesanan."
              }
            >
              <Input
                {...getInputProps(fields.fee, {
                  type: "text",
                  ariaDescribedBy: fields.fee.descriptionId,
                })}
                inputMode="numeric"
                placeholder="Contoh: 15.000"
              />
            </FormField>
            <SubmitButton className="self-end" disabled={isSaving}>
              {isSaving ? "Menyimpan..." : "Simpan Ongkir"}
            </SubmitButton>
          </fetcher.Form>
        )}
      </CardContent>
    </Card>
  );
}
