import { describe, expect, it } from "vitest";
import {
  INVALID_CHARACTERS_MESSAGE,
  isMultiLineText,
  isSingleLineText,
  optionalText,
  requiredText,
  toSingleLine,
} from "./form-text";

describe("single-line text", () => {
  it.each([
    ["a NUL byte", "Budi\u0000"],
    ["a newline", "Budi\n*Total Harga: Rp 1*"],
    ["a carriage return", "Budi\rLUNAS"],
    ["a tab", "Budi\tSantoso"],
    ["a C1 control", "Budi\u0085"],
    ["a line separator", "Budi\u2028LUNAS"],
    ["a right-to-left override", "\u202Egnp.exe"],
    ["a bidi isolate", "Budi\u2067x"],
    ["a zero-width space", "Bu\u200Bdi"],
    ["a byte-order mark", "\uFEFFBudi"],
    ["a joiner outside an emoji", "Bu\u200Ddi"],
    ["a lone surrogate", "Budi\uD83D"],
  ])("refuses %s", (_, text) => {
    expect(isSingleLineText(text)).toBe(false);
  });

  it.each([
    ["letters of any script", "Kopi Susu 中文 ñ é"],
    ["an emoji sequence with joiners", "Dapur 👨‍🍳 dan 🏳️‍🌈"],
    ["4-byte characters", "𝓡𝓸𝓽𝓲 🍞"],
    ["WhatsApp formatting marks", "*Roti* _bakar_"],
  ])("keeps %s", (_, text) => {
    expect(isSingleLineText(text)).toBe(true);
  });
});

describe("multi-line text", () => {
  it("keeps line breaks and refuses every other control", () => {
    expect(isMultiLineText("Jl. Mawar 5\nRT 02")).toBe(true);
    expect(isMultiLineText("Jl. Mawar 5\u0000")).toBe(false);
    expect(isMultiLineText("Jl. Mawar\u202E5")).toBe(false);
  });
});

describe("field schemas", () => {
  it("refuse a line break in a single-line field with the Indonesian message", () => {
    const result = requiredText("Nama wajib diisi", 50).safeParse("Budi\nLUNAS");
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe(INVALID_CHARACTERS_MESSAGE);
  });

  it("keep a multi-line field's breaks, as \\n", () => {
    expect(requiredText("wajib", 50, { multiline: true }).parse(" Baris 1\r\nBaris 2 ")).toBe(
      "Baris 1\nBaris 2",
    );
  });

  it("turn a blank optional field into null and refuse the wrong type", () => {
    expect(optionalText(10).parse("   ")).toBeNull();
    expect(optionalText(10).parse(undefined)).toBeNull();
    expect(optionalText(10).safeParse(5).success).toBe(false);
  });
});

describe("toSingleLine", () => {
  it("puts anything line-breaking or invisible out of the way", () => {
    expect(toSingleLine("Budi\n*Total Harga: Rp 1*\u202E x\u200Dy\u0000")).toBe(
      "Budi *Total Harga: Rp 1* xy",
    );
    expect(toSingleLine("Dapur 👨‍🍳")).toBe("Dapur 👨‍🍳");
  });
});
