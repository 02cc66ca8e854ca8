import { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "./form-text";

// Running a platform of many shops (decision 077): the platform admin's actions on a shop,
// their forms and texts, and what a suspended or closed shop tells its visitors.

/** What the audit list records; each has its label. */
export const PLATFORM_ACTIONS = {
  suspend: "Menangguhkan toko",
  reinstate: "Memulihkan toko",
  "review-reports": "Menandai laporan sudah ditinjau",
} as const;
export type PlatformAction = keyof typeof PLATFORM_ACTIONS;

export function platformActionLabel(action: string): string {
  return PLATFORM_ACTIONS[action as PlatformAction] ?? action;
}

export const PLATFORM_MESSAGES = {
  suspended: "Toko ditangguhkan.",
  reinstated: "Toko dipulihkan.",
  alreadySuspended: "Toko ini sudah ditangguhkan.",
  notSuspended: "Toko ini tidak sedang ditangguhkan.",
  shopNotFound: "Toko tidak ditemukan.",
  /** The status word of a suspended shop, in lists and badges. */
  suspendedLabel: "Ditangguhkan",
  /** A suspended shop's public pages (410). */
  suspendedNotice:
    "Toko ini sedang ditangguhkan oleh pengelola platform dan tidak dapat menerima pesanan.",
  /** A shop whose owner asked to delete her account (410). */
  closedNotice: "Toko ini sudah tidak aktif.",
  /** The link under a suspended or closed shop's notice. */
  goneHomeLink: "Kembali ke beranda",
  /** An order sent to a suspended shop. */
  suspendedOrder: "Toko ini sedang ditangguhkan. Pesanan tidak dapat dibuat.",
  /** The owner's admin of a suspended shop: what she reads, and why a change is refused. */
  ownerBanner: "Toko Anda ditangguhkan oleh pengelola platform.",
  ownerBannerReason: "Alasan:",
  ownerReadOnly:
    "Toko Anda sedang ditangguhkan. Anda dapat melihat data, tetapi tidak dapat mengubah apa pun.",
} as const;

const REASON_MIN = 10;
const REASON_MAX = 500;

/** Why a shop is suspended or reinstated: the owner reads it, the audit keeps it. */
const reason = z
  .string({ error: `Tulis alasannya (minimal ${REASON_MIN} karakter).` })
  .trim()
  .min(REASON_MIN, { error: `Tulis alasannya (minimal ${REASON_MIN} karakter).` })
  .max(REASON_MAX, { error: `Alasan paling banyak ${REASON_MAX} karakter.` });

const form = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: INVALID_VALUE_MESSAGE });

export const ZSuspendShopSchema = form({ intent: z.literal("suspend"), reason });
export const ZReinstateShopSchema = form({ intent: z.literal("reinstate"), reason });
