import { customerNameText } from "#domain/order-source";
import { Link, useNavigate } from "react-router";
import { formatDateTimeId, type ShopTimeZone } from "#domain/shop-time";
import type { OrderListItem as Order } from "#domain/order-summary";
import { formatRupiah } from "#domain/rupiah";
import { OrderDue } from "./order-due";
import { OrderPayment } from "./order-payment";
import { StatusBadge } from "./status-badge";

type Group = { key: string; label: string; orders: Order[] };

/**
 * The orders as a table on a wide screen; a row opens its order. Listed by due time, each
 * due day heads its orders.
 */
export function OrdersTable({
  caption,
  groups,
  isGrouped,
  timeZone,
}: {
  caption: string;
  groups: Group[];
  isGrouped: boolean;
  timeZone: ShopTimeZone;
}) {
  const navigate = useNavigate();
  const open = (order: Order) => navigate(`/admin/orders/${order.orderNumber}`);
  return (
    <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-3 font-medium">No. Pesanan</th>
            <th className="px-3 py-3 font-medium">Jadwal</th>
            <th className="px-3 py-3 font-medium">Pelanggan</th>
            <th className="px-3 py-3 font-medium">Item</th>
            <th className="px-3 py-3 text-right font-medium">Total</th>
            <th className="px-3 py-3 font-medium">Status</th>
            <th className="px-3 py-3 font-medium">Pembayaran</th>
          </tr>
        </thead>
        {groups.map((group) => (
          <tbody key={group.key}>
            {isGrouped && (
              <tr className="border-t bg-secondary/60">
                <th colSpan={7} scope="colgroup" className="px-3 py-2 text-left font-semibold">
                  {group.label}
                </th>
              </tr>
            )}
            {group.orders.map((order) => (
              <tr
                key={order.id}
                onClick={() => void open(order)}
                className="cursor-pointer border-t hover:bg-muted/40"
              >
                <td className="px-3 py-3 font-medium">
                  <Link to={`/admin/orders/${order.orderNumber}`} className="hover:underline">
                    {order.orderNumber}
                  </Link>
                </td>
                <td className="px-3 py-3 text-xs whitespace-nowrap text-muted-foreground">
                  {formatDateTimeId(order.createdAt, timeZone)}
                </td>
                <td className="px-3 py-3 text-xs">
                  <OrderDue order={order} />
                </td>
                <td className="px-3 py-3">{customerNameText(order.customerName, order.source)}</td>
                <td className="px-3 py-3 text-muted-foreground">
                  {order.items.map((item) => `${item.quantity}x ${item.productName}`).join(", ")}
                </td>
                <td className="px-3 py-3 text-right font-medium whitespace-nowrap">
                  {formatRupiah(order.total)}
                </td>
                <td className="px-3 py-3">
                  <StatusBadge status={order.status} />
                </td>
                <td className="px-3 py-3">
                  <OrderPayment order={order} />
                </td>
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </div>
  );
}
