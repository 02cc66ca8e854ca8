// Spec §9: click rate = round(clicks / views × 100) %.

/**
 * Links: the spec has no guard against zero views, which gives Infinity (clicks > 0) or
 * NaN (no clicks); `formatPercent` shows both as "-" rather than a broken number.
 */
export function linkClickRate(clicks: number, views: number): number {
  return Math.round((clicks / views) * 100);
}

/** The store's stat card: 0 when there are no views. */
export function storeClickRate(clicks: number, views: number): number {
  return views === 0 ? 0 : Math.round((clicks / views) * 100);
}

export function formatPercent(rate: number): string {
  return Number.isFinite(rate) ? `${rate}%` : "-";
}
