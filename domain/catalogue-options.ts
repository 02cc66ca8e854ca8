import type { ProductOption } from "./product-options";
import { choicePrice, isChoiceSoldOut, isMultiChoice } from "./product-options";

// A product's options written in one spreadsheet cell, readable and typed by hand
// (decision 073): one option a line, 'Ukuran: Kecil=0; Besar=+5000 | wajib'. Its name, a
// colon, its choices split by ';' each with what it adds ('=+5000', '=-2000', '=0') and
// '(habis)' when sold out, then '| wajib' when required and '| pilih 1-3' for an option
// of several values. A ':', ';', '=', '|' or '\' inside a name is written after a '\'.

export const OPTIONS_EXAMPLE = "Ukuran: Kecil=0; Besar=+5000 | wajib";

const SOLD_OUT_MARK = "(habis)";
/** A choice marked sold out: '(habis)' last, in any case. */
const SOLD_OUT_END = /\(habis\)$/i;

const escapeText = (text: string) => text.replace(/[\\:;=|]/g, (character) => `\\${character}`);

/** A choice's name, its trailing '(habis)' escaped so it is not read as the mark. */
function escapeChoice(text: string) {
  const escaped = escapeText(text);
  return /\(habis\)$/i.test(escaped)
    ? `${escaped.slice(0, -SOLD_OUT_MARK.length)}\\${escaped.slice(-SOLD_OUT_MARK.length)}`
    : escaped;
}

const signed = (price: number) => (price > 0 ? `+${price}` : String(price));

/** The options as the cell holds them, one a line. */
export function formatOptionsCell(options: readonly ProductOption[]): string {
  return options
    .map((option) => {
      const choices = option.choices
        .map((choice) => {
          const soldOut = isChoiceSoldOut(option, choice) ? ` ${SOLD_OUT_MARK}` : "";
          return `${escapeChoice(choice)}=${signed(choicePrice(option, choice))}${soldOut}`;
        })
        .join("; ");
      const flags = [
        option.isRequired ? "wajib" : null,
        isMultiChoice(option)
          ? `pilih ${option.minChoices ?? 0}-${option.maxChoices ?? option.choices.length}`
          : null,
      ].filter((flag) => flag !== null);
      return [`${escapeText(option.name)}: ${choices}`, ...flags].join(" | ");
    })
    .join("\n");
}

/**
 * Where the first `separator` not written after a '\\' is in `text`, looking from `from`
 * (which follows a separator, or is the start); -1 when there is none. A cell is read by
 * these places and cut in slices, never a character at a time and without lists of pieces:
 * a cell of options split into pieces held 50 MB of them for a file of 5,000 products, and
 * the lists still cost a file 9 MB (decisions 073, 082).
 */
function unescapedIndex(text: string, separator: string, from = 0): number {
  for (let index = from; index < text.length; index += 1) {
    const character = text[index]!;
    if (character === "\\" && index + 1 < text.length) index += 1;
    else if (character === separator) return index;
  }
  return -1;
}

const unescapeText = (text: string) =>
  (text.includes("\\") ? text.replace(/\\(.)/g, "$1") : text).trim();

/** One option as the product form posts it, for the product schema to check. */
export type OptionCellValue = {
  name: string;
  choices: { name: string; price: string; isSoldOut: boolean }[];
  isRequired: boolean;
  selection: "single" | "multiple";
  minChoices: string;
  maxChoices: string;
};

export const optionLineError = (line: string) =>
  `Opsi "${line.length > 40 ? `${line.slice(0, 40)}…` : line}" tidak dapat dibaca. Tulis seperti: ${OPTIONS_EXAMPLE}`;

/**
 * The cell read back into options as the product form posts them (the product schema then
 * checks them as it checks the form), or the first line it cannot read.
 */
export function parseOptionsCell(
  cell: string,
): { ok: true; options: OptionCellValue[] } | { ok: false; message: string } {
  const options: OptionCellValue[] = [];
  for (const rawLine of cell.replace(/\r\n?/g, "\n").split("\n")) {
    const line = rawLine.trim();
    if (line === "") continue;
    const bar = unescapedIndex(line, "|");
    const head = bar === -1 ? line : line.slice(0, bar);
    const colon = unescapedIndex(head, ":");
    if (colon === -1) return { ok: false, message: optionLineError(line) };
    const option: OptionCellValue = {
      name: unescapeText(head.slice(0, colon)),
      choices: [],
      isRequired: false,
      selection: "single",
      minChoices: "0",
      maxChoices: "",
    };
    const choices = head.slice(colon + 1);
    for (let from = 0; from <= choices.length;) {
      const semicolon = unescapedIndex(choices, ";", from);
      const end = semicolon === -1 ? choices.length : semicolon;
      let text = choices.slice(from, end).trim();
      from = end + 1;
      if (text === "") continue;
      const isSoldOut = SOLD_OUT_END.test(text) && !text.endsWith(`\\${SOLD_OUT_MARK}`);
      if (isSoldOut) text = text.slice(0, -SOLD_OUT_MARK.length).trim();
      const equals = unescapedIndex(text, "=");
      option.choices.push({
        name: unescapeText(equals === -1 ? text : text.slice(0, equals)),
        price: equals === -1 ? "" : text.slice(equals + 1).trim(),
        isSoldOut,
      });
    }
    for (let from = bar + 1; bar !== -1 && from <= line.length;) {
      const next = unescapedIndex(line, "|", from);
      const end = next === -1 ? line.length : next;
      const flag = line.slice(from, end).trim().toLowerCase().replace(/\s+/g, " ");
      from = end + 1;
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
