import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { encodePng } from "./png-worker";

describe("the nota's PNG encoder", () => {
  it("writes pixels another decoder reads back exactly", () => {
    const width = 7;
    const height = 5;
    const rgba = Buffer.alloc(width * height * 4);
    for (let index = 0; index < width * height; index++) {
      rgba.writeUInt32BE(((index * 2654435761) | 0xff) >>> 0, index * 4);
    }
    const png = encodePng(rgba, width, height);
    expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
    // resvg decodes the file as an image inside an SVG, drawn pixel for pixel.
    const svg =
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
      `<image width="${width}" height="${height}" href="data:image/png;base64,${png.toString("base64")}"/></svg>`;
    const decoded = new Resvg(svg).render();
    expect([decoded.width, decoded.height]).toEqual([width, height]);
    expect(Buffer.compare(decoded.pixels, rgba)).toBe(0);
  });

  it("refuses pixels that do not fill the size given", () => {
    expect(() => encodePng(Buffer.alloc(10), 2, 2)).toThrow("10 bytes for 2 × 2 pixels");
  });
});
