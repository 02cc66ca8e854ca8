import { Form, Link, useNavigation, useNavigate } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { Input } from "#app/components/ui/input";
import { Label } from "#app/components/ui/label";
import { NativeSelect } from "#app/components/ui/native-select";
import { formatCount } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import {
  CUSTOMER_MESSAGES,
  CUSTOMER_SORT_LABELS,
  CUSTOMER_SORTS,
  customerHref,
  customerListHref,
  formatCustomerDate,
  isCustomerFiltered,
  NEW_PERIOD_LABELS,
  NEW_PERIODS,
  NO_CUSTOMER_FILTER,
  type CustomerFilter,
  type CustomerListItem,
  type CustomerPage,
} from "#domain/customers";
import { SEARCH_MAX_LENGTH } from "#domain/order-summary";
import { MAX_PAGE_NUMBERS, MAX_PAGE_NUMBERS_MOBILE, visiblePageNumbers } from "#domain/pagination";
import { formatPhoneDisplay } from "#domain/phone";
import { formatRupiah } from "#domain/rupiah";
import type { ShopTimeZone } from "#domain/shop-time";

/**
 * 'Pelanggan' (decision 069): the shop's customers, one per WhatsApp number, found by name
 * or number, sorted and filtered through the address; a table on a wide screen, cards on a
 * phone. While another list loads the one shown stays, dimmed.
 */
export function CustomersPage({
  page,
  filter,
  tags,
}: {
  page: CustomerPage;
  filter: CustomerFilter;
  tags: string[];
}) {
  const navigation = useNavigation();
  const isLoading =
    navigation.state === "loading" && navigation.location.pathname === "/admin/customers";
  const filtered = isCustomerFiltered(filter);
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-5">
      <AdminPageHeader
        title="Pelanggan"
        description="Setiap nomor WhatsApp yang pernah memesan di toko Anda."
      />
      <QuickFilters filter={filter} />
      <CustomerFilters filter={filter} tags={tags} />

      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {formatCount(page.totalCount)} pelanggan{filtered ? " sesuai filter" : ""}
        </p>
        {isLoading && (
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground" role="status">
            <Icon name="loader-circle" className="size-4 animate-spin" aria-hidden />
            Memuat...
          </p>
        )}
      </div>

      <div aria-busy={isLoading} className={cn("transition-opacity", isLoading && "opacity-60")}>
        {page.customers.length === 0 ? (
          <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-8 text-center">
            <Icon name="users" className="size-8 text-muted-foreground" aria-hidden />
            <p className="font-medium">{filtered ? "Tidak ditemukan" : "Belum ada pelanggan"}</p>
            <p className="text-sm text-muted-foreground">
              {filtered ? CUSTOMER_MESSAGES.emptyFiltered : CUSTOMER_MESSAGES.empty}
            </p>
          </div>
        ) : (
          <>
            <CustomersTable customers={page.customers} timeZone={page.timeZone} />
            <CustomerCards customers={page.customers} timeZone={page.timeZone} />
          </>
        )}
      </div>

      <CustomerPagination page={page.page} totalPages={page.totalPages} filter={filter} />
    </div>
  );
}

/** 'Semua', 'Pelanggan ulang' and 'Baru 30 hari': one tap each, the rest of the filter kept. */
function QuickFilters({ filter }: { filter: CustomerFilter }) {
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
function CustomerFilters({ filter, tags }: { filter: CustomerFilter; tags: string[] }) {
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

function WhatsAppLink({ phone }: { phone: string }) {
  return (
    <a
      href={`https://wa.me/${phone}`}
      target="_blank"
      rel="noreferrer"
      onClick={(event) => event.stopPropagation()}
      className="inline-flex items-center gap-1 whitespace-nowrap text-primary hover:underline"
    >
      <Icon name="message-circle" className="size-3.5" aria-hidden />
      {formatPhoneDisplay(phone)}
    </a>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return null;
  return (
    <span className="flex flex-wrap gap-1">
      {tags.map((tag) => (
        <Badge key={tag} variant="secondary">
          {tag}
        </Badge>
      ))}
    </span>
  );
}

function CustomersTable({
  customers,
  timeZone,
}: {
  customers: CustomerListItem[];
  timeZone: ShopTimeZone;
}) {
  const navigate = useNavigate();
  return (
    <div className="hidden overflow-hidden rounded-xl border bg-card md:block">
      <table className="w-full text-sm">
        <caption className="sr-only">Daftar pelanggan</caption>
        <thead className="bg-muted/60 text-left text-xs text-muted-foreground">
          <tr>
            <th className="px-3 py-3 font-medium">Pelanggan</th>
            <th className="px-3 py-3 text-right font-medium">Pesanan</th>
            <th className="px-3 py-3 text-right font-medium">Total Belanja</th>
            <th className="px-3 py-3 font-medium">Pertama</th>
            <th className="px-3 py-3 font-medium">Terakhir</th>
            <th className="px-3 py-3 font-medium">Favorit</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr
              key={customer.phone}
              onClick={() => void navigate(customerHref(customer.phone))}
              className="cursor-pointer border-t align-top hover:bg-muted/40"
            >
              <td className="px-3 py-3">
                <div className="flex flex-col gap-1">
                  <Link to={customerHref(customer.phone)} className="font-medium hover:underline">
                    {customer.name}
                  </Link>
                  <span className="text-xs">
                    <WhatsAppLink phone={customer.phone} />
                  </span>
                  <Tags tags={customer.tags} />
                </div>
              </td>
              <td className="px-3 py-3 text-right tabular-nums">
                {formatCount(customer.orderCount)}
              </td>
              <td className="px-3 py-3 text-right font-medium whitespace-nowrap tabular-nums">
                {formatRupiah(customer.totalSpent)}
              </td>
              <td className="px-3 py-3 text-xs whitespace-nowrap text-muted-foreground">
                {formatCustomerDate(customer.firstOrderAt, timeZone)}
              </td>
              <td className="px-3 py-3 text-xs whitespace-nowrap text-muted-foreground">
                {formatCustomerDate(customer.lastOrderAt, timeZone)}
              </td>
              <td className="px-3 py-3 text-muted-foreground">
                {customer.favourites.join(", ") || "–"}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function CustomerCards({
  customers,
  timeZone,
}: {
  customers: CustomerListItem[];
  timeZone: ShopTimeZone;
}) {
  return (
    <ul className="flex flex-col gap-3 md:hidden" aria-label="Daftar pelanggan">
      {customers.map((customer) => (
        <li key={customer.phone} className="rounded-xl border bg-card shadow-xs">
          <Link to={customerHref(customer.phone)} className="flex flex-col gap-2 p-4 pb-2">
            <div className="flex items-start justify-between gap-2">
              <p className="min-w-0 font-semibold break-words">{customer.name}</p>
              <p className="shrink-0 font-semibold tabular-nums">
                {formatRupiah(customer.totalSpent)}
              </p>
            </div>
            <p className="text-xs text-muted-foreground">
              {formatCount(customer.orderCount)} pesanan · terakhir{" "}
              {formatCustomerDate(customer.lastOrderAt, timeZone)} · pertama{" "}
              {formatCustomerDate(customer.firstOrderAt, timeZone)}
            </p>
            {customer.favourites.length > 0 && (
              <p className="text-sm text-muted-foreground">
                Favorit: {customer.favourites.join(", ")}
              </p>
            )}
            <Tags tags={customer.tags} />
          </Link>
          <p className="px-4 pb-4 text-sm">
            <WhatsAppLink phone={customer.phone} />
          </p>
        </li>
      ))}
    </ul>
  );
}

function CustomerPagination({
  page,
  totalPages,
  filter,
}: {
  page: number;
  totalPages: number;
  filter: CustomerFilter;
}) {
  const numbers = visiblePageNumbers(page, totalPages, MAX_PAGE_NUMBERS);
  if (numbers.length === 0) return null;
  const onMobile = new Set(visiblePageNumbers(page, totalPages, MAX_PAGE_NUMBERS_MOBILE));
  const href = (target: number) => customerListHref(filter, target);
  const step = "flex size-9 items-center justify-center rounded-md border text-sm";
  return (
    <nav aria-label="Halaman" className="flex items-center justify-center gap-1">
      {page > 1 ? (
        <Link to={href(page - 1)} className={step} aria-label="Halaman sebelumnya">
          <Icon name="chevron-left" className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={cn(step, "opacity-40")} aria-hidden>
          <Icon name="chevron-left" className="size-4" />
        </span>
      )}
      {numbers.map((number) => (
        <Link
          key={number}
          to={href(number)}
          aria-current={number === page ? "page" : undefined}
          className={cn(
            step,
            number === page && "border-primary bg-primary text-primary-foreground",
            !onMobile.has(number) && "max-md:hidden",
          )}
        >
          {number}
        </Link>
      ))}
      {page < totalPages ? (
        <Link to={href(page + 1)} className={step} aria-label="Halaman berikutnya">
          <Icon name="chevron-right" className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={cn(step, "opacity-40")} aria-hidden>
          <Icon name="chevron-right" className="size-4" />
        </span>
      )}
    </nav>
  );
}
