import { renderTrackingQrSvg } from "#server/services/shop-qr";
import { isAppError } from "#server/errors";
import type { Route } from "./+types/order-tracking-qr";

// /{username}/order-tracking/qr?number=…: the SVG QR code of an order's tracking URL, shown
// on the tracking page as a plain image, so the storefront's JavaScript carries no QR code.
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const number = new URL(request.url).searchParams.get("number") ?? "";
  try {
    const svg = await renderTrackingQrSvg(
      context.db,
      context.config.appUrl,
      params.username,
      number,
    );
    return new Response(svg, { headers: { "Content-Type": "image/svg+xml; charset=utf-8" } });
  } catch (error) {
    if (!isAppError(error)) throw error;
    return new Response(error.message, {
      status: error.status,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
}
