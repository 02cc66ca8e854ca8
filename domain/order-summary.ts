import type { OrderStatus } from "./order-status";
import type { OrderLine } from "./order-tracking";

// Spec §2 /admin/orders: on a phone each order card lists at most two items, then
// '+N item lainnya'.

export const ORDER_CARD_ITEM_LIMIT = 2;

export const ORDERS_MESSAGES = {
  emptyActive: "Belum ada pesanan aktif",
  emptyFinished: "Belum ada pesanan yang selesai",
  notFound: "Pesanan Tidak Ditemukan",
  statusUpdatedTitle: "Status Updated",
  statusUpdated: "Order status has been updated successfully",
  statusFailedTitle: "Error",
  statusFailed: "Failed to update order status",
} as const;

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

export type OrderStats = { total: number; active: number; finished: number };

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
  items: OrderLine[];
  history: { id: string; status: OrderStatus; note: string | null; createdAt: string }[];
  timeZone: string;
};
