import { useState } from "react";
import { useFetcher } from "react-router";
import { quickPaymentMove, type PaymentStatus } from "#domain/payment-status";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { useFormSuccess } from "#app/lib/form-success";
import type { action } from "#app/routes/admin/order-detail";
import { NotifyCustomerDialog, type CustomerNotification } from "./notify-customer-dialog";

/**
 * A row's one-tap payment (decision 056): 'Tandai Lunas' for an order not fully paid,
 * 'Tandai Dikembalikan' for a cancelled one owing money back. It posts to the order's own
 * page, as its payment card does; the list is read again after it, and the payment-received
 * message is offered.
 */
export function QuickPaymentAction({
  order,
}: {
  order: {
    id: string;
    orderNumber: string;
    paymentStatus: PaymentStatus;
    isCancelled: boolean;
  };
}) {
  const fetcher = useFetcher<typeof action>();
  const [notification, setNotification] = useState<CustomerNotification | null>(null);
  useFormSuccess(fetcher, (change) => setNotification(change?.notification ?? null));
  const move = quickPaymentMove(order.paymentStatus, order.isCancelled);
  const isSaving = fetcher.state !== "idle";
  // The desktop row opens the order when clicked: clicks here, the dialog's included (React
  // bubbles them out of its portal), stay here.
  return (
    <div className="contents" onClick={(event) => event.stopPropagation()}>
      {move && (
        <fetcher.Form method="post" action={`/admin/orders/${order.orderNumber}`}>
          <input type="hidden" name="intent" value="update-payment" />
          <input type="hidden" name="orderId" value={order.id} />
          <input type="hidden" name="paymentStatus" value={move.to} />
          <Button
            type="submit"
            variant="outline"
            size="sm"
            disabled={isSaving}
            aria-label={`${move.label} ${order.orderNumber}`}
          >
            <Icon name="circle-check" aria-hidden />
            {move.label}
          </Button>
        </fetcher.Form>
      )}
      <NotifyCustomerDialog notification={notification} onClose={() => setNotification(null)} />
    </div>
  );
}
