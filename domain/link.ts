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

const optionalLineText = (max: number, tooLong: string) =>
  z
    .string({ error: INVALID_VALUE_MESSAGE })
    .nullish()
    .transform((value) => value?.trim() ?? "")
    .pipe(
      z
        .string()
        .max(max, { error: tooLong })
        .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE }),
    )
    .transform((value) => (value === "" ? null : value));

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

/**
 * One schema for the link dialog and the link service. Title and an http(s) URL are
 * required, the URL completed first (completeLinkUrl), so the server completes it too; a
 * blank icon falls back to the link emoji; an uploaded thumbnail needs its image, and
 * choosing the icon drops any image.
 */
export const ZLinkInputSchema = z
  .object({
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
      .nullish()
      .transform((value) => value?.trim() || DEFAULT_LINK_ICON)
      .pipe(
        z
          .string()
          .max(16, { error: INVALID_VALUE_MESSAGE })
          .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE }),
      ),
    thumbnailType: z
      .enum(THUMBNAIL_TYPES, { error: INVALID_VALUE_MESSAGE })
      .nullish()
      .transform((value) => value ?? "icon"),
    linkImage: z
      .string({ error: LINK_MESSAGES.imageInvalid })
      .nullish()
      .transform((value) => value?.trim() || null)
      .refine((value) => value === null || isSingleLineText(value), {
        error: LINK_MESSAGES.imageInvalid,
      }),
  })
  .superRefine((link, ctx) => {
    if (link.thumbnailType === "upload" && !link.linkImage) {
      ctx.addIssue({ code: "custom", path: ["linkImage"], message: LINK_MESSAGES.imageRequired });
    }
  })
  .transform((link) => ({
    ...link,
    linkImage: link.thumbnailType === "upload" ? link.linkImage : null,
  }));
