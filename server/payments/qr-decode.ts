import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type * as ZXingReader from "zxing-wasm/reader";
import type { ReaderOptions } from "zxing-wasm/reader";
import { decodePixels, isDecoderBusy } from "../media/decoder";
import type { PictureHeader, PixelsPlan, RawPixels } from "../media/decoder-process";
import { MAX_PIXELS, MAX_UPLOAD_BYTES } from "../media/images";

// Reads the QR code in a seller's photo or screenshot of her QRIS sticker
// (docs/decisions/048-qris-building-blocks.md). The picture is decoded as every upload is,
// in the decoder process (./../media/decoder.ts), and only its pixels fitted in
// QR_PICTURE_SIDE come back: a 50 MP photo costs the server no more than a screenshot.
// ZXing-C++, compiled to WebAssembly, reads them here; its .wasm file is read from the
// installed package, never fetched.

/**
 * The longest side the picture is read at. A sticker photographed from arm's length still
 * has modules of several pixels at this size, and 1600 × 1600 RGBA pixels are 10 MB.
 */
export const QR_PICTURE_SIDE = 1600;

/** Photos and screenshots: what a phone's camera and screen capture write. */
const QR_FORMATS = new Set(["jpeg", "png", "webp"] as const);
type QrFormat = typeof QR_FORMATS extends Set<infer F> ? F : never;

const isQrFormat = (format: string | undefined): format is QrFormat =>
  QR_FORMATS.has(format as QrFormat);

/** Thrown by the plan for a file that is no photo or screenshot, or has too many pixels. */
class NotAQrPicture extends Error {}

function planOf(header: PictureHeader): PixelsPlan {
  if (!header || !isQrFormat(header.format)) throw new NotAQrPicture("not a photo");
  const maxPixels = MAX_PIXELS[header.format];
  if (header.width * header.height > maxPixels) throw new NotAQrPicture("too many pixels");
  return { maxPixels, isDeep: header.depth !== "uchar", maxSide: QR_PICTURE_SIDE };
}

const READER_OPTIONS: ReaderOptions = {
  formats: ["QRCode"],
  tryHarder: true,
  tryRotate: true,
  tryInvert: true,
  tryDownscale: true,
  maxNumberOfSymbols: 1,
  textMode: "Plain",
};

let reader: Promise<typeof ZXingReader> | undefined;

/** ZXing's reader, loaded with the first picture read and given its .wasm from disk. */
function loadReader() {
  reader ??= (async () => {
    const zxing = await import("zxing-wasm/reader");
    const wasmPath = createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm");
    const wasm = await readFile(wasmPath);
    // Without its binary the module would fetch it from a CDN; with it, nothing is fetched.
    await zxing.prepareZXingModule({
      overrides: {
        wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength),
      },
      fireImmediately: true,
    });
    return zxing;
  })().catch((error: unknown) => {
    // A failed load is not kept: the next picture tries again.
    reader = undefined;
    throw error;
  });
  return reader;
}

async function readPixels(pixels: RawPixels, options: ReaderOptions): Promise<string | null> {
  const { readBarcodes } = await loadReader();
  // The pixels' memory is the process's own (from IPC or Buffer.alloc), never shared.
  const memory = pixels.data.buffer as ArrayBuffer;
  const data = new Uint8ClampedArray(memory, pixels.data.byteOffset, pixels.data.length);
  const [found] = await readBarcodes(
    { data, width: pixels.width, height: pixels.height, colorSpace: "srgb" },
    options,
  );
  return found?.isValid ? found.text : null;
}

/** The share of the darkest and of the lightest pixels let go when the contrast is stretched. */
const STRETCH_CLIP = 0.01;

/**
 * The picture in grey, its contrast stretched to the full range: the darkest 1% black, the
 * lightest 1% white. ZXing takes a block whose grey levels differ by less than 24 for plain,
 * so a faded print or a dim photo of a sticker is no code to it until it is stretched.
 */
function stretchedGrey({ data, width, height }: RawPixels): RawPixels {
  const count = width * height;
  const grey = new Uint8Array(count);
  const histogram = new Uint32Array(256);
  for (let i = 0; i < count; i++) {
    // Rec. 601 luma in integers: 77 + 150 + 29 = 256.
    const level = (data[4 * i] * 77 + data[4 * i + 1] * 150 + data[4 * i + 2] * 29) >> 8;
    grey[i] = level;
    histogram[level]++;
  }
  const clipped = count * STRETCH_CLIP;
  let low = 0;
  for (let seen = histogram[0]; low < 255 && seen < clipped; seen += histogram[++low]);
  let high = 255;
  for (let seen = histogram[255]; high > 0 && seen < clipped; seen += histogram[--high]);
  const span = Math.max(1, high - low);
  const stretched = Buffer.alloc(count * 4);
  for (let i = 0; i < count; i++) {
    const level = Math.min(255, Math.max(0, Math.round(((grey[i] - low) * 255) / span)));
    stretched.fill(level, 4 * i, 4 * i + 3);
    stretched[4 * i + 3] = 255;
  }
  return { data: stretched, width, height };
}

/**
 * The text of the QR code in a picture (JPEG, PNG or WebP), or null when it shows none or is
 * no such picture. Rejects only when the decoder's line is full (`isDecoderBusy`): the caller
 * answers 503 as an upload does.
 */
export async function readQrCode(bytes: Buffer): Promise<string | null> {
  if (bytes.length === 0 || bytes.length > MAX_UPLOAD_BYTES) return null;
  let pixels: RawPixels;
  try {
    pixels = await decodePixels(bytes, planOf);
  } catch (error) {
    if (isDecoderBusy(error)) throw error;
    return null;
  }
  return (
    (await readPixels(pixels, READER_OPTIONS)) ??
    (await readPixels(stretchedGrey(pixels), READER_OPTIONS))
  );
}
