import {
  compressedFileName,
  compressedType,
  fitWithin,
  qualityToRetry,
  THUMBNAIL_COMPRESSION,
} from "#domain/image-compression";
import { decodePicture, drawPicture, encodePicture } from "#app/lib/upload";

export { ImageProcessingError } from "#app/lib/upload";

/**
 * Spec §9 link thumbnail: drawn at most 800 px on its longest side, then encoded as JPEG
 * from quality 0.9 down by 0.1 until it fits 300 KB (PNG stays PNG; other pictures become
 * JPEG on white). The decisions live in domain/image-compression.ts.
 */
export async function compressThumbnail(file: File): Promise<File> {
  const bitmap = await decodePicture(file);
  try {
    const type = compressedType(file.type);
    const canvas = drawPicture(bitmap, fitWithin(bitmap.width, bitmap.height), type);

    let quality: number = THUMBNAIL_COMPRESSION.initialQuality;
    let blob = await encodePicture(canvas, type, quality);
    for (
      let next = qualityToRetry({ type, size: blob.size, quality });
      next !== null;
      next = qualityToRetry({ type, size: blob.size, quality })
    ) {
      quality = next;
      blob = await encodePicture(canvas, type, quality);
    }
    return new File([blob], compressedFileName(file.name, type), { type });
  } finally {
    bitmap.close();
  }
}
