import { Icon } from "#app/components/icons/icon";
import { Link } from "react-router";
import { groupByDueDay } from "#domain/order-schedule";
import { EXPORT_SCOPE_PARAM, EXPORT_TEXTS } from "#domain/order-export";
import { ORDER_STATUS_LABELS } from "#domain/order-status";
import { productionHrefOfOrderFilter } from "#domain/production";
import {
  isFiltered,
  isSortedBySchedule,
  orderFilterParams,
  orderListHref,
  ORDERS_MESSAGES,
  type OrderFilter,
  type OrderListView,
  type OrderPage,
  type OrderStats,
} from "#domain/order-summary";
import { OrderCards } from "./order-cards";
import { OrderFilters } from "./order-filters";
import { OrdersTable } from "./orders-table";
import { ScheduleChips } from "./schedule-chips";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Pagination } from "#app/components/admin/pagination";
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
  const isGrouped = isSortedBySchedule(filter);
  const groups = groupByDueDay(page.orders);
  const productionHref = productionHrefOfOrderFilter(filter);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <AdminPageHeader
        title="Manajemen Pesanan"
        description="Pesanan yang masuk ke toko Anda."
        action={
          <Button asChild>
            <Link to="/admin/orders/manual">
              <Icon name="plus" aria-hidden />
              Pesanan Manual
            </Link>
          </Button>
        }
      />
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

      <ScheduleChips filter={filter} />
      <OrderFilters filter={filter} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatCount(page.totalCount)} pesanan
          {filtered ? " sesuai filter" : ""}
        </p>
        {productionHref && (
          <Link
            to={productionHref}
            className="flex items-center gap-1.5 text-sm font-medium text-primary hover:underline"
          >
            <Icon name="clipboard-list" className="size-4" aria-hidden />
            Daftar Produksi
          </Link>
        )}
        {stats.total + stats.cancelled > 0 && <ExportForm filter={filter} />}
      </div>

      {page.orders.length === 0 ? (
        <p className="rounded-xl border border-dashed p-8 text-center text-sm text-muted-foreground">
          {filtered ? ORDERS_MESSAGES.emptyFiltered : LISTS[view].empty}
        </p>
      ) : (
        <>
          <OrdersTable
            caption={LISTS[view].label}
            groups={groups}
            isGrouped={isGrouped}
            timeZone={page.timeZone}
          />
          <OrderCards groups={groups} isGrouped={isGrouped} timeZone={page.timeZone} />
        </>
      )}

      <Pagination
        page={page.page}
        totalPages={page.totalPages}
        href={(target) => orderListHref(filter, target)}
      />
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
