import { z } from "zod";
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  isHttpUrl,
  isSingleLineText,
} from "./form-text";

// Seller links (spec §3 link, §5 link validation, §8 link messages, §9 icon picker).
// URLs must be http(s) (ARCHITECTURE deviation 5).

export const LINK_MESSAGES = {
  titleRequired: "Judul wajib diisi",
  titleTooLong: "Judul maksimal 100 karakter",
  urlRequired: "URL wajib diisi",
  urlInvalid: "URL tidak valid. Contoh: tokoku.com/menu atau https://tokoku.com/menu",
  descriptionTooLong: "Deskripsi maksimal 300 karakter",
  imageRequired: "Unggah gambar mini terlebih dahulu",
  imageInvalid: "Gambar tidak valid",
  created: "Link berhasil ditambahkan",
  updated: "Link berhasil diupdate",
  deleted: "Link berhasil dihapus",
  createFailed: "Gagal menambahkan link",
  updateFailed: "Gagal mengupdate link",
  deleteFailed: "Gagal menghapus link",
  reordered: "Urutan tautan disimpan",
  reorderFailed: "Gagal menyimpan urutan tautan",
  reorderMismatch: "Daftar tautan sudah berubah. Muat ulang halaman, lalu atur urutannya lagi.",
  deleteConfirm: "Apakah Anda yakin ingin menghapus link ini?",
  notFound: "Tautan tidak ditemukan",
  empty: "Belum ada tautan",
  uploadFailed: "Gagal mengupload gambar",
  processFailed: "Gagal memproses gambar",
} as const;

export const DEFAULT_LINK_ICON = "🔗";

/** Spec §9: the icon picker offers about 90 emoji; the default link emoji comes first. */
// prettier-ignore
export const LINK_ICONS = [
  "🔗", "🌐", "📱", "💬", "📞", "📧", "✉️", "📩", "📷", "📸",
  "🎥", "🎬", "▶️", "🎵", "🎧", "📺", "🛒", "🛍️", "💳", "💰",
  "💵", "🏷️", "🎁", "🧾", "📦", "🚚", "🛵", "🚗", "✈️", "📍",
  "🗺️", "🏠", "🏪", "🏬", "🏢", "⏰", "📅", "📝", "📋", "📌",
  "📎", "📄", "📚", "📖", "✏️", "⭐", "🌟", "✨", "🔥", "❤️",
  "💖", "👍", "👋", "🙏", "🎉", "💡", "📢", "🔔", "ℹ️", "❓",
  "✅", "🆕", "💯", "🍔", "🍕", "🍜", "🍱", "🍰", "🧁", "🍩",
  "☕", "🧋", "🍹", "🍳", "🥗", "🍎", "👕", "👗", "👟", "💄",
  "💍", "🧴", "🪴", "🌸", "🐱", "⚽", "🎮", "💻", "🛠️", "🧸",
] as const;

export const THUMBNAIL_TYPES = ["icon", "upload"] as const;
export type ThumbnailType = (typeof THUMBNAIL_TYPES)[number];

// Every text of a link is one line: the storefront shows title and description as single
// lines, and the dialog's description is one short sentence.
const lineText = (required: string, max: number, tooLong: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, { error: required, abort: true })
    .max(max, { error: tooLong })
    .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE });

// Optional texts are declared as optional strings, so the form reads from the schema that
// they are not required and how long they may be.
const optionalLineText = (max: number, tooLong: string) =>
  z
    .string({ error: INVALID_VALUE_MESSAGE })
    .trim()
    .max(max, { error: tooLong })
    .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE })
    .nullish()
    .transform((value) => value || null);

/**
 * Completes an address typed the way people say it: 'tokoku.com/menu' becomes
 * 'https://tokoku.com/menu'. Only text that starts like a host name is completed; anything
 * with a scheme of its own ('javascript:', 'mailto:', 'ftp:') is left as typed, for the
 * http(s) check to refuse. 'host:8080' is a port, not a scheme.
 */
export function completeLinkUrl(value: string): string {
  const text = value.trim();
  if (text.startsWith("//")) return `https:${text}`;
  if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(text)) return text;
  if (/^[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+(?::\d+)?(?:[/?#]|$)/u.test(text)) {
    return `https://${text}`;
  }
  return text;
}

const linkFields = {
  title: lineText(LINK_MESSAGES.titleRequired, 100, LINK_MESSAGES.titleTooLong),
  // The URL parser itself drops tabs and line breaks, so the text is checked first.
  url: z.preprocess(
    (value) => (typeof value === "string" ? completeLinkUrl(value) : value),
    lineText(LINK_MESSAGES.urlRequired, 2000, LINK_MESSAGES.urlInvalid).refine(isHttpUrl, {
      error: LINK_MESSAGES.urlInvalid,
    }),
  ),
  description: optionalLineText(300, LINK_MESSAGES.descriptionTooLong),
  icon: z
    .string({ error: INVALID_VALUE_MESSAGE })
    .trim()
    .max(16, { error: INVALID_VALUE_MESSAGE })
    .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE })
    .nullish()
    .transform((value) => value || DEFAULT_LINK_ICON),
  thumbnailType: z
    .enum(THUMBNAIL_TYPES, { error: INVALID_VALUE_MESSAGE })
    .nullish()
    .transform((value) => value ?? "icon"),
  linkImage: z
    .string({ error: LINK_MESSAGES.imageInvalid })
    .trim()
    .refine(isSingleLineText, { error: LINK_MESSAGES.imageInvalid })
    .nullish()
    .transform((value) => value || null),
};

type LinkFields = { thumbnailType: ThumbnailType; linkImage: string | null };

/** An uploaded thumbnail needs its image. */
function requireUploadedImage(link: LinkFields, ctx: z.RefinementCtx) {
  if (link.thumbnailType === "upload" && !link.linkImage) {
    ctx.addIssue({ code: "custom", path: ["linkImage"], message: LINK_MESSAGES.imageRequired });
  }
}

/** Choosing the icon drops any image uploaded before. */
function dropUnusedImage<T extends LinkFields>(link: T): T {
  return { ...link, linkImage: link.thumbnailType === "upload" ? link.linkImage : null };
}

/**
 * The link dialog's fields as the browser checks them. Title and an http(s) URL are
 * required, the URL completed first (completeLinkUrl), so the server completes it too; a
 * blank icon falls back to the link emoji; an uploaded thumbnail needs its image.
 */
export const ZLinkFormSchema = z.object(linkFields).superRefine(requireUploadedImage);

/** One schema for the link dialog and the link service: the form's, the unused image dropped. */
export const ZLinkInputSchema = ZLinkFormSchema.transform(dropUnusedImage);

/**
 * What the links page posts to its action: a link to add or change, one to delete, or the
 * order the list was dragged into. Ids are only read here; whether they name the seller's
 * links is the service's to say.
 */
export const ZLinkActionSchema = z.discriminatedUnion("intent", [
  z
    .object({ ...linkFields, intent: z.literal("create") })
    .superRefine(requireUploadedImage)
    .transform(dropUnusedImage),
  z
    .object({ ...linkFields, intent: z.literal("update"), id: z.string().optional() })
    .superRefine(requireUploadedImage)
    .transform(dropUnusedImage),
  z.object({ intent: z.literal("delete"), id: z.string().optional() }),
  // Every one of the seller's links once, in the order the shop shows them.
  z.object({ intent: z.literal("reorder"), ids: z.array(z.string()).optional() }),
]);

/** One of the seller's links as the links page shows it. */
export type OwnLink = {
  id: string;
  title: string;
  url: string;
  description: string | null;
  icon: string;
  thumbnailType: ThumbnailType;
  linkImage: string | null;
  views: number;
  clicks: number;
  createdAt: string;
};

export type LinkStats = {
  totalLinks: number;
  totalViews: number;
  totalClicks: number;
  /** Spec §9: round(clicks / views × 100), without a guard for zero views. */
  clickRate: number;
};
