import { data } from "react-router";
import { ORDERS_MESSAGES } from "#domain/order-summary";
import { ZStatusUpdateFormSchema } from "#domain/order-status";
import { toSingleLine } from "#domain/text-characters";
import { requireBrandOwner } from "#server/auth/guards";
import { submitForm } from "#server/form-action";
import { getOrderDetail, updateOrderStatus } from "#server/services/admin-orders";
import type { Route } from "./+types/order-detail";
import { OrderDetailPage, OrderNotFound } from "#app/features/admin-orders/order-detail-page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  const order = await getOrderDetail(context.db, owner, params.orderNumber);
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

// The status form: the answer carries the customer's WhatsApp notification to offer.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  return submitForm(
    { request, context },
    ZStatusUpdateFormSchema,
    (value) => updateOrderStatus(context.db, owner, value),
    {
      success: {
        title: ORDERS_MESSAGES.statusUpdatedTitle,
        description: ORDERS_MESSAGES.statusUpdated,
      },
      failure: {
        title: ORDERS_MESSAGES.statusFailedTitle,
        description: ORDERS_MESSAGES.statusFailed,
      },
    },
  );
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Pesanan ${toSingleLine(params.orderNumber)}` }];
}

export default function AdminOrderDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.order ? <OrderDetailPage order={loaderData.order} /> : <OrderNotFound />;
}
