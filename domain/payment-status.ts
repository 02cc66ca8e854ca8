import { formatRupiah } from "./rupiah";

// Whether an order is paid (decision 056), apart from how far it is along: 'Belum Bayar',
// then 'DP' with the amount received, then 'Lunas'. A cancelled order that was paid (DP or
// Lunas) owes the money back, 'Perlu Dikembalikan', until the seller says it was returned,
// 'Sudah Dikembalikan'. The amount received is kept with the status: 0 unpaid, the DP, the
// total once Lunas; a refund keeps the amount that was (or is to be) given back.

export const PAYMENT_STATUSES = ["unpaid", "dp", "paid", "refund_due", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const INITIAL_PAYMENT_STATUS: PaymentStatus = "unpaid";

export const PAYMENT_STATUS_LABELS: Record<PaymentStatus, string> = {
  unpaid: "Belum Bayar",
  dp: "DP",
  paid: "Lunas",
  refund_due: "Perlu Dikembalikan",
  refunded: "Sudah Dikembalikan",
};

export const PAYMENT_MESSAGES = {
  cardTitle: "Status Pembayaran",
  updatedTitle: "Pembayaran Disimpan",
  updated: "Status pembayaran pesanan berhasil diubah.",
  failedTitle: "Gagal mengubah pembayaran",
  dpRequired: "Jumlah DP wajib diisi",
  dpNotWhole: "Jumlah DP harus berupa angka rupiah bulat, contoh 50000",
  dpOutOfRange: (total: number) =>
    `Jumlah DP harus lebih dari Rp 0 dan kurang dari total pesanan (${formatRupiah(total)})`,
  notAllowed: (from: PaymentStatus, to: PaymentStatus) =>
    `Status pembayaran tidak dapat diubah dari ${PAYMENT_STATUS_LABELS[from]} menjadi ${PAYMENT_STATUS_LABELS[to]}.`,
  changedMeanwhile:
    "Pesanan ini baru saja diubah di tempat lain. Muat ulang halaman, lalu coba lagi.",
} as const;

export function isPaymentStatus(value: unknown): value is PaymentStatus {
  return typeof value === "string" && (PAYMENT_STATUSES as readonly string[]).includes(value);
}

/** A stored value that is none of the five (bad data) counts as not paid. */
export function resolvePaymentStatus(value: string | null | undefined): PaymentStatus {
  return isPaymentStatus(value) ? value : INITIAL_PAYMENT_STATUS;
}

/**
 * Where the seller may move the payment from `from`. An open order moves freely between
 * Belum Bayar, DP (again, to change the amount) and Lunas, so a mistake can be put right; a
 * cancelled one only from Perlu Dikembalikan to Sudah Dikembalikan. Perlu Dikembalikan is
 * never chosen: cancelling a paid order sets it.
 */
export function allowedPaymentMoves(from: PaymentStatus, isCancelled: boolean): PaymentStatus[] {
  if (isCancelled) return from === "refund_due" ? ["refunded"] : [];
  switch (from) {
    case "unpaid":
      return ["dp", "paid"];
    case "dp":
      return ["dp", "paid", "unpaid"];
    case "paid":
      return ["dp", "unpaid"];
    default:
      return [];
  }
}

export function canMovePayment(
  from: PaymentStatus,
  to: PaymentStatus,
  isCancelled: boolean,
): boolean {
  return allowedPaymentMoves(from, isCancelled).includes(to);
}

/** What a cancellation leaves of the payment: money received is owed back. */
export function paymentAfterCancel(status: PaymentStatus): PaymentStatus {
  return status === "dp" || status === "paid" ? "refund_due" : status;
}

/**
 * A DP amount as typed: whole rupiah, with or without 'Rp' and thousands dots
 * ('50000', '50.000', 'Rp 50.000'). Null when it is not one.
 */
export function parseDpAmount(input: string): number | null {
  const text = input.trim().replace(/^rp\.?\s*/i, "");
  if (!/^(\d+|\d{1,3}(\.\d{3})+)$/.test(text)) return null;
  const amount = Number(text.replaceAll(".", ""));
  return Number.isSafeInteger(amount) ? amount : null;
}

/** The refusal of a DP amount for an order of `total`, or null when it fits (1 … total-1). */
export function dpAmountError(amount: number, total: number): string | null {
  if (!Number.isSafeInteger(amount)) return PAYMENT_MESSAGES.dpNotWhole;
  return amount > 0 && amount < total ? null : PAYMENT_MESSAGES.dpOutOfRange(total);
}

/**
 * The amount received once the payment is `to`: the DP as given, the whole total once Lunas,
 * nothing when not paid; a refund keeps what was received.
 */
export function amountReceivedAt(
  to: PaymentStatus,
  { dpAmount, total, received }: { dpAmount: number | null; total: number; received: number },
): number {
  if (to === "dp") return dpAmount ?? 0;
  if (to === "paid") return total;
  if (to === "unpaid") return 0;
  return received;
}

/** 'DP Rp 50.000' with its amount, the label alone for the others. */
export function paymentStatusText(status: PaymentStatus, amountPaid: number): string {
  return status === "dp"
    ? `${PAYMENT_STATUS_LABELS.dp} ${formatRupiah(amountPaid)}`
    : PAYMENT_STATUS_LABELS[status];
}

/** What the customer reads on tracking: a DP says what is left to pay. */
export function paymentSummaryText(
  status: PaymentStatus,
  amountPaid: number,
  total: number,
): string {
  if (status !== "dp") return PAYMENT_STATUS_LABELS[status];
  return `${paymentStatusText(status, amountPaid)}, sisa ${formatRupiah(total - amountPaid)}`;
}

/** A payment entry of the order's history: 'Pembayaran: DP Rp 50.000'. */
export function paymentHistoryText(status: PaymentStatus, amountPaid: number): string {
  return `Pembayaran: ${paymentStatusText(status, amountPaid)}`;
}

/** Payment statuses the seller's list can be narrowed to, with their labels. */
export const FILTER_PAYMENT_STATUSES = PAYMENT_STATUSES.map((value) => ({
  value,
  label: PAYMENT_STATUS_LABELS[value],
}));

/** The quick action of a row in the orders list: the one move it offers, if any. */
export function quickPaymentMove(
  status: PaymentStatus,
  isCancelled: boolean,
): { to: PaymentStatus; label: string } | null {
  if (isCancelled)
    return status === "refund_due" ? { to: "refunded", label: "Tandai Dikembalikan" } : null;
  return status === "unpaid" || status === "dp" ? { to: "paid", label: "Tandai Lunas" } : null;
}
