import { describe, expect, it } from "vitest";
import { pageCount, pageRange, visiblePageNumbers } from "./pagination";

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
