import { parentPort } from "node:worker_threads";
import zlib from "node:zlib";
import { Resvg } from "@resvg/resvg-js";

// The nota's PNG drawn and written in a worker thread (./png-thread.ts starts it;
// docs/decisions/061): resvg draws the SVG, and the pixels are written as a PNG by Node's
// own zlib. resvg's encoder filters every row several ways and compresses hard, about 60 ms
// for a 20-line nota's 15 MB of pixels; a nota is mostly white, and fast deflate of
// unfiltered rows makes a file as small in about 15 ms. Those 15 MB buffers live in this
// thread's small heap: in the server's, each few notas cost a collection of its whole heap.
//
// From source, Node runs this file as it is, stripping its types (tests and development);
// the build bundles it as build/server/png-worker.js (scripts/build-server.mjs). So it is
// written in TypeScript that only needs its types erased, and imports nothing but packages.

/** One PNG to draw: the SVG and the width in pixels it is drawn at. */
export type PngJob = { id: number; svg: string; width: number };
export type PngReply = { id: number; png: Uint8Array } | { id: number; error: string };

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(data, zlib.crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, crc]);
}

/** RGBA pixels (8 bits a channel, rows top to bottom) as a PNG file. */
export function encodePng(rgba: Buffer, width: number, height: number): Buffer {
  const rowBytes = width * 4;
  if (rgba.length !== rowBytes * height) {
    throw new Error(`encodePng: ${rgba.length} bytes for ${width} × ${height} pixels`);
  }
  // Each row starts with its filter type: 0, none.
  const rows = Buffer.allocUnsafe((rowBytes + 1) * height);
  for (let row = 0; row < height; row++) {
    rows[row * (rowBytes + 1)] = 0;
    rgba.copy(rows, row * (rowBytes + 1) + 1, row * rowBytes, (row + 1) * rowBytes);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits a channel
  header[9] = 6; // RGBA
  // compression, filter and interlace methods: 0, 0, none
  return Buffer.concat([
    SIGNATURE,
    chunk("IHDR", header),
    chunk("IDAT", zlib.deflateSync(rows, { level: 1 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

/** The SVG drawn `width` pixels wide on white, as a PNG. It holds no text: no font is loaded. */
export function drawPng(svg: string, width: number): Buffer {
  const image = new Resvg(svg, {
    fitTo: { mode: "width", value: width },
    background: "#ffffff",
    font: { loadSystemFonts: false },
  }).render();
  return encodePng(image.pixels, image.width, image.height);
}

const port = parentPort;
port?.on("message", ({ id, svg, width }: PngJob) => {
  let reply: PngReply;
  try {
    // Its own memory, handed over to the server without a copy.
    reply = { id, png: new Uint8Array(drawPng(svg, width)) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, "png" in reply ? [reply.png.buffer as ArrayBuffer] : []);
});
