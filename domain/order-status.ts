// Spec §4: exactly five statuses, in tracker order; the admin may set any of them.
// Decision 022 adds a sixth, 'dibatalkan', outside those steps: an order is cancelled with
// a reason from any status before 'selesai', and stays cancelled.

export const ORDER_STATUSES = [
  "menunggu_diterima",
  "pesanan_diterima",
  "diproses",
  "siap_dikirim",
  "selesai",
] as const;
/** One of the tracker's five steps, as the status form sets them. */
export type OrderStep = (typeof ORDER_STATUSES)[number];

export const CANCELLED_STATUS = "dibatalkan";
/** Any status an order can have: one of the five steps, or cancelled. */
export type OrderStatus = OrderStep | typeof CANCELLED_STATUS;

export const STATUS_NOTE_MAX_LENGTH = 500;
/** Said beside the note's field: the history, notes included, is shown on order tracking. */
export const STATUS_NOTE_HINT = "Catatan ini terlihat oleh pembeli di halaman lacak pesanan.";
export const CANCEL_REASON_REQUIRED_MESSAGE = "Alasan pembatalan wajib diisi";

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  menunggu_diterima: "Menunggu Diterima",
  pesanan_diterima: "Pesanan Diterima",
  diproses: "Diproses",
  siap_dikirim: "Siap Dikirim",
  selesai: "Selesai",
  dibatalkan: "Dibatalkan",
};

export const INITIAL_ORDER_STATUS: OrderStatus = "menunggu_diterima";

/** Statuses at which the brand's payment information may ride along with the notification. */
export const PAYMENT_SEND_AT_STATUSES = ["pesanan_diterima", "siap_dikirim"] as const;
export type PaymentSendAtStatus = (typeof PAYMENT_SEND_AT_STATUSES)[number];
export const DEFAULT_PAYMENT_SEND_AT_STATUS: PaymentSendAtStatus = "pesanan_diterima";

export function isOrderStep(value: unknown): value is OrderStep {
  return typeof value === "string" && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isOrderStatus(value: unknown): value is OrderStatus {
  return value === CANCELLED_STATUS || isOrderStep(value);
}

/** A stored status that is none of the six (bad data) counts as the first one. */
export function resolveOrderStatus(value: string): OrderStatus {
  return isOrderStatus(value) ? value : INITIAL_ORDER_STATUS;
}

export function isPaymentSendAtStatus(value: unknown): value is PaymentSendAtStatus {
  return (
    typeof value === "string" && (PAYMENT_SEND_AT_STATUSES as readonly string[]).includes(value)
  );
}

/** Active orders = every status except selesai, and except a cancelled order. */
export function isActiveStatus(status: OrderStatus): boolean {
  return status !== "selesai" && status !== CANCELLED_STATUS;
}

export function isFinishedStatus(status: OrderStatus): boolean {
  return status === "selesai";
}

export function isCancelledStatus(status: OrderStatus): boolean {
  return status === CANCELLED_STATUS;
}

/** Whether the seller may still cancel: any status before selesai, once. */
export function canCancelOrder(status: OrderStatus): boolean {
  return isActiveStatus(status);
}

/** Position of a step in the tracker, 0 (menunggu_diterima) to 4 (selesai). */
export function statusStepIndex(status: OrderStep): number {
  return ORDER_STATUSES.indexOf(status);
}

export type TrackerStep = {
  status: OrderStep;
  label: string;
  /** Every step up to and including the current one is highlighted. */
  isReached: boolean;
  isCurrent: boolean;
};

/** The five steps; a cancelled order has reached none of them, so none is highlighted. */
export function buildTrackerSteps(current: OrderStatus): TrackerStep[] {
  const currentIndex = isOrderStep(current) ? statusStepIndex(current) : -1;
  return ORDER_STATUSES.map((status, index) => ({
    status,
    label: ORDER_STATUS_LABELS[status],
    isReached: index <= currentIndex,
    isCurrent: index === currentIndex,
  }));
}

/** A history row's text: 'Status berubah menjadi {status label}'. */
export function historyEntryText(status: OrderStatus): string {
  return `Status berubah menjadi ${ORDER_STATUS_LABELS[status]}`;
}

export type StatusHistoryEntry = { status: string; createdAt: Date };

/**
 * The history entry whose timestamp a reached tracker step shows. Statuses can be set in
 * any order and repeated, so the latest entry for that status wins.
 */
export function findLatestHistoryEntry<T extends StatusHistoryEntry>(
  history: readonly T[],
  status: OrderStatus,
): T | undefined {
  let latest: T | undefined;
  for (const entry of history) {
    if (entry.status === status && (!latest || entry.createdAt > latest.createdAt)) latest = entry;
  }
  return latest;
}

/** The history list is shown newest first. */
export function sortHistoryNewestFirst<T extends StatusHistoryEntry>(history: readonly T[]): T[] {
  return [...history].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
}
