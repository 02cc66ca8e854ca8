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

describe("rupiah edge cases", () => {
  it("uses a normal space after Rp, never a non-breaking one", () => {
    const text = formatRupiah(1234567);
    expect(text).toBe("Rp 1.234.567");
    expect(text).not.toMatch(/[\u00a0\u202f]/);
  });

  it("rounds negative halves away from zero, mirroring positive ones", () => {
    expect(formatRupiah(-2.5)).toBe("-Rp 3");
    expect(formatRupiah(2.5)).toBe("Rp 3");
  });

  it("shows an amount that rounds to zero without a minus sign", () => {
    expect(formatRupiah(-0.4)).toBe("Rp 0");
  });

  it("shows bad data as Rp 0 rather than Rp NaN", () => {
    expect(formatRupiah(Number.NaN)).toBe("Rp 0");
    expect(formatRupiah(Number.POSITIVE_INFINITY)).toBe("Rp 0");
  });

  it("rounds numeric prices to whole rupiah", () => {
    expect(parsePrice(15000.6)).toBe(15001);
  });

  it("drops decimal commas as non-digits, as the spec's rule says", () => {
    expect(parsePrice("Rp 15.000,50")).toBe(1500050);
  });
});
