import {
  compressedFileName,
  compressedType,
  fitWithin,
  needsUploadCompression,
  needsWhiteBackground,
  UPLOAD_COMPRESSION,
  type CompressedType,
} from "#domain/image-compression";
import { UPLOAD_FAILED_MESSAGE, type MediaArea } from "#domain/media";

/** The picture could not be read or drawn ('Gagal memproses gambar'). */
export class ImageProcessingError extends Error {}

/** Sends one picture to the server; resolves with the stored image's URL. */
export async function uploadImage(file: File, area: MediaArea): Promise<string> {
  const body = new FormData();
  body.set("area", area);
  body.set("file", await prepareForUpload(file));
  const response = await fetch("/api/uploads", { method: "POST", body }).catch(() => undefined);
  const result = (await response?.json().catch(() => undefined)) as
    { url?: string; error?: string } | undefined;
  if (!response?.ok || !result?.url) throw new Error(result?.error ?? UPLOAD_FAILED_MESSAGE);
  return result.url;
}

/**
 * The picture as it is sent: drawn again at most 2560 px on its longest side when it is
 * larger, heavier or in a costlier format than the server needs (UPLOAD_COMPRESSION), as it
 * is otherwise. A picture the browser cannot draw goes as it is: the server decides.
 */
export async function prepareForUpload(file: File): Promise<File> {
  const bitmap = await decodePicture(file).catch(() => undefined);
  if (!bitmap) return file;
  try {
    const { width, height } = bitmap;
    if (!needsUploadCompression({ type: file.type, size: file.size, width, height })) return file;
    const type = compressedType(file.type);
    const canvas = drawPicture(bitmap, fitWithin(width, height, UPLOAD_COMPRESSION.maxSide), type);
    const blob = await encodePicture(canvas, type, UPLOAD_COMPRESSION.quality);
    return new File([blob], compressedFileName(file.name, type), { type });
  } catch {
    return file;
  } finally {
    bitmap.close();
  }
}

/** The picture's pixels, turned upright as its EXIF orientation says. */
export async function decodePicture(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file);
  } catch (error) {
    throw new ImageProcessingError("decode failed", { cause: error });
  }
}

/** The picture drawn at `size` on a canvas, on white when the type has no transparency. */
export function drawPicture(
  bitmap: ImageBitmap,
  { width, height }: { width: number; height: number },
  type: CompressedType,
): HTMLCanvasElement {
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
  return canvas;
}

export function encodePicture(
  canvas: HTMLCanvasElement,
  type: CompressedType,
  quality: number,
): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new ImageProcessingError("encode failed"))),
      type,
      quality,
    ),
  );
}
