import { describe, expect, it } from "vitest";
import {
  buildItemTrends,
  buildShopTrends,
  daysEndingOn,
  EMPTY_SHOP_DAY,
  formatChange,
  formatTrendAxisValue,
  formatTrendDay,
  formatTrendValue,
  isTrendEmpty,
  ITEM_TREND_LABELS,
  parseTrendPeriod,
  trendRanges,
  type ShopDay,
  type TrendSeries,
} from "./trends";
import { calendarDayIn } from "./shop-time";

const day = (date: string, counts: Partial<Omit<ShopDay, "day">> = {}): ShopDay => ({
  day: date,
  ...EMPTY_SHOP_DAY,
  ...counts,
});

const seriesOf = (trends: { series: TrendSeries[] }, key: string): TrendSeries =>
  trends.series.find((series) => series.key === key)!;

describe("parseTrendPeriod", () => {
  it("reads 7, 30 and 90", () => {
    expect(parseTrendPeriod("7")).toBe(7);
    expect(parseTrendPeriod("30")).toBe(30);
    expect(parseTrendPeriod("90")).toBe(90);
  });

  it("falls back to 7 days for anything else", () => {
    for (const value of [
      null,
      undefined,
      "",
      "14",
      "abc",
      "30.0x",
      "-7",
      "365",
      "0x1e",
      "3e1",
      "30.0",
      "+30",
      " 30",
    ]) {
      expect(parseTrendPeriod(value), String(value)).toBe(7);
    }
  });
});

describe("days", () => {
  it("counts back across a month end, oldest first", () => {
    expect(daysEndingOn("2026-12-02", 4)).toEqual([
      "2026-11-29",
      "2026-11-30",
      "2026-12-01",
      "2026-12-02",
    ]);
  });

  it("counts back across a year end and a leap day", () => {
    expect(daysEndingOn("2027-01-01", 2)).toEqual(["2026-12-31", "2027-01-01"]);
    expect(daysEndingOn("2028-03-01", 3)).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("splits two periods: the one before ends the day before the shown one starts", () => {
    const ranges = trendRanges("2026-12-02", 7);
    expect(ranges.current).toEqual(daysEndingOn("2026-12-02", 7));
    expect(ranges).toMatchObject({
      from: "2026-11-26",
      to: "2026-12-02",
      previousFrom: "2026-11-19",
      previousTo: "2026-11-25",
    });
  });

  it("takes the calendar day in the shop's zone", () => {
    // 23:30 UTC on 30 November is already 1 December in Jakarta (UTC+7).
    expect(calendarDayIn("2026-11-30T23:30:00Z", "Asia/Jakarta")).toBe("2026-12-01");
    expect(calendarDayIn("2026-11-30T16:59:59Z", "Asia/Jakarta")).toBe("2026-11-30");
    expect(calendarDayIn("2026-11-30T16:00:00Z", "Asia/Jayapura")).toBe("2026-12-01");
  });

  it("labels a day in Indonesian", () => {
    expect(formatTrendDay("2026-11-28")).toBe("28 Nov");
    expect(formatTrendDay("2026-08-01")).toBe("1 Agu");
    expect(formatTrendDay("2026-05-17")).toBe("17 Mei");
  });
});

describe("buildShopTrends", () => {
  const today = "2026-12-02";

  it("puts each day's figures in place, missing days as 0, and totals them", () => {
    const trends = buildShopTrends(
      [
        day("2026-11-30", { pageViews: 10, revenue: 250_000, ordersPlaced: 3, ordersCancelled: 1 }),
        day("2026-12-02", { pageViews: 5, revenue: 1_000_000, ordersPlaced: 2 }),
      ],
      today,
      7,
    );
    expect(trends.period).toBe(7);
    expect(trends.days).toEqual(daysEndingOn(today, 7));
    expect(seriesOf(trends, "pageViews").values).toEqual([0, 0, 0, 0, 10, 0, 5]);
    expect(seriesOf(trends, "pageViews").total).toBe(15);
    expect(seriesOf(trends, "revenue")).toMatchObject({ format: "rupiah", total: 1_250_000 });
    // Orders are those placed less those cancelled.
    expect(seriesOf(trends, "orders").values).toEqual([0, 0, 0, 0, 2, 0, 2]);
  });

  it("labels every figure in Indonesian", () => {
    const trends = buildShopTrends([], today, 7);
    expect(trends.series.map((series) => series.label)).toEqual([
      "Halaman Dilihat",
      "Klik Tautan",
      "Produk Dibuka",
      "Pesanan",
      "Pendapatan",
      "Pelanggan Baru",
      "Pelanggan Kembali",
    ]);
  });

  it("sums the new and returning customers of the period", () => {
    const trends = buildShopTrends(
      [
        day("2026-11-25", { newCustomers: 2, returningCustomers: 1 }),
        day("2026-11-30", { newCustomers: 1, returningCustomers: 4 }),
        day("2026-12-01", { newCustomers: 3 }),
      ],
      today,
      7,
    );
    expect(seriesOf(trends, "newCustomers")).toMatchObject({ total: 4, previousTotal: 2 });
    expect(seriesOf(trends, "returningCustomers")).toMatchObject({ total: 4, previousTotal: 1 });
  });

  it("compares with the period before, and leaves out older rows", () => {
    const trends = buildShopTrends(
      [
        day("2026-11-18", { pageViews: 1000 }), // before both periods
        day("2026-11-19", { pageViews: 40, linkClicks: 10 }),
        day("2026-11-25", { pageViews: 60 }),
        day("2026-11-26", { pageViews: 80, linkClicks: 5, productOpens: 3 }),
        day("2026-12-01", { pageViews: 40, linkClicks: 5 }),
      ],
      today,
      7,
    );
    expect(seriesOf(trends, "pageViews")).toMatchObject({
      total: 120,
      previousTotal: 100,
      change: 20,
    });
    expect(seriesOf(trends, "linkClicks")).toMatchObject({ total: 10, change: 0 });
    expect(seriesOf(trends, "productOpens")).toMatchObject({ previousTotal: 0, change: null });
  });

  it("gives each funnel step its share of the step before", () => {
    const trends = buildShopTrends(
      [
        day("2026-12-01", {
          visits: 300,
          visitsWithProduct: 120,
          visitsWithCart: 30,
          visitsWithCheckout: 0,
          ordersPlaced: 0,
        }),
      ],
      today,
      30,
    );
    expect(trends.funnel).toEqual([
      { key: "visits", label: "Kunjungan Toko", count: 300, rate: null },
      { key: "product", label: "Membuka Produk", count: 120, rate: 40 },
      { key: "cart", label: "Menambah ke Keranjang", count: 30, rate: 25 },
      { key: "checkout", label: "Membuka Checkout", count: 0, rate: 0 },
      // After a step of 0 there is no share to give.
      {
        key: "placed",
        label: "Pesanan Dibuat",
        count: 0,
        rate: null,
        note: "Termasuk yang dibatalkan: 0",
      },
      { key: "finished", label: "Pesanan Selesai", count: 0, rate: null },
    ]);
    expect(trends.days).toHaveLength(30);
  });

  it("says how the order card and the funnel's orders treat the cancelled ones", () => {
    const trends = buildShopTrends(
      [
        day("2026-11-30", { ordersPlaced: 4, ordersCancelled: 1, revenue: 90_000 }),
        day("2026-12-02", { ordersPlaced: 3, ordersCancelled: 0, revenue: 60_000 }),
      ],
      today,
      7,
    );
    // 6 orders on the card, 7 placed in the funnel: one cancelled, and both say so.
    expect(seriesOf(trends, "orders")).toMatchObject({
      total: 6,
      note: "Tanpa pesanan yang dibatalkan",
    });
    expect(seriesOf(trends, "revenue")).toMatchObject({ note: "Tanpa pesanan yang dibatalkan" });
    expect(seriesOf(trends, "pageViews").note).toBeUndefined();
    expect(trends.funnel.find((step) => step.key === "placed")).toMatchObject({
      count: 7,
      note: "Termasuk yang dibatalkan: 1",
    });
  });

  it("is empty when nothing was counted", () => {
    expect(isTrendEmpty(buildShopTrends([], today, 90))).toBe(true);
    expect(isTrendEmpty(buildShopTrends([day(today, { visits: 1 })], today, 7))).toBe(false);
    expect(isTrendEmpty(buildShopTrends([day(today, { revenue: 5000 })], today, 7))).toBe(false);
    // Figures of the period before alone leave this one empty.
    expect(isTrendEmpty(buildShopTrends([day("2026-11-20", { visits: 9 })], today, 7))).toBe(true);
  });
});

describe("buildItemTrends", () => {
  it("gives a link's views and clicks per day, against the period before", () => {
    const trends = buildItemTrends(
      [
        { day: "2026-11-02", views: 50, clicks: 10 },
        { day: "2026-11-03", views: 40, clicks: 2 },
        { day: "2026-12-02", views: 7, clicks: 3 },
      ],
      "2026-12-02",
      30,
      ITEM_TREND_LABELS.link,
    );
    expect(trends.days[0]).toBe("2026-11-03");
    expect(trends.days).toHaveLength(30);
    const [views, clicks] = trends.series;
    expect(views).toMatchObject({ key: "views", label: "Dilihat", total: 47, previousTotal: 50 });
    expect(views!.values[0]).toBe(40);
    expect(views!.values[29]).toBe(7);
    expect(views!.change).toBe(-6);
    expect(clicks).toMatchObject({ label: "Diklik", total: 5, previousTotal: 10, change: -50 });
  });

  it("calls a product's clicks openings", () => {
    const trends = buildItemTrends([], "2026-12-02", 7, ITEM_TREND_LABELS.product);
    expect(trends.series.map((series) => series.label)).toEqual(["Dilihat", "Dibuka"]);
    expect(trends.series.every((series) => series.values.every((value) => value === 0))).toBe(true);
  });
});

describe("formatChange", () => {
  it("signs the change with a plus or a real minus", () => {
    expect(formatChange({ change: 12, total: 112 })).toBe("+12%");
    expect(formatChange({ change: -5, total: 95 })).toBe("\u22125%");
    expect(formatChange({ change: 0, total: 10 })).toBe("0%");
  });

  it("says Baru after an empty period, and - when both are empty", () => {
    expect(formatChange({ change: null, total: 3 })).toBe("Baru");
    expect(formatChange({ change: null, total: 0 })).toBe("-");
  });
});

describe("formatting figures", () => {
  it("writes totals in full", () => {
    expect(formatTrendValue(1_250_000, "rupiah")).toBe("Rp 1.250.000");
    expect(formatTrendValue(0, "rupiah")).toBe("Rp 0");
    expect(formatTrendValue(12_345, "count")).toBe("12.345");
  });

  it("shortens axis labels for a phone", () => {
    expect(formatTrendAxisValue(1_250_000, "rupiah")).toBe("Rp 1,3 jt");
    expect(formatTrendAxisValue(500_000, "rupiah")).toBe("Rp 500 rb");
    expect(formatTrendAxisValue(0, "rupiah")).toBe("Rp 0");
    expect(formatTrendAxisValue(9_999, "count")).toBe("9.999");
    expect(formatTrendAxisValue(12_500, "count")).toBe("12,5 rb");
  });
});
