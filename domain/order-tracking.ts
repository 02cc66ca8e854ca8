import { z } from "zod";
import { formatDateTimeId, type ShopTimeZone } from "./shop-time";
import { isOrderNumber } from "./order-number";
import {
  buildTrackerSteps,
  CANCELLED_STATUS,
  findLatestHistoryEntry,
  historyEntryText,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  resolveOrderStatus,
  sortHistoryNewestFirst,
  type OrderStatus,
  type OrderStep,
} from "./order-status";
import { normalizeOrderNumber, TRACKING_MESSAGES } from "./tracking-verification";
import type { OrderPayment } from "./payment-methods";

// What the order-tracking screen receives (spec §2, §4), and the inputs it sends. Browser
// code imports only the types from this module: its schemas would bring zod into the
// storefront bundle.

// Only an order number's own shape ('ORD' and 8 digits, typed in any case, with spaces)
// is looked up; anything else is refused with the spec's hint before any query.
const ZOrderNumberSchema = z
  .string({ error: TRACKING_MESSAGES.orderNotFoundHint })
  .max(64, { error: TRACKING_MESSAGES.orderNotFoundHint })
  .transform(normalizeOrderNumber)
  .pipe(z.string().refine(isOrderNumber, { error: TRACKING_MESSAGES.orderNotFoundHint }));

export const ZTrackingLookupSchema = z.object({ orderNumber: ZOrderNumberSchema });

export const ZTrackingVerifySchema = z.object({
  orderNumber: ZOrderNumberSchema,
  digits: z
    .string({ error: TRACKING_MESSAGES.wrongDigits })
    .regex(/^\d{4}$/, { error: TRACKING_MESSAGES.wrongDigits }),
});

/** The tracking page's two forms, told apart by their `intent`: search, then the phone check. */
export const ZTrackingFormSchema = z.discriminatedUnion("intent", [
  ZTrackingLookupSchema.extend({ intent: z.literal("lookup") }),
  ZTrackingVerifySchema.extend({ intent: z.literal("verify") }),
]);

/** The lookup's whole answer: whether the order exists, never anything about it. */
export type TrackingLookupResult = {
  isFound: boolean;
  /** Its customer's data was erased (decision 070): it can no longer be verified. */
  isErased?: boolean;
  orderNumber: string;
};

/** An order's line as both the seller and the verified customer see it. */
export type OrderLine = {
  id: string;
  productName: string;
  quantity: number;
  unitPrice: number;
  totalPrice: number;
  note: string | null;
  /** Each chosen value, with what it added to the unit price when ordered. */
  options: { name: string; value: string; price?: number }[];
};

export type TrackerStepView = {
  status: OrderStep;
  label: string;
  isReached: boolean;
  isCurrent: boolean;
  /** 'dd MMM yyyy, HH:mm' of the step's history entry, for reached steps that have one. */
  reachedAtText: string | null;
};

export type HistoryEntryView = {
  id: string;
  /** 'Status berubah menjadi {status label}'. */
  text: string;
  note: string | null;
  createdAt: string;
  createdAtText: string;
};

/** The order as shown once the phone digits are verified; the phone itself is never sent. */
export type TrackedOrder = {
  orderNumber: string;
  createdAt: string;
  createdAtText: string;
  customerName: string;
  deliveryMethod: string;
  deliveryTimeOption: string;
  note: string | null;
  total: number;
  /** The payment method's label ('QRIS'); null for orders placed before methods existed. */
  paymentMethod: string | null;
  status: OrderStatus;
  statusLabel: string;
  /** The payment as the customer reads it: 'Belum Bayar', 'DP Rp 50.000, sisa …', 'Lunas'. */
  paymentText: string;
  items: OrderLine[];
  tracker: TrackerStepView[];
  history: HistoryEntryView[];
  /** The order's nota ('Lihat Nota', 'Unduh Nota (PDF)', 'Simpan Nota (PNG)'), by its key. */
  notaLinks: { href: string; label: string }[];
  /** Set when the seller cancelled the order: why, and when. */
  cancellation: Cancellation | null;
  /** How to pay, while the order waits for its payment (isAwaitingPayment). */
  payment: OrderPayment | null;
  /**
   * The delivery area and its fee as the customer reads it ('Rp 10.000', 'Gratis',
   * 'Ongkir menyusul'), for an order delivered to an area (decision 058); null otherwise.
   */
  delivery?: { area: string; feeText: string } | null;
};

export type Cancellation = {
  reason: string;
  /** 'dd MMM yyyy, HH:mm' of the cancellation's history entry, when it has one. */
  cancelledAtText: string | null;
};

export type StoredHistoryEntry = {
  id: string;
  status: string;
  note: string | null;
  /** ISO-8601, as rows come from the database. */
  createdAt: string;
};

/**
 * The tracker and the history of spec §4: five steps, those up to the current one reached,
 * each reached step with the time of its (latest) history entry; the history newest first.
 * A cancelled order has reached no step (decision 022): the tracker shows no progress, and
 * the cancellation comes with its reason and time instead.
 * Times are written in the shop's zone so the server and the browser show the same text.
 */
export function buildTrackingTimeline(
  status: string,
  entries: readonly StoredHistoryEntry[],
  timeZone: ShopTimeZone,
  cancelReason: string | null = null,
): {
  status: OrderStatus;
  statusLabel: string;
  tracker: TrackerStepView[];
  history: HistoryEntryView[];
  cancellation: Cancellation | null;
} {
  const current = resolveOrderStatus(status);
  const withDates = entries.map((entry) => ({ ...entry, createdAt: new Date(entry.createdAt) }));
  const tracker = buildTrackerSteps(current).map((step) => {
    const entry = step.isReached ? findLatestHistoryEntry(withDates, step.status) : undefined;
    return { ...step, reachedAtText: entry ? formatDateTimeId(entry.createdAt, timeZone) : null };
  });
  const history = sortHistoryNewestFirst(withDates).map((entry) => ({
    id: entry.id,
    text: isOrderStatus(entry.status)
      ? historyEntryText(entry.status)
      : `Status berubah menjadi ${entry.status}`,
    note: entry.note?.trim() ? entry.note : null,
    createdAt: entry.createdAt.toISOString(),
    createdAtText: formatDateTimeId(entry.createdAt, timeZone),
  }));
  let cancellation: Cancellation | null = null;
  if (current === CANCELLED_STATUS) {
    const entry = findLatestHistoryEntry(withDates, CANCELLED_STATUS);
    cancellation = {
      reason: cancelReason?.trim() || entry?.note?.trim() || "",
      cancelledAtText: entry ? formatDateTimeId(entry.createdAt, timeZone) : null,
    };
  }
  return {
    status: current,
    statusLabel: ORDER_STATUS_LABELS[current],
    tracker,
    history,
    cancellation,
  };
}
