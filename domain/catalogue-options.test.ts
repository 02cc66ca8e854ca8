import { describe, expect, it } from "vitest";
import {
  formatOptionsCell,
  optionLineError,
  parseOptionsCell,
  type OptionCellValue,
} from "./catalogue-options";
import { ZProductInputSchema } from "./product";
import type { ProductOption } from "./product-options";

const read = (cell: string) => {
  const parsed = parseOptionsCell(cell);
  if (!parsed.ok) throw new Error(parsed.message);
  return ZProductInputSchema.parse({ name: "x", price: "1", options: parsed.options }).options;
};

describe("options in one spreadsheet cell", () => {
  it("reads the example as a required single-choice option with a priced choice", () => {
    expect(read("Ukuran: Kecil=0; Besar=+5000 | wajib")).toEqual([
      {
        name: "Ukuran",
        choices: ["Kecil", "Besar"],
        isRequired: true,
        choicePrices: { Besar: 5000 },
      },
    ]);
  });

  it("writes options back into what it reads, separators in names escaped", () => {
    const options: ProductOption[] = [
      {
        name: "Rasa: pilih",
        choices: ["A;B", "C=D", "E|F", "G (habis)"],
        isRequired: false,
        choicePrices: { "C=D": -2000 },
        soldOutChoices: ["E|F"],
      },
      {
        name: "Topping",
        choices: ["Keju", "Coklat", "Susu"],
        isRequired: true,
        choicePrices: { Keju: 3000 },
        minChoices: 1,
        maxChoices: 2,
      },
    ];
    const cell = formatOptionsCell(options);
    expect(cell).toBe(
      "Rasa\\: pilih: A\\;B=0; C\\=D=-2000; E\\|F=0 (habis); G \\(habis)=0\nTopping: Keju=+3000; Coklat=0; Susu=0 | wajib | pilih 1-2",
    );
    expect(read(cell)).toEqual(options);
  });

  it("names the line it cannot read", () => {
    expect(parseOptionsCell("Ukuran Kecil")).toEqual({
      ok: false,
      message:
        'Opsi "Ukuran Kecil" tidak dapat dibaca. Tulis seperti: Ukuran: Kecil=0; Besar=+5000 | wajib',
    });
    expect(parseOptionsCell("Ukuran: Kecil | kadang").ok).toBe(false);
  });

  it("reads 'pilih hingga 3 | wajib' as at least one, at most three", () => {
    expect(read("Topping: A; B; C; D | pilih hingga 3 | wajib")[0]).toMatchObject({
      minChoices: 1,
      maxChoices: 3,
      isRequired: true,
    });
  });
});

// The cell as it was read before it was read by the separators' places (decision 082):
// cut into lists of pieces. The reading must not have changed.
function splitUnescaped(text: string, separator: string, limit = Infinity): string[] {
  const pieces: string[] = [];
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === "\\" && index + 1 < text.length) index += 1;
    else if (character === separator && pieces.length < limit - 1) {
      pieces.push(text.slice(start, index));
      start = index + 1;
    }
  }
  pieces.push(text.slice(start));
  return pieces;
}

const unescapeText = (text: string) =>
  (text.includes("\\") ? text.replace(/\\(.)/g, "$1") : text).trim();
const SOLD_OUT_MARK = "(habis)";

function readBySplitting(
  cell: string,
): { ok: true; options: OptionCellValue[] } | { ok: false; message: string } {
  const options: OptionCellValue[] = [];
  for (const rawLine of cell.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (line === "") continue;
    const [head = "", ...flags] = splitUnescaped(line, "|");
    const parts = splitUnescaped(head, ":", 2);
    if (parts.length < 2) return { ok: false, message: optionLineError(line) };
    const option: OptionCellValue = {
      name: unescapeText(parts[0]!),
      choices: [],
      isRequired: false,
      selection: "single",
      minChoices: "0",
      maxChoices: "",
    };
    for (const rawChoice of splitUnescaped(parts[1]!, ";")) {
      let text = rawChoice.trim();
      if (text === "") continue;
      const isSoldOut =
        text.toLowerCase().endsWith(SOLD_OUT_MARK) && !text.endsWith(`\\${SOLD_OUT_MARK}`);
      if (isSoldOut) text = text.slice(0, -SOLD_OUT_MARK.length).trim();
      const [name = "", price] = splitUnescaped(text, "=", 2);
      option.choices.push({ name: unescapeText(name), price: price?.trim() ?? "", isSoldOut });
    }
    for (const rawFlag of flags) {
      const flag = rawFlag.trim().toLowerCase().replace(/\s+/g, " ");
      const range = /^pilih (\d{1,4}) ?- ?(\d{1,4})$/.exec(flag);
      const upTo = /^pilih hingga (\d{1,4})$/.exec(flag);
      if (flag === "wajib") option.isRequired = true;
      else if (range) {
        option.selection = "multiple";
        option.minChoices = range[1]!;
        option.maxChoices = range[2]!;
      } else if (upTo) {
        option.selection = "multiple";
        option.maxChoices = upTo[1]!;
      } else if (flag !== "") return { ok: false, message: optionLineError(line) };
    }
    // 'pilih hingga 3 | wajib': a required option asks for at least one.
    if (option.selection === "multiple" && option.isRequired && option.minChoices === "0") {
      option.minChoices = "1";
    }
    options.push(option);
  }
  return { ok: true, options };
}

describe("options cell read by its separators' places (decision 082)", () => {
  it("reads any cell as cutting it into pieces read it", () => {
    const tokens = ["Ukuran", "Keju", ":", ":", ";", ";", "=", "=", "|", "\\", " ", "  ", "\n"];
    const more = ["\r\n", "\r", "(habis)", "(HaBiS)", "\\(habis)", "+2000", "-1.000", "0"];
    const flags = ["wajib", "pilih 0-2", "pilih hingga 3", "Pilih  1 - 2", "İ", "ſ", "x"];
    let seed = 73;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed / 2147483648;
    };
    const pool = [...tokens, ...tokens, ...more, ...flags];
    let read = 0;
    for (let index = 0; index < 5000; index += 1) {
      const length = Math.floor(random() * 14);
      let cell = "";
      for (let token = 0; token < length; token += 1) {
        cell += pool[Math.floor(random() * pool.length)]!;
      }
      const answer = parseOptionsCell(cell);
      expect(answer).toEqual(readBySplitting(cell));
      if (answer.ok && answer.options.length > 0) read += 1;
    }
    expect(read).toBeGreaterThan(500);
  });
});
