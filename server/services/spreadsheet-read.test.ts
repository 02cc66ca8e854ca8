import { strToU8, zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { readSpreadsheet } from "./spreadsheet-read";

// The sheet as it was read before it was read by its tags' places (decision 082): by regular
// expressions, match by match. The reading must not have changed.
const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

function xmlDecode(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|amp|lt|gt|quot|apos);/gi, (match, name: string) => {
    if (name[0] !== "#") return ENTITIES[name.toLowerCase()] ?? match;
    const code =
      name[1] === "x" || name[1] === "X" ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isFinite(code) && code <= 0x10ffff ? String.fromCodePoint(code) : "";
  });
}

function richText(xml: string): string {
  const plain = xml.replace(/<rPh\b[\s\S]*?<\/rPh>/g, "");
  let text = "";
  for (const match of plain.matchAll(/<t\b[^>]*>([\s\S]*?)<\/t>|<t\b[^>]*\/>/g)) {
    text += xmlDecode(match[1] ?? "");
  }
  return text;
}

function columnIndex(ref: string): number {
  let index = 0;
  for (const character of ref.replace(/\d+$/, "").toUpperCase()) {
    index = index * 26 + (character.charCodeAt(0) - 64);
  }
  return index - 1;
}

function numberText(value: string): string {
  const number = Number(value);
  if (!Number.isFinite(number)) return value;
  return Number.isInteger(number) ? BigInt(number).toString() : String(number);
}

function referenceRows(sheet: string, shared: string[]): string[][] {
  const rows: string[][] = [];
  for (const rowMatch of sheet.matchAll(/<row\b([^>]*)>([\s\S]*?)<\/row>/g)) {
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
      const formula = /<f\b[^>]*>([\s\S]*?)<\/f>/.exec(inner)?.[1];
      const value = /<v\b[^>]*>([\s\S]*?)<\/v>/.exec(inner)?.[1];
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

const SHARED = ["Nama", "Kue &amp; Roti", "", "  spasi  "];
const sharedXml = `<sst>${SHARED.map((text) => `<si><t>${text}</t></si>`).join("")}<si><r><t>Bolu </t></r><rPh><t>x</t></rPh><r><t>Pandan</t></r></si></sst>`;

function workbook(sheet: string): Uint8Array {
  return zipSync({
    "xl/workbook.xml": strToU8(
      '<workbook><sheets><sheet name="A" sheetId="1" r:id="rId1"/></sheets></workbook>',
    ),
    "xl/_rels/workbook.xml.rels": strToU8(
      '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/></Relationships>',
    ),
    "xl/sharedStrings.xml": strToU8(sharedXml),
    "xl/worksheets/sheet1.xml": strToU8(sheet),
  });
}

const CELLS = [
  '<c r="A1" t="s"><v>1</v></c>',
  '<c r="b2" t="s"><v>4</v></c>',
  '<c r="C3" t="inlineStr"><is><t xml:space="preserve"> te&amp;xt </t></is></c>',
  '<c t="inlineStr"><is><r><t>a</t></r><r><t/></r><rPh><t>x</t></rPh><r><t>b&#x41;</t></r></is></c>',
  '<c t="inlineStr"><is><t/><t>abc</t></is></c>',
  '<c t="inlineStr"><is><tx>no</tx><t a="1">ya</t></is></c>',
  '<c r="D3"><v>1.5E+4</v></c>',
  "<c><v>-0</v></c>",
  "<c><v>12345678901234567890</v></c>",
  "<c><v>0.1</v></c>",
  '<c r="E3"/>',
  "<c/>",
  "<c>",
  '<c t="b"><v>1</v></c>',
  '<c t="b"><v>0</v></c>',
  '<c t="str"><v>a&lt;b</v></c>',
  '<c r="F3"><f>SUM(A1)</f><v>3</v></c>',
  '<c r="G3" t="str"><f t="shared" si="0"/><v>x</v></c>',
  '<col min="1"/>',
  '<c rr="A1" r="H4"><v>7</v></c>',
  '<c tt="s" t="s"><v>0</v></c>',
  '<c R="AA10"><value>1</value><v>8</v></c>',
  '<c r="A1x" r="J2" ><v >9</v ></c>',
  '<c r="Z9" t="inlineStr"><is><t>tanpa akhir</t></is>',
  "<v>lepas</v>",
  "</c>",
  " ",
  "\n",
];

describe("a workbook's sheet read by its tags' places (decision 082)", () => {
  it("reads any sheet as matching its expressions read it", async () => {
    let seed = 1103;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    let filled = 0;
    for (let sheetNumber = 0; sheetNumber < 300; sheetNumber += 1) {
      let sheet = "<worksheet><sheetData>";
      let rowNumber = 0;
      for (let row = Math.floor(random() * 6); row > 0; row -= 1) {
        rowNumber += 1 + Math.floor(random() * 2);
        sheet += random() < 0.8 ? `<row r="${rowNumber}">` : "<row>";
        for (let cell = Math.floor(random() * 8); cell > 0; cell -= 1) {
          sheet += CELLS[Math.floor(random() * CELLS.length)]!;
        }
        sheet += "</row>";
      }
      sheet += "</sheetData></worksheet>";
      const shared = [...sharedXml.matchAll(/<si\b[^>]*>([\s\S]*?)<\/si>|<si\b[^>]*\/>/g)].map(
        (match) => richText(match[1] ?? ""),
      );
      const rows = await readSpreadsheet(workbook(sheet));
      expect(rows).toEqual(referenceRows(sheet, shared));
      filled += rows.filter((cells) => cells.some((cell) => cell !== "")).length;
    }
    expect(filled).toBeGreaterThan(300);
  });
});
