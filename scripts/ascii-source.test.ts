import { describe, expect, it } from "vitest";
import { asciiSource } from "./ascii-source.mjs";

describe("asciiSource", () => {
  it("keeps the program: strings, templates, expressions and comments mean what they meant", () => {
    const source = [
      "// Kue lapis … 🧁",
      'const label = "Rp 5.000 · 🧁 Kue — ×2";',
      "const text = `Libur ${label} → buka lagi`;",
      "const dash = /[–—]/u.test(label);",
      "const cake = /🧁/u.test(label);",
      "export default { label, text, dash, cake, length: label.length };",
    ].join("\n");
    const ascii = asciiSource(source);
    expect(/[\u0080-\uffff]/.test(ascii)).toBe(false);
    const run = (code: string) =>
      new Function(code.replace("export default", "return"))() as Record<string, unknown>;
    expect(run(ascii)).toEqual(run(source));
    expect(run(ascii).text).toBe("Libur Rp 5.000 · 🧁 Kue — ×2 → buka lagi");
  });

  it("leaves ASCII as it is and refuses an escaped character it cannot keep", () => {
    expect(asciiSource("const a = 1;")).toBe("const a = 1;");
    expect(() => asciiSource('const a = "\\…";')).toThrow();
  });
});
