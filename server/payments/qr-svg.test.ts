import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildAmountPayload, checkQris, crc16 } from "#domain/qris";
import { readQrCode } from "./qr-decode";
import { renderPaymentQrPng, renderPaymentQrSvg } from "./qr-svg";

const BODY =
  "00020101021126610014COM.GO-JEK.WWW01189360091436285490450210G6285936550303UMI" +
  "51440014ID.CO.QRIS.WWW0215ID10200211817450303UMI5204581253033605802ID" +
  "5914WARUNG BU SITI6007BANDUNG61054011162070703A016304";
/** A static QRIS as a bank prints it on a sticker. */
const STICKER = `${BODY}${crc16(BODY)}`;

/** The SVG drawn as a PNG by sharp, as a browser would paint it, about 800 px wide. */
async function painted(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 1200 }).resize(800).png().toBuffer();
}

// Each picture is decoded in a process started for it.
describe("a payment QR code drawn on the server", { timeout: 60_000 }, () => {
  it("reads back as the payload it was drawn from", async () => {
    const svg = await renderPaymentQrSvg(STICKER, "Kode QRIS WARUNG BU SITI");
    expect(await readQrCode(await painted(svg))).toBe(STICKER);
  });

  it("carries an order's amount payload that still checks as QRIS once read", async () => {
    const built = buildAmountPayload(STICKER, 125_000);
    if (!built.ok) throw new Error(built.message);
    const read = await readQrCode(await painted(await renderPaymentQrSvg(built.payload, "QRIS")));
    expect(read).toBe(built.payload);
    expect(checkQris(read!)).toMatchObject({ ok: true, isStatic: false, nmid: "ID1020021181745" });
  });

  it("is named for screen readers, its title escaped", async () => {
    const svg = await renderPaymentQrSvg(STICKER, `Kode QRIS "Bu Siti" & <Anak>`);
    expect(svg).toMatch(/^<svg [^>]*role="img"[^>]*><title>/);
    expect(svg).toContain("<title>Kode QRIS &quot;Bu Siti&quot; &amp; &lt;Anak&gt;</title>");
  });

  it("has crisp edges and a white quiet zone of four modules on every side", async () => {
    const svg = await renderPaymentQrSvg(STICKER, "QRIS");
    expect(svg).toContain('shape-rendering="crispEdges"');
    const side = Number(/viewBox="0 0 (\d+) \1"/.exec(svg)?.[1]);
    expect(svg).toContain(`<rect width="${side}" height="${side}" fill="#ffffff"/>`);
    // Every dark square starts at 4 or more and ends 4 or more before the edge.
    const path = /<path fill="#000000" d="([^"]+)"/.exec(svg)![1];
    const squares = [...path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\3z/g)];
    expect(squares.map((square) => square[0]).join("")).toBe(path);
    const xs = squares.map(([, x]) => Number(x));
    const ys = squares.map(([, , y]) => Number(y));
    const ends = squares.map(([, x, , width]) => Number(x) + Number(width));
    expect(Math.min(...xs)).toBe(4);
    expect(Math.min(...ys)).toBe(4);
    expect(Math.max(...ends)).toBe(side - 4);
    expect(Math.max(...ys)).toBe(side - 5);
  });

  it("is the same code as a PNG to save", async () => {
    const png = await renderPaymentQrPng(STICKER);
    const { format, width, height } = await sharp(png).metadata();
    expect({ format, width, height }).toEqual({ format: "png", width: 1024, height: 1024 });
    expect(await readQrCode(png)).toBe(STICKER);
  });
});
