// The nota's text as outlines for the PNG: each run of text becomes one SVG path drawn from
// the glyphs of the same parsed font the PDF embeds and the layout measures, so resvg never
// loads a font or shapes text (docs/decisions/061). Glyph positions come from fontkit's
// layout (kerning included), as in the PDF.

type PathCommand = { command: string; args: number[] };

/** The part of a fontkit font the outlines need (fontkit ships no types). */
export type OutlineFont = {
  unitsPerEm: number;
  layout(text: string): {
    glyphs: { id: number; path: { commands: PathCommand[] } }[];
    positions: { xAdvance: number; xOffset: number; yOffset: number }[];
  };
};

function number(value: number): string {
  return Number.isInteger(value) ? String(value) : String(Number(value.toFixed(2)));
}

/**
 * A glyph's outline as SVG path data in font units (y up), every command relative, so it
 * can follow an absolute move to wherever the glyph stands. Empty for a blank glyph.
 */
export function glyphPathData(commands: PathCommand[]): string {
  let data = "";
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const relative = (args: number[]) => {
    const parts: string[] = [];
    for (let index = 0; index < args.length; index += 2) {
      parts.push(number(args[index] - x), number(args[index + 1] - y));
    }
    x = args[args.length - 2];
    y = args[args.length - 1];
    return parts.join(" ");
  };
  for (const { command, args } of commands) {
    switch (command) {
      case "moveTo":
        data += `m${relative(args)}`;
        startX = x;
        startY = y;
        break;
      case "lineTo":
        data += `l${relative(args)}`;
        break;
      case "quadraticCurveTo":
        data += `q${relative(args)}`;
        break;
      case "bezierCurveTo":
        data += `c${relative(args)}`;
        break;
      case "closePath":
        data += "z";
        x = startX;
        y = startY;
        break;
    }
  }
  return data;
}

const glyphCache = new WeakMap<OutlineFont, Map<number, string>>();

/** A font's glyph outlines, each worked out once per process (a nota has a few dozen). */
function glyphData(font: OutlineFont, glyph: { id: number; path: { commands: PathCommand[] } }) {
  let glyphs = glyphCache.get(font);
  if (!glyphs) glyphCache.set(font, (glyphs = new Map()));
  let data = glyphs.get(glyph.id);
  if (data === undefined) glyphs.set(glyph.id, (data = glyphPathData(glyph.path.commands)));
  return data;
}

/** A run of text as path data in font units from its origin on the baseline, and its advance. */
export function textPathData(font: OutlineFont, text: string): { data: string; advance: number } {
  const { glyphs, positions } = font.layout(text);
  let data = "";
  let pen = 0;
  glyphs.forEach((glyph, index) => {
    const outline = glyphData(font, glyph);
    const { xAdvance, xOffset, yOffset } = positions[index];
    if (outline) data += `M${number(pen + xOffset)} ${number(yOffset)}${outline}`;
    pen += xAdvance;
  });
  return { data, advance: pen };
}

/**
 * A run of text as an SVG path: its left edge at `x`, its baseline at `y`, `size` points
 * high, anchored at its start or its middle.
 */
export function textPath(
  font: OutlineFont,
  text: { text: string; x: number; y: number; size: number; color: string },
  anchor: "start" | "middle" = "start",
): string {
  const { data, advance } = textPathData(font, text.text);
  if (!data) return "";
  const scale = text.size / font.unitsPerEm;
  const left = anchor === "middle" ? text.x - (advance * scale) / 2 : text.x;
  return (
    `<path transform="translate(${number(left)} ${number(text.y)}) scale(${scale} ${-scale})" ` +
    `fill="${text.color}" d="${data}"/>`
  );
}
