import { describe, expect, it } from "vitest";
import { formatRupiah, groupThousands, lineTotal, parsePrice } from "./rupiah";

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

describe("groupThousands", () => {
  it("groups digits by three with a dot, as Indonesian does", () => {
    expect(groupThousands(0)).toBe("0");
    expect(groupThousands(7)).toBe("7");
    expect(groupThousands(999)).toBe("999");
    expect(groupThousands(1000)).toBe("1.000");
    expect(groupThousands(12345)).toBe("12.345");
    expect(groupThousands(123456)).toBe("123.456");
    expect(groupThousands(1234567)).toBe("1.234.567");
    expect(groupThousands(-5000)).toBe("-5.000");
  });

  it("writes every digit of a very large amount, never an exponent", () => {
    expect(groupThousands(1e21)).toBe("1.000.000.000.000.000.000.000");
    expect(groupThousands(Number.MAX_SAFE_INTEGER)).toBe("9.007.199.254.740.991");
  });

  it("writes what Intl's Indonesian grouping writes, for whole numbers of every length", () => {
    const intl = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });
    for (let digits = 1; digits <= 16; digits += 1) {
      for (const lead of [1, 4, 9]) {
        const value = lead * 10 ** (digits - 1) + (digits > 2 ? 37 : 0);
        for (const signed of [value, -value]) {
          expect(groupThousands(signed)).toBe(intl.format(signed).replace(/[\u2212]/g, "-"));
        }
      }
    }
  });

  it("rounds a fraction to whole, halves away from zero, and shows bad data as 0", () => {
    expect(groupThousands(1234.5)).toBe("1.235");
    expect(groupThousands(-1234.5)).toBe("-1.235");
    expect(groupThousands(-0.4)).toBe("0");
    expect(groupThousands(Number.NaN)).toBe("0");
  });
});
