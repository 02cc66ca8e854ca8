import crypto from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  formatOrderNumber,
  generateOrderNumber,
  isOrderNumber,
  ORDER_NUMBER_PLACEHOLDER,
  ORDER_NUMBER_SUFFIXES,
} from "./order-number";

describe("order numbers", () => {
  it("are ORD plus 8 digits, leading zeros kept", () => {
    expect(formatOrderNumber(83167102)).toBe("ORD83167102");
    expect(formatOrderNumber(123)).toBe("ORD00000123");
    expect(formatOrderNumber(0)).toBe("ORD00000000");
    expect(formatOrderNumber(99_999_999)).toBe("ORD99999999");
    expect(isOrderNumber("ORD83167102")).toBe(true);
  });

  it("reject other shapes", () => {
    expect(isOrderNumber("ORD-001")).toBe(false);
    expect(isOrderNumber("ord12345678")).toBe(false);
    expect(isOrderNumber("ORD123456789")).toBe(false);
  });

  it("never grow a ninth digit or take a negative or fractional suffix", () => {
    for (const suffix of [ORDER_NUMBER_SUFFIXES, -1, 1.5, Number.NaN]) {
      expect(() => formatOrderNumber(suffix)).toThrow(RangeError);
    }
  });

  it("draw all 8 digits from the random source, over the whole range", () => {
    const asked: number[] = [];
    const draw = (value: number) => (max: number) => {
      asked.push(max);
      return value;
    };
    expect(generateOrderNumber(draw(0))).toBe("ORD00000000");
    expect(generateOrderNumber(draw(42))).toBe("ORD00000042");
    expect(generateOrderNumber(draw(ORDER_NUMBER_SUFFIXES - 1))).toBe("ORD99999999");
    expect(asked).toEqual([ORDER_NUMBER_SUFFIXES, ORDER_NUMBER_SUFFIXES, ORDER_NUMBER_SUFFIXES]);
  });

  it("drawn one after another, tell nothing about each other", () => {
    const numbers = Array.from({ length: 50 }, () => generateOrderNumber(crypto.randomInt));
    for (const number of numbers) expect(isOrderNumber(number)).toBe(true);
    const suffixes = numbers.map((number) => Number(number.slice(3))).sort((a, b) => a - b);
    // Clock-made numbers placed in one go sit within a few milliseconds of each other;
    // fifty random draws all within a million of each other practically never are.
    expect(suffixes.at(-1)! - suffixes[0]).toBeGreaterThan(1_000_000);
  });

  it("have a placeholder as long as every number", () => {
    expect(isOrderNumber(ORDER_NUMBER_PLACEHOLDER)).toBe(true);
  });
});
