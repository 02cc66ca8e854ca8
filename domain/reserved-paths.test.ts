import { describe, expect, it } from "vitest";
import { brandSlugFromPath, isReservedPath, RESERVED_PATHS } from "./reserved-paths";

describe("reserved paths and brand slugs (spec §2)", () => {
  it("reserves the spec's top-level paths", () => {
    for (const path of [
      "products",
      "stores",
      "about",
      "auth",
      "register",
      "admin",
      "order-tracking",
      "supports",
    ]) {
      expect(RESERVED_PATHS).toContain(path);
      expect(isReservedPath(path)).toBe(true);
    }
    expect(isReservedPath("Admin")).toBe(true);
    expect(isReservedPath("kopi-senja")).toBe(false);
  });

  it("treats any other first segment as a brand slug", () => {
    expect(brandSlugFromPath("/kopi-senja/products")).toBe("kopi-senja");
    expect(brandSlugFromPath("/products")).toBeUndefined();
    expect(brandSlugFromPath("/")).toBeUndefined();
    expect(brandSlugFromPath("/order-tracking")).toBeUndefined();
    expect(brandSlugFromPath("/kopi%20senja/x")).toBe("kopi senja");
    expect(brandSlugFromPath("/%E0%A4%A/x")).toBeUndefined();
  });
});
