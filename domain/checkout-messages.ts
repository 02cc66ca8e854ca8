// Checkout texts and input limits, kept apart from the zod schemas in ./checkout so the
// storefront's browser code can show them without loading zod.

export const CHECKOUT_INCOMPLETE_ERROR = "Mohon lengkapi semua field yang wajib diisi";
export const CHECKOUT_BRAND_NOT_FOUND_ERROR = "Brand tidak ditemukan";
export const CHECKOUT_FAILED_ERROR = "Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.";
export const CHECKOUT_EMPTY_CART_ERROR = "Keranjang Anda kosong";
export const CHECKOUT_INVALID_ERROR = "Data pesanan tidak valid. Periksa kembali lalu coba lagi.";
export const CHECKOUT_TOO_MANY_ERROR =
  "Terlalu banyak pesanan dari perangkat ini. Silakan coba lagi dalam beberapa menit.";

/** Upper bounds for what a customer can send with one order (the form's maxLength too). */
export const CHECKOUT_LIMITS = {
  customerName: 100,
  customerPhone: 30,
  note: 1000,
  referralCode: 50,
  lines: 100,
  quantity: 999,
  lineNotes: 500,
  optionsPerLine: 20,
  optionText: 100,
} as const;

/**
 * A cart line whose product was removed, deactivated or belongs to another shop. The name
 * is the one the customer sees in the cart; without one the message speaks of "a product".
 */
export function productUnavailableError(productName?: string): string {
  const name = productName?.trim();
  return name
    ? `Produk "${name}" sudah tidak tersedia. Hapus dari keranjang, lalu coba lagi.`
    : "Ada produk di keranjang yang sudah tidak tersedia. Hapus dari keranjang, lalu coba lagi.";
}
