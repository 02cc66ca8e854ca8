import {
  compressedFileName,
  compressedType,
  fitWithin,
  needsWhiteBackground,
  qualityToRetry,
  THUMBNAIL_COMPRESSION,
} from "../../../domain/image-compression";

/** The picture could not be read or drawn ('Gagal memproses gambar'). */
export class ImageProcessingError extends Error {}

function encode(canvas: HTMLCanvasElement, type: string, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageProcessingError("encode failed"))),
      type,
      quality,
    ),
  );
}

/**
 * Spec §9 link thumbnail: drawn at most 800 px on its longest side, then encoded as JPEG
 * from quality 0.9 down by 0.1 until it fits 300 KB (PNG stays PNG; other pictures become
 * JPEG on white). The decisions live in domain/image-compression.ts.
 */
export async function compressThumbnail(file: File): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new ImageProcessingError("decode failed", { cause: error });
  }
  try {
    const type = compressedType(file.type);
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext("2d");
    if (!context) throw new ImageProcessingError("no canvas");
    if (needsWhiteBackground(type)) {
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
    }
    context.imageSmoothingQuality = "high";
    context.drawImage(bitmap, 0, 0, width, height);

    let quality: number = THUMBNAIL_COMPRESSION.initialQuality;
    let blob = await encode(canvas, type, quality);
    for (
      let next = qualityToRetry({ type, size: blob.size, quality });
      next !== null;
      next = qualityToRetry({ type, size: blob.size, quality })
    ) {
      quality = next;
      blob = await encode(canvas, type, quality);
    }
    return new File([blob], compressedFileName(file.name, type), { type });
  } finally {
    bitmap.close();
  }
}
