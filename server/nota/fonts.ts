import { fileURLToPath } from "node:url";

// The nota's typeface: DejaVu Sans cut down to Latin and common punctuation
// (scripts/nota-fonts.sh), the same two files for the PDF, the PNG and the measuring of both.
// The machine may have no font at all, and the two drawings must break lines at the same
// words. Beside this module in the source, beside the server build (scripts/build-server.mjs).

// Written out whole: the bundlers see each file and place it beside their bundle.
export const NOTA_FONT_FILES = {
  regular: fileURLToPath(new URL("./fonts/DejaVuSans.ttf", import.meta.url)),
  bold: fileURLToPath(new URL("./fonts/DejaVuSans-Bold.ttf", import.meta.url)),
} as const;

export type NotaFontWeight = keyof typeof NOTA_FONT_FILES;
