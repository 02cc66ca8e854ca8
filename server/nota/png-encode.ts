import { promisify } from "node:util";
import zlib from "node:zlib";

// The nota's pixels written as a PNG by Node's own zlib, off the event loop: resvg's encoder
// filters every row several ways and compresses hard, about 60 ms for a 20-line nota's
// 15 MB of pixels; a nota is mostly white, and fast deflate of unfiltered rows makes a file
// as small in about 15 ms (docs/decisions/061).

const deflate = promisify(zlib.deflate);

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
export async function encodePng(rgba: Buffer, width: number, height: number): Promise<Buffer> {
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
    chunk("IDAT", await deflate(rows, { level: 1 })),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}
