import { createRequire } from "node:module";

// The nota's typeface, DejaVu Sans from the npm registry, the same file for the PDF, the PNG
// and the measuring of both: the machine may have no font at all, and the two drawings must
// break lines at the same words.

const require = createRequire(import.meta.url);

export const NOTA_FONT_FAMILY = "DejaVu Sans";

export const NOTA_FONT_FILES = {
  regular: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
  bold: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf"),
} as const;

export type NotaFontWeight = keyof typeof NOTA_FONT_FILES;
