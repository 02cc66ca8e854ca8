import { describe, expect, it } from "vitest";
import { changedPrice, copyName, ZPriceChangeSchema } from "./product-bulk";

describe("bulk price changes", () => {
  it("adds and subtracts amounts, never below 0", () => {
    expect(changedPrice(10_000, { by: "amount", direction: "up", value: 2_500 })).toBe(12_500);
    expect(changedPrice(1_000, { by: "amount", direction: "down", value: 2_500 })).toBe(0);
  });

  it("rounds a percentage to whole rupiah, half up", () => {
    expect(changedPrice(1_005, { by: "percent", direction: "up", value: 10 })).toBe(1_106);
    expect(changedPrice(333, { by: "percent", direction: "down", value: 10 })).toBe(300);
    expect(changedPrice(5, { by: "percent", direction: "down", value: 100 })).toBe(0);
  });

  it("refuses a price past the highest", () => {
    expect(changedPrice(999_999_999, { by: "amount", direction: "up", value: 2 })).toBeNull();
  });

  it("checks the dialog's fields", () => {
    expect(
      ZPriceChangeSchema.safeParse({ by: "percent", direction: "down", value: "101" }).success,
    ).toBe(false);
    expect(ZPriceChangeSchema.parse({ by: "amount", direction: "up", value: "2.000" }).value).toBe(
      2000,
    );
    expect(
      ZPriceChangeSchema.safeParse({ by: "amount", direction: "up", value: "0" }).success,
    ).toBe(false);
  });

  it("names a copy '(Salinan)' within the longest name", () => {
    expect(copyName("Kue")).toBe("Kue (Salinan)");
    expect(copyName("x".repeat(120))).toHaveLength(120);
  });
});
