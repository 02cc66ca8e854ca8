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

export type CompressedType = "image/png" | "image/jpeg";

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
