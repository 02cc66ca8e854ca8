import { actorText } from "./member-roles";
import {
  CANCELLED_STATUS,
  historyEntryText,
  isOrderStatus,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
} from "./order-status";
import type { OrderLine } from "./order-tracking";
import { isPaymentStatus, paymentHistoryText, type PaymentStatus } from "./payment-status";
import {
  DATE_KIND_PARAM,
  isDateKind,
  isOrderSort,
  isSchedulePreset,
  presetDays,
  SCHEDULE_PARAM,
  SORT_PARAM,
  type DateKind,
  type OrderSort,
  type SchedulePreset,
} from "./order-schedule";
import { startOfDayIn, type ShopTimeZone } from "./shop-time";
import { isOrderSource, SOURCE_FILTER_PARAM, type OrderSource } from "./order-source";
import { feeSetNote } from "./delivery-fee";

// Spec §2 /admin/orders: on a phone each order card lists at most two items, then
// '+N item lainnya'.

export const ORDER_CARD_ITEM_LIMIT = 2;

export const ORDERS_MESSAGES = {
  emptyActive: "Belum ada pesanan aktif",
  emptyFinished: "Belum ada pesanan yang selesai",
  emptyCancelled: "Belum ada pesanan yang dibatalkan",
  emptyFiltered: "Tidak ada pesanan yang sesuai dengan filter ini.",
  notFound: "Pesanan Tidak Ditemukan",
  statusUpdatedTitle: "Status Updated",
  statusUpdated: "Order status has been updated successfully",
  statusFailedTitle: "Error",
  statusFailed: "Failed to update order status",
  cancelledTitle: "Pesanan Dibatalkan",
  cancelled: "Pesanan berhasil dibatalkan.",
  cancelFailedTitle: "Gagal membatalkan pesanan",
  /** A cancel or status change that came too late: the order is closed. */
  notCancellable: "Pesanan ini sudah selesai atau sudah dibatalkan.",
  cancelledLocked: "Pesanan ini sudah dibatalkan, statusnya tidak dapat diubah lagi.",
} as const;

/**
 * The lists of /admin/orders, in the address as `?view=`: active orders (no parameter),
 * finished ones ('selesai') and cancelled ones ('dibatalkan').
 */
export const ORDER_LIST_VIEWS = ["aktif", "selesai", "dibatalkan"] as const;
export type OrderListView = (typeof ORDER_LIST_VIEWS)[number];

/** The list an address asks for; anything unknown is the active list. */
export function parseOrderListView(value: string | null): OrderListView {
  return value === "selesai" || value === "dibatalkan" ? value : "aktif";
}

/** The list a status belongs to: its tab. */
export function viewOfStatus(status: OrderStatus): OrderListView {
  if (status === "selesai") return "selesai";
  if (status === CANCELLED_STATUS) return "dibatalkan";
  return "aktif";
}

/** The statuses a seller can filter by, in their order, with their labels. */
export const FILTER_STATUSES: { value: OrderStatus; label: string }[] = (
  [...ORDER_STATUSES, CANCELLED_STATUS] as OrderStatus[]
).map((value) => ({ value, label: ORDER_STATUS_LABELS[value] }));

export const SEARCH_MAX_LENGTH = 100;

/**
 * What /admin/orders shows, all of it in the address: the tab (`view`), or one status
 * (`status`, which picks its own tab), the days from `dari` to `sampai` (yyyy-mm-dd, both
 * included, in the shop's zone), `q`, searched in the order number, the customer's name
 * and phone, and the payment status (`bayar`, decision 056). The days read the order's date,
 * or its due day with `tanggal=jadwal`; `jadwal` picks today's, tomorrow's or this week's
 * due orders, and `urut=jadwal` lists them by due time (decision 062). Anything malformed is
 * left out rather than refused: an address is a link.
 */
export type OrderFilter = {
  view: OrderListView;
  status: OrderStatus | null;
  payment: PaymentStatus | null;
  /** Where the orders came from (decision 072), in the address as `sumber`. */
  source: OrderSource | null;
  from: string | null;
  to: string | null;
  dateKind: DateKind;
  schedule: SchedulePreset | null;
  sort: OrderSort;
  q: string;
};

export const NO_FILTER: OrderFilter = {
  view: "aktif",
  status: null,
  payment: null,
  source: null,
  from: null,
  to: null,
  dateKind: "pesan",
  schedule: null,
  sort: "pesan",
  q: "",
};

/** The address parameter of the payment filter. */
export const PAYMENT_FILTER_PARAM = "bayar";

function parseDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

export function parseOrderFilter(params: URLSearchParams): OrderFilter {
  const rawStatus = params.get("status");
  const status = isOrderStatus(rawStatus) ? rawStatus : null;
  const rawPayment = params.get(PAYMENT_FILTER_PARAM);
  const rawSource = params.get(SOURCE_FILTER_PARAM);
  let from = parseDay(params.get("dari"));
  let to = parseDay(params.get("sampai"));
  // Days typed the wrong way round still mean the days between them.
  if (from && to && from > to) [from, to] = [to, from];
  const rawKind = params.get(DATE_KIND_PARAM);
  const rawSchedule = params.get(SCHEDULE_PARAM);
  const rawSort = params.get(SORT_PARAM);
  return {
    view: status ? viewOfStatus(status) : parseOrderListView(params.get("view")),
    status,
    payment: isPaymentStatus(rawPayment) ? rawPayment : null,
    source: isOrderSource(rawSource) ? rawSource : null,
    from,
    to,
    dateKind: isDateKind(rawKind) ? rawKind : "pesan",
    schedule: isSchedulePreset(rawSchedule) ? rawSchedule : null,
    sort: isOrderSort(rawSort) ? rawSort : "pesan",
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_LENGTH),
  };
}

/** Whether anything narrows the tab's list. */
export function isFiltered(filter: OrderFilter): boolean {
  return Boolean(
    filter.status ||
    filter.payment ||
    filter.source ||
    filter.from ||
    filter.to ||
    filter.schedule ||
    filter.q,
  );
}

/** Whether the list reads by due time: asked for, or a due day narrows it. */
export function isSortedBySchedule(filter: OrderFilter): boolean {
  return (
    filter.sort === "jadwal" ||
    filter.schedule !== null ||
    (filter.dateKind === "jadwal" && Boolean(filter.from || filter.to))
  );
}

/** The filter's query parameters (the tab only when no status picks it). */
export function orderFilterParams(filter: OrderFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.status) params.set("status", filter.status);
  else if (filter.view !== "aktif") params.set("view", filter.view);
  if (filter.payment) params.set(PAYMENT_FILTER_PARAM, filter.payment);
  if (filter.source) params.set(SOURCE_FILTER_PARAM, filter.source);
  if (filter.schedule) params.set(SCHEDULE_PARAM, filter.schedule);
  if (filter.from) params.set("dari", filter.from);
  if (filter.to) params.set("sampai", filter.to);
  if (filter.dateKind !== "pesan" && (filter.from || filter.to)) {
    params.set(DATE_KIND_PARAM, filter.dateKind);
  }
  if (filter.sort !== "pesan") params.set(SORT_PARAM, filter.sort);
  if (filter.q) params.set("q", filter.q);
  return params;
}

/** The address of a list's page (page 1 and the active list need no parameter). */
export function orderListHref(filter: OrderFilter | OrderListView, page = 1): string {
  const params = orderFilterParams(
    typeof filter === "string" ? { ...NO_FILTER, view: filter } : filter,
  );
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
}

type InstantRange = { start: string | null; end: string | null };

/**
 * The instants the filter's days cover in the shop's zone at `now`: the order's date
 * (`placed`) and its due time (`due`), each from the first instant of its first day to the
 * first instant after its last, as ISO strings. A quick choice of due days (`jadwal`) takes
 * the place of typed due days.
 */
export function filterInstants(
  filter: Pick<OrderFilter, "from" | "to" | "dateKind" | "schedule">,
  zone: ShopTimeZone,
  now: Date,
): { placed: InstantRange; due: InstantRange } {
  const none = { start: null, end: null };
  const typed = dayRangeInstants(filter, zone);
  const dueDays = filter.schedule ? presetDays(filter.schedule, now, zone) : null;
  return {
    placed: filter.dateKind === "pesan" ? typed : none,
    due: dueDays ? dayRangeInstants(dueDays, zone) : filter.dateKind === "jadwal" ? typed : none,
  };
}

/**
 * The instants a day range covers in the shop's zone: from the start of `from` (inclusive)
 * to the start of the day after `to` (exclusive), as ISO strings.
 */
export function dayRangeInstants(
  filter: Pick<OrderFilter, "from" | "to">,
  zone: ShopTimeZone,
): { start: string | null; end: string | null } {
  const startOf = (day: string, plusDays: number) =>
    startOfDayIn(day, zone, plusDays).toISOString();
  return {
    start: filter.from ? startOf(filter.from, 0) : null,
    end: filter.to ? startOf(filter.to, 1) : null,
  };
}

/** `text` for a LIKE pattern, its wildcards and the escape character taken literally. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The digits to look for in stored phone numbers when the search is a phone number: a
 * number typed 0812…, 62812… or +62 812-… finds one stored in any of those forms. Null when
 * the search is not a phone number (letters in it, or fewer than 4 digits).
 */
export function phoneSearchDigits(q: string): string | null {
  if (!/^[+\d\s().-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, "");
  if (digits.length < 4) return null;
  return digits.replace(/^(62|0)/, "");
}

export function summarizeItems<T>(
  items: readonly T[],
  limit: number = ORDER_CARD_ITEM_LIMIT,
): { shown: T[]; moreLabel: string | null } {
  const rest = items.length - limit;
  return {
    shown: items.slice(0, limit),
    moreLabel: rest > 0 ? `+${rest} item lainnya` : null,
  };
}

/**
 * The seller's counts. Cancelled orders are out of the totals (decision 022): `total` is
 * active plus finished, and `cancelled` is counted on its own for its list.
 */
export type OrderStats = {
  total: number;
  active: number;
  finished: number;
  cancelled: number;
  /** How many have the filter's status, when it asks for one. */
  status?: number;
};

/** How many orders a list holds: the filter's status, else its tab. */
export function orderCountOf(
  stats: OrderStats,
  filter: Pick<OrderFilter, "view" | "status"> | OrderListView,
): number {
  if (typeof filter !== "string" && filter.status) return stats.status ?? 0;
  const view = typeof filter === "string" ? filter : filter.view;
  if (view === "selesai") return stats.finished;
  if (view === "dibatalkan") return stats.cancelled;
  return stats.active;
}

/** One order of the seller's list: enough for a table row or a card. */
export type OrderListItem = {
  id: string;
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  customerName: string;
  /** Where it came from (decision 072); absent where a list does not read it. */
  source?: OrderSource;
  total: number;
  paymentStatus: PaymentStatus;
  amountPaid: number;
  deliveryMethod: string;
  /** The due day and time as the order stored it: "Selasa, 01/12/2026 10:00 WIB". */
  deliveryTimeOption: string;
  /** The due day (YYYY-MM-DD in the shop's zone); null for an order stored without a slot. */
  dueDay: string | null;
  items: { id: string; productName: string; quantity: number; totalPrice: number }[];
};

export type OrderPage = {
  orders: OrderListItem[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** The shop's zone, in which its dates are shown. */
  timeZone: ShopTimeZone;
};

/** What the seller's order page and the export both show of an order, lines aside. */
export type OrderHeader = {
  orderNumber: string;
  createdAt: string;
  status: OrderStatus;
  customerName: string;
  customerPhone: string;
  deliveryMethod: string;
  deliveryTimeOption: string;
  note: string | null;
  referralCode: string | null;
  total: number;
  /** 'transfer', 'qris' or 'cash'; null for orders placed before payment methods. */
  paymentMethod: string | null;
  /** The unique code included in the total (a transfer), or null. */
  uniqueCode: number | null;
  paymentStatus: PaymentStatus;
  /** Rupiah received: the DP, the total once paid (decision 056). */
  amountPaid: number;
  /** The delivery area picked; null for pickup and shops without areas (decision 058). */
  deliveryArea: string | null;
  /** The delivery fee included in the total. */
  deliveryFee: number;
  /** 'Ongkir menyusul': the seller has still to set the fee. */
  isDeliveryFeePending: boolean;
  /** Where it came from (decision 072). */
  source: OrderSource;
};

/** One order of the seller's as its page shows it, history newest first. */
export type OrderDetail = OrderHeader & {
  id: string;
  /** Why the seller cancelled the order; null unless it is cancelled. */
  cancelReason: string | null;
  /** The maps link the customer shared at checkout (decision 059); null: none. */
  locationUrl: string | null;
  items: OrderLine[];
  history: {
    id: string;
    status: OrderStatus;
    note: string | null;
    createdAt: string;
    actor?: OrderActor | null;
  }[];
  /** Each change of the payment, newest first (decision 056). */
  paymentHistory: {
    id: string;
    paymentStatus: PaymentStatus;
    amountPaid: number;
    createdAt: string;
    actor?: OrderActor | null;
  }[];
  /** Each fee the seller set on it ('Ongkir menyusul', decision 058), newest first. */
  deliveryFeeHistory?: {
    id: string;
    deliveryFee: number;
    createdAt: string;
    actor?: OrderActor | null;
  }[];
  timeZone: ShopTimeZone;
};

/** The member who made a change (decision 071): their name and role at the time. */
export type OrderActor = { name: string; role: string | null };

export type TimelineEntry = {
  id: string;
  text: string;
  note: string | null;
  createdAt: string;
  /** "oleh Rina (Kasir)"; absent for the customer's own order and older entries. */
  by?: string;
};

const byOf = (actor: OrderActor | null | undefined) => (actor ? { by: actorText(actor) } : {});

/** The order's page's one timeline: status and payment changes together, newest first. */
export function buildOrderTimeline(
  order: Pick<OrderDetail, "history" | "paymentHistory" | "deliveryFeeHistory">,
): TimelineEntry[] {
  const entries = [
    ...order.history.map((entry) => ({
      id: entry.id,
      text: historyEntryText(entry.status),
      note: entry.note,
      createdAt: entry.createdAt,
      ...byOf(entry.actor),
    })),
    ...order.paymentHistory.map((entry) => ({
      id: entry.id,
      text: paymentHistoryText(entry.paymentStatus, entry.amountPaid),
      note: null,
      createdAt: entry.createdAt,
      ...byOf(entry.actor),
    })),
    ...(order.deliveryFeeHistory ?? []).map((entry) => ({
      id: entry.id,
      text: feeSetNote(entry.deliveryFee),
      note: null,
      createdAt: entry.createdAt,
      ...byOf(entry.actor),
    })),
  ];
  const time = (entry: TimelineEntry) => new Date(entry.createdAt).getTime();
  return entries.sort((a, b) => time(b) - time(a) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
}
