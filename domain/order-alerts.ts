import { formatRupiah } from "./rupiah";
import type { Toast } from "./toast";

// The new-order alert of the open admin: the answer of GET /admin/order-alerts, the cursor
// it pages with, and the texts the browser shows for a new order.

export type OrderAlert = {
  orderNumber: string;
  customerName: string;
  total: number;
  createdAt: string;
};

export type OrderAlerts = {
  /** Where the next poll starts: the newest order seen. */
  cursor: string;
  /** The newest of the new orders, newest first (at most ORDER_ALERTS_LIMIT). */
  orders: OrderAlert[];
  /** How many orders are new since the cursor, also beyond the ones listed. */
  count: number;
};

export const ORDER_ALERTS_LIMIT = 10;

/** A position in the brand's orders: created_at, then id to order those created together. */
export type OrderCursor = { createdAt: string; id: string };

/** Before every order: a shop without orders yet starts here. */
export const START_CURSOR: OrderCursor = { createdAt: "1970-01-01T00:00:00.000Z", id: "" };

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const SEPARATOR = "~";

export function formatOrderCursor(cursor: OrderCursor): string {
  return `${cursor.createdAt}${SEPARATOR}${cursor.id}`;
}

/** The cursor a poll sent, or null when it is missing or not one of ours. */
export function parseOrderCursor(value: string | null | undefined): OrderCursor | null {
  if (!value) return null;
  const at = value.indexOf(SEPARATOR);
  if (at < 0) return null;
  const createdAt = value.slice(0, at);
  const id = value.slice(at + 1);
  if (!ISO_INSTANT.test(createdAt) || Number.isNaN(Date.parse(createdAt))) return null;
  if (id.length > 64 || !/^[\w-]*$/.test(id)) return null;
  return { createdAt, id };
}

export const ORDER_ALERT_TEXTS = {
  title: "Pesanan baru",
  open: "Lihat pesanan",
  openAll: (count: number) => `Lihat ${count} pesanan baru`,
  more: (count: number) => `+${count} pesanan baru lainnya`,
  enable: "Aktifkan Notifikasi",
} as const;

/** 'Pesanan baru: ORD12345678 · Budi · Rp 15.000', the toast's line. */
export function orderAlertLine(order: OrderAlert): string {
  return `${ORDER_ALERT_TEXTS.title}: ${orderAlertBody(order)}`;
}

/** The admin's orders list. */
export const ORDERS_PATH = "/admin/orders";

/** The admin's path of an order. */
export function orderPath(orderNumber: string): string {
  return `${ORDERS_PATH}/${encodeURIComponent(orderNumber)}`;
}

/**
 * The toast of new orders: the newest one's line, a link to it and, when several came in,
 * one to the list. It keeps one id, so a later alert replaces it, and stays 15 s.
 */
export function orderAlertToast(alerts: OrderAlerts): Toast | null {
  const [newest] = alerts.orders;
  if (!newest) return null;
  return {
    id: "order-alert",
    kind: "info",
    title: orderAlertLine(newest),
    links: [
      { label: ORDER_ALERT_TEXTS.open, to: orderPath(newest.orderNumber) },
      ...(alerts.count > 1
        ? [{ label: ORDER_ALERT_TEXTS.openAll(alerts.count), to: ORDERS_PATH }]
        : []),
    ],
    durationMs: 15_000,
  };
}

/** 'ORD12345678 · Budi · Rp 15.000', the browser notification's body. */
export function orderAlertBody(order: OrderAlert): string {
  return `${order.orderNumber} · ${order.customerName} · ${formatRupiah(order.total)}`;
}

/** The document title with the count of unseen new orders in front, '(2) Gerai - Manajemen Pesanan'. */
export function titleWithCount(title: string, count: number): string {
  const bare = title.replace(/^\(\d+\) /, "");
  return count > 0 ? `(${count}) ${bare}` : bare;
}
