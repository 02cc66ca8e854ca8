import { Icon } from "#app/components/icons/icon";
import { Form, Link } from "react-router";
import {
  FILTER_STATUSES,
  isFiltered,
  orderListHref,
  SEARCH_MAX_LENGTH,
  type OrderFilter,
} from "#domain/order-summary";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { SCHEDULE_PARAM } from "#domain/order-schedule";
import { PaymentFilterField } from "./payment-filter-field";
import { ScheduleFilterFields } from "./schedule-filter-fields";
import { SourceFilterField } from "./source-filter-field";

/**
 * The filter, a plain GET form: everything lands in the address, so a reload or a shared
 * link shows the same orders. A status picks its own tab; without one the tab stays.
 * On a phone two fields share a row only when their texts fit half of it: the status, the
 * payment and the source ('Semua pembayaran', 'Datang Langsung') take a row each. Four
 * fields share a row only where the page beside the admin menu is wide enough for them.
 */
export function OrderFilters({ filter }: { filter: OrderFilter }) {
  return (
    <Form
      method="get"
      action="/admin/orders"
      // A new filter is a new list: the form keys on it, so its fields show what the
      // address holds after a navigation (back, 'Hapus filter', a tab).
      key={orderListHref(filter)}
      aria-label="Filter pesanan"
      className="grid grid-cols-2 gap-x-2 gap-y-3 rounded-xl border bg-card p-3 sm:gap-3 sm:p-4 xl:grid-cols-4"
    >
      {!filter.status && filter.view !== "aktif" && (
        <input type="hidden" name="view" value={filter.view} />
      )}
      <div className="col-span-2 flex min-w-0 flex-col gap-1.5 sm:col-span-1">
        <Label htmlFor="filter-status">Status</Label>
        <NativeSelect id="filter-status" name="status" defaultValue={filter.status ?? ""}>
          <option value="">Semua status</option>
          {FILTER_STATUSES.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <PaymentFilterField value={filter.payment} />
      <SourceFilterField value={filter.source} />
      {filter.schedule && <input type="hidden" name={SCHEDULE_PARAM} value={filter.schedule} />}
      <ScheduleFilterFields filter={filter} />
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="filter-from">Dari tanggal</Label>
        <Input
          id="filter-from"
          type="date"
          name="dari"
          defaultValue={filter.from ?? ""}
          className="min-w-0 pr-1 pl-2 sm:px-3"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="filter-to">Sampai tanggal</Label>
        <Input
          id="filter-to"
          type="date"
          name="sampai"
          defaultValue={filter.to ?? ""}
          className="min-w-0 pr-1 pl-2 sm:px-3"
        />
      </div>
      <div className="col-span-2 flex flex-col gap-1.5">
        <Label htmlFor="filter-q">Cari</Label>
        <Input
          id="filter-q"
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="No. pesanan, nama, atau No. HP"
          enterKeyHint="search"
        />
      </div>
      <div className="col-span-2 flex flex-wrap items-end justify-end gap-2">
        {isFiltered(filter) && (
          <Button asChild variant="ghost">
            <Link to={orderListHref(filter.view)}>
              <Icon name="x" aria-hidden />
              Hapus filter
            </Link>
          </Button>
        )}
        <Button type="submit">
          <Icon name="search" aria-hidden />
          Terapkan
        </Button>
      </div>
    </Form>
  );
}
