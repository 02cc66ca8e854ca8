import { data } from "react-router";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { MANUAL_ORDER_MESSAGES, ZManualOrderSchema } from "#domain/manual-order";
import { requireMember } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { createManualOrder, getManualOrderSetup } from "#server/services/manual-orders";
import type { Route } from "./+types/manual-order";
import { titled } from "#app/lib/page-title";
import { ManualOrderPage } from "#app/features/admin-manual-order/manual-order-page";

// 'Pesanan Manual' (decision 072), a route module of its own so that its form is a chunk of
// its own: the orders list and an order's page load none of it.
export async function loader({ request, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  // The page is nothing but the form of an order, which a suspended shop takes none of.
  if (owner.isSuspended) throw data(PLATFORM_MESSAGES.ownerReadOnly, { status: 403 });
  return { setup: await getManualOrderSetup(context.db, owner) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "orders");
  // The order's own path marks the shop's pages out of date when it takes stock or fills a
  // slot (order-store.ts), as a guest order does; nothing else of it is shown there.
  return submitForm(
    { request, context, pages: "none" },
    ZManualOrderSchema,
    (value) => createManualOrder(context, owner, value),
    {
      success: MANUAL_ORDER_MESSAGES.saved,
      failure: MANUAL_ORDER_MESSAGES.failedTitle,
      redirectTo: ({ orderNumber }) => `/admin/orders/${orderNumber}`,
    },
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return titled(matches, MANUAL_ORDER_MESSAGES.title);
}

export default function AdminManualOrder({ loaderData }: Route.ComponentProps) {
  return <ManualOrderPage setup={loaderData.setup} />;
}
