import { describe, expect, it } from "vitest";
import {
  pageCount,
  pageRange,
  visiblePageNumbers,
  clampPage,
  MAX_PAGE_NUMBERS,
  MAX_PAGE_NUMBERS_MOBILE,
  ORDERS_PAGE_SIZE,
  parsePageParam,
} from "./pagination";

describe("pagination (spec §9)", () => {
  it("counts pages of 10", () => {
    expect(pageCount(0)).toBe(0);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });

  it("hides the numbers at one page or none", () => {
    expect(visiblePageNumbers(1, 0, 5)).toEqual([]);
    expect(visiblePageNumbers(1, 1, 5)).toEqual([]);
  });

  it("shows at most 5 numbers around the current page, clamped to the edges", () => {
    expect(visiblePageNumbers(1, 3, 5)).toEqual([1, 2, 3]);
    expect(visiblePageNumbers(1, 10, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(visiblePageNumbers(6, 10, 5)).toEqual([4, 5, 6, 7, 8]);
    expect(visiblePageNumbers(10, 10, 5)).toEqual([6, 7, 8, 9, 10]);
  });

  it("shows at most 3 on mobile", () => {
    expect(visiblePageNumbers(5, 10, 3)).toEqual([4, 5, 6]);
    expect(visiblePageNumbers(1, 10, 3)).toEqual([1, 2, 3]);
    expect(visiblePageNumbers(10, 10, 3)).toEqual([8, 9, 10]);
  });

  it("maps a page to an offset, treating nonsense as page 1", () => {
    expect(pageRange(1)).toEqual({ offset: 0, limit: 10 });
    expect(pageRange(3)).toEqual({ offset: 20, limit: 10 });
    expect(pageRange(0)).toEqual({ offset: 0, limit: 10 });
    expect(pageRange(Number.NaN)).toEqual({ offset: 0, limit: 10 });
  });
});

describe("pagination edge cases", () => {
  it("fixes the spec's limits", () => {
    expect(ORDERS_PAGE_SIZE).toBe(10);
    expect(MAX_PAGE_NUMBERS).toBe(5);
    expect(MAX_PAGE_NUMBERS_MOBILE).toBe(3);
  });

  it("counts pages for other sizes and refuses a page size of 0", () => {
    expect(pageCount(25, 5)).toBe(5);
    expect(pageCount(26, 5)).toBe(6);
    expect(pageCount(10, 0)).toBe(0);
  });

  it("shows every page when there are fewer than the maximum", () => {
    expect(visiblePageNumbers(2, 2, 5)).toEqual([1, 2]);
  });

  it("clamps a current page outside the range", () => {
    expect(visiblePageNumbers(40, 10, 5)).toEqual([6, 7, 8, 9, 10]);
    expect(visiblePageNumbers(-3, 10, 3)).toEqual([1, 2, 3]);
  });

  it("puts the extra number of an even window after the current page", () => {
    expect(visiblePageNumbers(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });

  it("keeps a page within 1…totalPages", () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });

  it("reads ?page= as a positive integer, else page 1", () => {
    expect(parsePageParam("3")).toBe(3);
    expect(parsePageParam(" 2 ")).toBe(2);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam("0")).toBe(1);
    expect(parsePageParam("-2")).toBe(1);
    expect(parsePageParam("2.5")).toBe(1);
    expect(parsePageParam("abc")).toBe(1);
  });

  it("computes the offset for other page sizes", () => {
    expect(pageRange(4, 25)).toEqual({ offset: 75, limit: 25 });
  });
});
