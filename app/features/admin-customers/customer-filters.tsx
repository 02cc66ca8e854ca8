import { Form, Link } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { cn } from "#app/lib/utils";
import {
  CUSTOMER_SORT_LABELS,
  CUSTOMER_SORTS,
  customerListHref,
  isCustomerFiltered,
  NEW_PERIOD_LABELS,
  NEW_PERIODS,
  NO_CUSTOMER_FILTER,
  type CustomerFilter,
} from "#domain/customers";
import { SEARCH_MAX_LENGTH } from "#domain/order-summary";

/** 'Semua', 'Pelanggan ulang' and 'Baru 30 hari': one tap each, the rest of the filter kept. */
export function QuickFilters({ filter }: { filter: CustomerFilter }) {
  const chips: { label: string; to: CustomerFilter; isOn: boolean }[] = [
    {
      label: "Semua",
      to: { ...filter, isRepeat: false, newPeriod: null, from: null, to: null },
      isOn: !filter.isRepeat && !filter.newPeriod && !filter.from && !filter.to,
    },
    {
      label: "Pelanggan ulang",
      to: { ...filter, isRepeat: !filter.isRepeat },
      isOn: filter.isRepeat,
    },
    {
      label: "Baru 30 hari",
      to: { ...filter, newPeriod: filter.newPeriod === "30" ? null : "30", from: null, to: null },
      isOn: filter.newPeriod === "30",
    },
  ];
  return (
    <nav aria-label="Pilihan cepat" className="flex flex-wrap gap-2">
      {chips.map((chip) => (
        <Link
          key={chip.label}
          to={customerListHref(chip.to)}
          aria-current={chip.isOn ? "true" : undefined}
          className={cn(
            "rounded-full border px-3 py-1.5 text-sm font-medium",
            chip.isOn
              ? "border-primary bg-primary text-primary-foreground"
              : "bg-card text-muted-foreground hover:text-foreground",
          )}
        >
          {chip.label}
        </Link>
      ))}
    </nav>
  );
}

/** The filter, a plain GET form: everything lands in the address, as on the orders page. */
export function CustomerFilters({ filter, tags }: { filter: CustomerFilter; tags: string[] }) {
  const tagChoices = filter.tag && !tags.includes(filter.tag) ? [filter.tag, ...tags] : tags;
  return (
    <Form
      method="get"
      action="/admin/customers"
      key={customerListHref(filter)}
      aria-label="Filter pelanggan"
      className="grid grid-cols-2 gap-x-2 gap-y-3 rounded-xl border bg-card p-3 sm:gap-3 sm:p-4 md:grid-cols-4"
    >
      <div className="col-span-2 flex flex-col gap-1.5">
        <Label htmlFor="customer-q">Cari</Label>
        <Input
          id="customer-q"
          type="search"
          name="q"
          defaultValue={filter.q}
          maxLength={SEARCH_MAX_LENGTH}
          placeholder="Nama atau nomor WhatsApp"
          enterKeyHint="search"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="customer-sort">Urutkan</Label>
        <NativeSelect id="customer-sort" name="urut" defaultValue={filter.sort}>
          {CUSTOMER_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {CUSTOMER_SORT_LABELS[sort]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="customer-tag">Label</Label>
        <NativeSelect id="customer-tag" name="label" defaultValue={filter.tag ?? ""}>
          <option value="">Semua label</option>
          {tagChoices.map((tag) => (
            <option key={tag} value={tag}>
              {tag}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="customer-new">Pelanggan baru</Label>
        <NativeSelect id="customer-new" name="baru" defaultValue={filter.newPeriod ?? ""}>
          <option value="">Kapan saja / tanggal</option>
          {NEW_PERIODS.map((period) => (
            <option key={period} value={period}>
              {NEW_PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="customer-from">Pesanan pertama dari</Label>
        <Input
          id="customer-from"
          type="date"
          name="dari"
          defaultValue={filter.from ?? ""}
          className="min-w-0 pr-1 pl-2 sm:px-3"
        />
      </div>
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor="customer-to">Sampai</Label>
        <Input
          id="customer-to"
          type="date"
          name="sampai"
          defaultValue={filter.to ?? ""}
          className="min-w-0 pr-1 pl-2 sm:px-3"
        />
      </div>
      <label className="flex items-center gap-2 self-end pb-2 text-sm">
        <input
          type="checkbox"
          name="ulang"
          value="1"
          defaultChecked={filter.isRepeat}
          className="size-4 accent-primary"
        />
        Pesan 2 kali atau lebih
      </label>
      <div className="col-span-2 flex flex-wrap items-end justify-end gap-2 md:col-span-3">
        {isCustomerFiltered(filter) && (
          <Button asChild variant="ghost">
            <Link to={customerListHref({ ...NO_CUSTOMER_FILTER, sort: filter.sort })}>
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
