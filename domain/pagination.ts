// Spec §9: orders admin page size 10; at most 5 page numbers (3 on mobile); hidden at ≤ 1 page.

export const ORDERS_PAGE_SIZE = 10;
export const MAX_PAGE_NUMBERS = 5;
export const MAX_PAGE_NUMBERS_MOBILE = 3;

export function pageCount(total: number, pageSize: number = ORDERS_PAGE_SIZE): number {
  if (!(pageSize > 0) || !(total > 0)) return 0;
  return Math.ceil(total / pageSize);
}

/**
 * The page numbers to show: a window of at most `maxVisible` centred on the current page
 * (the extra slot of an even window goes after it), shifted to stay inside 1…totalPages.
 * Empty when there is at most one page, because pagination is then hidden.
 */
export function visiblePageNumbers(
  current: number,
  totalPages: number,
  maxVisible: number,
): number[] {
  if (totalPages <= 1 || maxVisible < 1) return [];
  const count = Math.min(maxVisible, totalPages);
  const page = clampPage(current, totalPages);
  const start = Math.min(Math.max(1, page - Math.floor((count - 1) / 2)), totalPages - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}

/** A page number within 1…totalPages (1 when there are no pages). */
export function clampPage(page: number, totalPages: number): number {
  if (!Number.isFinite(page) || page < 1 || totalPages < 1) return 1;
  return Math.min(Math.trunc(page), totalPages);
}

/** Reads a ?page= value: a positive integer, otherwise page 1. */
export function parsePageParam(value: string | null | undefined): number {
  if (!value || !/^\d+$/.test(value.trim())) return 1;
  const page = Number(value.trim());
  return page >= 1 && Number.isSafeInteger(page) ? page : 1;
}

/** Offset and limit for a 1-based page; pages under 1 read as page 1. */
export function pageRange(
  page: number,
  pageSize: number = ORDERS_PAGE_SIZE,
): { offset: number; limit: number } {
  const safePage = Number.isFinite(page) && page >= 1 ? Math.trunc(page) : 1;
  return { offset: (safePage - 1) * pageSize, limit: pageSize };
}
