import { describe, expect, it } from "vitest";
import {
  describeMinimumOrder,
  minimumOrderFor,
  minimumOrderShortfall,
  NO_MINIMUM_ORDER,
} from "./minimum-order";

describe("a shop's minimum order", () => {
  const both = { delivery: 50_000, pickup: 20_000 };

  it("is the chosen method's own amount; none or zero is no minimum", () => {
    expect(minimumOrderFor(both, "Diantar")).toBe(50_000);
    expect(minimumOrderFor(both, "Diambil Sendiri")).toBe(20_000);
    expect(minimumOrderFor(NO_MINIMUM_ORDER, "Diantar")).toBeNull();
    expect(minimumOrderFor({ delivery: 0, pickup: null }, "Diantar")).toBeNull();
  });

  it("is said before the form, in the issue's words", () => {
    expect(describeMinimumOrder({ delivery: 50_000, pickup: null }, true)).toBe(
      "Minimal pesanan Rp 50.000 untuk diantar",
    );
    expect(describeMinimumOrder(both, true)).toBe(
      "Minimal pesanan Rp 50.000 untuk diantar, Rp 20.000 untuk diambil sendiri",
    );
    expect(describeMinimumOrder({ delivery: null, pickup: 20_000 }, true)).toBe(
      "Minimal pesanan Rp 20.000 untuk diambil sendiri",
    );
    expect(describeMinimumOrder({ delivery: 30_000, pickup: 30_000 }, true)).toBe(
      "Minimal pesanan Rp 30.000",
    );
    expect(describeMinimumOrder(NO_MINIMUM_ORDER, true)).toBeNull();
  });

  it("for a shop that does not deliver, names pickup's amount alone", () => {
    expect(describeMinimumOrder(both, false)).toBe("Minimal pesanan Rp 20.000");
    expect(describeMinimumOrder({ delivery: 50_000, pickup: null }, false)).toBeNull();
  });

  it("holds an order below it, saying how much is missing; met exactly, it passes", () => {
    expect(minimumOrderShortfall(both, "Diantar", 38_000)).toBe(
      "Minimal pesanan Rp 50.000 untuk diantar. Tambah Rp 12.000 lagi.",
    );
    expect(minimumOrderShortfall(both, "Diambil Sendiri", 19_999)).toBe(
      "Minimal pesanan Rp 20.000 untuk diambil sendiri. Tambah Rp 1 lagi.",
    );
    expect(minimumOrderShortfall(both, "Diantar", 50_000)).toBeNull();
    expect(minimumOrderShortfall(both, "Diambil Sendiri", 38_000)).toBeNull();
    expect(minimumOrderShortfall(NO_MINIMUM_ORDER, "Diantar", 0)).toBeNull();
  });
});
