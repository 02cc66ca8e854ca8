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
