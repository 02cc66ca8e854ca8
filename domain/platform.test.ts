import { describe, expect, it } from "vitest";
import {
  brandPageTitle,
  brandSlugFromPath,
  isReservedPath,
  pageTitle,
  RESERVED_PATHS,
  SHOP_SEARCH_MAX_LENGTH,
  shopSearchOf,
} from "./platform";

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

  it("titles a brand page with the product name plus the brand name", () => {
    expect(brandPageTitle("Gerai", "Kopi Senja")).toBe("Gerai - Kopi Senja");
  });

  it("keeps a page title on one line, whatever the names were stored with", () => {
    expect(brandPageTitle("Gerai\n", "Kopi\r\nSenja\u0000\u202E\u200B")).toBe("Gerai - Kopi Senja");
  });
});

describe("the shop directory's search", () => {
  it("takes the address's search trimmed, up to the limit its input has", () => {
    expect(shopSearchOf(new URLSearchParams("q=%20kopi%20"))).toBe("kopi");
    expect(shopSearchOf(new URLSearchParams())).toBe("");
    expect(shopSearchOf(new URLSearchParams({ q: "k".repeat(300) }))).toHaveLength(
      SHOP_SEARCH_MAX_LENGTH,
    );
  });
});

describe("page titles", () => {
  it("are the site title, then the page, on one line", () => {
    expect(pageTitle("Gerai", "Manajemen Pesanan")).toBe("Gerai - Manajemen Pesanan");
    expect(pageTitle("Pasar\nWarga", "Masuk")).toBe("Pasar Warga - Masuk");
  });
});
