import { ORDER_STATUS_LABELS, type OrderStatus } from "#domain/order-status";
import { cn } from "#app/lib/utils";

const TONES: Record<OrderStatus, string> = {
  menunggu_diterima: "bg-amber-100 text-amber-900",
  pesanan_diterima: "bg-sky-100 text-sky-900",
  diproses: "bg-indigo-100 text-indigo-900",
  siap_dikirim: "bg-teal-100 text-teal-900",
  selesai: "bg-emerald-100 text-emerald-900",
  dibatalkan: "bg-red-100 text-red-900",
};

export function StatusBadge({ status, className }: { status: OrderStatus; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex w-fit shrink-0 rounded-md px-2 py-0.5 text-xs font-semibold whitespace-nowrap",
        TONES[status],
        className,
      )}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
