// Spec §9: orders are listed 10 a page with at most 5 page numbers (3 on mobile).
export const ORDERS_PAGE_SIZE = 10;
export const MAX_PAGE_NUMBERS = 5;
export const MAX_PAGE_NUMBERS_MOBILE = 3;

export function pageCount(total: number, pageSize: number = ORDERS_PAGE_SIZE): number {
  return Math.max(0, Math.ceil(total / pageSize));
}

/** A window of page numbers around the current page, clamped to the edges; none at ≤ 1 page. */
export function visiblePageNumbers(
  current: number,
  totalPages: number,
  maxVisible: number,
): number[] {
  if (totalPages <= 1) return [];
  const count = Math.min(maxVisible, totalPages);
  const page = Math.min(Math.max(1, current), totalPages);
  const start = Math.min(Math.max(1, page - Math.floor(count / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}

export function pageRange(page: number, pageSize: number = ORDERS_PAGE_SIZE) {
  const safePage = Math.max(1, Math.floor(page) || 1);
  return { offset: (safePage - 1) * pageSize, limit: pageSize };
}
