import { Icon } from "#app/components/icons/icon";
import { Link, useNavigate } from "react-router";
import { formatDateTimeId } from "#domain/shop-time";
import { EXPORT_SCOPE_PARAM, EXPORT_TEXTS } from "#domain/order-export";
import { ORDER_STATUS_LABELS } from "#domain/order-status";
import {
  isFiltered,
  orderFilterParams,
  orderListHref,
  ORDERS_MESSAGES,
  summarizeItems,
  type OrderFilter,
  type OrderListItem as Order,
  type OrderListView,
  type OrderPage,
  type OrderStats,
} from "#domain/order-summary";
import { formatRupiah } from "#domain/rupiah";
import { OrderFilters } from "./order-filters";
import { Pagination } from "./order-pagination";
import { PaymentBadge } from "./payment-badge";
import { QuickPaymentAction } from "./quick-payment-action";
import { StatusBadge } from "./status-badge";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Button } from "#app/components/ui/button";
import { NativeSelect } from "#app/components/ui/native-select";
import { StatCard, StatGrid } from "#app/components/admin/stat-card";
import { formatCount } from "#app/lib/format";
import { cn } from "#app/lib/utils";

const LISTS: Record<OrderListView, { label: string; empty: string; exportOnly: string }> = {
  aktif: {
    label: "Pesanan Aktif",
    empty: ORDERS_MESSAGES.emptyActive,
    exportOnly: "Hanya Pesanan Aktif",
  },
  selesai: {
    label: "Pesanan Selesai",
    empty: ORDERS_MESSAGES.emptyFinished,
    exportOnly: "Hanya Pesanan Selesai",
  },
  dibatalkan: {
    label: "Dibatalkan",
    empty: ORDERS_MESSAGES.emptyCancelled,
    exportOnly: "Hanya Pesanan Dibatalkan",
  },
};

/**
 * Spec §2 'Manajemen Pesanan': stats, active/finished toggle, table or cards, pages; and
 * the cancelled orders (decision 022) in a list of their own, out of the stats.
 */
export function OrdersPage({
  stats,
  page,
  filter,
}: {
  stats: OrderStats;
  page: OrderPage;
  filter: OrderFilter;
}) {
  const { view } = filter;
  const filtered = isFiltered(filter);
  const navigate = useNavigate();
  const open = (order: Order) => navigate(`/admin/orders/${order.orderNumber}`);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <AdminPageHeader title="Manajemen Pesanan" description="Pesanan yang masuk ke toko Anda." />
      <StatGrid>
        <StatCard label="Total Pesanan" value={formatCount(stats.total)} icon="receipt-text" />
        <StatCard label="Sedang Berlangsung" value={formatCount(stats.active)} icon="clock" />
        <StatCard label="Selesai" value={formatCount(stats.finished)} icon="circle-check" />
      </StatGrid>

      {/* Three tabs share a phone's width, a long label on two lines. */}
      <nav
        aria-label="Jenis pesanan"
        className="grid w-full grid-cols-3 rounded-lg border bg-muted p-1 sm:flex sm:w-fit"
      >
        {(Object.keys(LISTS) as OrderListView[]).map((tab) => (
          <Link
            key={tab}
            to={orderListHref({ ...filter, view: tab, status: null })}
            aria-current={tab === view ? "page" : undefined}
            className={cn(
              "flex items-center justify-center gap-1.5 rounded-md px-2 py-1.5 text-center text-sm font-medium text-muted-foreground sm:px-3 sm:whitespace-nowrap",
              tab === view && "bg-background text-foreground shadow-sm",
            )}
          >
            {LISTS[tab].label}
            {tab === "dibatalkan" && (
              <span className="rounded-full bg-muted-foreground/15 px-1.5 text-xs tabular-nums">
                {formatCount(stats.cancelled)}
              </span>
            )}
          </Link>
        ))}
      </nav>

      <OrderFilters filter={filter} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatCount(page.totalCount)} pesanan
          {filtered ? " sesuai filter" : ""}
        </p>
        {stats.total + stats.cancelled > 0 && <ExportForm filter={filter} />}
      </div>

      {page.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {filtered ? ORDERS_MESSAGES.emptyFiltered : LISTS[view].empty}
        </p>
      ) : (
        <>
          <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
            <table className="w-full text-sm">
              <caption className="sr-only">{LISTS[view].label}</caption>
              <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
                <tr>
                  <th className="px-4 py-3 font-medium">No. Pesanan</th>
                  <th className="px-4 py-3 font-medium">Tanggal</th>
                  <th className="px-4 py-3 font-medium">Pelanggan</th>
                  <th className="px-4 py-3 font-medium">Item</th>
                  <th className="px-4 py-3 text-right font-medium">Total</th>
                  <th className="px-4 py-3 font-medium">Status</th>
                  <th className="px-4 py-3 font-medium">Pembayaran</th>
                </tr>
              </thead>
              <tbody>
                {page.orders.map((order) => (
                  <tr
                    key={order.id}
                    onClick={() => void open(order)}
                    className="cursor-pointer border-t hover:bg-muted/40"
                  >
                    <td className="px-4 py-3 font-medium">
                      <Link to={`/admin/orders/${order.orderNumber}`} className="hover:underline">
                        {order.orderNumber}
                      </Link>
                    </td>
                    <td className="px-4 py-3 whitespace-nowrap">
                      {formatDateTimeId(order.createdAt, page.timeZone)}
                    </td>
                    <td className="px-4 py-3">{order.customerName}</td>
                    <td className="px-4 py-3 text-muted-foreground">
                      {order.items
                        .map((item) => `${item.quantity}x ${item.productName}`)
                        .join(", ")}
                    </td>
                    <td className="px-4 py-3 text-right font-medium whitespace-nowrap">
                      {formatRupiah(order.total)}
                    </td>
                    <td className="px-4 py-3">
                      <StatusBadge status={order.status} />
                    </td>
                    <td className="px-4 py-3">
                      <OrderPayment order={order} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ul className="flex flex-col gap-3 md:hidden" aria-label="Daftar pesanan">
            {page.orders.map((order) => {
              const { shown, moreLabel } = summarizeItems(order.items);
              return (
                <li key={order.id} className="rounded-xl border bg-card shadow-xs">
                  <Link
                    to={`/admin/orders/${order.orderNumber}`}
                    className="flex flex-col gap-2 rounded-xl p-4 pb-2"
                  >
                    <div className="flex items-start justify-between gap-2">
                      <div>
                        <p className="font-semibold">{order.orderNumber}</p>
                        <p className="text-xs text-muted-foreground">
                          {formatDateTimeId(order.createdAt, page.timeZone)}
                        </p>
                      </div>
                      <StatusBadge status={order.status} />
                    </div>
                    <p className="text-sm">{order.customerName}</p>
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
            })}
          </ul>
        </>
      )}

      <Pagination page={page.page} totalPages={page.totalPages} filter={filter} />
    </div>
  );
}

/**
 * 'Unduh CSV' / 'Unduh Excel': the orders of the filter's days and search, of every status
 * (the default) or of the tab or status shown. A plain GET form: the browser downloads the
 * answer without any script of the page.
 */
function ExportForm({ filter }: { filter: OrderFilter }) {
  const only = filter.status
    ? `Hanya status ${ORDER_STATUS_LABELS[filter.status]}`
    : LISTS[filter.view].exportOnly;
  return (
    <form
      method="get"
      action="/admin/orders-export"
      aria-label={EXPORT_TEXTS.form}
      className="flex flex-wrap items-center gap-2"
    >
      {[...orderFilterParams(filter)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex items-center gap-2 text-sm text-muted-foreground">
        {EXPORT_TEXTS.scope}
        <NativeSelect name={EXPORT_SCOPE_PARAM} defaultValue="semua" className="h-8 w-auto text-sm">
          <option value="semua">{EXPORT_TEXTS.everyStatus}</option>
          <option value="tab">{only}</option>
        </NativeSelect>
      </label>
      <div className="flex gap-2">
        <Button type="submit" name="format" value="csv" variant="outline" size="sm">
          <Icon name="download" aria-hidden />
          {EXPORT_TEXTS.csv}
        </Button>
        <Button type="submit" name="format" value="xlsx" variant="outline" size="sm">
          <Icon name="download" aria-hidden />
          {EXPORT_TEXTS.xlsx}
        </Button>
      </div>
    </form>
  );
}

/** A row's payment: its badge and its quick action (decision 056). */
function OrderPayment({ order, className }: { order: Order; className?: string }) {
  return (
    <div className={cn("flex flex-wrap items-center gap-2", className)}>
      <PaymentBadge status={order.paymentStatus} amountPaid={order.amountPaid} />
      <QuickPaymentAction order={{ ...order, isCancelled: order.status === "dibatalkan" }} />
    </div>
  );
}
