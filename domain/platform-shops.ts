import { z } from "zod";
import { SEARCH_MAX_LENGTH } from "./order-summary";
import { ZReinstateShopSchema, ZSuspendShopSchema } from "./platform-oversight";
import { DEFAULT_TIME_ZONE, getZonedParts, MONTH_ABBREVIATIONS_ID } from "./shop-time";
import { toSingleLine } from "./text-characters";

// The platform admin's shops (decision 078): the list of every shop, its filters and sorts,
// one shop's page and the audit list; their texts in one place.

/** Shops per page of the list. */
export const PLATFORM_SHOPS_PAGE_SIZE = 50;
/** Entries per page of the audit list. */
export const PLATFORM_AUDIT_PAGE_SIZE = 50;
/** A shop page shows its latest reports, at most this many. */
export const SHOP_REPORTS_SHOWN = 20;
/** "Orders in the last 30 days" and "revenue in the last 30 days": today and 29 days before. */
export const RECENT_DAYS = 30;

/** Shop ids are UUIDs (or seeded words): anything else in an address names no shop. */
export function isShopId(value: string): boolean {
  return /^[\w-]{1,100}$/.test(value);
}

/** A shop's status in the list, the first that applies in this order. */
export const SHOP_STATUSES = ["closed", "suspended", "unverified", "active"] as const;
export type ShopStatus = (typeof SHOP_STATUSES)[number];

export const SHOP_STATUS_LABELS: Record<ShopStatus, string> = {
  active: "Aktif",
  suspended: "Ditangguhkan",
  unverified: "Belum verifikasi",
  closed: "Ditutup",
};

/** A shop closed by its owner's account deletion is closed, whatever else it is. */
export function shopStatusOf(shop: {
  closedAt: string | null;
  suspendedAt: string | null;
  isVerified: boolean;
}): ShopStatus {
  if (shop.closedAt) return "closed";
  if (shop.suspendedAt) return "suspended";
  if (!shop.isVerified) return "unverified";
  return "active";
}

export const SHOP_SORTS = ["newest", "reports", "orders"] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

export const SHOP_SORT_LABELS: Record<ShopSort, string> = {
  newest: "Terbaru",
  reports: "Laporan terbanyak",
  orders: "Pesanan terbanyak (30 hari)",
};

/**
 * The list's address (?q=&status=&laporan=1&urut=&page=): anything unknown or malformed
 * falls back to the whole list, newest first, page 1 — an address never fails.
 */
export const ZPlatformShopsQuerySchema = z.object({
  q: z
    .string()
    // Controls (a NUL byte) and invisible characters name nothing and PostgreSQL refuses them.
    .transform((value) => toSingleLine(value.slice(0, SEARCH_MAX_LENGTH)))
    .catch(""),
  status: z.enum(SHOP_STATUSES).nullable().catch(null),
  hasReports: z.boolean().catch(false),
  sort: z.enum(SHOP_SORTS).catch("newest"),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
});
export type TPlatformShopsQuery = z.output<typeof ZPlatformShopsQuerySchema>;

/** The query of the list's address. */
export function parsePlatformShopsQuery(params: URLSearchParams): TPlatformShopsQuery {
  return ZPlatformShopsQuerySchema.parse({
    q: params.get("q") ?? "",
    status: params.get("status") || null,
    hasReports: params.get("laporan") === "1",
    sort: params.get("urut") ?? "newest",
    page: params.get("page") ?? 1,
  });
}

export function isShopsQueryFiltered(query: TPlatformShopsQuery): boolean {
  return Boolean(query.q || query.status || query.hasReports);
}

/** The list's address for `query` (defaults left out). */
export function platformShopsHref(query: TPlatformShopsQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.status) params.set("status", query.status);
  if (query.hasReports) params.set("laporan", "1");
  if (query.sort !== "newest") params.set("urut", query.sort);
  if (query.page > 1) params.set("page", String(query.page));
  const search = params.toString();
  return `/admin/platform/shops${search ? `?${search}` : ""}`;
}

export const PLATFORM_SHOP_TEXTS = {
  platformMenu: "Platform",
  shopsTitle: "Toko",
  filterLabel: "Filter toko",
  listLabel: "Daftar toko",
  shopColumn: "Toko",
  loading: "Memuat...",
  verification: "Verifikasi",
  reportsListLabel: "Laporan toko",
  auditListLabel: "Tindakan platform",
  shopsDescription: "Semua toko di platform: cari, saring, lalu buka untuk meninjau.",
  searchLabel: "Cari",
  searchPlaceholder: "Nama toko, username atau email pemilik",
  statusLabel: "Status",
  anyStatus: "Semua status",
  sortLabel: "Urutkan",
  hasReports: "Ada laporan",
  apply: "Terapkan",
  reset: "Atur ulang",
  empty: "Belum ada toko di platform.",
  emptyFiltered: "Tidak ada toko yang cocok dengan pencarian atau filter ini.",
  noMatchTitle: "Tidak ditemukan",
  emptyTitle: "Belum ada toko",
  verified: "Terverifikasi",
  notVerified: "Belum verifikasi",
  neverActive: "Belum ada aktivitas",
  shopPageTitle: "Detail Toko",
  back: "Kembali ke daftar toko",
  openPublic: "Lihat halaman toko",
  figures: "Ringkasan",
  products: "Produk",
  orders30: "Pesanan 30 hari",
  ordersTotal: "Total pesanan",
  revenue30: "Omzet 30 hari",
  members: "Anggota",
  created: "Dibuat",
  owner: "Pemilik",
  ownerEmail: "Email pemilik",
  lastActivity: "Aktivitas terakhir",
  reports: "Laporan",
  newReports: "baru",
  allReports: "Semua laporan dari publik",
  noReports: "Belum ada laporan untuk toko ini.",
  reportContact: "Kontak",
  noContact: "Tanpa kontak",
  reviewed: "Sudah ditinjau",
  history: "Riwayat Tindakan Platform",
  noHistory: "Belum ada tindakan platform untuk toko ini.",
  suspendButton: "Tangguhkan Toko",
  suspendTitle: "Tangguhkan toko ini?",
  suspendDescription:
    "Halaman toko tidak dapat dibuka dan toko tidak dapat menerima pesanan. Pemilik toko membaca alasan yang Anda tulis.",
  suspendConfirm: "Ya, Tangguhkan",
  reinstateButton: "Pulihkan Toko",
  reinstateTitle: "Pulihkan toko ini?",
  reinstateDescription: "Toko kembali tampil dan dapat menerima pesanan seperti sebelumnya.",
  reinstateConfirm: "Ya, Pulihkan",
  reasonLabel: "Alasan",
  suspendedSince: "Ditangguhkan sejak",
  suspensionReason: "Alasan penangguhan",
  cancel: "Batal",
  saving: "Menyimpan...",
  suspendFailed: "Gagal menangguhkan toko",
  reinstateFailed: "Gagal memulihkan toko",
  auditTitle: "Audit",
  auditDescription: "Setiap tindakan pengelola platform, terbaru di atas.",
  auditEmpty: "Belum ada tindakan platform yang tercatat.",
  auditWho: "Oleh",
  auditShop: "Toko",
  auditWhy: "Alasan",
  auditNoReason: "—",
  auditShopGone: "Toko sudah dihapus",
} as const;

/** "12 toko" / "12 toko sesuai filter" above the list. */
export function shopCountText(count: string, isFiltered: boolean): string {
  return `${count} toko${isFiltered ? " sesuai filter" : ""}`;
}

/** The shop page's two forms: 'Tangguhkan Toko' and 'Pulihkan Toko'. */
export const ZPlatformShopActionSchema = z.discriminatedUnion("intent", [
  ZSuspendShopSchema,
  ZReinstateShopSchema,
]);

/** A day as the platform's lists show it, in WIB: "22 Nov 2026"; "" for no date. */
export function formatPlatformDay(instant: string): string {
  if (!instant) return "";
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return "";
  const { year, month, day } = getZonedParts(date, DEFAULT_TIME_ZONE);
  return `${String(day).padStart(2, "0")} ${MONTH_ABBREVIATIONS_ID[month - 1]} ${year}`;
}

/** One platform action, as the audit list and a shop's history show it. */
export type PlatformHistoryEntry = {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  brandId: string | null;
  brandUsername: string | null;
  brandName: string | null;
  reason: string | null;
};

export type PlatformShopRow = {
  id: string;
  name: string;
  username: string;
  ownerEmail: string;
  createdAt: string;
  isVerified: boolean;
  status: ShopStatus;
  products: number;
  orders30: number;
  lastActivityAt: string;
  reports: number;
  newReports: number;
};

export type PlatformShopsPage = {
  shops: PlatformShopRow[];
  totalCount: number;
  page: number;
  totalPages: number;
};

export type ShopReportEntry = {
  id: string;
  createdAt: string;
  reason: string;
  details: string;
  contact: string | null;
  reviewedAt: string | null;
};

export type PlatformShopDetail = {
  id: string;
  name: string;
  username: string;
  ownerName: string;
  ownerEmail: string;
  isVerified: boolean;
  status: ShopStatus;
  createdAt: string;
  suspendedAt: string | null;
  suspensionReason: string | null;
  closedAt: string | null;
  products: number;
  orders30: number;
  ordersTotal: number;
  revenue30: number;
  members: number;
  lastActivityAt: string;
  reports: number;
  newReports: number;
  latestReports: ShopReportEntry[];
  history: PlatformHistoryEntry[];
};

export type PlatformAuditEntry = PlatformHistoryEntry & { isShopThere: boolean };

export type PlatformAuditPage = {
  entries: PlatformAuditEntry[];
  page: number;
  totalPages: number;
};
