import { describe, expect, it } from "vitest";
import { iconPath, parseIconName } from "./app-manifest";

describe("admin app icon names", () => {
  it("reads back every icon address it writes", () => {
    for (const [size, purpose] of [
      [180, "any"],
      [192, "any"],
      [512, "any"],
      [512, "maskable"],
    ] as const) {
      const name = iconPath(size, purpose, "abc").replace(/^\/admin\/icons\/|\?.*$/g, "");
      expect(parseIconName(name)).toEqual({ size, purpose });
    }
  });

  it("refuses sizes it does not draw and other names", () => {
    for (const name of ["64.png", "192.jpg", "maskable-.png", "512.png.png", "../512.png", ""]) {
      expect(parseIconName(name), name).toBeNull();
    }
  });
});
