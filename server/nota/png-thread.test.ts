import { describe, expect, it } from "vitest";
import { drawPngInThread } from "./png-thread";

const square = (colour: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="20"><rect width="10" height="20" fill="${colour}"/></svg>`;

/** A PNG's width and height, from its header. */
function size(png: Buffer): [number, number] {
  return [png.readUInt32BE(16), png.readUInt32BE(20)];
}

describe("the nota's PNG thread", () => {
  it("answers each job with its own picture, and refuses one that cannot be drawn", async () => {
    const [wide, broken, narrow] = await Promise.allSettled([
      drawPngInThread(square("#ff0000"), 300),
      drawPngInThread("<svg", 300),
      drawPngInThread(square("#0000ff"), 30),
    ]);
    expect(wide.status === "fulfilled" && size(wide.value)).toEqual([300, 600]);
    expect(narrow.status === "fulfilled" && size(narrow.value)).toEqual([30, 60]);
    expect(broken.status).toBe("rejected");
    // The thread still draws after a refusal.
    expect(size(await drawPngInThread(square("#00ff00"), 50))).toEqual([50, 100]);
  });
});
