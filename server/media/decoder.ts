import { spawn, type ChildProcess } from "node:child_process";
import { createRequire } from "node:module";
import { pathToFileURL } from "node:url";

// A picture's pixels are decoded in a process of its own, never in the server's. The memory
// a decode takes (a 50 MP picture passes through a hundred megabytes and more of buffers on
// libvips' threads) is given back whole when that process exits, where the server's
// allocator would keep most of it for good; and a decoder that crashes on a hostile file
// takes down one upload, not the shop (docs/decisions/011).
//
// Pictures are decoded one at a time. A decoder process serves the pictures waiting in line
// until it has decoded DECODER_PIXELS, then exits and the next picture gets a new one; with
// nothing left in line it exits too, so an idle server holds no decoder.

export type DecodeRequest = {
  bytes: Buffer;
  /** The picture's size, from its header. */
  pixels: number;
  /** sharp's `limitInputPixels`: the decoder itself refuses anything larger. */
  maxPixels: number;
  /** More than 8 bits a channel (16-bit PNG, 10/12-bit AVIF). */
  isDeep: boolean;
  /** The stored widths, smallest first. */
  widths: readonly number[];
};

export type EncodedVariant = { data: Buffer; width: number; height: number };

/**
 * Pixels one decoder process decodes before it is replaced: a large picture gets a process of
 * its own, a shop's worth of small ones (the demo's, a handful of photos) share one.
 */
const DECODER_PIXELS = 24_000_000;
/** Longer than any picture under the pixel caps takes on a slow machine. */
const DECODE_TIMEOUT_MS = 60_000;
/** Enough of a decoder's error output to say why it failed. */
const MAX_ERROR_OUTPUT = 4_096;

const SHARP_URL = pathToFileURL(createRequire(import.meta.url).resolve("sharp")).href;

// The decoder process, in plain JavaScript so that `node --eval` runs it as it is, in
// development and in the build alike. For each picture it decodes once, turns it upright and
// brings it down to the largest width as 8-bit sRGB pixels, then encodes every width from
// those. A 16-bit picture goes through the resize as 8-bit sRGB, at half the size; JPEG and
// WebP keep their own depth, which lets them shrink while they load. It stops as soon as the
// server lets go of it, or is gone.
const DECODER_SOURCE = `
const { default: sharp } = await import(process.argv[1]);
sharp.cache(false);
sharp.concurrency(1);
process.once("disconnect", () => process.exit(0));
process.on("message", async ({ bytes, maxPixels, isDeep, widths }) => {
  let reply;
  try {
    const input = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    let pipeline = sharp(input, { limitInputPixels: maxPixels });
    if (isDeep) pipeline = pipeline.pipelineColourspace("srgb");
    const { data, info } = await pipeline
      .rotate()
      .resize({ width: widths[widths.length - 1], withoutEnlargement: true })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
    const pixels = { raw: { width: info.width, height: info.height, channels: info.channels } };
    const variants = [];
    for (const width of widths) {
      const encoded = await sharp(data, pixels)
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ data: encoded.data, width: encoded.info.width, height: encoded.info.height });
    }
    reply = { variants };
  } catch (error) {
    reply = { error: String(error) };
  }
  process.send(reply);
});
`;

type DecoderReply = { variants: EncodedVariant[] } | { error: string };

type DecoderProcess = {
  /** Every width of one picture as WebP. Rejects when it does not decode or the process fails. */
  decode(request: DecodeRequest): Promise<EncodedVariant[]>;
  /** Lets the process go and resolves once it has exited. */
  stop(): Promise<void>;
  /** True once the process exited, crashed or was stopped for running too long. */
  isGone(): boolean;
  decodedPixels: number;
};

function startDecoder(): DecoderProcess {
  // Nothing of the server's environment (its secrets) is handed to the decoder.
  const child: ChildProcess = spawn(
    process.execPath,
    ["--input-type=module", "--eval", DECODER_SOURCE, SHARP_URL],
    { env: {}, stdio: ["ignore", "ignore", "pipe", "ipc"], serialization: "advanced" },
  );
  let errorOutput = "";
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    errorOutput = (errorOutput + chunk).slice(-MAX_ERROR_OUTPUT);
  });
  let spawnError: Error | undefined;
  child.once("error", (error) => (spawnError = error));
  let isGone = false;
  const exited = new Promise<void>((resolve) =>
    child.once("exit", () => {
      isGone = true;
      resolve();
    }),
  );

  return {
    decodedPixels: 0,
    isGone: () => isGone,
    decode(request) {
      return new Promise((resolve, reject) => {
        let isSettled = false;
        const settle = (outcome: DecoderReply | Error) => {
          if (isSettled) return;
          isSettled = true;
          clearTimeout(timer);
          child.off("message", onReply);
          child.off("exit", onExit);
          if (outcome instanceof Error) {
            // Whatever went wrong, this process serves no other picture.
            isGone = true;
            child.kill("SIGKILL");
            reject(outcome);
          } else if ("error" in outcome) reject(new Error(`picture not decoded: ${outcome.error}`));
          else resolve(outcome.variants.map(asBuffer));
        };
        const onReply = (reply: DecoderReply) => settle(reply);
        const onExit = (code: number | null, signal: NodeJS.Signals | null) =>
          settle(
            spawnError ??
              new Error(`picture decoder exited with ${signal ?? code}: ${errorOutput}`),
          );
        const timer = setTimeout(
          () => settle(new Error(`picture decoder ran past ${DECODE_TIMEOUT_MS} ms`)),
          DECODE_TIMEOUT_MS,
        );
        child.on("message", onReply);
        child.once("exit", onExit);
        if (isGone) return settle(spawnError ?? new Error("picture decoder is gone"));
        child.send({ ...request, widths: [...request.widths] }, (error) => {
          if (error) settle(error);
        });
      });
    },
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

function asBuffer(variant: EncodedVariant): EncodedVariant {
  // Structured clone hands a Buffer over as a plain Uint8Array.
  const { buffer, byteOffset, byteLength } = variant.data;
  return { ...variant, data: Buffer.from(buffer, byteOffset, byteLength) };
}

let decoder: DecoderProcess | undefined;
let waiting = 0;
let lastInLine: Promise<unknown> = Promise.resolve();

/**
 * Every width of the picture as WebP, decoded in its turn in a decoder process. Rejects when
 * the picture does not decode, the decoder fails or runs past its time.
 */
export function decodePicture(request: DecodeRequest): Promise<EncodedVariant[]> {
  waiting += 1;
  const turn = lastInLine.then(async () => {
    waiting -= 1;
    decoder ??= startDecoder();
    const current = decoder;
    try {
      return await current.decode(request);
    } finally {
      current.decodedPixels += request.pixels;
      // The next picture never starts before this process's memory is given back.
      if (current.isGone() || current.decodedPixels >= DECODER_PIXELS || waiting === 0) {
        decoder = undefined;
        await current.stop();
      }
    }
  });
  lastInLine = turn.catch(() => undefined);
  return turn;
}
