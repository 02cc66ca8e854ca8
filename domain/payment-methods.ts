// How a customer pays a shop (decision 055): cash when the order arrives, a bank transfer to
// one of the seller's accounts, or the seller's QRIS with the order's amount in it. The shop
// switches each on or off; a method is offered only with what it needs (an account, a
// QRIS). Browser code imports this module: it holds no zod.

export const PAYMENT_METHODS = ["transfer", "qris", "cash"] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  transfer: "Transfer Bank",
  qris: "QRIS",
  cash: "Bayar di Tempat",
};

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === "string" && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** The label of a stored method; "-" for orders placed before methods existed. */
export function paymentMethodLabel(method: string | null | undefined): string {
  return isPaymentMethod(method) ? PAYMENT_METHOD_LABELS[method] : "-";
}

export type BankAccount = {
  id: string;
  bank: string;
  accountNumber: string;
  holder: string;
};

/** A shop's payment settings as stored on its brand. */
export type PaymentSettings = {
  isCashEnabled: boolean;
  isTransferEnabled: boolean;
  isQrisEnabled: boolean;
  isUniqueCodeEnabled: boolean;
  bankAccounts: BankAccount[];
  /** The seller's static QRIS payload; null until she sets one up. */
  qrisPayload: string | null;
};

/** The settings as the seller sees them on /admin/payments. */
export type OwnPaymentSettings = PaymentSettings & {
  /** What the checkout offers now. */
  offered: PaymentMethod[];
  /** What was read from her QRIS sticker. */
  qris: { merchantName: string; city: string; nmid: string } | null;
};

/**
 * The methods a customer may choose, in PAYMENT_METHODS order: switched on and ready
 * (transfer with at least one account, QRIS with a payload).
 */
export function offeredPaymentMethods(settings: PaymentSettings): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => {
    if (method === "cash") return settings.isCashEnabled;
    if (method === "transfer")
      return settings.isTransferEnabled && settings.bankAccounts.length > 0;
    return settings.isQrisEnabled && settings.qrisPayload !== null;
  });
}

/** "Transfer Bank (kode unik Rp 123)", "QRIS", or "-" for an order placed before methods. */
export function describeOrderPayment(order: {
  paymentMethod: string | null;
  uniqueCode: number | null;
}): string {
  const label = paymentMethodLabel(order.paymentMethod);
  return order.uniqueCode ? `${label} (kode unik Rp ${order.uniqueCode})` : label;
}

/** The unique code's range: whole rupiah added to a transfer order's total. */
export const UNIQUE_CODE_RANGE = { min: 1, max: 999 } as const;

/**
 * Whether the customer is still to pay: the payment instructions (QRIS, accounts) show only
 * then. An order neither cancelled nor marked paid in any part (decision 056): after a DP
 * the rest is settled between her and the seller, not with the whole total again.
 */
export function isAwaitingPayment(order: { status: string; paymentStatus: string }): boolean {
  // The statuses of ./order-status and ./payment-status, named here: those modules bring zod
  // to a shop page.
  return order.status !== "dibatalkan" && order.paymentStatus === "unpaid";
}

export const PAYMENT_MESSAGES = {
  methodUnavailable: "Metode pembayaran ini tidak tersedia. Silakan pilih metode lain.",
  lastMethod: "Minimal satu metode pembayaran harus aktif agar pelanggan tetap bisa memesan.",
  methodSaved: "Metode pembayaran berhasil disimpan",
  methodSaveFailed: "Gagal menyimpan metode pembayaran",
  accountSaved: "Rekening berhasil disimpan",
  accountSaveFailed: "Gagal menyimpan rekening",
  accountDeleted: "Rekening berhasil dihapus",
  accountDeleteFailed: "Gagal menghapus rekening",
  accountNotFound: "Rekening tidak ditemukan",
  tooManyAccounts: "Paling banyak 5 rekening",
  qrisSaved: "QRIS berhasil disimpan",
  qrisSaveFailed: "Gagal menyimpan QRIS",
  qrisDeleted: "QRIS berhasil dihapus",
  qrisDeleteFailed: "Gagal menghapus QRIS",
  qrisNoCode: "Kode QR tidak ditemukan pada gambar. Coba foto ulang stiker QRIS Anda.",
  qrisPictureRequired: "Pilih foto atau tangkapan layar QRIS Anda",
  uniqueCodeSaved: "Pengaturan kode unik berhasil disimpan",
  confirmedBySeller: "Pembayaran dikonfirmasi oleh penjual setelah dana diterima.",
} as const;

/** Transfer accounts a shop may list. */
export const MAX_BANK_ACCOUNTS = 5;

/** What the customer is shown to pay an order: after placing it, and on tracking. */
export type OrderPayment = {
  method: PaymentMethod;
  label: string;
  /** The unique code included in the total (transfer only). */
  uniqueCode: number | null;
  total: number;
  /** Transfer: where to send the money. */
  bankAccounts: BankAccount[];
  /** QRIS: the code with the order's amount, drawn by the server. */
  qris: {
    svg: string;
    merchantName: string;
    nmid: string;
    /** 'Simpan QRIS': a PNG of the same code, for the order's own customer. */
    downloadUrl: string;
  } | null;
};
