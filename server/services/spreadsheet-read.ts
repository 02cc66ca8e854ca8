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
  if (!text.includes("&")) return text;
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? match;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

// A sheet is read by the places of its tags, found as the regular expressions in the
// comments would find them, and cut in slices: matching each cell's parts by expressions
// allocated 13 KB a row of a 5,000-row sheet (decision 082).

/** A character of a word, as a regular expression's `\w` reads it. */
const isWordCode = (code: number) =>
  (code >= 48 && code <= 57) ||
  (code >= 65 && code <= 90) ||
  (code >= 97 && code <= 122) ||
  code === 95;
const isLetterCode = (code: number) => (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
const isDigitCode = (code: number) => code >= 48 && code <= 57;
const QUOTE = 34;
const SLASH = 47;

/** The name of a tag at `at` (`<name`) ends there: `\b` after it. */
const endsName = (xml: string, end: number) =>
  end >= xml.length || !isWordCode(xml.charCodeAt(end));

/** The text of the first `<name …>…</name>`: /<name\b[^>]*>([\s\S]*?)<\/name>/. */
function elementText(xml: string, open: string, close: string): string | undefined {
  for (let at = xml.indexOf(open); at !== -1; at = xml.indexOf(open, at + 1)) {
    if (!endsName(xml, at + open.length)) continue;
    const gt = xml.indexOf(">", at + open.length);
    if (gt === -1) return undefined;
    const end = xml.indexOf(close, gt + 1);
    // A later tag would look for its end further on still.
    return end === -1 ? undefined : xml.slice(gt + 1, end);
  }
  return undefined;
}

/**
 * The text of an `<si>` or `<is>`: its `<t>` runs, phonetic guides left out; each run
 * /<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g.
 */
function richText(xml: string): string {
  const plain = xml.includes("<rPh") ? xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "") : xml;
  let text = "";
  let at = plain.indexOf("<t");
  while (at !== -1) {
    const gt = endsName(plain, at + 2) ? plain.indexOf(">", at + 2) : at;
    if (gt === -1) break;
    const close = gt === at ? -1 : plain.indexOf("</t>", gt + 1);
    if (close !== -1) {
      text += xmlDecode(plain.slice(gt + 1, close));
      at = plain.indexOf("<t", close + 4);
    } else if (gt > at + 2 && plain.charCodeAt(gt - 1) === SLASH) {
      at = plain.indexOf("<t", gt + 1);
    } else at = plain.indexOf("<t", at + 1);
  }
  return text;
}

/**
 * A cell's `name="value"` (`name` one character): /\bname="(value)"/, the value's
 * characters those `isValue` takes (`digitsAfter`: then one digit or more).
 */
function attributeValue(
  attributes: string,
  isName: (code: number) => boolean,
  isValue: (code: number) => boolean,
  digitsAfter: boolean,
): string | undefined {
  for (let at = attributes.indexOf('="', 1); at !== -1; at = attributes.indexOf('="', at + 1)) {
    if (!isName(attributes.charCodeAt(at - 1))) continue;
    if (at >= 2 && isWordCode(attributes.charCodeAt(at - 2))) continue;
    let end = at + 2;
    while (end < attributes.length && isValue(attributes.charCodeAt(end))) end += 1;
    if (end === at + 2) continue;
    if (digitsAfter) {
      const digits = end;
      while (end < attributes.length && isDigitCode(attributes.charCodeAt(end))) end += 1;
      if (end === digits) continue;
    }
    if (attributes.charCodeAt(end) === QUOTE) return attributes.slice(at + 2, end);
  }
  return undefined;
}

/** Its reference, 'AB12': /\br="([A-Z]+\d+)"/i. */
const cellRef = (attributes: string) =>
  attributeValue(attributes, (code) => code === 114 || code === 82, isLetterCode, true);
/** Its type: /\bt="(\w+)"/. */
const cellType = (attributes: string) =>
  attributeValue(attributes, (code) => code === 116, isWordCode, false);

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
  if (Number.isSafeInteger(number)) return String(number);
  return Number.isInteger(number) ? BigInt(number).toString() : String(number);
}

/**
 * The text as a string of its own: a cell cut from the sheet (V8 keeps a cut of 13
 * characters or more as a view of the whole) would keep the sheet's text, megabytes for a
 * long sheet, as long as the file's rows are planned and applied (decision 082).
 */
const ownText = (text: string) => (text.length < 13 ? text : ` ${text}`.slice(1));

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
    // Its cells: /<c\b([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g.
    const row = rowMatch[2]!;
    for (let at = row.indexOf("<c"); at !== -1;) {
      const gt = endsName(row, at + 2) ? row.indexOf(">", at + 2) : at;
      if (gt === -1) break;
      let attributes: string;
      let inner = "";
      let end: number;
      if (gt > at + 2 && row.charCodeAt(gt - 1) === SLASH) {
        attributes = row.slice(at + 2, gt - 1);
        end = gt + 1;
      } else {
        const close = gt === at ? -1 : row.indexOf("</c>", gt + 1);
        if (close === -1) {
          at = row.indexOf("<c", at + 1);
          continue;
        }
        attributes = row.slice(at + 2, gt);
        inner = row.slice(gt + 1, close);
        end = close + 4;
      }
      at = row.indexOf("<c", end);
      const ref = cellRef(attributes);
      const index = ref ? columnIndex(ref) : next;
      next = index + 1;
      const type = cellType(attributes) ?? "n";
      const formula = inner.includes("<f")
        ? /<f\b[^>]*>([\s\S]*?)<\/f>/.exec(inner)?.[1]
        : undefined;
      const value = elementText(inner, "<v", "</v>");
      let cell: string;
      if (formula !== undefined) cell = `=${xmlDecode(formula)}`;
      else if (type === "s") cell = shared[Number(value)] ?? "";
      else if (type === "inlineStr") cell = richText(elementText(inner, "<is", "</is>") ?? "");
      else if (type === "str") cell = xmlDecode(value ?? "");
      else if (type === "b") cell = value === "1" ? "TRUE" : "FALSE";
      else cell = value === undefined ? "" : numberText(xmlDecode(value));
      while (cells.length < index) cells.push("");
      cells[index] = ownText(cell);
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
