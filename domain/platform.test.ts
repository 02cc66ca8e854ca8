import { describe, expect, it } from "vitest";
import { brandPageTitle, pageTitle, SHOP_SEARCH_MAX_LENGTH, shopSearchOf } from "./platform";

describe("brand page titles", () => {
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
