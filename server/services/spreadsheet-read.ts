import { setImmediate as nextTurn } from "node:timers/promises";
import { readCsv } from "#domain/csv-read";
import { IMPORT_MESSAGES } from "#domain/catalogue-import";
import { AppError } from "../errors";

// A spreadsheet the seller uploads, read into rows of text cells (decision 073): a CSV in
// UTF-8 (or, without valid UTF-8, Windows-1252 as older Excel saves it), or the first sheet
// of an .xlsx workbook read with the zip library already used to write them: shared and
// inline strings, numbers, booleans; a formula cell reads as its formula, so the import
// refuses it rather than trusting a value computed elsewhere. Bounded: a workbook whose
// parts unpack past MAX_UNPACKED_BYTES is refused before it is inflated.

const MAX_UNPACKED_BYTES = 64 * 1024 * 1024;

/** Rows of a sheet read between two turns of the event loop. */
const ROWS_A_STEP = 250;

const unreadable = () => new AppError("VALIDATION", IMPORT_MESSAGES.unreadable);

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function xmlDecode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? match;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

/** The text of an `<si>` or `<is>`: its `<t>` runs, phonetic guides left out. */
function richText(xml: string): string {
  const plain = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "");
  let text = "";
  for (const match of plain.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g)) {
    text += xmlDecode(match[1] ?? "");
  }
  return text;
}

/** "AB12" → 27 (columns from 0): a reference's letters, in any case, then its digits. */
function columnIndex(ref: string): number {
  let index = 0;
  for (let at = 0; at < ref.length; at += 1) {
    const code = ref.charCodeAt(at);
    if (code >= 48 && code <= 57) break;
    index = index * 26 + ((code & ~0x20) - 64); // its upper case: the 0x20 bit cleared
  }
  return index - 1;
}

/** A number as a seller typed it: whole numbers without a decimal point or exponent. */
function numberText(value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return Number.isInteger(number) ? BigInt(number).toString() : String(number);
}

async function readXlsx(bytes: Uint8Array): Promise<string[][]> {
  const { unzipSync, strFromU8 } = await import("fflate");
  let unpacked = 0;
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, {
      filter: (file) => {
        const wanted =
          file.name === "xl/workbook.xml" ||
          file.name === "xl/_rels/workbook.xml.rels" ||
          file.name === "xl/sharedStrings.xml" ||
          file.name.startsWith("xl/worksheets/");
        if (!wanted) return false;
        unpacked += file.originalSize;
        if (unpacked > MAX_UNPACKED_BYTES) throw unreadable();
        return true;
      },
    });
  } catch {
    throw unreadable();
  }
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : null);

  // The first sheet in the workbook's order, by its relationship.
  const workbook = text("xl/workbook.xml") ?? "";
  const rels = text("xl/_rels/workbook.xml.rels") ?? "";
  const firstSheetId = /<sheet\b[^>]*\br:id="([^"]+)"/.exec(workbook)?.[1];
  const target = firstSheetId
    ? new RegExp(`<Relationship\\b[^>]*Id="${firstSheetId}"[^>]*>`).exec(rels)?.[0]
    : undefined;
  const targetPath = target ? /Target="([^"]+)"/.exec(target)?.[1] : undefined;
  const sheetPath = targetPath
    ? targetPath.startsWith("/")
      ? targetPath.slice(1)
      : `xl/${targetPath}`
    : "xl/worksheets/sheet1.xml";
  const sheet = text(sheetPath);
  if (sheet === null) throw unreadable();

  const shared = [
    ...(text("xl/sharedStrings.xml") ?? "").matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g),
  ].map((match) => richText(match[1] ?? ""));
  // The unpacked parts are read: their bytes are let go before the sheet's rows are.
  files = {};

  const rows: string[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
    // The event loop runs between steps of a long sheet, so the collector can finish what it
    // started and a sheet's passing garbage is freed as it is read (decision 082).
    if (rows.length > 0 && rows.length % ROWS_A_STEP === 0) await nextTurn();
    const rowNumber = Number(/\br="(\d+)"/.exec(rowMatch[1]!)?.[1] ?? rows.length + 1);
    const cells: string[] = [];
    let next = 0;
    for (const cellMatch of rowMatch[2]!.matchAll(/<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)) {
      const attributes = cellMatch[1]!;
      const inner = cellMatch[2] ?? "";
      const ref = /\br="([A-Z]+\d+)"/i.exec(attributes)?.[1];
      const index = ref ? columnIndex(ref) : next;
      next = index + 1;
      const type = /\bt="(\w+)"/.exec(attributes)?.[1] ?? "n";
      // A part a cell does not hold is not looked for.
      const formula = inner.includes("<f")
        ? /<f\b[^>]*>([\s\S]*?)<\/f>/.exec(inner)?.[1]
        : undefined;
      const value = inner.includes("<v") ? /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1] : undefined;
      let cell: string;
      if (formula !== undefined) cell = `=${xmlDecode(formula)}`;
      else if (type === "s") cell = shared[Number(value)] ?? "";
      else if (type === "inlineStr")
        cell = richText(/<is\b[^>]*>([\s\S]*?)<\/is>/.exec(inner)?.[1] ?? "");
      else if (type === "str") cell = xmlDecode(value ?? "");
      else if (type === "b") cell = value === "1" ? "TRUE" : "FALSE";
      else cell = value === undefined ? "" : numberText(xmlDecode(value));
      while (cells.length < index) cells.push("");
      cells[index] = cell;
    }
    while (rows.length < rowNumber - 1) rows.push([]);
    rows[rowNumber - 1] = cells;
  }
  return rows;
}

function decodeText(bytes: Uint8Array): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}

const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The first sheet's rows, by the file's content rather than its name. */
export async function readSpreadsheet(bytes: Uint8Array): Promise<string[][]> {
  if (isZip(bytes)) return readXlsx(bytes);
  const text = decodeText(bytes);
  // A binary file that is not a workbook (an old .xls, a picture) is no CSV either.
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u0008\u000E-\u001F]/.test(text.slice(0, 4096))) throw unreadable();
  return readCsv(text);
}
