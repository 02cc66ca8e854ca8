import { Icon } from "#app/components/icons/icon";
import type { OrderListItem } from "#domain/order-summary";
import { cn } from "#app/lib/utils";

/**
 * When the order is due and how it leaves the shop: "Diantar · Selasa, 01/12/2026 10:00 WIB",
 * the day a kitchen plans by (decision 062).
 */
export function OrderDue({
  order,
  className,
}: {
  order: Pick<OrderListItem, "deliveryMethod" | "deliveryTimeOption">;
  className?: string;
}) {
  const isDelivered = order.deliveryMethod === "Diantar";
  return (
    <p className={cn("flex items-start gap-1.5", className)}>
      <Icon
        name={isDelivered ? "truck" : "store"}
        className="mt-0.5 size-3.5 shrink-0 text-muted-foreground"
        aria-hidden
      />
      <span>
        <span className="sr-only">{order.deliveryMethod}: </span>
        {order.deliveryTimeOption}
      </span>
    </p>
  );
}
