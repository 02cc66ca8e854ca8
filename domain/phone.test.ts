import { describe, expect, it } from "vitest";
import {
  formatPhoneDisplay,
  isIndonesianMobileNumber,
  lastFourDigits,
  normalizePhone,
} from "./phone";

describe("phone normalisation (spec §5)", () => {
  it("turns a leading 0 into 62", () => {
    expect(normalizePhone("081234567890")).toBe("6281234567890");
  });

  it("keeps a number already starting with 62", () => {
    expect(normalizePhone("6281234567890")).toBe("6281234567890");
    expect(normalizePhone("+62 812-3456-7890")).toBe("6281234567890");
  });

  it("prefixes 62 to any other non-empty number", () => {
    expect(normalizePhone("81234567890")).toBe("6281234567890");
  });

  it("removes every non-digit", () => {
    expect(normalizePhone("(0812) 3456 7890")).toBe("6281234567890");
  });

  it("leaves empty input empty", () => {
    expect(normalizePhone("")).toBe("");
    expect(normalizePhone(" - ")).toBe("");
  });

  it("displays with a leading +", () => {
    expect(formatPhoneDisplay("0812 3456 7890")).toBe("+6281234567890");
    expect(formatPhoneDisplay("")).toBe("");
  });

  it("takes the last four digits", () => {
    expect(lastFourDigits("+62 812-3456-7890")).toBe("7890");
  });
});

describe("phone normalisation edge cases", () => {
  it("keeps a bare 62 and turns a bare 0 into 62", () => {
    expect(normalizePhone("62")).toBe("62");
    expect(normalizePhone("0")).toBe("62");
  });

  it("only strips one leading 0", () => {
    expect(normalizePhone("0062812")).toBe("62062812");
  });

  it("displays an already international number once with +", () => {
    expect(formatPhoneDisplay("+6281234567890")).toBe("+6281234567890");
  });

  it("takes the last four digits of a short number as they are", () => {
    expect(lastFourDigits("123")).toBe("123");
    expect(lastFourDigits("")).toBe("");
  });
});

describe("Indonesian mobile numbers", () => {
  const isMobile = (input: string) => isIndonesianMobileNumber(normalizePhone(input));

  it("accepts 08… numbers of 10 to 13 digits, in every way they are written", () => {
    for (const input of [
      "0811 123 456",
      "0812 3456 7890",
      "081234567890",
      "0812-3456-78901",
      "+62 857 1234 5678",
      "6289876543210",
      "85712345678",
    ]) {
      expect(isMobile(input), input).toBe(true);
    }
  });

  it("refuses numbers too short or too long to be one", () => {
    for (const input of ["12", "0812", "081234567", "08123456789012", "62"]) {
      expect(isMobile(input), input).toBe(false);
    }
  });

  it("refuses landlines, toll-free numbers and numbers with the international prefix", () => {
    for (const input of ["021 5550 1234", "0800 1234 567", "0062 812 3456 7890"]) {
      expect(isMobile(input), input).toBe(false);
    }
  });
});
