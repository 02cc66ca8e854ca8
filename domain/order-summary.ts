import type { OrderStatus } from "./order-status";
import type { OrderLine } from "./order-tracking";

// Spec §2 /admin/orders: on a phone each order card lists at most two items, then
// '+N item lainnya'.

export const ORDER_CARD_ITEM_LIMIT = 2;

export const ORDERS_MESSAGES = {
  emptyActive: "Belum ada pesanan aktif",
  emptyFinished: "Belum ada pesanan yang selesai",
  emptyCancelled: "Belum ada pesanan yang dibatalkan",
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

/** The address of a list's page (page 1 and the active list need no parameter). */
export function orderListHref(view: OrderListView, page = 1): string {
  const params = new URLSearchParams();
  if (view !== "aktif") params.set("view", view);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/orders?${query}` : "/admin/orders";
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
export type OrderStats = { total: number; active: number; finished: number; cancelled: number };

/** How many orders a list holds. */
export function orderCountOf(stats: OrderStats, view: OrderListView): number {
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
  total: number;
  items: { id: string; productName: string; quantity: number; totalPrice: number }[];
};

export type OrderPage = {
  orders: OrderListItem[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** The shop's zone, in which its dates are shown. */
  timeZone: string;
};

/** One order of the seller's as its page shows it, history newest first. */
export type OrderDetail = {
  id: string;
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
  /** Why the seller cancelled the order; null unless it is cancelled. */
  cancelReason: string | null;
  items: OrderLine[];
  history: { id: string; status: OrderStatus; note: string | null; createdAt: string }[];
  timeZone: string;
};
