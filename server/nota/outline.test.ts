import fs from "node:fs";
import { createRequire } from "node:module";
import { Resvg } from "@resvg/resvg-js";
import { describe, expect, it } from "vitest";
import { NOTA_FONT_FILES } from "./fonts";
import { glyphPathData, textPath, type OutlineFont } from "./outline";

const require = createRequire(import.meta.url);
const fontkit = require("fontkit") as { create(bytes: Buffer): OutlineFont };
const bold = fontkit.create(fs.readFileSync(NOTA_FONT_FILES.bold));
const regular = fontkit.create(fs.readFileSync(NOTA_FONT_FILES.regular));

/** The SVG drawn 3 px a point on white, as RGBA pixels. */
function pixels(body: string, fontFiles: string[] = []): Buffer {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="60" viewBox="0 0 300 60">${body}</svg>`;
  return new Resvg(svg, {
    fitTo: { mode: "width", value: 900 },
    background: "#ffffff",
    font: { loadSystemFonts: false, fontFiles, defaultFontFamily: "DejaVu Sans" },
  }).render().pixels;
}

/** How far two drawings differ: the mean of every channel's difference, 0–255. */
function meanDifference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let index = 0; index < a.length; index++) sum += Math.abs(a[index] - b[index]);
  return sum / a.length;
}

function inkOf(rgba: Buffer): number {
  let dark = 0;
  for (let index = 0; index < rgba.length; index += 4) if (rgba[index] < 128) dark++;
  return dark;
}

describe("the nota's text as outlines", () => {
  it("writes a glyph's commands relative to where the pen is, closing back to its start", () => {
    expect(
      glyphPathData([
        { command: "moveTo", args: [10, 0] },
        { command: "lineTo", args: [20, 0] },
        { command: "quadraticCurveTo", args: [25, 5, 20, 10] },
        { command: "closePath", args: [] },
        { command: "moveTo", args: [12, 2] },
        { command: "bezierCurveTo", args: [13, 2, 14, 3, 14.5, 4.25] },
        { command: "closePath", args: [] },
      ]),
    ).toBe("m10 0l10 0q5 5 0 10zm2 2c1 0 2 1 2.5 2.25z");
    expect(glyphPathData([])).toBe("");
  });

  it("draws a run as resvg draws the same font's text, kerning and all", () => {
    const text = "Nasi Goreng “Spesial” — Rp 12.000 AV To";
    const own = pixels(
      textPath(bold, { text, x: 10, y: 24, size: 14, color: "#111827" }) +
        textPath(regular, { text, x: 10, y: 48, size: 11, color: "#4b5563" }),
    );
    const resvgs = pixels(
      `<text x="10" y="24" font-size="14" font-weight="bold" fill="#111827">${text.replace("&", "&amp;")}</text>` +
        `<text x="10" y="48" font-size="11" fill="#4b5563">${text}</text>`,
      [NOTA_FONT_FILES.regular, NOTA_FONT_FILES.bold],
    );
    expect(inkOf(own)).toBeGreaterThan(5_000);
    expect(Math.abs(inkOf(own) - inkOf(resvgs))).toBeLessThan(inkOf(resvgs) * 0.01);
    expect(meanDifference(own, resvgs)).toBeLessThan(0.5);
    // A run moved by one point draws elsewhere: the comparison can tell.
    const shifted = pixels(textPath(bold, { text, x: 11, y: 24, size: 14, color: "#111827" }));
    const unshifted = pixels(textPath(bold, { text, x: 10, y: 24, size: 14, color: "#111827" }));
    expect(meanDifference(shifted, unshifted)).toBeGreaterThan(2);
  });

  it("centres a run on its anchor, and draws nothing for blank text", () => {
    const centred = pixels(
      textPath(bold, { text: "LUNAS", x: 150, y: 40, size: 20, color: "#000000" }, "middle"),
    );
    const columns = new Set<number>();
    for (let index = 0; index < centred.length; index += 4) {
      if (centred[index] < 128) columns.add((index / 4) % 900);
    }
    const left = Math.min(...columns);
    const right = Math.max(...columns);
    expect(Math.abs((left + right) / 2 - 450)).toBeLessThan(6);
    expect(textPath(regular, { text: "   ", x: 0, y: 0, size: 10, color: "#000000" })).toBe("");
  });
});
