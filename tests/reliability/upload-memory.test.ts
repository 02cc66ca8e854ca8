import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { MAX_PIXELS } from "#server/media/images";
import { describeOutcome } from "./support/http";
import { childProcessIds, peakResidentBytes, startGerai } from "./support/server";
import { signInSeller, uploadPicture } from "./support/uploads";

// Pictures are small on the wire and large in memory: a PNG of one flat colour compresses
// to a few hundred kilobytes and decodes to hundreds of megabytes. Sellers sending the
// costliest ones at once must not take the server's memory with them.

const MB = 1024 * 1024;
/** What the server and its picture decoder may ever hold together, whatever is uploaded. */
const MAX_PEAK_RESIDENT = 400 * MB;

/**
 * The costliest picture still accepted: a 16-bit RGBA PNG just under the pixel cap, in one
 * flat colour (a shade of its own, so each is a different file).
 */
function costliestPicture(shade: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(MAX_PIXELS.png));
  return sharp({
    create: {
      width: side,
      height: side,
      channels: 4,
      background: { r: shade, g: 120, b: 40, alpha: 0.5 },
    },
    limitInputPixels: false,
  })
    .toColourspace("rgb16")
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Follows the decoder processes the server starts while `work` runs: the peak memory each
 * reached, as last read before it exited (a peak only grows, and each lives for seconds).
 */
async function watchDecoders<T>(serverPid: number, work: () => Promise<T>) {
  const peaks = new Map<number, number>();
  let mostAtOnce = 0;
  const look = () => {
    const decoders = childProcessIds(serverPid);
    mostAtOnce = Math.max(mostAtOnce, decoders.length);
    for (const pid of decoders) {
      try {
        peaks.set(pid, Math.max(peaks.get(pid) ?? 0, peakResidentBytes(pid)));
      } catch {
        // Exited between the listing and the reading.
      }
    }
  };
  const sampler = setInterval(look, 10);
  try {
    const result = await work();
    return { result, peaks: [...peaks.values()], mostAtOnce };
  } finally {
    clearInterval(sampler);
  }
}

describe("picture uploads", () => {
  it("four of the costliest pictures sent at once keep the server under 400 MB", async () => {
    const server = await startGerai();
    const cookie = await signInSeller(server);
    const pictures = await Promise.all([10, 60, 110, 160].map(costliestPicture));
    for (const picture of pictures) {
      const { width, height, depth, channels } = await sharp(picture, {
        limitInputPixels: false,
      }).metadata();
      expect({ pixels: width * height <= MAX_PIXELS.png, depth, channels }).toEqual({
        pixels: true,
        depth: "ushort",
        channels: 4,
      });
      expect(picture.length).toBeLessThan(MB);
    }

    const {
      result: outcomes,
      peaks,
      mostAtOnce,
    } = await watchDecoders(server.pid, () =>
      Promise.all(
        pictures.map((picture) => uploadPicture(server, cookie, picture, { timeoutMs: 150_000 })),
      ),
    );

    expect(outcomes.map((outcome) => describeOutcome(outcome).slice(0, 4))).toEqual(
      pictures.map(() => "200 "),
    );
    // A decoder of its own for each of these large pictures, one at a time: the server's
    // peak and the largest decoder's are the most the two ever held together.
    expect(peaks).toHaveLength(pictures.length);
    expect(mostAtOnce).toBe(1);
    expect(childProcessIds(server.pid)).toEqual([]);
    const serverPeak = peakResidentBytes(server.pid);
    const decoderPeak = Math.max(...peaks);
    expect(
      serverPeak + decoderPeak,
      `server ${Math.round(serverPeak / MB)} MB + decoder ${Math.round(decoderPeak / MB)} MB`,
    ).toBeLessThanOrEqual(MAX_PEAK_RESIDENT);
  }, 240_000);
});
