import { data } from "react-router";
import { ORDERS_MESSAGES } from "#domain/order-summary";
import { ZOrderDetailActionSchema } from "#domain/order-status-form";
import { requireMember } from "#server/auth/guards";
import { submitForm, textsByIntent } from "#server/form-action";
import {
  cancelOrder,
  getOrderDetail,
  updateOrderStatus,
  type StatusChange,
} from "#server/services/admin-orders";
import { updatePaymentStatus, type PaymentChange } from "#server/services/order-payments";
import { PAYMENT_MESSAGES } from "#domain/payment-status";
import { DELIVERY_AREA_MESSAGES } from "#domain/delivery-fee";
import { setOrderDeliveryFee, type DeliveryFeeChange } from "#server/services/order-delivery-fee";
import { ownNotaSharing } from "#server/services/nota";
import type { Route } from "./+types/order-detail";
import { titled } from "#app/lib/page-title";
import { OrderDetailPage, OrderNotFound } from "#app/features/admin-orders/order-detail-page";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireMember(context, request, "orders");
  const order = await getOrderDetail(context.db, owner, params.orderNumber);
  if (!order) return data({ order: null, nota: null }, { status: 404 });
  const { secret } = await context.auth.$context;
  const nota = await ownNotaSharing(context.db, owner, order, {
    appUrl: context.config.appUrl,
    secret,
  });
  return { order, nota };
}

/** The toasts of each form; any other intent is refused by the schema, without a toast. */
const textsOf = textsByIntent({
  "update-status": {
    success: {
      title: ORDERS_MESSAGES.statusUpdatedTitle,
      description: ORDERS_MESSAGES.statusUpdated,
    },
    failure: {
      title: ORDERS_MESSAGES.statusFailedTitle,
      description: ORDERS_MESSAGES.statusFailed,
    },
  },
  "update-payment": {
    success: { title: PAYMENT_MESSAGES.updatedTitle, description: PAYMENT_MESSAGES.updated },
    failure: PAYMENT_MESSAGES.failedTitle,
  },
  "set-delivery-fee": {
    success: DELIVERY_AREA_MESSAGES.feeSet,
    failure: DELIVERY_AREA_MESSAGES.feeSetFailed,
  },
  // A refusal says why (already finished or cancelled) under the failure's title.
  cancel: {
    success: { title: ORDERS_MESSAGES.cancelledTitle, description: ORDERS_MESSAGES.cancelled },
    failure: ORDERS_MESSAGES.cancelFailedTitle,
  },
});

// The status form, the payment form, the fee form ('Ongkir menyusul') and the cancel dialog: each answer carries the customer's WhatsApp
// notification to offer.
export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireMember(context, request, "orders");
  return submitForm(
    { request, context, pages: owner },
    ZOrderDetailActionSchema,
    (value): Promise<StatusChange | PaymentChange | DeliveryFeeChange> =>
      value.intent === "cancel"
        ? cancelOrder(context.db, owner, value)
        : value.intent === "update-payment"
          ? updatePaymentStatus(context.db, owner, value, { appUrl: context.config.appUrl })
          : value.intent === "set-delivery-fee"
            ? setOrderDeliveryFee(context.db, owner, value, { appUrl: context.config.appUrl })
            : updateOrderStatus(context.db, owner, value),
    textsOf,
  );
}

export function meta({ params, matches }: Route.MetaArgs) {
  return titled(matches, `Pesanan ${params.orderNumber}`);
}

export default function AdminOrderDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.order && loaderData.nota ? (
    <OrderDetailPage order={loaderData.order} nota={loaderData.nota} />
  ) : (
    <OrderNotFound />
  );
}
