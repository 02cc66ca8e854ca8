import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isSingleLineText, toSingleLine } from "./text-characters";

// Characters the rules treat specially, mixed into arbitrary text so every branch is met.
const special = fc.constantFrom(
  "\u0000",
  "\n",
  "\r\n",
  "\t",
  "\u0085",
  "\u2028",
  "\u202E",
  "\u2067",
  "\u200B",
  "\u200D",
  "\uFEFF",
  "\uD83D",
  "👨",
  "🍳",
  "\uFE0F",
  "\u{1F3FD}",
  " ",
);
const text = fc
  .array(fc.oneof(fc.string({ unit: "grapheme" }), special), { maxLength: 12 })
  .map((parts) => parts.join(""));

describe("one-line output without zod", () => {
  it("turns every control, invisible or line-breaking character into one space", () => {
    expect(toSingleLine(" Kopi\r\nSenja\u0000\u202E\u200B  Kemang \t")).toBe("Kopi Senja Kemang");
    expect(toSingleLine("Dapur 👨‍🍳 Bu\u200Ddi")).toBe("Dapur 👨‍🍳 Budi");
  });

  it("gives text a single-line field would accept, from any text", () => {
    fc.assert(
      fc.property(text, (value) => {
        expect(isSingleLineText(toSingleLine(value))).toBe(true);
      }),
    );
  });

  it("leaves text a single-line field accepts as it is, trimmed and spaced once", () => {
    fc.assert(
      fc.property(text, (value) => {
        fc.pre(isSingleLineText(value));
        expect(toSingleLine(value)).toBe(value.replace(/\s+/g, " ").trim());
      }),
    );
  });
});
