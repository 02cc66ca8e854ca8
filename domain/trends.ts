import type { OrderSource } from "./order-source";
import { MONTH_ABBREVIATIONS_ID } from "./shop-time";
import { formatRupiah, groupThousands } from "./rupiah";

// What a seller sees of the days behind them (docs/decisions/025-trends-and-funnel.md): per
// day counts kept in daily roll-ups as they happen, read for a period of 7, 30 or 90 days
// ending today in the shop's zone, each figure with its total and its change against the
// period before. Pure: the server reads the rows, the admin draws them.

export const TREND_PERIODS = [7, 30, 90] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export const DEFAULT_TREND_PERIOD: TrendPeriod = 7;
/** The period's search parameter: `?hari=30`. */
export const TREND_PERIOD_PARAM = "hari";

/** The period a search parameter names; anything else is the default. */
export function parseTrendPeriod(value: string | null | undefined): TrendPeriod {
  // Digits only: Number() alone reads "0x1e" and "3e1" as 30 too.
  const days = /^\d{1,3}$/.test(value ?? "") ? Number(value) : Number.NaN;
  return (TREND_PERIODS as readonly number[]).includes(days)
    ? (days as TrendPeriod)
    : DEFAULT_TREND_PERIOD;
}

/** The `count` days ending with `lastDay` (YYYY-MM-DD), oldest first. */
export function daysEndingOn(lastDay: string, count: number): string[] {
  const end = Date.parse(`${lastDay}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => formatDay(end - (count - 1 - index) * DAY_MS));
}

/** The period shown and the one before it, as day ranges (inclusive). */
export function trendRanges(today: string, period: TrendPeriod) {
  const days = daysEndingOn(today, period * 2);
  const previous = days.slice(0, period);
  const current = days.slice(period);
  return {
    current,
    previousFrom: previous[0]!,
    previousTo: previous[previous.length - 1]!,
    from: current[0]!,
    to: today,
  };
}

const DAY_MS = 24 * 60 * 60 * 1000;

function formatDay(utcMs: number): string {
  return new Date(utcMs).toISOString().slice(0, 10);
}

/** One shop's counts on one day, as `shop_daily_counts` keeps them. */
export type ShopDay = {
  day: string;
  /** Shop pages opened (home, catalogue, stores, about, cart). */
  pageViews: number;
  /** Visits: a visitor's pages in one shop until half an hour passes without one. */
  visits: number;
  linkClicks: number;
  /** Every product opened, however often in a visit. */
  productOpens: number;
  /** Visits that opened a product, added to the cart, opened the checkout. */
  visitsWithProduct: number;
  visitsWithCart: number;
  visitsWithCheckout: number;
  ordersPlaced: number;
  /** Of the orders placed that day, those finished ('selesai') and those cancelled. */
  ordersFinished: number;
  ordersCancelled: number;
  /** Sum of the totals of that day's orders, cancelled ones left out. */
  revenue: number;
  /**
   * Of that revenue, what was received (decision 056): the DP amounts and the totals of
   * those paid in full. The rest is still to be paid.
   */
  revenuePaid: number;
  /** Of that revenue, the delivery fees (decision 058). */
  deliveryFees?: number;
  /** Orders that were their WhatsApp number's first in the shop (decision 069). */
  newCustomers?: number;
  /** Orders of a number that had ordered from the shop before. */
  returningCustomers?: number;
  /** Of the orders placed, those a member recorded, by source (decision 072). */
  ordersWhatsapp?: number;
  ordersPhone?: number;
  ordersWalkIn?: number;
};

export const EMPTY_SHOP_DAY: Omit<ShopDay, "day"> = {
  pageViews: 0,
  visits: 0,
  linkClicks: 0,
  productOpens: 0,
  visitsWithProduct: 0,
  visitsWithCart: 0,
  visitsWithCheckout: 0,
  ordersPlaced: 0,
  ordersFinished: 0,
  ordersCancelled: 0,
  revenue: 0,
  revenuePaid: 0,
};

export type TrendFormat = "count" | "rupiah";

export type TrendSeries = {
  key: string;
  label: string;
  format: TrendFormat;
  /** One value per day of the period, oldest first. */
  values: number[];
  total: number;
  previousTotal: number;
  /** Change against the previous period in percent, rounded; null when it had nothing. */
  change: number | null;
  /** What the figure leaves out, said under its name (orders cancelled, for orders). */
  note?: string;
};

export type FunnelStep = {
  key: string;
  label: string;
  count: number;
  /** Share of the step before, in percent, rounded; null for the first step or after 0. */
  rate: number | null;
  /** What the step counts beyond its name (the cancelled orders among those placed). */
  note?: string;
};

export type ShopTrends = {
  period: TrendPeriod;
  days: string[];
  series: TrendSeries[];
  funnel: FunnelStep[];
  /** The period's revenue, split into what was received and what is still to be paid. */
  /** The revenue received and still to be paid, and the delivery fees within it. */
  revenueSplit: { paid: number; unpaid: number; deliveryFees?: number };
  /**
   * The period's orders placed (the cancelled among them) by where they came from, the
   * online shop's first (decision 072).
   */
  sources: { source: OrderSource; count: number }[];
};

/**
 * The 'Pesanan' card and the funnel's 'Pesanan Dibuat' count the same period's orders, the
 * card without the cancelled ones (as the orders page counts them, decision 022) and the
 * funnel with them (a visit that ended in an order). Each says so, so that 6 and 7 for the
 * same week agree in words.
 */
export const TREND_NOTES = {
  withoutCancelled: "Tanpa pesanan yang dibatalkan",
  cancelledAmong: (count: number) => `Termasuk yang dibatalkan: ${count}`,
  newCustomers: "Pesanan pertama dari nomor WhatsApp-nya",
  returningCustomers: "Pesanan dari pelanggan yang pernah memesan",
} as const;

const SHOP_SERIES: {
  key: string;
  label: string;
  format: TrendFormat;
  note?: string;
  of(day: ShopDay): number;
}[] = [
  { key: "pageViews", label: "Halaman Dilihat", format: "count", of: (d) => d.pageViews },
  { key: "linkClicks", label: "Klik Tautan", format: "count", of: (d) => d.linkClicks },
  { key: "productOpens", label: "Produk Dibuka", format: "count", of: (d) => d.productOpens },
  {
    key: "orders",
    label: "Pesanan",
    format: "count",
    note: TREND_NOTES.withoutCancelled,
    of: (d) => d.ordersPlaced - d.ordersCancelled,
  },
  {
    key: "revenue",
    label: "Pendapatan",
    format: "rupiah",
    note: TREND_NOTES.withoutCancelled,
    of: (d) => d.revenue,
  },
  {
    key: "newCustomers",
    label: "Pelanggan Baru",
    format: "count",
    note: TREND_NOTES.newCustomers,
    of: (d) => d.newCustomers ?? 0,
  },
  {
    key: "returningCustomers",
    label: "Pelanggan Kembali",
    format: "count",
    note: TREND_NOTES.returningCustomers,
    of: (d) => d.returningCustomers ?? 0,
  },
];

const FUNNEL_STEPS: {
  key: string;
  label: string;
  of(day: ShopDay): number;
  /** The note's count, summed over the period like the step's own. */
  noteOf?: { count(day: ShopDay): number; text(count: number): string };
}[] = [
  { key: "visits", label: "Kunjungan Toko", of: (d) => d.visits },
  { key: "product", label: "Membuka Produk", of: (d) => d.visitsWithProduct },
  { key: "cart", label: "Menambah ke Keranjang", of: (d) => d.visitsWithCart },
  { key: "checkout", label: "Membuka Checkout", of: (d) => d.visitsWithCheckout },
  {
    key: "placed",
    label: "Pesanan Dibuat",
    of: (d) => d.ordersPlaced,
    noteOf: { count: (d) => d.ordersCancelled, text: TREND_NOTES.cancelledAmong },
  },
  { key: "finished", label: "Pesanan Selesai", of: (d) => d.ordersFinished },
];

/** The orders placed in `days` by source: the online shop's are those no member recorded. */
function sourcesOf(days: readonly ShopDay[]): ShopTrends["sources"] {
  const whatsapp = sum(days.map((day) => day.ordersWhatsapp ?? 0));
  const phone = sum(days.map((day) => day.ordersPhone ?? 0));
  const walkIn = sum(days.map((day) => day.ordersWalkIn ?? 0));
  const placed = sum(days.map((day) => day.ordersPlaced));
  return [
    { source: "online", count: placed - whatsapp - phone - walkIn },
    { source: "whatsapp", count: whatsapp },
    { source: "phone", count: phone },
    { source: "walk-in", count: walkIn },
  ];
}

/** The admin home's figures from the shop's rows of both periods (missing days are 0). */
export function buildShopTrends(
  rows: readonly ShopDay[],
  today: string,
  period: TrendPeriod,
): ShopTrends {
  const ranges = trendRanges(today, period);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const current = ranges.current.map((day) => byDay.get(day) ?? { day, ...EMPTY_SHOP_DAY });
  const previous = rows.filter(
    (row) => row.day >= ranges.previousFrom && row.day <= ranges.previousTo,
  );
  const series = SHOP_SERIES.map(({ key, label, format, note, of }) => {
    const figure = seriesOf(key, label, format, current.map(of), sum(previous.map(of)));
    return note ? { ...figure, note } : figure;
  });
  let before: number | null = null;
  const funnel = FUNNEL_STEPS.map(({ key, label, of, noteOf }): FunnelStep => {
    const count = sum(current.map(of));
    const rate = before === null || before === 0 ? null : Math.round((count / before) * 100);
    before = count;
    const step = { key, label, count, rate };
    return noteOf ? { ...step, note: noteOf.text(sum(current.map(noteOf.count))) } : step;
  });
  const revenue = sum(current.map((day) => day.revenue));
  const paid = sum(current.map((day) => day.revenuePaid));
  return {
    period,
    days: ranges.current,
    series,
    funnel,
    revenueSplit: {
      paid,
      unpaid: revenue - paid,
      deliveryFees: sum(current.map((day) => day.deliveryFees ?? 0)),
    },
    sources: sourcesOf(current),
  };
}

/** One link's or product's views and clicks on one day. */
export type ItemDay = { day: string; views: number; clicks: number };

export type ItemTrends = { period: TrendPeriod; days: string[]; series: TrendSeries[] };

/** The note under the home's orders by source: they count the cancelled ones, as placed. */
export const SOURCES_NOTE = "Semua pesanan yang dibuat, termasuk yang dibatalkan";

/** Labels of an item's two figures: a link is seen and clicked, a product seen and opened. */
export const ITEM_TREND_LABELS = {
  link: { views: "Dilihat", clicks: "Diklik" },
  product: { views: "Dilihat", clicks: "Dibuka" },
} as const;

export function buildItemTrends(
  rows: readonly ItemDay[],
  today: string,
  period: TrendPeriod,
  labels: { views: string; clicks: string },
): ItemTrends {
  const ranges = trendRanges(today, period);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const current = ranges.current.map((day) => byDay.get(day) ?? { day, views: 0, clicks: 0 });
  const previous = rows.filter(
    (row) => row.day >= ranges.previousFrom && row.day <= ranges.previousTo,
  );
  return {
    period,
    days: ranges.current,
    series: [
      seriesOf(
        "views",
        labels.views,
        "count",
        current.map((d) => d.views),
        sum(previous.map((d) => d.views)),
      ),
      seriesOf(
        "clicks",
        labels.clicks,
        "count",
        current.map((d) => d.clicks),
        sum(previous.map((d) => d.clicks)),
      ),
    ],
  };
}

function seriesOf(
  key: string,
  label: string,
  format: TrendFormat,
  values: number[],
  previousTotal: number,
): TrendSeries {
  const total = sum(values);
  // Rounded away from zero at halves, the same way up and down: 87.5 % less reads −88 %.
  const ratio = ((total - previousTotal) / previousTotal) * 100;
  const change = previousTotal === 0 ? null : Math.sign(ratio) * Math.round(Math.abs(ratio)) || 0;
  return { key, label, format, values, total, previousTotal, change };
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}

/**
 * How a change reads next to a total: "+12%", "−5%" (a real minus sign), "0%"; "Baru" when
 * the previous period had nothing and this one has something, "-" when both had nothing.
 */
export function formatChange(series: Pick<TrendSeries, "change" | "total">): string {
  if (series.change === null) return series.total > 0 ? "Baru" : "-";
  if (series.change > 0) return `+${series.change}%`;
  if (series.change < 0) return `\u2212${Math.abs(series.change)}%`;
  return "0%";
}

/** "28 Nov" for a chart's axis and table. */
export function formatTrendDay(day: string): string {
  const [, month, date] = day.split("-").map(Number);
  return `${date} ${MONTH_ABBREVIATIONS_ID[month! - 1]}`;
}

/** The periods a seller can pick, as the switch labels them. */
export const TREND_PERIOD_LABELS: Record<TrendPeriod, string> = {
  7: "7 hari",
  30: "30 hari",
  90: "90 hari",
};

// Built at its first chart, not when the module loads: a server that only renders shop
// pages then never loads ICU's number tables (decision 084).
let compactFormatter: Intl.NumberFormat | undefined;
const compact = (value: number) =>
  (compactFormatter ??= new Intl.NumberFormat("id-ID", {
    notation: "compact",
    maximumFractionDigits: 1,
  })).format(value);

/** A total or a day's figure in full: "Rp 1.250.000" for money, "12.345" for a count. */
export function formatTrendValue(value: number, format: TrendFormat): string {
  return format === "rupiah" ? formatRupiah(value) : groupThousands(value);
}

/**
 * A chart's axis label, short enough for a phone: "Rp 1,3 jt", "Rp 500 rb", "12,5 rb";
 * counts under ten thousand stay in full ("1.234"). ICU's spaces become plain ones.
 */
export function formatTrendAxisValue(value: number, format: TrendFormat): string {
  if (format === "count" && Math.abs(value) < 10_000) return groupThousands(value);
  const short = compact(value).replace(/[\u00a0\u202f]/g, " ");
  return format === "rupiah" ? `Rp ${short}` : short;
}

/** Whether the period has nothing at all to show: every figure and every step is 0. */
export function isTrendEmpty(trends: Pick<ShopTrends, "series" | "funnel">): boolean {
  return (
    trends.series.every((series) => series.total === 0) &&
    trends.funnel.every((step) => step.count === 0)
  );
}
