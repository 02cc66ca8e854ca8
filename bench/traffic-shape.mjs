// The shape of a shop's traffic, shared by the bench data generators: which items are seen
// and opened how often, a count's day in the shop's zone, and the funnel the shop's own
// counts (pages, visits, steps) follow from the products opened. The server keeps the same
// roll-ups as it counts (server/services/daily-counts.ts).

const DAY_MS = 24 * 60 * 60 * 1000;

/** Shares of the traffic: products seen most, links next, stores least; a fifth opened. */
export const TRAFFIC_MIX = [
  ["product", "view", 0.5],
  ["product", "click", 0.12],
  ["link", "view", 0.2],
  ["link", "click", 0.1],
  ["store", "view", 0.06],
  ["store", "click", 0.02],
];

/** The [kind, event] of the mix that `roll` (in [0, 1)) falls on. */
export function trafficOf(roll) {
  let rest = roll;
  const found = TRAFFIC_MIX.find(([, , share]) => (rest -= share) < 0) ?? TRAFFIC_MIX[0];
  return [found[0], found[1]];
}

/** YYYY-MM-DD of `ms` in a zone `offsetMinutes` east of UTC (the shop zones keep no DST). */
export function dayIn(ms, offsetMinutes) {
  return new Date(ms + offsetMinutes * 60_000).toISOString().slice(0, 10);
}

/** Instants `days` days back from `now`, for spreading counts over a period. */
export function instantWithin(now, days, fraction) {
  return now - Math.floor(fraction * days * DAY_MS);
}

/** A shop day's own counts, from its products opened: visits, pages and the funnel's steps. */
export function funnelOf(productOpens) {
  const visits = Math.round(productOpens * 2.5);
  return {
    page_views: visits * 3,
    visits,
    visits_with_product: Math.round(visits * 0.4),
    visits_with_cart: Math.round(visits * 0.2),
    visits_with_checkout: Math.round(visits * 0.1),
  };
}
