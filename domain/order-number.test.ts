import { describe, expect, it } from "vitest";
import { generateOrderNumber, isOrderNumber, nextOrderNumberCandidate } from "./order-number";

describe("order numbers", () => {
  it("are ORD plus the last 8 digits of the timestamp", () => {
    const now = new Date(1795383167102);
    expect(generateOrderNumber(now)).toBe("ORD83167102");
    expect(isOrderNumber("ORD83167102")).toBe(true);
  });

  it("keep leading zeros of the last 8 digits", () => {
    expect(generateOrderNumber(new Date(1700000000123))).toBe("ORD00000123");
  });

  it("reject other shapes", () => {
    expect(isOrderNumber("ORD-001")).toBe(false);
    expect(isOrderNumber("ord12345678")).toBe(false);
    expect(isOrderNumber("ORD123456789")).toBe(false);
  });

  it("give a different number in the same format on each retry", () => {
    const now = new Date(1795383167102);
    const candidates = [0, 1, 2, 3].map((attempt) => nextOrderNumberCandidate(now, attempt));
    expect(candidates[0]).toBe(generateOrderNumber(now));
    expect(new Set(candidates).size).toBe(4);
    for (const candidate of candidates) expect(isOrderNumber(candidate)).toBe(true);
  });
});

describe("order number edge cases", () => {
  it("uses the millisecond timestamp of the given instant", () => {
    expect(generateOrderNumber(new Date("2026-11-22T07:05:00.123Z"))).toBe(
      `ORD${String(Date.UTC(2026, 10, 22, 7, 5, 0, 123)).slice(-8)}`,
    );
  });

  it("wraps the suffix past 99999999 instead of growing a ninth digit", () => {
    const now = new Date(1_799_999_999_999);
    expect(generateOrderNumber(now)).toBe("ORD99999999");
    expect(nextOrderNumberCandidate(now, 1)).toBe("ORD00000000");
  });

  it("is deterministic for the same instant and attempt", () => {
    const now = new Date(1795383167102);
    expect(nextOrderNumberCandidate(now, 5)).toBe(nextOrderNumberCandidate(now, 5));
    expect(nextOrderNumberCandidate(now, 5)).toBe("ORD83167107");
  });

  it("refuses a negative or fractional attempt", () => {
    expect(() => nextOrderNumberCandidate(new Date(0), -1)).toThrow(RangeError);
    expect(() => nextOrderNumberCandidate(new Date(0), 1.5)).toThrow(RangeError);
  });

  it("keeps the format for instants before 1970", () => {
    expect(generateOrderNumber(new Date(-1))).toBe("ORD99999999");
  });
});
