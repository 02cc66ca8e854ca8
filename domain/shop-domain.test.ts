import { describe, expect, it } from "vitest";
import { isPlatformDomain, normalizeShopDomain } from "./shop-domain";

describe("a shop's own domain name", () => {
  it("is kept in lower case without a trailing dot", () => {
    expect(normalizeShopDomain(" TokoSari.COM. ")).toBe("tokosari.com");
    expect(normalizeShopDomain("toko-sari.co.id")).toBe("toko-sari.co.id");
    expect(normalizeShopDomain("xn--bcher-kva.example")).toBe("xn--bcher-kva.example");
  });

  it("refuses what is no DNS name of two labels or more, and addresses", () => {
    for (const name of [
      "",
      "tokosari",
      "toko sari.com",
      "toko_sari.com",
      "-toko.com",
      "toko-.com",
      "toko..com",
      ".com",
      "https://tokosari.com",
      "tokosari.com/",
      "tokosari.com:8080",
      "192.168.1.10",
      "[::1]",
      `${"a".repeat(64)}.com`,
      `${"abcdefghi.".repeat(26)}com`,
    ]) {
      expect(normalizeShopDomain(name), name).toBeUndefined();
    }
  });

  it("tells the platform's own host and the names under it", () => {
    expect(isPlatformDomain("gerai.id", "gerai.id")).toBe(true);
    expect(isPlatformDomain("toko.gerai.id", "Gerai.ID")).toBe(true);
    expect(isPlatformDomain("tokogerai.id", "gerai.id")).toBe(false);
  });
});
