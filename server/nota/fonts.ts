import { fileURLToPath } from "node:url";

// The nota's typeface: DejaVu Sans cut down to Latin and common punctuation
// (scripts/nota-fonts.sh), the same two files for the PDF, the PNG and the measuring of both.
// The machine may have no font at all, and the two drawings must break lines at the same
// words. Beside this module in the source, beside the bundle in the build.

export const NOTA_FONT_FAMILY = "DejaVu Sans";

const fontFile = (name: string) => fileURLToPath(new URL(`./fonts/${name}`, import.meta.url));

export const NOTA_FONT_FILES = {
  regular: fontFile("DejaVuSans.ttf"),
  bold: fontFile("DejaVuSans-Bold.ttf"),
} as const;

export type NotaFontWeight = keyof typeof NOTA_FONT_FILES;
