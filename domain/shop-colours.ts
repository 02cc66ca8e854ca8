import { z } from "zod";

// The shop's own colour (decision 076). The seller picks a main colour; buttons, badges,
// chips, prices and links of her shop's pages use it, as they use Gerai's teal otherwise.
// The storefront draws that colour two ways: white text on it (buttons, badges) and it as
// text on the palest surfaces (prices and links on cards, chips on their tinted ground).
// Both must keep WCAG AA contrast, 4.5:1. A colour too light for that is taken darker, its hue
// and chroma kept (OKLCH lightness lowered), until it does; the seller sees the colour her
// shop will show as she picks. Pure arithmetic: the browser's preview and the server agree.

export const SHOP_COLOUR_ERROR = "Warna harus berupa kode hex, contoh #0F766E.";

/** Colours offered as one tap each; any other can be typed or picked. */
export const SHOP_COLOUR_PRESETS = [
  "#0F766E",
  "#B91C1C",
  "#C2410C",
  "#A16207",
  "#15803D",
  "#1D4ED8",
  "#6D28D9",
  "#BE185D",
  "#FACC15",
  "#1F2937",
] as const;

/** #rrggbb, stored lowercase; empty means Gerai's own colour. */
export const ZShopColourSchema = z
  .string({ error: SHOP_COLOUR_ERROR })
  .trim()
  .transform((value) => value.toLowerCase())
  .refine((value) => value === "" || /^#[0-9a-f]{6}$/.test(value), { error: SHOP_COLOUR_ERROR })
  .transform((value) => value || null);

/** White: the text on the shop's colour. */
export const SHOP_COLOUR_FOREGROUND = "#ffffff";
/** The darkest pale surface the colour is text on: the accent ground, oklch(0.95 0.03 80) = #f9edd9, luminance 0.856. */
const PALEST_SURFACE_LUMINANCE = 0.85;
const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

const toLinear = (channel: number) =>
  channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
const fromLinear = (channel: number) =>
  channel <= 0.0031308 ? channel * 12.92 : 1.055 * channel ** (1 / 2.4) - 0.055;

function parseHex(hex: string): Rgb {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255].map((c) =>
    toLinear(c / 255),
  ) as Rgb;
}

function toHex(linear: Rgb): string {
  return `#${linear
    .map((c) =>
      Math.round(fromLinear(Math.min(1, Math.max(0, c))) * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** WCAG relative luminance of a colour given as linear sRGB. */
const luminanceOf = ([r, g, b]: Rgb) => 0.2126 * r + 0.7152 * g + 0.0722 * b;

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(first: string, second: string): number {
  const [lighter, darker] = [luminanceOf(parseHex(first)), luminanceOf(parseHex(second))].sort(
    (a, b) => b - a,
  );
  return (lighter + 0.05) / (darker + 0.05);
}

// OKLab (Björn Ottosson), from and to linear sRGB.
function toOklab([r, g, b]: Rgb): Rgb {
  const l = Math.cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b);
  const m = Math.cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b);
  const s = Math.cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b);
  return [
    0.2104542553 * l + 0.793617785 * m - 0.0040720468 * s,
    1.9779984951 * l - 2.428592205 * m + 0.4505937099 * s,
    0.0259040371 * l + 0.7827717662 * m - 0.808675766 * s,
  ];
}

function fromOklab([L, a, b]: Rgb): Rgb {
  const l = (L + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (L - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (L - 0.0894841775 * a - 1.291485548 * b) ** 3;
  return [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
}

const isReadable = (linear: Rgb) =>
  (PALEST_SURFACE_LUMINANCE + 0.05) / (luminanceOf(linear) + 0.05) >= MIN_CONTRAST;

/**
 * The colour the shop's pages show for the seller's pick: the pick itself when white text on
 * it and it as text on the palest surface both reach 4.5:1, else the lightest colour of the
 * same hue and chroma darker than it that does (found by halving the lightness range).
 */
export function shopColour(pick: string): string {
  const linear = parseHex(pick);
  if (isReadable(linear)) return toHex(linear);
  const [L, a, b] = toOklab(linear);
  let low = 0;
  let high = L;
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (isReadable(fromOklab([middle, a, b]))) low = middle;
    else high = middle;
  }
  // Rounded to 8 bits per channel the colour may move by a hair: step down until it holds.
  let hex = toHex(fromOklab([low, a, b]));
  for (let lightness = low; !isReadable(parseHex(hex)); lightness -= 0.002) {
    hex = toHex(fromOklab([lightness, a, b]));
  }
  return hex;
}

/**
 * The CSS custom properties a shop page sets for its colour, or null for Gerai's own. Only a
 * well-formed stored value is written into the page.
 */
export function shopColourStyle(pick: string | null): string | null {
  if (!pick || !/^#[0-9a-f]{6}$/.test(pick)) return null;
  const colour = shopColour(pick);
  return `:root{--primary:${colour};--primary-foreground:${SHOP_COLOUR_FOREGROUND};--ring:${colour}}`;
}
