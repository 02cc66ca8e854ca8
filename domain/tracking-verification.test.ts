import { describe, expect, it } from "vitest";
import {
  canSearchOrderNumber,
  canSubmitVerification,
  isPhoneVerified,
  normalizeOrderNumber,
  sanitizeVerificationInput,
  TRACKING_MESSAGES,
} from "./tracking-verification";

describe("phone verification for tracking", () => {
  it("keeps only digits, at most four", () => {
    expect(sanitizeVerificationInput("12a3")).toBe("123");
    expect(sanitizeVerificationInput("78 90 12")).toBe("7890");
    expect(sanitizeVerificationInput("abc")).toBe("");
  });

  it("enables submit only at exactly four digits", () => {
    expect(canSubmitVerification("789")).toBe(false);
    expect(canSubmitVerification("7890")).toBe(true);
    expect(canSubmitVerification("78901")).toBe(false);
    expect(canSubmitVerification("78a0")).toBe(false);
  });

  it("succeeds when the digits equal the last four of the order's phone", () => {
    expect(isPhoneVerified("6281234567890", "7890")).toBe(true);
    expect(isPhoneVerified("6281234567890", "7891")).toBe(false);
    expect(isPhoneVerified("+62 812-3456-7890", "7890")).toBe(true);
  });

  it("never verifies with fewer than four digits, even against a short phone", () => {
    expect(isPhoneVerified("123", "123")).toBe(false);
    expect(isPhoneVerified("", "")).toBe(false);
  });

  it("searches only with a non-blank order number", () => {
    expect(canSearchOrderNumber("   ")).toBe(false);
    expect(canSearchOrderNumber(" ORD12345678 ")).toBe(true);
  });

  it("normalises a typed order number: no spaces, upper case", () => {
    expect(normalizeOrderNumber("  ord12345678 ")).toBe("ORD12345678");
    expect(normalizeOrderNumber("ORD 1234 5678")).toBe("ORD12345678");
    expect(normalizeOrderNumber("\tOrd-001\n")).toBe("ORD-001");
    expect(normalizeOrderNumber("   ")).toBe("");
  });

  it("carries the spec's messages", () => {
    expect(TRACKING_MESSAGES.wrongDigits).toBe(
      "4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi.",
    );
    expect(TRACKING_MESSAGES.notFoundInBrand).toBe(
      "Nomor Pesanan tidak ditemukan pada brand/toko ini",
    );
    expect(TRACKING_MESSAGES.orderNotFoundTitle).toBe("Pesanan tidak ditemukan");
    expect(TRACKING_MESSAGES.orderNotFoundHint).toBe(
      "Silakan periksa kembali nomor pesanan Anda dan pastikan sudah benar.",
    );
    expect(TRACKING_MESSAGES.verificationFailed).toBe(
      "Terjadi kesalahan saat memverifikasi. Silakan coba lagi.",
    );
    expect(TRACKING_MESSAGES.brandNotFoundTitle).toBe("Brand tidak ditemukan");
    expect(TRACKING_MESSAGES.brandNotFoundDescription).toBe("Username tidak ditemukan.");
  });
});
