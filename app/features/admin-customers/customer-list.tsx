import { Link, useNavigate } from "react-router";
import { Icon } from "#app/components/icons/icon";
import { Badge } from "#app/components/ui/badge";
import { formatCount } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import { customerHref, formatCustomerDate, type CustomerListItem } from "#domain/customers";
import { formatPhoneDisplay } from "#domain/phone";
import { formatRupiah } from "#domain/rupiah";
import type { ShopTimeZone } from "#domain/shop-time";

/** The number, opening a chat with her; at least a finger's size to tap. */
function WhatsAppLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a
      href={`https://wa.me/${phone}`}
      target="_blank"
      rel="noreferrer"
      onClick={(event) => event.stopPropagation()}
      className={cn(
        "inline-flex min-h-6 items-center gap-1 whitespace-nowrap text-primary hover:underline",
        className,
      )}
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

export function CustomersTable({
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

export function CustomerCards({
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
          <p className="px-4 pb-2 text-sm">
            <WhatsAppLink phone={customer.phone} className="min-h-9" />
          </p>
        </li>
      ))}
    </ul>
  );
}
