import { paymentStatusText, type PaymentStatus } from "#domain/payment-status";
import { cn } from "#app/lib/utils";

const TONES: Record<PaymentStatus, string> = {
  unpaid: "bg-zinc-100 text-zinc-800",
  dp: "bg-amber-100 text-amber-900",
  paid: "bg-emerald-100 text-emerald-900",
  refund_due: "bg-red-100 text-red-900",
  refunded: "bg-zinc-100 text-zinc-600",
};

/** The order's payment as a badge: 'Belum Bayar', 'DP Rp 50.000', 'Lunas', … */
export function PaymentBadge({
  status,
  amountPaid,
  className,
}: {
  status: PaymentStatus;
  amountPaid: number;
  className?: string;
}) {
  return (
    <span
      data-payment={status}
      className={cn(
        "inline-flex w-fit shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[status],
        className,
      )}
    >
      {paymentStatusText(status, amountPaid)}
    </span>
  );
}
