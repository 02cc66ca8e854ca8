// Spec §9: click rate = round(clicks / views × 100) %.

/**
 * Links: no guard against zero views, as specified. With 0 views this is plain JavaScript
 * arithmetic: NaN for 0 clicks, Infinity for any clicks. formatPercent shows both as "-".
 */
export function clickRate(clicks: number, views: number): number {
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

type Counted = { views: number; clicks: number };

/**
 * The stats row and the top list of a seller's links or products: total views and clicks,
 * their click rate (the links rule, spec §9), and the `top` most clicked (then most viewed).
 */
export function summarizeCounters<T extends Counted>(
  items: readonly T[],
  top: number,
): { totalViews: number; totalClicks: number; clickRate: number; top: T[] } {
  const totalViews = items.reduce((sum, item) => sum + item.views, 0);
  const totalClicks = items.reduce((sum, item) => sum + item.clicks, 0);
  return {
    totalViews,
    totalClicks,
    clickRate: clickRate(totalClicks, totalViews),
    top: [...items].sort((a, b) => b.clicks - a.clicks || b.views - a.views).slice(0, top),
  };
}
