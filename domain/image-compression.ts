// Spec §9 link thumbnail compression, decided here and drawn on a canvas in the browser:
// at most 300 KB, longest side 800 px, JPEG quality from 0.9 down by 0.1 to 0.1; a PNG
// stays a PNG, any other picture becomes a JPEG on a white background.

export const THUMBNAIL_COMPRESSION = {
  maxBytes: 300 * 1024,
  maxSide: 800,
  initialQuality: 0.9,
  qualityStep: 0.1,
  minQuality: 0.1,
} as const;

/**
 * Every other picture a seller sends (photos, logos, price lists) is drawn again, smaller,
 * before it leaves the browser when it is larger than the server would ever use: the server
 * keeps at most 1280 px wide, so twice that on the longest side leaves every stored width
 * sharp. A 50 MP phone photo (often past the 8 MB upload limit) then travels as a picture of
 * a megabyte or so, which is also what a seller on a weak signal needs. A picture in a format
 * the server decodes at a high cost (GIF, AVIF, HEIC, BMP…) is drawn again whatever its size.
 */
export const UPLOAD_COMPRESSION = {
  maxSide: 2560,
  maxBytes: 2 * 1024 * 1024,
  quality: 0.9,
} as const;

/** Formats the server decodes cheaply, sent as they are when small enough. */
const SENT_AS_THEY_ARE = new Set(["image/jpeg", "image/png", "image/webp"]);

export type CompressedType = "image/png" | "image/jpeg";

/** Whether a picture is drawn again before it is uploaded (see UPLOAD_COMPRESSION). */
export function needsUploadCompression(picture: {
  type: string;
  size: number;
  width: number;
  height: number;
}): boolean {
  return (
    !SENT_AS_THEY_ARE.has(picture.type.toLowerCase()) ||
    picture.size > UPLOAD_COMPRESSION.maxBytes ||
    Math.max(picture.width, picture.height) > UPLOAD_COMPRESSION.maxSide
  );
}

/** The picture's size scaled down (never up) so its longest side fits `maxSide`. */
export function fitWithin(
  width: number,
  height: number,
  maxSide: number = THUMBNAIL_COMPRESSION.maxSide,
): { width: number; height: number } {
  const longest = Math.max(width, height);
  if (longest <= maxSide) return { width, height };
  const scale = maxSide / longest;
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** PNG stays PNG (keeps transparency); everything else is encoded as JPEG. */
export function compressedType(inputType: string): CompressedType {
  return inputType.toLowerCase() === "image/png" ? "image/png" : "image/jpeg";
}

/** JPEG has no transparency: the canvas is filled white before the picture is drawn. */
export function needsWhiteBackground(type: CompressedType): boolean {
  return type === "image/jpeg";
}

/** The next, lower JPEG quality, or null once 0.1 has been tried. */
export function nextQuality(quality: number): number | null {
  // Tenths as integers: 0.9 - 0.1 would otherwise drift to 0.7999….
  const next = Math.round((quality - THUMBNAIL_COMPRESSION.qualityStep) * 10) / 10;
  return next < THUMBNAIL_COMPRESSION.minQuality ? null : next;
}

/**
 * After encoding at `quality`: the quality to try next, or null to keep this result. A
 * JPEG over the limit is encoded again at the next quality; a PNG's quality has no effect,
 * so its first result is kept; at 0.1 the last result is kept whatever its size.
 */
export function qualityToRetry(encoded: {
  type: CompressedType;
  size: number;
  quality: number;
}): number | null {
  if (encoded.type !== "image/jpeg") return null;
  if (encoded.size <= THUMBNAIL_COMPRESSION.maxBytes) return null;
  return nextQuality(encoded.quality);
}

/** "foto.heic" compressed to JPEG is sent as "foto.jpg". */
export function compressedFileName(name: string, type: CompressedType): string {
  const base = name.replace(/\.[^./\\]*$/, "") || "gambar";
  return `${base}.${type === "image/png" ? "png" : "jpg"}`;
}
