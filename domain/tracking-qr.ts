// The QR code of an order's tracking link on the tracking page (decision 022). Apart from
// the shop's QR module, so that the storefront's bundle carries only these few lines.

/** The texts of the tracking page's QR card. */
export const TRACKING_QR_TEXTS = {
  title: "Kode QR pelacakan",
  hint: "Pindai untuk membuka halaman pelacakan pesanan ini lagi.",
  label: (orderNumber: string) => `Kode QR pelacakan pesanan ${orderNumber}`,
} as const;

/** The tracking page's QR image: /{username}/order-tracking/qr?number={order_number}. */
export function trackingQrPath(username: string, orderNumber: string): string {
  return `/${encodeURIComponent(username)}/order-tracking/qr?number=${encodeURIComponent(orderNumber)}`;
}
