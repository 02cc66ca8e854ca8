import { data } from "react-router";
import { toSingleLine } from "../../../domain/text-characters";
import { requireBrandOwner } from "../../../server/auth/guards";
import { isAppError } from "../../../server/errors";
import { readJsonObject } from "../../../server/request-body";
import { getOrderDetail, updateOrderStatus } from "../../../server/services/admin-orders";
import type { Route } from "./+types/order-detail";
import { OrderDetailPage, OrderNotFound } from "~/features/admin-orders/order-detail-page";
import type { StatusUpdateResult } from "~/features/admin-orders/status-update-card";

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const owner = await requireBrandOwner(context, request);
  const order = await getOrderDetail(context.db, owner, params.orderNumber);
  if (!order) return data({ order: null }, { status: 404 });
  return { order };
}

export async function action({ request, context }: Route.ActionArgs) {
  const owner = await requireBrandOwner(context, request);
  try {
    const body = await readJsonObject(request);
    const change = await updateOrderStatus(context.db, owner, {
      orderId: body.orderId,
      status: body.status,
      note: body.note,
    });
    return { ok: true, ...change } satisfies StatusUpdateResult;
  } catch (error) {
    if (!isAppError(error)) throw error;
    return data(
      {
        ok: false,
        error: error.message,
        fieldErrors: error.fieldErrors,
      } satisfies StatusUpdateResult,
      { status: error.status },
    );
  }
}

export function meta({ params }: Route.MetaArgs) {
  return [{ title: `Pesanan ${toSingleLine(params.orderNumber)}` }];
}

export default function AdminOrderDetail({ loaderData }: Route.ComponentProps) {
  return loaderData.order ? <OrderDetailPage order={loaderData.order} /> : <OrderNotFound />;
}
