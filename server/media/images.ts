import crypto from "node:crypto";
import sharp from "sharp";
import {
  MEDIA_WIDTHS,
  UPLOAD_FAILED_MESSAGE,
  mediaKey,
  storedMediaUrl,
  type MediaArea,
} from "../../domain/media";
import { AppError } from "../errors";
import type { MediaStorage } from "./storage";

// Every uploaded image is decoded and re-encoded: no byte a user sent is served as it
// came. The format is sniffed from the content, never from the name; EXIF (GPS position,
// camera serial) is dropped, the orientation applied first so photos stay upright.

export const MAX_UPLOAD_BYTES = 8 * 1024 * 1024;
const MAX_PIXELS = 40_000_000;
const UPLOAD_FORMATS = new Set(["jpeg", "png", "webp", "gif", "avif", "heif"]);

export type StoredImage = { url: string; width: number; height: number };

export async function storeImage(
  storage: MediaStorage,
  area: MediaArea,
  bytes: Buffer,
  // SVG is accepted only from our own files (the demo shop), never from an upload.
  { allowSvg = false }: { allowSvg?: boolean } = {},
): Promise<StoredImage> {
  if (bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) {
    throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE);
  }
  const metadata = await sharp(bytes, { limitInputPixels: MAX_PIXELS })
    .metadata()
    .catch(() => undefined);
  const format = metadata?.format;
  if (!format || !(UPLOAD_FORMATS.has(format) || (allowSvg && format === "svg"))) {
    throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE);
  }

  const encode = (width: number) =>
    sharp(bytes, { limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  // A file that claims a format but does not decode is refused like any non-image.
  const variants = await Promise.all(MEDIA_WIDTHS.map(encode)).catch(() => {
    throw new AppError("VALIDATION", UPLOAD_FAILED_MESSAGE);
  });

  const hash = crypto.createHash("sha256").update(bytes).digest("hex").slice(0, 32);
  for (const [index, width] of MEDIA_WIDTHS.entries()) {
    const key = mediaKey(area, hash, width);
    if (!(await storage.has(key))) await storage.put(key, variants[index].data, "image/webp");
  }
  const largest = variants[variants.length - 1].info;
  return {
    url: storedMediaUrl(storage.baseUrl, area, hash),
    width: largest.width,
    height: largest.height,
  };
}
