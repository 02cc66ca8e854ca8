// 'Laporkan Toko' (decision 079): what a visitor may tell the platform about a shop, and the
// texts of the report page, the platform admin's list and the mail. No zod here: the report
// page reads these texts, and zod would weigh on its JavaScript (the form's schema is in
// domain/shop-report-form.ts, read on the server). The footer's link has a module of its
// own (shop-report-link.ts), so that no shop page loads these.

import { SHOP_REPORT_LINK_TEXT } from "./shop-report-link";

/** The reasons a report may give, in the order the form offers them. */
export const SHOP_REPORT_REASONS = {
  fraud: "Penipuan (sudah bayar, barang tidak dikirim)",
  impersonation: "Meniru toko atau merek lain",
  prohibited: "Menjual barang terlarang",
  misleading: "Informasi palsu atau menyesatkan",
  other: "Lainnya",
} as const;
export type ShopReportReason = keyof typeof SHOP_REPORT_REASONS;
export const SHOP_REPORT_REASON_KEYS = Object.keys(SHOP_REPORT_REASONS) as [
  ShopReportReason,
  ...ShopReportReason[],
];

/** A stored reason's label; a reason no longer offered reads as itself. */
export function shopReportReasonLabel(reason: string): string {
  return Object.hasOwn(SHOP_REPORT_REASONS, reason)
    ? SHOP_REPORT_REASONS[reason as ShopReportReason]
    : reason;
}

export const SHOP_REPORT_DETAILS_MIN = 10;
export const SHOP_REPORT_DETAILS_MAX = 1000;
/** The longest contact: an e-mail address as mail systems deliver to (RFC 5321). */
export const SHOP_REPORT_CONTACT_MAX = 254;
/**
 * The field people never see and bots fill in. Its name reads like a field a form may
 * have, and is none a browser fills in by itself.
 */
export const SHOP_REPORT_HONEYPOT = "situs_web";

export const SHOP_REPORT_TEXTS = {
  /** The page's heading, as the shop pages' footer link reads. */
  title: SHOP_REPORT_LINK_TEXT,
  intro: (shopName: string) =>
    `Laporkan ${shopName} jika Anda tertipu atau melihat pelanggaran. Laporan dibaca pengelola platform, bukan penjual.`,
  reasonLabel: "Alasan",
  detailsLabel: "Ceritakan yang terjadi",
  detailsHint: `Minimal ${SHOP_REPORT_DETAILS_MIN} karakter: apa yang terjadi, kapan, nomor pesanan jika ada.`,
  contactLabel: "Kontak Anda (opsional)",
  contactHint: "Nomor WhatsApp atau email, jika pengelola perlu menghubungi Anda.",
  honeypotLabel: "Jangan isi kolom ini",
  submit: "Kirim Laporan",
  submitting: "Mengirim...",
  thanksTitle: "Laporan terkirim",
  thanks: "Terima kasih. Laporan Anda sudah kami terima dan akan ditinjau pengelola platform.",
  backToShop: "Kembali ke toko",
  shopNotFound: "Toko tidak ditemukan",
} as const;

export const SHOP_REPORT_MESSAGES = {
  reasonRequired: "Pilih alasan laporan",
  details: `Ceritakan yang terjadi (minimal ${SHOP_REPORT_DETAILS_MIN} karakter)`,
  contactInvalid: "Tulis nomor WhatsApp (08…) atau alamat email yang benar",
  tooMany: "Terlalu banyak laporan. Coba lagi nanti.",
  tooManyForShop: "Toko ini sudah menerima banyak laporan hari ini. Coba lagi besok.",
  failed: "Laporan gagal dikirim. Silakan coba lagi.",
  shopNotFound: "Toko tidak ditemukan.",
} as const;

/** The platform admin's list ('Laporan'). */
export const SHOP_REPORT_ADMIN_TEXTS = {
  title: "Laporan",
  description: "Laporan pengunjung tentang toko, dikelompokkan per toko.",
  filterLabel: "Tampilkan",
  filterNew: "Baru",
  filterAll: "Semua",
  newCount: (count: number) => `${count} baru`,
  totalCount: (count: number) => `${count} laporan`,
  latest: "Terakhir",
  contact: "Kontak",
  noContact: "Tanpa kontak",
  newBadge: "Baru",
  markReviewed: "Tandai sudah ditinjau",
  marking: "Menandai...",
  reviewed: "Laporan toko ini ditandai sudah ditinjau.",
  reviewFailed: "Laporan gagal ditandai.",
  nothingNew: "Toko ini tidak punya laporan baru.",
  emptyNew: "Tidak ada laporan baru.",
  emptyAll: "Belum ada laporan.",
  emptyHint: "Laporan pengunjung tentang toko akan muncul di sini.",
  moreReports: (count: number) => `dan ${count} laporan lebih lama`,
  reviewAudit: (count: number) => `${count} laporan ditinjau`,
} as const;

/** Which reports the list shows: `?tampil=semua` shows every one, else the new ones. */
export type ShopReportFilter = "new" | "all";
export const SHOP_REPORT_FILTER_PARAM = "tampil";
export const SHOP_REPORT_FILTER_ALL = "semua";

/** The mail to the platform admins about a shop's first report of the day. */
export const shopReportMailSubject = (shopName: string) => `Laporan baru: ${shopName}`;
