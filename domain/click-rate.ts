// Spec §9: click rate = round(clicks / views × 100) %.

/**
 * Links: no guard against zero views, as specified. With 0 views this is plain JavaScript
 * arithmetic: NaN for 0 clicks, Infinity for any clicks. formatPercent shows both as "-".
 */
export function linkClickRate(clicks: number, views: number): number {
  return Math.round((clicks / views) * 100);
}

/** Store stats: 0 when there are no views. */
export function storeClickRate(clicks: number, views: number): number {
  return views === 0 ? 0 : Math.round((clicks / views) * 100);
}

/** "42%"; a rate that cannot be computed (0 views on a link) shows "-" instead of "NaN%". */
export function formatPercent(value: number): string {
  return Number.isFinite(value) ? `${value}%` : "-";
}
