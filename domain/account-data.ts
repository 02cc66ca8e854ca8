import { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "./form-text";
import type { Permission } from "./member-roles";
import { formatDateTimeId, type ShopTimeZone } from "./shop-time";

// A seller's own data (decision 080): everything held about her account and the shops she
// owns, as one file, and the deletion of her account after a grace period she may undo.

/** Days between asking to delete an account and its erasure; until then she may undo it. */
export const DELETION_GRACE_DAYS = 7;

export const ACCOUNT_DATA_PAGE_TITLE = "Data & Akun";

export const ACCOUNT_DATA_MESSAGES = {
  deletionRequested: "Penghapusan akun dijadwalkan.",
  deletionRequestedDetail: "Toko Anda sudah offline. Anda masih dapat membatalkannya.",
  deletionFailed: "Gagal menjadwalkan penghapusan akun",
  deletionCancelled: "Penghapusan akun dibatalkan.",
  deletionCancelledDetail: "Toko Anda kembali online.",
  cancelFailed: "Gagal membatalkan penghapusan akun",
  wrongPassword: "Password salah. Akun tidak dihapus.",
  passwordRequired: "Masukkan password Anda untuk mengonfirmasi.",
  lastPlatformAdmin: "Akun ini adalah admin platform terakhir dan tidak dapat dihapus.",
  alreadyRequested: "Penghapusan akun ini sudah dijadwalkan.",
  nothingToCancel: "Tidak ada penghapusan akun yang dijadwalkan.",
  tooManyAttempts: "Terlalu banyak percobaan. Silakan coba lagi dalam 15 menit.",
  noPassword:
    "Akun ini tidak memiliki password. Atur password lewat Lupa Password terlebih dahulu.",
  signInRequired: "Silakan masuk terlebih dahulu.",
} as const;

/** The banner on every admin page while the account waits for its erasure. */
export function deletionBannerText(eraseAfter: string, zone?: ShopTimeZone): string {
  return `Akun Anda akan dihapus pada ${formatDateTimeId(eraseAfter, zone)}. Toko Anda sudah offline.`;
}

/** The same for an account that owns no shop: nothing of it is public. */
export function deletionBannerTextWithoutShop(eraseAfter: string, zone?: ShopTimeZone): string {
  return `Akun Anda akan dihapus pada ${formatDateTimeId(eraseAfter, zone)}.`;
}

export const CANCEL_DELETION_LABEL = "Batalkan Penghapusan";

/**
 * The spreadsheets that already exist, linked from the page with what each holds; shown to
 * the roles that may download them (decision 071).
 */
export const EXISTING_EXPORTS: readonly {
  href: string;
  label: string;
  description: string;
  permission: Permission;
}[] = [
  {
    href: "/admin/orders-export?format=csv&cakupan=semua",
    label: "Pesanan (CSV)",
    description:
      "Semua pesanan toko yang sedang Anda kelola, satu baris per item, dengan status dan pembayarannya.",
    permission: "reports",
  },
  {
    href: "/admin/products/export?format=csv",
    label: "Produk (CSV)",
    description:
      "Katalog produk aktif dengan harga, kode, kategori dan opsinya, siap diimpor kembali.",
    permission: "catalogue",
  },
  {
    href: "/admin/customer-data",
    label: "Data Pelanggan (JSON/CSV)",
    description:
      "Semua data satu pelanggan menurut nomor WhatsApp-nya, diunduh dari halaman Data Pelanggan.",
    permission: "customers",
  },
];

/** The file's name: `gerai-data-<username or user>-<date>.json`. */
export function accountExportFileName(username: string | null, day: string): string {
  const who = (username ?? "user").replace(/[^A-Za-z0-9_-]/g, "") || "user";
  return `gerai-data-${who}-${day}.json`;
}

const form = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: INVALID_VALUE_MESSAGE });

export const ZDeleteAccountSchema = form({
  intent: z.literal("delete"),
  password: z
    .string({ error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .min(1, { error: ACCOUNT_DATA_MESSAGES.passwordRequired })
    .max(128, { error: ACCOUNT_DATA_MESSAGES.wrongPassword }),
});

export const ZCancelDeletionSchema = form({ intent: z.literal("cancel") });

export const ZAccountActionSchema = z.discriminatedUnion("intent", [
  ZDeleteAccountSchema,
  ZCancelDeletionSchema,
]);

/** The page's own texts. */
export const ACCOUNT_PAGE_TEXTS = {
  description: "Unduh semua data Anda, atau hapus akun Anda beserta tokonya.",
  accountTitle: "Akun",
  downloadTitle: "Unduh Data Saya",
  downloadDescription:
    "Satu berkas JSON berisi semua yang kami simpan tentang akun Anda dan toko milik Anda: profil dan pengaturan toko, tautan, daftar harga, produk, toko fisik, hari khusus, area pengiriman, pembayaran, anggota, pesanan beserta riwayatnya, dan pelanggan. Password dan token masuk tidak pernah ikut.",
  downloadButton: "Unduh Data Saya (JSON)",
  otherExportsTitle: "Unduhan lain untuk spreadsheet",
  deleteTitle: "Hapus Akun",
  deleteWarnings: [
    "Toko milik Anda langsung offline: halaman toko tidak dapat dibuka dan tidak menerima pesanan.",
    `Setelah ${DELETION_GRACE_DAYS} hari, akun, toko, produk, pesanan dan data pelanggan Anda dihapus permanen.`,
    `Selama ${DELETION_GRACE_DAYS} hari itu Anda tetap dapat masuk dan membatalkan penghapusan.`,
    "Keanggotaan Anda di toko orang lain ikut dihapus.",
  ],
  deleteAdvice: "Sebaiknya unduh data Anda terlebih dahulu.",
  passwordLabel: "Password Anda",
  passwordHint: "Ketik password akun Anda untuk mengonfirmasi penghapusan.",
  deleteButton: "Hapus Akun Saya",
  deletingButton: "Memproses...",
  pendingTitle: "Penghapusan dijadwalkan",
} as const;
