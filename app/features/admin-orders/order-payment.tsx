import type { OrderListItem } from "#domain/order-summary";
import { cn } from "#app/lib/utils";
import { PaymentBadge } from "./payment-badge";
import { QuickPaymentAction } from "./quick-payment-action";

/** A row's payment: its badge and its quick action (decision 056). */
export function OrderPayment({ order, className }: { order: OrderListItem; className?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <PaymentBadge status={order.paymentStatus} amountPaid={order.amountPaid} />
      <QuickPaymentAction order={{ ...order, isCancelled: order.status === "dibatalkan" }} />
    </div>
  );
}
