import { describe, expect, it } from "vitest";
import { formatOptionsCell, parseOptionsCell } from "./catalogue-options";
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
