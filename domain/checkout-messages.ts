import type { CartLineNotice } from "./cart";
import { formatRupiah } from "./rupiah";

// Checkout texts and input limits, kept apart from the zod schemas in ./checkout so the
// storefront's browser code can show them without loading zod.

export const CHECKOUT_INCOMPLETE_ERROR = "Mohon lengkapi semua field yang wajib diisi";
export const CHECKOUT_BRAND_NOT_FOUND_ERROR = "Brand tidak ditemukan";
export const CHECKOUT_FAILED_ERROR = "Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.";
export const CHECKOUT_EMPTY_CART_ERROR = "Keranjang Anda kosong";
export const CHECKOUT_INVALID_ERROR = "Data pesanan tidak valid. Periksa kembali lalu coba lagi.";
export const CHECKOUT_INVALID_CHARACTERS_ERROR =
  "Data pesanan berisi karakter yang tidak diizinkan. Periksa nama, nomor HP, dan catatan lalu coba lagi.";
export const CHECKOUT_TOO_MANY_ERROR =
  "Terlalu banyak pesanan dari perangkat ini. Silakan coba lagi dalam beberapa menit.";
/** The order's WhatsApp link would be longer than WHATSAPP_URL_MAX_LENGTH (domain/whatsapp). */
export const CHECKOUT_TOO_LONG_ERROR =
  "Pesanan terlalu panjang untuk dikirim lewat WhatsApp. Kurangi jumlah produk atau catatan.";
/** A checkout key sent again with another cart or form than the order placed with it. */
export const CHECKOUT_KEY_CONFLICT_ERROR =
  "Pesanan ini sudah dikirim dengan isi yang berbeda. Muat ulang halaman lalu coba lagi.";

/**
 * Upper bounds for what a customer can send with one order (the form's maxLength too).
 * Together with WHATSAPP_URL_MAX_LENGTH they keep every order's WhatsApp link openable
 * (docs/decisions/008-carts-that-always-reach-whatsapp.md).
 */
export const CHECKOUT_LIMITS = {
  customerName: 100,
  customerPhone: 30,
  note: 500,
  referralCode: 50,
  lines: 30,
  quantity: 999,
  lineNotes: 200,
  /** A product has at most 20 options (MAX_PRODUCT_OPTIONS in domain/product). */
  optionsPerLine: 20,
  /** Values of one multi-choice option a line may carry. */
  choicesPerOption: 50,
  optionText: 100,
  /** Sugar and ice of lines saved by older versions of the shop. */
  legacyChoice: 30,
  /** The product name a line carries only to name it in a refusal. */
  lineName: 200,
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

/**
 * A line whose options or choices the product no longer offers (renamed, removed, or never
 * offered), or that leaves out a required option.
 */
export function choicesChangedError(productName: string): string {
  return `Pilihan untuk ${productName.trim()} sudah berubah. Hapus dari keranjang lalu pilih lagi.`;
}

/** An order for a product the seller marked 'Habis' or that has no units left. */
export function productSoldOutError(productName: string): string {
  return `${productName.trim()} sedang habis. Hapus dari keranjang, lalu coba lagi.`;
}

/** An order with a choice the seller marked 'Habis'. */
export function choiceSoldOutError(productName: string, choice: string): string {
  return `Pilihan ${choice} untuk ${productName.trim()} sedang habis. Ubah pesanan, lalu coba lagi.`;
}

/** An order for more units than are left (0 left reads as sold out). */
export function stockShortError(productName: string, left: number): string {
  return left <= 0
    ? productSoldOutError(productName)
    : `Stok ${productName.trim()} tinggal ${left}. Kurangi jumlahnya, lalu coba lagi.`;
}

/** Units were taken by another order while this one was placed, and then came back. */
export const STOCK_CHANGED_ERROR =
  "Stok produk baru saja berubah. Periksa keranjang lalu kirim lagi.";

/** The customer's WhatsApp number is not an Indonesian mobile number (domain/phone). */
export const CHECKOUT_INVALID_PHONE_ERROR = "Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890";

/**
 * A line sent with a price other than the shop's current one: the customer would pay a
 * price they were not shown. The cart takes the current prices from the refusal.
 */
export function priceChangedError(productName: string, currentPrice: number): string {
  return `Harga ${productName.trim()} berubah menjadi ${formatRupiah(currentPrice)}. Periksa keranjang lalu kirim lagi.`;
}

export const PRICES_CHANGED_ERROR =
  "Harga beberapa produk berubah. Periksa keranjang lalu kirim lagi.";

/** A line sent without the price the customer saw (a page opened before prices were sent). */
export const PRICES_UNCONFIRMED_ERROR =
  "Harga di keranjang perlu diperiksa ulang. Muat ulang halaman, periksa keranjang, lalu kirim lagi.";

/**
 * Why a cart holding `productName` cannot be sent as it is, for a notice that keeps it from
 * being ordered (isBlockingNotice in domain/cart); null for the others.
 */
export function blockingNoticeError(productName: string, notice: CartLineNotice): string | null {
  switch (notice.kind) {
    case "unavailable":
      return productUnavailableError(productName);
    case "sold-out":
      return notice.choice === undefined
        ? productSoldOutError(productName)
        : choiceSoldOutError(productName, notice.choice);
    case "stock":
      return stockShortError(productName, notice.left);
    default:
      return null;
  }
}
