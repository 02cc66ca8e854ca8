import type { NotaLayout, NotaRow, NotaStampTone } from "#domain/nota";
import type { NotaFontWeight } from "./fonts";

// The nota placed on its page: every text run, rule, stamp, picture and QR module at its
// point. The PDF and the PNG draw these same marks, so both look alike and break lines at
// the same words; only the measuring of text (the font's widths) comes from outside.

/** Points: 360 pt wide (127 mm), drawn at 3 pixels a point for the 1080 px PNG. */
export const NOTA_WIDTH = 360;
const MARGIN = 24;
const CONTENT = NOTA_WIDTH - 2 * MARGIN;
const RIGHT = NOTA_WIDTH - MARGIN;
const LOGO_SIZE = 56;
const QR_SIZE = 104;

export const NOTA_COLORS = {
  text: "#111827",
  muted: "#4b5563",
  rule: "#d1d5db",
} as const;

export const STAMP_COLORS: Record<NotaStampTone, string> = {
  paid: "#15803d",
  partial: "#b45309",
  unpaid: "#b91c1c",
  refund: "#4b5563",
};

/** The width of `text` at `size` points in the nota's font. */
export type MeasureText = (text: string, size: number, weight: NotaFontWeight) => number;

export type NotaMark =
  | {
      kind: "text";
      /** Left edge and baseline. */
      x: number;
      y: number;
      text: string;
      size: number;
      weight: NotaFontWeight;
      color: string;
    }
  | { kind: "rule"; y: number; isDashed: boolean }
  | { kind: "logo"; x: number; y: number; size: number }
  | { kind: "qr"; x: number; y: number; size: number; modules: boolean[][] }
  | {
      kind: "stamp";
      /** The stamp's centre, its box and its text, turned by `angle` degrees. */
      cx: number;
      cy: number;
      width: number;
      height: number;
      angle: number;
      text: string;
      size: number;
      color: string;
    };

export type NotaDrawing = { width: number; height: number; marks: NotaMark[] };

type Align = "left" | "right" | "center";
type TextStyle = { size: number; weight?: NotaFontWeight; color?: string };

/** Words that fit `width`, greedily; a word longer than the line is cut where it must be. */
export function wrapText(text: string, width: number, measure: (part: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = "";
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      let rest = word;
      while (measure(rest) > width && rest.length > 1) {
        let cut = rest.length - 1;
        while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/**
 * The nota's marks from its layout. `modules` is the tracking QR's grid; `hasLogo` leaves
 * room for the shop's logo at the top.
 */
export function drawNota(
  layout: NotaLayout,
  { measure, modules, hasLogo }: { measure: MeasureText; modules: boolean[][]; hasLogo: boolean },
): NotaDrawing {
  const marks: NotaMark[] = [];
  let y = MARGIN;

  /** Lines of text from the cursor down, wrapped to `width`, aligned in the content box. */
  function paragraph(text: string, style: TextStyle, align: Align = "left", width = CONTENT) {
    const weight = style.weight ?? "regular";
    const lineHeight = style.size * 1.35;
    for (const line of wrapText(text, width, (part) => measure(part, style.size, weight))) {
      const lineWidth = measure(line, style.size, weight);
      const x =
        align === "left"
          ? MARGIN
          : align === "right"
            ? RIGHT - lineWidth
            : (NOTA_WIDTH - lineWidth) / 2;
      y += lineHeight;
      marks.push({
        kind: "text",
        x,
        y: y - style.size * 0.3,
        text: line,
        size: style.size,
        weight,
        color: style.color ?? NOTA_COLORS.text,
      });
    }
  }

  /** A label on the left and its figure on the right, the figure wrapped when long. */
  function row(
    { label, value }: NotaRow,
    style: TextStyle,
    labelColor: string = NOTA_COLORS.muted,
  ) {
    const weight = style.weight ?? "regular";
    const labelWidth = measure(label, style.size, weight);
    const top = y;
    paragraph(label, { ...style, color: labelColor });
    const afterLabel = y;
    y = top;
    paragraph(value, style, "right", CONTENT - labelWidth - 12);
    y = Math.max(y, afterLabel);
  }

  function rule(isDashed = false, space = 8) {
    y += space;
    marks.push({ kind: "rule", y, isDashed });
    y += space / 2;
  }

  if (hasLogo) {
    marks.push({ kind: "logo", x: (NOTA_WIDTH - LOGO_SIZE) / 2, y, size: LOGO_SIZE });
    y += LOGO_SIZE + 4;
  }
  paragraph(layout.shopName, { size: 15, weight: "bold" }, "center");
  for (const line of layout.shopLines)
    paragraph(line, { size: 8.5, color: NOTA_COLORS.muted }, "center");
  rule();
  paragraph(layout.title, { size: 12, weight: "bold" }, "center");
  y += 4;
  for (const detail of layout.details) row(detail, { size: 9 });
  rule(true);

  for (const line of layout.lines) {
    const amountWidth = measure(line.amount, 9.5, "bold");
    const top = y;
    paragraph(line.name, { size: 9.5, weight: "bold" }, "left", CONTENT - amountWidth - 12);
    const afterName = y;
    y = top;
    paragraph(line.amount, { size: 9.5, weight: "bold" }, "right");
    y = afterName;
    const muted = { size: 8.5, color: NOTA_COLORS.muted };
    paragraph(line.quantityText, muted);
    if (line.options) paragraph(line.options, muted);
    if (line.note) paragraph(`Catatan: ${line.note}`, muted);
    y += 3;
  }
  rule(true);
  for (const sum of layout.sums) row(sum, { size: 9 });
  row(layout.total, { size: 12, weight: "bold" }, NOTA_COLORS.text);
  y += 2;
  paragraph(layout.amountInWords, { size: 8.5, color: NOTA_COLORS.muted });
  rule();
  for (const payment of layout.payment) row(payment, { size: 9 });

  // The stamp, turned as a rubber stamp would be.
  const stampSize = 13;
  const stampWidth = measure(layout.stamp.text, stampSize, "bold") + 24;
  y += 14;
  marks.push({
    kind: "stamp",
    cx: NOTA_WIDTH / 2,
    cy: y + 16,
    width: stampWidth,
    height: 30,
    angle: -6,
    text: layout.stamp.text,
    size: stampSize,
    color: STAMP_COLORS[layout.stamp.tone],
  });
  y += 44;

  rule();
  // The QR's quiet zone: white around it, about four modules wide.
  y += 12;
  marks.push({ kind: "qr", x: (NOTA_WIDTH - QR_SIZE) / 2, y, size: QR_SIZE, modules });
  y += QR_SIZE + 4;
  paragraph(layout.qrHint, { size: 8, color: NOTA_COLORS.muted }, "center");
  y += 6;
  paragraph(layout.thanks, { size: 10, weight: "bold" }, "center");
  return { width: NOTA_WIDTH, height: Math.ceil(y + MARGIN), marks };
}
