import { describe, expect, it } from "vitest";
import { amountInWords, MAX_AMOUNT_IN_WORDS } from "./amount-in-words";

describe("amounts in words", () => {
  it.each([
    [0, "nol rupiah"],
    [1, "satu rupiah"],
    [9, "sembilan rupiah"],
    [10, "sepuluh rupiah"],
    [11, "sebelas rupiah"],
    [12, "dua belas rupiah"],
    [19, "sembilan belas rupiah"],
    [20, "dua puluh rupiah"],
    [25, "dua puluh lima rupiah"],
    [99, "sembilan puluh sembilan rupiah"],
  ])("writes units, belas and puluh: %i is '%s'", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each([
    [100, "seratus rupiah"],
    [101, "seratus satu rupiah"],
    [110, "seratus sepuluh rupiah"],
    [111, "seratus sebelas rupiah"],
    [200, "dua ratus rupiah"],
    [999, "sembilan ratus sembilan puluh sembilan rupiah"],
  ])("writes ratus, 'seratus' for one hundred: %i is '%s'", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each([
    [1_000, "seribu rupiah"],
    [1_001, "seribu satu rupiah"],
    [1_100, "seribu seratus rupiah"],
    [2_000, "dua ribu rupiah"],
    [11_000, "sebelas ribu rupiah"],
    [15_500, "lima belas ribu lima ratus rupiah"],
    [100_000, "seratus ribu rupiah"],
    [101_000, "seratus satu ribu rupiah"],
    [125_000, "seratus dua puluh lima ribu rupiah"],
    [
      999_999,
      "sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah",
    ],
  ])("writes ribu, 'seribu' for one thousand alone: %i is '%s'", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each([
    [1_000_000, "satu juta rupiah"],
    [1_001_000, "satu juta seribu rupiah"],
    [1_000_001, "satu juta satu rupiah"],
    [2_500_000, "dua juta lima ratus ribu rupiah"],
    [10_000_000, "sepuluh juta rupiah"],
    [100_000_000, "seratus juta rupiah"],
    [1_000_000_000, "satu miliar rupiah"],
    [1_000_001_000, "satu miliar seribu rupiah"],
    [12_000_000_000, "dua belas miliar rupiah"],
    [
      999_999_999_999,
      "sembilan ratus sembilan puluh sembilan miliar sembilan ratus sembilan puluh sembilan juta " +
        "sembilan ratus sembilan puluh sembilan ribu sembilan ratus sembilan puluh sembilan rupiah",
    ],
    [1_000_000_000_000, "satu triliun rupiah"],
  ])("writes juta, miliar and triliun with 'satu': %i is '%s'", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it.each([
    [1_000_000_100, "satu miliar seratus rupiah"],
    [5_000_020_000, "lima miliar dua puluh ribu rupiah"],
    [7_000_000_011, "tujuh miliar sebelas rupiah"],
    [300_000_000_000_001, "tiga ratus triliun satu rupiah"],
  ])("skips groups of zeros: %i is '%s'", (amount, words) => {
    expect(amountInWords(amount)).toBe(words);
  });

  it("writes the largest amount and refuses one more", () => {
    expect(amountInWords(MAX_AMOUNT_IN_WORDS)).toMatch(/^sembilan ratus .* triliun .* rupiah$/);
    expect(() => amountInWords(MAX_AMOUNT_IN_WORDS + 1)).toThrow(RangeError);
  });

  it("refuses negative, fractional and non-finite amounts", () => {
    for (const amount of [-1, -125_000, 0.5, 1_500.25, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => amountInWords(amount)).toThrow(RangeError);
    }
  });

  it("writes every amount in lower case words, single spaces, ending in 'rupiah'", () => {
    for (let amount = 0; amount < 1_000_000_000_000; amount = amount * 7 + 13) {
      expect(amountInWords(amount)).toMatch(/^[a-z]+( [a-z]+)* rupiah$|^[a-z]+ rupiah$/);
      expect(amountInWords(amount)).not.toMatch(/\bsatu (ribu|ratus|puluh|belas)\b/);
    }
  });
});
