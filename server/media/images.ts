import crypto from "node:crypto";
import {
  MEDIA_WIDTHS,
  PICTURES_BUSY_MESSAGE,
  UPLOAD_FAILED_MESSAGE,
  mediaKey,
  storedMediaUrl,
  type MediaArea,
} from "#domain/media";
import { AppError } from "../errors";
import { decodePicture, isDecoderBusy } from "./decoder";
import type { MediaStorage } from "./storage";

// Every uploaded image is decoded and re-encoded: no byte a user sent is served as it
// came. The format is sniffed from the content, never from the name; EXIF (GPS position,
// camera serial) is dropped, the orientation applied first so photos stay upright.
//
// Decoding is what costs memory, so it is bounded (docs/decisions/011): pictures are
// decoded one at a time, outside the server's process (./decoder.ts), once, straight down
// to the largest stored width, and each format gets the pixels its decoder can afford.

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;

/**
 * Pixels a picture may have, by how its format decodes (measured on the costliest case of
 * each: 16-bit RGBA where the format has it). JPEG and WebP shrink while they load and PNG
 * is read in strips, so a 50 MP phone photo (8192 × 6144) fits, at most about 85 MB of
 * decoding. A GIF frame is decoded whole at about 6 bytes a pixel, AVIF/HEIF at 20 to 27:
 * they get fewer pixels for the same memory. SVG comes only from the demo's own files.
 */
export const MAX_PIXELS = {
  jpeg: 52_000_000,
  png: 52_000_000,
  webp: 52_000_000,
  gif: 16_000_000,
  heif: 4_000_000,
  svg: 4_000_000,
} as const;
type PictureFormat = keyof typeof MAX_PIXELS;

const LARGEST = MEDIA_WIDTHS[MEDIA_WIDTHS.length - 1];
/** WebP's own limit on a side: a taller picture could never be stored. */
const WEBP_MAX_SIDE = 16_383;

export type StoredImage = { url: string; width: number; height: number };

export async function storeImage(
  storage: MediaStorage,
  area: MediaArea,
  bytes: Buffer,
  // SVG is accepted only from our own files (the demo shop), never from an upload.
  { allowSvg = false }: { allowSvg?: boolean } = {},
): Promise<StoredImage> {
  if (bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) {
    throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE, {}, `${bytes.length} bytes`);
  }
  // The header first, the format and the size, before any pixel is decoded. A file that
  // claims a format but does not decode is refused like any non-image.
  const variants = await decodePicture(bytes, (header) => {
    const format = formatOf(header?.format, { allowSvg });
    if (!header || !format) {
      const detail = `format ${header?.format ?? "unreadable"} not accepted`;
      throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE, {}, detail);
    }
    const maxPixels = MAX_PIXELS[format];
    const { width, height } = header;
    const storedHeight = width > LARGEST ? Math.round((height * LARGEST) / width) : height;
    if (width * height > maxPixels || storedHeight > WEBP_MAX_SIDE) {
      throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE, {}, `${width}x${height} too large`);
    }
    return { maxPixels, isDeep: header.depth !== "uchar", widths: MEDIA_WIDTHS };
  }).catch((error: unknown) => {
    if (error instanceof AppError) throw error;
    if (isDecoderBusy(error)) {
      throw new AppError("UNAVAILABLE", PICTURES_BUSY_MESSAGE, {}, "picture decoder busy");
    }
    const detail = error instanceof Error ? error.message : "picture not decoded";
    throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE, {}, detail);
  });

  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  // Smallest first, the largest last: the largest is the picture's recorded URL, so once it
  // exists every width does (server/media/stored-url.ts checks it before a save).
  for (const [index, width] of MEDIA_WIDTHS.entries()) {
    const key = mediaKey(area, hash, width);
    if (!(await storage.has(key))) await storage.put(key, variants[index].data, "image/webp");
  }
  const largest = variants[variants.length - 1];
  return {
    url: storedMediaUrl(storage.baseUrl, area, hash),
    width: largest.width,
    height: largest.height,
  };
}

function formatOf(
  format: string | undefined,
  { allowSvg }: { allowSvg: boolean },
): PictureFormat | undefined {
  if (format === "jpeg" || format === "png" || format === "webp" || format === "gif") {
    return format;
  }
  // AVIF is reported as HEIF, the container it comes in.
  if (format === "heif" || format === "avif") return "heif";
  if (format === "svg" && allowSvg) return "svg";
  return undefined;
}
