import { lastFourDigits } from "./phone";

// Spec §5 tracking: the customer proves the order is theirs with the last 4 digits of the
// phone number on the order.

export const VERIFICATION_DIGIT_COUNT = 4;

export const TRACKING_MESSAGES = {
  wrongDigits: "4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi.",
  verificationFailed: "Terjadi kesalahan saat memverifikasi. Silakan coba lagi.",
  orderNotFoundTitle: "Pesanan tidak ditemukan",
  orderNotFoundHint: "Silakan periksa kembali nomor pesanan Anda dan pastikan sudah benar.",
  notFoundInBrand: "Nomor Pesanan tidak ditemukan pada brand/toko ini",
  verificationRequired: "Verifikasi diperlukan",
  verificationRequiredHint:
    "Pesanan ditemukan. Masukkan 4 digit terakhir nomor HP pemesan untuk melihat detail pesanan.",
  notFoundInBrandHint:
    "Pesanan dengan nomor ini tidak ada di toko ini. Pastikan Anda membuka halaman lacak pesanan dari toko tempat Anda memesan.",
  brandNotFoundTitle: "Brand tidak ditemukan",
  brandNotFoundDescription: "Username tidak ditemukan.",
  // Our own limit on attempts (ARCHITECTURE deviation 1); worded like the sign-in limit.
  tooManyAttempts: "Terlalu banyak percobaan. Silakan coba lagi dalam beberapa menit.",
} as const;

/** The input keeps only digits, at most four. */
export function sanitizeVerificationInput(input: string): string {
  return input.replace(/\D/g, "").slice(0, VERIFICATION_DIGIT_COUNT);
}

/** Submit is enabled only at exactly four digits. */
export function canSubmitVerification(digits: string): boolean {
  return /^\d{4}$/.test(digits);
}

export function isPhoneVerified(customerPhone: string, digits: string): boolean {
  return canSubmitVerification(digits) && lastFourDigits(customerPhone) === digits;
}

/** Searching needs a non-blank order number; the value searched is trimmed. */
export function canSearchOrderNumber(input: string): boolean {
  return input.trim() !== "";
}

/**
 * The order number as stored: customers type "ord 1234 5678" or paste it with spaces, and
 * order numbers hold no spaces and only upper-case letters.
 */
export function normalizeOrderNumber(input: string): string {
  return input.replace(/\s+/g, "").toUpperCase();
}
