import fs from "node:fs";
import { createRequire } from "node:module";
import type PDFDocumentClass from "pdfkit";
import { notaLayout, type NotaData } from "#domain/nota";
import { drawNota, NOTA_COLORS, type MeasureText, type NotaDrawing } from "./drawing";
import { NOTA_FONT_FILES, type NotaFontWeight } from "./fonts";
import { textPath, type OutlineFont } from "./outline";
import { drawPngInThread } from "./png-thread";

// The nota as a PDF (pdfkit, in this process) and as a PNG 1080 px wide for WhatsApp (an
// SVG of the same marks, its text as glyph outlines, drawn by resvg in a worker thread):
// docs/decisions/057 and 061. pdfkit and the worker are started with the first nota that
// needs them: a server may never draw one.

/** Pixels a point in the PNG: 360 pt × 3 = 1080 px, what WhatsApp shows without scaling. */
const PNG_SCALE = 3;

/** The shop's logo as PNG bytes, when it has one that could be read. */
export type NotaPicture = Buffer | null;

type PdfKit = typeof PDFDocumentClass;

let pdfKit: Promise<PdfKit> | undefined;
function loadPdfKit(): Promise<PdfKit> {
  return (pdfKit ??= import("pdfkit").then((module) => module.default));
}

/**
 * fontkit (pdfkit's own font engine, untyped): a parsed font pdfkit takes as it is, and
 * whose layout and glyph outlines draw the PNG's text.
 */
type ParsedFont = PDFKit.Mixins.PDFFontSource & OutlineFont;
type FontKit = { create(bytes: Buffer): ParsedFont };
const require = createRequire(import.meta.url);

let parsedFonts: Record<NotaFontWeight, ParsedFont> | undefined;
/**
 * The fonts parsed once and shared by every document: pdfkit given the file's bytes parses
 * it again for each document, and DejaVu's kerning tables alone cost more than the rest of
 * a nota (docs/decisions/057).
 */
function readFonts(): Record<NotaFontWeight, ParsedFont> {
  const fontkit = require("fontkit") as FontKit;
  return (parsedFonts ??= {
    regular: fontkit.create(fs.readFileSync(NOTA_FONT_FILES.regular)),
    bold: fontkit.create(fs.readFileSync(NOTA_FONT_FILES.bold)),
  });
}

function withFonts(doc: PDFKit.PDFDocument): PDFKit.PDFDocument {
  const fonts = readFonts();
  doc.registerFont("regular", fonts.regular);
  doc.registerFont("bold", fonts.bold);
  return doc;
}

let measurer: Promise<MeasureText> | undefined;
/** Widths from the same font files pdfkit embeds, on a document that is never written. */
function loadMeasurer(): Promise<MeasureText> {
  return (measurer ??= loadPdfKit().then((PDFDocument) => {
    const doc = withFonts(new PDFDocument({ size: [100, 100], margin: 0 }));
    return (text, size, weight) => doc.font(weight).fontSize(size).widthOfString(text);
  }));
}

async function loadQrModules(text: string): Promise<boolean[][]> {
  const { modules } = (await import("qrcode")).default.create(text, { errorCorrectionLevel: "M" });
  const grid: boolean[][] = [];
  for (let row = 0; row < modules.size; row++) {
    grid.push(
      Array.from({ length: modules.size }, (_, column) => Boolean(modules.get(row, column))),
    );
  }
  return grid;
}

/** The nota's marks, measured in its font. */
export async function drawNotaOf(nota: NotaData, logo: NotaPicture): Promise<NotaDrawing> {
  const [measure, modules] = await Promise.all([loadMeasurer(), loadQrModules(nota.trackingUrl)]);
  return drawNota(notaLayout(nota), { measure, modules, hasLogo: logo !== null });
}

/** The nota as a one-page PDF as long as its lines, its text selectable and searchable. */
export async function renderNotaPdf(nota: NotaData, logo: NotaPicture): Promise<Buffer> {
  const [PDFDocument, drawing] = await Promise.all([loadPdfKit(), drawNotaOf(nota, logo)]);
  const doc = withFonts(
    new PDFDocument({
      size: [drawing.width, drawing.height],
      margin: 0,
      info: { Title: `Nota Pesanan ${nota.orderNumber}`, Author: nota.shop.name },
      lang: "id-ID",
    }),
  );
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on("end", resolve);
    doc.on("error", reject);
  });
  for (const mark of drawing.marks) {
    switch (mark.kind) {
      case "text":
        doc
          .font(mark.weight)
          .fontSize(mark.size)
          .fillColor(mark.color)
          .text(mark.text, mark.x, mark.y, { lineBreak: false, baseline: "alphabetic" });
        break;
      case "rule":
        if (mark.isDashed) doc.dash(3, { space: 2 });
        doc
          .moveTo(24, mark.y)
          .lineTo(drawing.width - 24, mark.y)
          .lineWidth(0.6)
          .strokeColor(NOTA_COLORS.rule)
          .stroke();
        doc.undash();
        break;
      case "logo":
        if (logo) doc.image(logo, mark.x, mark.y, { fit: [mark.size, mark.size], align: "center" });
        break;
      case "qr": {
        const cell = mark.size / mark.modules.length;
        doc.fillColor("#000000");
        mark.modules.forEach((cells, row) =>
          cells.forEach((isDark, column) => {
            if (isDark) doc.rect(mark.x + column * cell, mark.y + row * cell, cell, cell);
          }),
        );
        doc.fill();
        break;
      }
      case "stamp":
        doc.save().rotate(mark.angle, { origin: [mark.cx, mark.cy] });
        doc
          .roundedRect(
            mark.cx - mark.width / 2,
            mark.cy - mark.height / 2,
            mark.width,
            mark.height,
            4,
          )
          .lineWidth(2)
          .strokeColor(mark.color)
          .stroke();
        doc
          .font("bold")
          .fontSize(mark.size)
          .fillColor(mark.color)
          .text(mark.text, mark.cx - (mark.width - 24) / 2, mark.cy + mark.size * 0.36, {
            lineBreak: false,
            baseline: "alphabetic",
          });
        doc.restore();
        break;
    }
  }
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}

/** The nota's marks as SVG in points, its text drawn as the outlines of the nota's font. */
export function notaSvg(drawing: NotaDrawing, logo: NotaPicture): string {
  const fonts = readFonts();
  const parts: string[] = [];
  for (const mark of drawing.marks) {
    switch (mark.kind) {
      case "text":
        parts.push(textPath(fonts[mark.weight], mark));
        break;
      case "rule":
        parts.push(
          `<path d="M24 ${mark.y}H${drawing.width - 24}" stroke="${NOTA_COLORS.rule}" stroke-width="0.6"` +
            `${mark.isDashed ? ' stroke-dasharray="3 2"' : ""}/>`,
        );
        break;
      case "logo":
        if (logo) {
          parts.push(
            `<image x="${mark.x}" y="${mark.y}" width="${mark.size}" height="${mark.size}" ` +
              `preserveAspectRatio="xMidYMid meet" href="data:image/png;base64,${logo.toString("base64")}"/>`,
          );
        }
        break;
      case "qr": {
        const cell = mark.size / mark.modules.length;
        let path = "";
        mark.modules.forEach((cells, row) =>
          cells.forEach((isDark, column) => {
            if (isDark) path += `M${column} ${row}h1v1h-1z`;
          }),
        );
        parts.push(
          `<path transform="translate(${mark.x} ${mark.y}) scale(${cell})" d="${path}" ` +
            `fill="#000000" shape-rendering="crispEdges"/>`,
        );
        break;
      }
      case "stamp":
        parts.push(
          `<g transform="rotate(${mark.angle} ${mark.cx} ${mark.cy})" fill="none">` +
            `<rect x="${mark.cx - mark.width / 2}" y="${mark.cy - mark.height / 2}" width="${mark.width}" ` +
            `height="${mark.height}" rx="4" stroke="${mark.color}" stroke-width="2"/>` +
            textPath(fonts.bold, { ...mark, x: mark.cx, y: mark.cy + mark.size * 0.36 }, "middle") +
            "</g>",
        );
        break;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${drawing.width}" height="${drawing.height}" ` +
    `viewBox="0 0 ${drawing.width} ${drawing.height}">` +
    `${parts.join("")}</svg>`
  );
}

/**
 * The nota as a PNG 1080 px wide, drawn and written in a worker thread (./png-worker.ts).
 * The SVG holds no text, so no font is loaded there.
 */
export async function renderNotaPng(nota: NotaData, logo: NotaPicture): Promise<Buffer> {
  const drawing = await drawNotaOf(nota, logo);
  return drawPngInThread(notaSvg(drawing, logo), drawing.width * PNG_SCALE);
}
