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
