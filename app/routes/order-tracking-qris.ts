import { AppError, isAppError } from "#server/errors";
import { verifyOrderForPayment } from "#server/services/order-tracking";
import { renderOrderQrisPng } from "#server/services/order-payment";
import { findPublicBrandByUsername } from "#server/services/storefront";
import { TRACKING_MESSAGES } from "#domain/tracking-verification";
import type { Route } from "./+types/order-tracking-qris";

// /{username}/order-tracking/qris?number=…&digits=…: 'Simpan QRIS', the PNG of an order's
// QRIS with its amount. Answered only after the same check as tracking (the order's number
// and the last 4 digits of its phone, with the same limits), and while it waits for payment.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const query = new URL(request.url).searchParams;
  const number = query.get("number") ?? "";
  try {
    const brand = await findPublicBrandByUsername(context.db, params.username);
    if (!brand) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.brandNotFoundDescription);
    const { order, payment } = await verifyOrderForPayment(
      context.db,
      brand,
      { orderNumber: number, digits: query.get("digits") ?? "" },
      { ip: context.clientIp },
    );
    // The tracked order carries how to pay only while it waits for its payment.
    const png = order.payment
      ? await renderOrderQrisPng(payment, {
          paymentMethod: order.payment?.method ?? null,
          total: order.total,
        })
      : null;
    if (!png) throw new AppError("NOT_FOUND", TRACKING_MESSAGES.orderNotFoundTitle);
    return new Response(new Uint8Array(png), {
      headers: {
        "Content-Type": "image/png",
        "Content-Disposition": `attachment; filename="QRIS-${order.orderNumber}.png"`,
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
