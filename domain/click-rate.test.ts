import { describe, expect, it } from "vitest";
import { formatPercent, clickRate, storeClickRate, summarizeCounters } from "./click-rate";

describe("click rate", () => {
  it("rounds clicks per view to a whole percent", () => {
    expect(clickRate(1, 3)).toBe(33);
    expect(clickRate(2, 3)).toBe(67);
    expect(storeClickRate(5, 8)).toBe(63);
    expect(formatPercent(63)).toBe("63%");
  });

  it("has no zero-view guard for links", () => {
    expect(clickRate(3, 0)).toBe(Infinity);
    expect(clickRate(0, 0)).toBeNaN();
    expect(formatPercent(clickRate(3, 0))).toBe("-");
  });

  it("is 0 for the store when there are no views", () => {
    expect(storeClickRate(4, 0)).toBe(0);
    expect(formatPercent(storeClickRate(0, 0))).toBe("0%");
  });
});

describe("click rate rounding", () => {
  it("rounds halves up and may exceed 100%", () => {
    expect(clickRate(1, 200)).toBe(1);
    expect(storeClickRate(1, 201)).toBe(0);
    expect(clickRate(3, 2)).toBe(150);
    expect(formatPercent(150)).toBe("150%");
  });

  it("shows NaN as '-' too", () => {
    expect(formatPercent(Number.NaN)).toBe("-");
  });
});

describe("summarizeCounters", () => {
  it("adds up views and clicks and lists the most clicked, then most viewed, first", () => {
    const items = [
      { id: "a", views: 10, clicks: 1 },
      { id: "b", views: 40, clicks: 5 },
      { id: "c", views: 50, clicks: 5 },
      { id: "d", views: 0, clicks: 0 },
    ];
    const summary = summarizeCounters(items, 2);
    expect(summary).toMatchObject({ totalViews: 100, totalClicks: 11, clickRate: 11 });
    expect(summary.top.map((item) => item.id)).toEqual(["c", "b"]);
    expect(items.map((item) => item.id)).toEqual(["a", "b", "c", "d"]);
    expect(summarizeCounters([], 5)).toMatchObject({ totalViews: 0, top: [] });
  });
});
