import { describe, expect, it } from "vitest";
import { formatRupiah, lineTotal, parsePrice } from "./rupiah";

describe("rupiah", () => {
  it("formats with the Rp prefix and Indonesian thousands separators", () => {
    expect(formatRupiah(15000)).toBe("Rp 15.000");
    expect(formatRupiah(1250000)).toBe("Rp 1.250.000");
    expect(formatRupiah(0)).toBe("Rp 0");
    expect(formatRupiah(999)).toBe("Rp 999");
  });

  it("shows no decimals, rounding to whole rupiah", () => {
    expect(formatRupiah(15000.4)).toBe("Rp 15.000");
    expect(formatRupiah(15000.5)).toBe("Rp 15.001");
  });

  it("puts the sign before the prefix", () => {
    expect(formatRupiah(-5000)).toBe("-Rp 5.000");
  });

  it("parses a price by dropping every non-digit", () => {
    expect(parsePrice("Rp 15.000")).toBe(15000);
    expect(parsePrice("18,000")).toBe(18000);
    expect(parsePrice("abc")).toBe(0);
    expect(parsePrice("")).toBe(0);
    expect(parsePrice(12000)).toBe(12000);
    expect(parsePrice(Number.NaN)).toBe(0);
  });

  it("multiplies unit price by quantity for a line", () => {
    expect(lineTotal(18000, 3)).toBe(54000);
  });
});
