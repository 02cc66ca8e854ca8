import {
  DATE_KIND_LABELS,
  DATE_KIND_PARAM,
  DATE_KINDS,
  ORDER_SORT_LABELS,
  ORDER_SORTS,
  SORT_PARAM,
} from "#domain/order-schedule";
import type { OrderFilter } from "#domain/order-summary";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";

/**
 * Which date the filter's days read — the order's or its due day — and the list's order
 * (decision 062), in the address as `tanggal` and `urut`.
 */
export function ScheduleFilterFields({ filter }: { filter: OrderFilter }) {
  return (
    <>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="filter-date-kind">Tanggal menurut</Label>
        <NativeSelect id="filter-date-kind" name={DATE_KIND_PARAM} defaultValue={filter.dateKind}>
          {DATE_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {DATE_KIND_LABELS[kind]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="filter-sort">Urutkan</Label>
        <NativeSelect id="filter-sort" name={SORT_PARAM} defaultValue={filter.sort}>
          {ORDER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {ORDER_SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </>
  );
}
