import { parseCustomerFilter } from "#domain/customers";
import { parsePageParam } from "#domain/pagination";
import { requireMember } from "#server/auth/guards";
import { listCustomers, ownCustomerTags } from "#server/services/customers";
import type { Route } from "./+types/customers";
import { titled } from "#app/lib/page-title";
import { CustomersPage } from "#app/features/admin-customers/customers-page";

// /admin/customers, 'Pelanggan' (decision 069): one row per WhatsApp number that ordered,
// searched, sorted and filtered through the address.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "customers");
  const url = new URL(request.url);
  const filter = parseCustomerFilter(url.searchParams);
  const [page, tags] = await Promise.all([
    listCustomers(context.db, owner, {
      filter,
      page: parsePageParam(url.searchParams.get("page")),
    }),
    ownCustomerTags(context.db, owner),
  ]);
  return { page, filter, tags };
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, "Pelanggan");
}

export default function AdminCustomers({ loaderData }: Route.ComponentProps) {
  return <CustomersPage {...loaderData} />;
}
