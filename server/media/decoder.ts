import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type {
  DecodePlan,
  DecoderMessage,
  DecoderReply,
  EncodedVariant,
  IconRequest,
  PictureHeader,
  PixelsPlan,
  RawPixels,
} from "./decoder-process";
import { createTurns, TurnsFullError } from "./turns";

// A picture's pixels are decoded in a process of its own, never in the server's. The memory
// a decode takes (a 50 MP picture passes through a hundred megabytes and more of buffers on
// libvips' threads) is given back whole when that process exits, where the server's
// allocator would keep most of it for good; and a decoder that crashes on a hostile file
// takes down one upload, not the shop (docs/decisions/011). libvips itself is never loaded
// in the server (it would hold about 15 MB for good): a picture's header is read and the
// admin app's icons are drawn in the decoder process too.
//
// Pictures are decoded one at a time, sellers' uploads before anything anonymous, from lines
// of bounded length (./turns.ts). A decoder process serves the pictures waiting in line
// until it has decoded DECODER_PIXELS, then exits and the next picture gets a new one; with
// nothing left in line it exits too, so an idle server holds no decoder.

/**
 * Pixels one decoder process decodes before it is replaced: a large picture gets a process of
 * its own, a shop's worth of small ones (the demo's, a handful of photos) share one.
 */
const DECODER_PIXELS = 24_000_000;
/** Longer than any picture under the pixel caps takes on a slow machine. */
const DECODE_TIMEOUT_MS = 60_000;
/** Enough of a decoder's error output to say why it failed. */
const MAX_ERROR_OUTPUT = 4_096;

/**
 * The decoder process's script (./decoder-process.ts). From source it is the TypeScript file
 * beside this one, which Node runs with its types stripped. In the build this module is
 * bundled twice, into build/server/main.js and into React Router's chunks under
 * build/server/assets/, and the script is build/server/decoder-process.js
 * (scripts/build-server.mjs): beside the bundle or one folder up.
 */
function decoderScript(moduleUrl: string): string {
  const here = fileURLToPath(moduleUrl);
  const folder = path.dirname(here);
  if (here.endsWith(".ts")) return path.join(folder, "decoder-process.ts");
  const candidates = [folder, path.dirname(folder)].map((dir) =>
    path.join(dir, "decoder-process.js"),
  );
  const script = candidates.find((candidate) => fs.existsSync(candidate));
  if (!script) throw new Error(`picture decoder script not found: ${candidates.join(" or ")}`);
  return script;
}

const DECODER_SCRIPT = decoderScript(import.meta.url);

type DecoderProcess = {
  /**
   * Sends one message and waits for its reply. Rejects, and the process serves nothing
   * else, when it exits, fails or runs past its time.
   */
  ask(message: DecoderMessage): Promise<DecoderReply>;
  /** Sends a message that gets no reply. */
  tell(message: DecoderMessage): void;
  /** Lets the process go and resolves once it has exited. */
  stop(): Promise<void>;
  /** True once the process exited, crashed or was stopped for running too long. */
  isGone(): boolean;
  decodedPixels: number;
};

function startDecoder(): DecoderProcess {
  // Nothing of the server's environment (its secrets) is handed to the decoder.
  const child: ChildProcess = spawn(process.execPath, [DECODER_SCRIPT], {
    env: {},
    stdio: ["ignore", "ignore", "pipe", "ipc"],
    serialization: "advanced",
  });
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
    ask(message) {
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
          } else resolve(outcome);
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
        child.send(message, (error) => {
          if (error) settle(error);
        });
      });
    },
    tell(message) {
      // Nothing waits for this one: a send that fails (the process just went) is let go, not
      // raised as the process's 'error'.
      if (!isGone && child.connected) child.send(message, () => {});
    },
    async stop() {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}

/** Structured clone hands a Buffer over as a plain Uint8Array. */
function asBuffer(bytes: Uint8Array): Buffer {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

function failure(reply: DecoderReply, what: string): Error {
  return new Error("error" in reply ? `${what}: ${reply.error}` : `${what}: unexpected reply`);
}

/**
 * Whose picture it is: a signed-in seller's upload (or the demo seed's), or anything an
 * anonymous request asked for (the admin app's icons).
 */
export type DecoderWork = "seller" | "anonymous";

/**
 * The decoder's lines, first to last in priority, with how many pictures may wait in each:
 * a seller's upload goes before every waiting anonymous one. Each waiting upload holds its
 * bytes (up to 8 MB), hence a bound well above what one seller sends at once (ten photos of
 * a product) yet far below what would fill the server's memory; anonymous work is a few
 * icons, drawn once and kept (server/pwa/app-icons.ts).
 */
export const DECODER_LINES: Readonly<Record<DecoderWork, number>> = { seller: 24, anonymous: 6 };
export const decoderTurns = createTurns(DECODER_LINES);

/** Whether `error` says the decoder's line was full: the request is answered 503 at once. */
export const isDecoderBusy = (error: unknown): boolean => error instanceof TurnsFullError;

let decoder: DecoderProcess | undefined;

/**
 * Runs `work` with a decoder process in its turn, one at a time, sellers' first. The process
 * is replaced once it has decoded DECODER_PIXELS, and stopped when nothing else waits.
 */
function inTurn<T>(line: DecoderWork, work: (current: DecoderProcess) => Promise<T>): Promise<T> {
  return decoderTurns.run(line, async () => {
    decoder ??= startDecoder();
    const current = decoder;
    try {
      return await work(current);
    } finally {
      // The next picture never starts before this process's memory is given back.
      if (
        current.isGone() ||
        current.decodedPixels >= DECODER_PIXELS ||
        decoderTurns.waiting() === 0
      ) {
        decoder = undefined;
        await current.stop();
      }
    }
  });
}

/**
 * Hands `bytes` to the decoder process, which reads the picture's header, and asks `plan`
 * what to do with it. A plan that throws drops the bytes there and rejects with its error.
 */
async function readHeader<P>(
  current: DecoderProcess,
  bytes: Buffer,
  plan: (header: PictureHeader) => P,
): Promise<P> {
  const read = await current.ask({ bytes });
  if (!("header" in read)) throw failure(read, "picture header not read");
  let decoding: P;
  try {
    decoding = plan(read.header);
  } catch (refusal) {
    current.tell({ drop: true });
    throw refusal;
  }
  current.decodedPixels += read.header ? read.header.width * read.header.height : 0;
  return decoding;
}

/**
 * Every width of the picture as WebP, decoded in its turn in a decoder process (a seller's
 * turn: only signed-in sellers and the demo seed send pictures). The
 * picture's header is read there first and handed to `plan`, which says how to decode it
 * or throws to refuse it (its error is the one this rejects with). Rejects too when the
 * picture does not decode, the decoder fails or runs past its time.
 */
export function decodePicture(
  bytes: Buffer,
  plan: (header: PictureHeader) => DecodePlan,
): Promise<EncodedVariant[]> {
  return inTurn("seller", async (current) => {
    const decoding = await readHeader(current, bytes, plan);
    const decoded = await current.ask({ plan: { ...decoding, widths: [...decoding.widths] } });
    if (!("variants" in decoded)) throw failure(decoded, "picture not decoded");
    return decoded.variants.map((variant) => ({ ...variant, data: asBuffer(variant.data) }));
  });
}

/**
 * The picture's raw pixels, upright and fitted in `maxSide`, decoded in a seller's turn in a
 * decoder process as `decodePicture` decodes: its header goes to `plan` first, which may
 * refuse it. Only the fitted pixels ever reach the server's process.
 */
export function decodePixels(
  bytes: Buffer,
  plan: (header: PictureHeader) => PixelsPlan,
): Promise<RawPixels> {
  return inTurn("seller", async (current) => {
    const pixelsPlan = await readHeader(current, bytes, plan);
    const decoded = await current.ask({ pixelsPlan });
    if (!("raw" in decoded)) throw failure(decoded, "picture not decoded");
    return { data: asBuffer(decoded.raw), width: decoded.width, height: decoded.height };
  });
}

/** A square PNG icon drawn in a decoder process, in its turn after any seller's picture. */
export function drawIcon(request: IconRequest): Promise<Buffer> {
  return inTurn("anonymous", async (current) => {
    const reply = await current.ask({ icon: request });
    if (!("png" in reply)) throw failure(reply, "icon not drawn");
    return asBuffer(reply.png);
  });
}
