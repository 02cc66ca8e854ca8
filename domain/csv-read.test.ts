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
