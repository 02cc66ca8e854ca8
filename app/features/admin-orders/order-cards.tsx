import { customerNameText } from "#domain/order-source";
import { Link } from "react-router";
import { formatDateTimeId, type ShopTimeZone } from "#domain/shop-time";
import { summarizeItems, type OrderListItem as Order } from "#domain/order-summary";
import { formatRupiah } from "#domain/rupiah";
import { OrderDue } from "./order-due";
import { OrderPayment } from "./order-payment";
import { StatusBadge } from "./status-badge";

type Group = { key: string; label: string; orders: Order[] };

/** The orders as cards on a phone; listed by due time, each due day heads its orders. */
export function OrderCards({
  groups,
  isGrouped,
  timeZone,
}: {
  groups: Group[];
  isGrouped: boolean;
  timeZone: ShopTimeZone;
}) {
  return (
    <div className="flex flex-col gap-4 md:hidden">
      {groups.map((group) => (
        <section key={group.key} className="flex flex-col gap-3" aria-label={group.label}>
          {isGrouped && <h2 className="text-sm font-semibold">{group.label}</h2>}
          <ul className="flex flex-col gap-3" aria-label="Daftar pesanan">
            {group.orders.map((order) => (
              <OrderCard key={order.id} order={order} timeZone={timeZone} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function OrderCard({ order, timeZone }: { order: Order; timeZone: ShopTimeZone }) {
  const { shown, moreLabel } = summarizeItems(order.items);
  return (
    <li className="rounded-xl border bg-card shadow-xs">
      <Link
        to={`/admin/orders/${order.orderNumber}`}
        className="flex flex-col gap-2 rounded-xl p-4 pb-2"
      >
        <div className="flex items-start justify-between gap-2">
          <div>
            <p className="font-semibold">{order.orderNumber}</p>
            <p className="text-xs text-muted-foreground">
              {formatDateTimeId(order.createdAt, timeZone)}
            </p>
          </div>
          <StatusBadge status={order.status} />
        </div>
        <p className="text-sm">{customerNameText(order.customerName, order.source)}</p>
        <OrderDue order={order} className="text-xs" />
        <ul className="text-sm text-muted-foreground">
          {shown.map((item) => (
            <li key={item.id}>
              {item.quantity}x {item.productName}
            </li>
          ))}
          {moreLabel && <li>{moreLabel}</li>}
        </ul>
        <p className="text-right font-semibold">{formatRupiah(order.total)}</p>
      </Link>
      <OrderPayment order={order} className="px-4 pb-4" />
    </li>
  );
}
