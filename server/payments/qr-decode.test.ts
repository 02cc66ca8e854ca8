import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp, { type Sharp } from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkQris } from "#domain/qris";
import { QR_PICTURE_SIDE, readQrCode } from "./qr-decode";
import { renderPaymentQrPng } from "./qr-svg";

/** A static QRIS as a bank prints it on a sticker. */
const PAYLOAD =
  "00020101021126610014COM.GO-JEK.WWW01189360091436285490450210G6285936550303UMI" +
  "51440014ID.CO.QRIS.WWW0215ID10200211817450303UMI5204581253033605802ID" +
  "5914WARUNG BU SITI6007BANDUNG61054011162070703A0163042ABB";

/** Every fetch the reader would make: it must make none, its .wasm comes from the package. */
const fetched: string[] = [];
const realFetch = globalThis.fetch;

beforeAll(() => {
  globalThis.fetch = (input) => {
    fetched.push(String(input instanceof Request ? input.url : input));
    return Promise.reject(new Error("no network here"));
  };
});

afterAll(() => {
  globalThis.fetch = realFetch;
});

/** A picture of coloured noise, `width` × `height`, as a photo's background would be. */
async function noisyBackground(width: number, height: number): Promise<Sharp> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i += 3) {
    pixels[i] = 150 + Math.floor(Math.random() * 90);
    pixels[i + 1] = 60 + Math.floor(Math.random() * 90);
    pixels[i + 2] = 40 + Math.floor(Math.random() * 70);
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** The sticker's code, 260 px wide and turned a quarter, on a 1600 × 1200 noisy picture. */
async function stickerInAPhoto(): Promise<Buffer> {
  const code = await sharp(await renderPaymentQrPng(PAYLOAD))
    .resize(260)
    .rotate(90)
    .toBuffer();
  return (await noisyBackground(1600, 1200))
    .composite([{ input: code, left: 700, top: 480 }])
    .png()
    .toBuffer();
}

// Each picture is decoded in a process started for it, and read twice when no code is found.
describe("reading a QR code from a picture", { timeout: 60_000 }, () => {
  it("reads the payload of a rendered code, fetching nothing", async () => {
    expect(checkQris(PAYLOAD)).toMatchObject({ ok: true, nmid: "ID1020021181745" });
    expect(await readQrCode(await renderPaymentQrPng(PAYLOAD))).toBe(PAYLOAD);
    expect(fetched).toEqual([]);
  });

  it("finds a small code turned a quarter on a noisy coloured picture", async () => {
    expect(await readQrCode(await stickerInAPhoto())).toBe(PAYLOAD);
  });

  it("reads a blurred JPEG of it, as a phone's photo is", async () => {
    const photo = await sharp(await stickerInAPhoto())
      .blur(1.5)
      .jpeg({ quality: 60 })
      .toBuffer();
    expect(await readQrCode(photo)).toBe(PAYLOAD);
  });

  it("reads a faded, dim print once its contrast is stretched", async () => {
    // Grey levels 120 to 135 only: a sticker in the shade, its ink faded.
    const faded = await sharp(await renderPaymentQrPng(PAYLOAD))
      .resize(500)
      .flatten({ background: "#ffffff" })
      .extend({ top: 350, bottom: 350, left: 550, right: 550, background: "#ffffff" })
      .linear(0.06, 120)
      .blur(1.5)
      .jpeg({ quality: 50 })
      .toBuffer();
    expect(await readQrCode(faded)).toBe(PAYLOAD);
  });

  it("answers null for a picture without a code", async () => {
    const photo = await (await noisyBackground(1200, 900)).jpeg({ quality: 70 }).toBuffer();
    expect(await readQrCode(photo)).toBeNull();
  });

  it("answers null for a file that is no photo or screenshot", async () => {
    expect(await readQrCode(Buffer.from("00020101021126610014COM.GO-JEK.WWW"))).toBeNull();
    expect(await readQrCode(Buffer.alloc(0))).toBeNull();
    const gif = await sharp(await renderPaymentQrPng(PAYLOAD))
      .gif()
      .toBuffer();
    expect(await readQrCode(gif)).toBeNull();
  });

  it("reads a 6000 × 6000 picture with the server's memory growing by far less", async () => {
    // Drawn in a process of its own, so that its buffers are not counted here.
    const folder = await fs.mkdtemp(path.join(os.tmpdir(), "gerai-qr-"));
    const file = path.join(folder, "huge.png");
    try {
      await promisify(execFile)(
        process.execPath,
        [
          "--input-type=module",
          "--eval",
          `import QR from "qrcode"; import sharp from "sharp";` +
            `const code = await QR.toBuffer(process.argv[2], { margin: 4, errorCorrectionLevel: "M" });` +
            `await sharp(code).resize(6000, 6000, { kernel: "nearest" }).png().toFile(process.argv[1]);`,
          file,
          PAYLOAD,
        ],
        { cwd: process.cwd() },
      );
      const huge = await fs.readFile(file);
      const { width, height } = await sharp(huge).metadata();
      expect([width, height]).toEqual([6000, 6000]);
      expect(huge.length).toBeLessThan(8 * 1024 * 1024);

      // The reader is loaded and warm before the baseline is taken.
      expect(await readQrCode(await renderPaymentQrPng(PAYLOAD))).toBe(PAYLOAD);
      const before = process.memoryUsage().rss;
      expect(await readQrCode(huge)).toBe(PAYLOAD);
      const peakGrowth = process.resourceUsage().maxRSS * 1024 - before;
      const growth = process.memoryUsage().rss - before;
      // 36 MP of RGBA would be 144 MB: only the pixels fitted in QR_PICTURE_SIDE come here.
      expect(QR_PICTURE_SIDE ** 2 * 4).toBeLessThan(150 * 1024 * 1024);
      expect(growth).toBeLessThan(150 * 1024 * 1024);
      expect(peakGrowth).toBeLessThan(150 * 1024 * 1024);
      console.info(
        `6000 × 6000 PNG read: RSS grew ${(growth / 2 ** 20).toFixed(1)} MB, ` +
          `its peak ${(Math.max(0, peakGrowth) / 2 ** 20).toFixed(1)} MB over the baseline`,
      );
    } finally {
      await fs.rm(folder, { recursive: true, force: true });
    }
  });
});
