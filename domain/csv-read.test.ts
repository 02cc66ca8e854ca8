import { describe, expect, it } from "vitest";
import { readCsv } from "./csv-read";

describe("reading a CSV", () => {
  it("reads quoted cells with separators, quotes and line breaks, without the BOM", () => {
    expect(readCsv('\uFEFFa,b\r\n"x, y","say ""hi""\nthere"\r\n')).toEqual([
      ["a", "b"],
      ["x, y", 'say "hi"\nthere'],
    ]);
  });

  it("takes ';' as the separator when the first line has more of them", () => {
    expect(readCsv("Nama;Harga\nKue, enak;15.000")).toEqual([
      ["Nama", "Harga"],
      ["Kue, enak", "15.000"],
    ]);
  });
});

describe("reading a CSV's edges", () => {
  it("keeps text after a closing quote, a quote inside an unquoted cell and empty cells", () => {
    expect(readCsv('"a"b,c"d,\n,\r\r\n"x')).toEqual([["ab", 'c"d', ""], ["", ""], [""], ["x"]]);
  });

  it("ends the last cell at the end of the file, with or without a line break", () => {
    expect(readCsv("a,b")).toEqual([["a", "b"]]);
    expect(readCsv("a,")).toEqual([["a", ""]]);
    expect(readCsv("a\r\n")).toEqual([["a"]]);
    expect(readCsv("")).toEqual([]);
    expect(readCsv('"')).toEqual([]);
  });

  it("reads a cell of any length whole", () => {
    const long = "x".repeat(100_000);
    expect(readCsv(`${long},"${long}"""`)).toEqual([[long, `${long}"`]]);
  });
});
