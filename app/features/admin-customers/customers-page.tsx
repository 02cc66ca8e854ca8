import { Link, useNavigation } from "react-router";
import { Button } from "#app/components/ui/button";
import { Icon } from "#app/components/icons/icon";
import { AdminPageHeader } from "#app/components/admin/page-header";
import { Pagination } from "#app/components/admin/pagination";
import { formatCount } from "#app/lib/format";
import { cn } from "#app/lib/utils";
import {
  CUSTOMER_MESSAGES,
  customerListHref,
  isCustomerFiltered,
  type CustomerFilter,
  type CustomerPage,
} from "#domain/customers";
import { CustomerFilters, QuickFilters } from "./customer-filters";
import { CustomerCards, CustomersTable } from "./customer-list";

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
        action={
          <div className="flex flex-wrap gap-2">
            <Button asChild variant="outline">
              <Link to="/admin/customers/promo">
                <Icon name="sparkles" aria-hidden />
                Setuju Promosi
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/admin/customer-data">
                <Icon name="shield-check" aria-hidden />
                Data Pelanggan
              </Link>
            </Button>
          </div>
        }
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

      <Pagination
        page={page.page}
        totalPages={page.totalPages}
        href={(target) => customerListHref(filter, target)}
      />
    </div>
  );
}
