import sharp, { type Sharp } from "sharp";

// The picture decoder's process (./decoder.ts starts it; docs/decisions/011, 044): the only
// place libvips is loaded. For a picture it reads the header first and waits for the
// server's plan; it then decodes once, turns the picture upright and brings it down to the
// largest width as 8-bit sRGB pixels, and encodes every width from those. A 16-bit picture
// goes through the resize as 8-bit sRGB, at half the size; JPEG and WebP keep their own
// depth, which lets them shrink while they load. Instead of WebP widths it can hand back the
// upright picture's raw RGBA pixels, fitted in a square. It also draws the admin app's icons. It
// stops as soon as the server lets go of it, or is gone.
//
// From source, Node runs this file as it is, stripping its types (tests and development);
// the build bundles it as build/server/decoder-process.js (scripts/build-server.mjs). So it
// is written in TypeScript that only needs its types erased, and imports nothing but types
// and packages.

/** What a picture's header says, once turned upright; null when it is no picture. */
export type PictureHeader = {
  format: string | undefined;
  width: number;
  height: number;
  /** libvips' name for a channel's depth: "uchar" is 8 bits. */
  depth: string | undefined;
} | null;

/** How to decode a picture whose header was read. */
export type DecodePlan = {
  /** sharp's `limitInputPixels`: the decoder itself refuses anything larger. */
  maxPixels: number;
  /** More than 8 bits a channel (16-bit PNG, 10/12-bit AVIF). */
  isDeep: boolean;
  /** The stored widths, smallest first. */
  widths: readonly number[];
};

export type EncodedVariant = { data: Buffer; width: number; height: number };

/** How to bring a picture down to raw pixels, for reading what it shows (a QR code). */
export type PixelsPlan = {
  /** sharp's `limitInputPixels`. */
  maxPixels: number;
  isDeep: boolean;
  /** The longest side the pixels may have; a smaller picture keeps its own size. */
  maxSide: number;
};

/** 8-bit sRGB pixels with alpha, four bytes a pixel, row after row. */
export type RawPixels = { data: Buffer; width: number; height: number };

/** A square PNG icon: the picture fitted in, or the SVG drawn, on a transparent square. */
export type IconRequest = {
  source: Buffer | null;
  /** Drawn when there is no source or it cannot be read. */
  fallbackSvg: string;
  size: number;
  /** The side of the square the picture is fitted in; below `size`, it is centred on it. */
  inner: number;
  /** The colour around the picture when `inner` is below `size`. */
  background: string;
  /** Behind the fallback picture instead of `background`. */
  fallbackBackground: string;
};

export type DecoderMessage =
  | { bytes: Buffer }
  | { plan: DecodePlan }
  | { pixelsPlan: PixelsPlan }
  | { icon: IconRequest }
  /** The picture read last is not to be decoded. */
  | { drop: true };

export type DecoderReply =
  | { header: PictureHeader }
  | { variants: EncodedVariant[] }
  | { raw: Uint8Array; width: number; height: number }
  | { png: Uint8Array }
  | { error: string };

/** Structured clone hands a Buffer over as a plain Uint8Array. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

const TRANSPARENT = { r: 0, g: 0, b: 0, alpha: 0 };

/** The picture whose header was read last, until it is decoded or dropped. */
let input: Buffer | undefined;

async function readHeader(bytes: Uint8Array): Promise<DecoderReply> {
  input = asBuffer(bytes);
  const metadata = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!metadata) return { header: null };
  const { width, height } = metadata.autoOrient;
  return { header: { format: metadata.format, width, height, depth: metadata.depth } };
}

/**
 * The picture whose header was read, taken out of `input` and turned upright, decoded within
 * `maxPixels`; a picture deeper than 8 bits goes through as sRGB.
 */
function uprightPicture(maxPixels: number, isDeep: boolean): Sharp {
  const bytes = input;
  input = undefined;
  if (!bytes) throw new Error("no picture was read before its plan");
  const pipeline = sharp(bytes, { limitInputPixels: maxPixels });
  return (isDeep ? pipeline.pipelineColourspace("srgb") : pipeline).rotate();
}

async function decode({ maxPixels, isDeep, widths }: DecodePlan): Promise<DecoderReply> {
  const { data, info } = await uprightPicture(maxPixels, isDeep)
    .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
    .toColourspace("srgb")
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
  const variants: EncodedVariant[] = [];
  for (const width of widths) {
    const encoded = await sharp(data, pixels)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
    variants.push({ data: encoded.data, width: encoded.info.width, height: encoded.info.height });
  }
  return { variants };
}

/** The upright picture's RGBA pixels, fitted in a square of `maxSide`. */
async function decodePixels({ maxPixels, isDeep, maxSide }: PixelsPlan): Promise<DecoderReply> {
  const { data, info } = await uprightPicture(maxPixels, isDeep)
    .resize({ width: maxSide, height: maxSide, fit: "inside", withoutEnlargement: true })
    .toColourspace("srgb")
    .ensureAlpha()
    .raw({ depth: "uchar" })
    .toBuffer({ resolveWithObject: true });
  return { raw: data, width: info.width, height: info.height };
}

async function drawOnSquare(
  image: Sharp,
  { size, inner }: IconRequest,
  background: string,
): Promise<Buffer> {
  const fitted = image.resize(inner, inner, { fit: "contain", background: TRANSPARENT }).png();
  if (inner === size) return fitted.toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background } })
    .composite([{ input: await fitted.toBuffer(), left: offset, top: offset }])
    .png()
    .toBuffer();
}

async function drawIcon(request: IconRequest): Promise<DecoderReply> {
  if (request.source) {
    try {
      const picture = sharp(asBuffer(request.source), { failOn: "none" });
      return { png: await drawOnSquare(picture, request, request.background) };
    } catch {
      // Not a picture: the fallback below.
    }
  }
  const svg = sharp(Buffer.from(request.fallbackSvg), { density: (72 * request.inner) / 64 });
  return { png: await drawOnSquare(svg, request, request.fallbackBackground) };
}

/** The reply to `message`; none for a picture dropped. */
async function answer(message: DecoderMessage): Promise<DecoderReply | undefined> {
  if ("bytes" in message) return readHeader(message.bytes);
  if ("plan" in message) return decode(message.plan);
  if ("pixelsPlan" in message) return decodePixels(message.pixelsPlan);
  if ("icon" in message) return drawIcon(message.icon);
  input = undefined;
  return undefined;
}

sharp.cache(false);
sharp.concurrency(1);
process.once("disconnect", () => process.exit(0));
process.on("message", async (message: DecoderMessage) => {
  let reply: DecoderReply | undefined;
  try {
    reply = await answer(message);
  } catch (error) {
    reply = { error: String(error) };
  }
  if (reply) process.send?.(reply);
});
