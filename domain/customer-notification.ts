import {
  DEFAULT_PAYMENT_SEND_AT_STATUS,
  isPaymentSendAtStatus,
  type OrderStatus,
  type PaymentSendAtStatus,
} from "./order-status";
import { trackingLine } from "./order-message";
import type { PaymentStatus } from "./payment-status";
import { formatRupiah } from "./rupiah";
import { buildWhatsAppUrl } from "./whatsapp";

// Spec §4: after a status change the seller may notify the customer on WhatsApp; after a
// cancellation too (decision 022), with its reason. The status message is the spec's, word
// for word; the messages after a payment or a fee set later are ours, and address the
// customer as the rest of the shop does ('Anda'), ending with her order's tracking link.

export const STATUS_NOTIFICATION_PHRASES: Record<OrderStatus, string> = {
  menunggu_diterima: "Menunggu Diterima",
  pesanan_diterima: "Sudah Diterima",
  diproses: "Sedang Diproses",
  siap_dikirim: "Sudah Siap Dikirim",
  selesai: "Sudah Selesai",
  dibatalkan: "Dibatalkan",
};

export const CANCEL_REASON_LABEL = "Alasan";

export const PAYMENT_INFORMATION_HEADING = "Informasi Pembayaran";

/** A brand's stored send-at status, or the default when missing or not one of the two. */
export function resolvePaymentSendAtStatus(value: unknown): PaymentSendAtStatus {
  return isPaymentSendAtStatus(value) ? value : DEFAULT_PAYMENT_SEND_AT_STATUS;
}

export type StatusNotificationInput = {
  orderNumber: string;
  status: OrderStatus;
  paymentInformation?: string | null;
  /** The brand's payment_information_send_at_status; missing or unknown means the default. */
  paymentInformationSendAtStatus?: string | null;
  /** A cancellation's reason, written under the headline of a cancelled order's message. */
  cancelReason?: string | null;
};

/** Whether the payment block goes along, so the dialog can warn before sending. */
export function shouldIncludePayment({
  status,
  paymentInformation,
  paymentInformationSendAtStatus,
}: Omit<StatusNotificationInput, "orderNumber">): boolean {
  return (
    (paymentInformation ?? "").trim() !== "" &&
    status === resolvePaymentSendAtStatus(paymentInformationSendAtStatus)
  );
}

/**
 * "Pesanan kamu nomor ORD12345678 Sudah Diterima", and when payment goes along:
 * a blank line, "*Informasi Pembayaran*", then the brand's text as written. A cancelled
 * order's message is "Pesanan kamu nomor ORD12345678 Dibatalkan", a blank line, then
 * "Alasan: {reason}"; payment never goes along with it.
 */
export function buildStatusNotification(input: StatusNotificationInput): {
  text: string;
  includesPayment: boolean;
} {
  const headline = `Pesanan kamu nomor ${input.orderNumber} ${STATUS_NOTIFICATION_PHRASES[input.status]}`;
  const reason = (input.cancelReason ?? "").trim();
  if (input.status === "dibatalkan") {
    return {
      text: reason ? `${headline}\n\n${CANCEL_REASON_LABEL}: ${reason}` : headline,
      includesPayment: false,
    };
  }
  const includesPayment = shouldIncludePayment(input);
  if (!includesPayment) return { text: headline, includesPayment };
  const payment = (input.paymentInformation ?? "").trim();
  return {
    text: `${headline}\n\n*${PAYMENT_INFORMATION_HEADING}*\n${payment}`,
    includesPayment,
  };
}

export function buildStatusNotificationUrl(customerPhone: string, text: string): string {
  return buildWhatsAppUrl(customerPhone, text);
}

export type PaymentNotificationInput = {
  customerName: string;
  orderNumber: string;
  /** The payment status just set, and the amount received with it. */
  paymentStatus: PaymentStatus;
  amountPaid: number;
  /** What had been received before the change (a DP before Lunas). */
  previouslyPaid: number;
  total: number;
  /** From buildTrackingUrl: where the customer opens her order. */
  trackingUrl: string;
};

/**
 * The message after money changed hands (decision 056): a DP or the payment received, or the
 * money given back after a cancellation. Nothing to say when the seller sets it back to
 * 'Belum Bayar'.
 */
export function buildPaymentNotification(input: PaymentNotificationInput): string | null {
  const text = paymentNotificationText(input);
  return text === null ? null : `${text}\n\n${trackingLine(input.trackingUrl)}`;
}

function paymentNotificationText(input: PaymentNotificationInput): string | null {
  const name = input.customerName.trim() || "Kak";
  const order = `pesanan nomor ${input.orderNumber}`;
  switch (input.paymentStatus) {
    case "dp":
      return `Halo ${name}, pembayaran DP untuk ${order} sebesar ${formatRupiah(input.amountPaid)} sudah kami terima. Sisa pembayaran ${formatRupiah(input.total - input.amountPaid)}. Terima kasih!`;
    case "paid": {
      const received = input.total - Math.min(input.previouslyPaid, input.total);
      return `Halo ${name}, pembayaran untuk ${order} sebesar ${formatRupiah(received || input.total)} sudah kami terima. Pesanan Anda sudah lunas. Terima kasih!`;
    }
    case "refunded":
      return `Halo ${name}, dana sebesar ${formatRupiah(input.amountPaid)} untuk ${order} sudah kami kembalikan. Terima kasih!`;
    default:
      return null;
  }
}

/**
 * The message after the seller set the fee of an order whose fee was to follow ('Ongkir
 * menyusul', decision 058): the fee, the order's new total and where to see it.
 */
export function buildDeliveryFeeNotification(input: {
  customerName: string;
  orderNumber: string;
  deliveryArea: string | null;
  deliveryFee: number;
  total: number;
  /** From buildTrackingUrl: where the customer opens her order. */
  trackingUrl: string;
}): string {
  const name = input.customerName.trim() || "Kak";
  const area = input.deliveryArea ? ` ke ${input.deliveryArea}` : "";
  return [
    `Halo ${name}, ongkir untuk pesanan nomor ${input.orderNumber}${area} sebesar ${formatRupiah(input.deliveryFee)}. Total pesanan Anda sekarang ${formatRupiah(input.total)}. Terima kasih!`,
    "",
    trackingLine(input.trackingUrl),
  ].join("\n");
}
