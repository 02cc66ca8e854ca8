import { describe, expect, it } from "vitest";
import {
  cartProductIdsOf,
  isoDayOf,
  namedDay,
  productOverQuota,
  quotaFullText,
  unitsLeft,
  wantedQuantities,
} from "./product-quota";

describe("daily quota rules", () => {
  it("sums the units wanted per product over the cart's lines", () => {
    const wanted = wantedQuantities([
      { productId: "a", quantity: 2 },
      { productId: "b", quantity: 1 },
      { productId: "a", quantity: 3 },
    ]);
    expect([...wanted]).toEqual([
      ["a", 5],
      ["b", 1],
    ]);
  });

  it("names the product whose quota has less room than wanted, ignoring products without one", () => {
    const wanted = new Map([
      ["free", 99],
      ["kue", 3],
    ]);
    expect(productOverQuota({ kue: 3 }, wanted)).toBeUndefined();
    expect(productOverQuota({ kue: 2 }, wanted)).toBe("kue");
    expect(productOverQuota({ kue: 0 }, new Map([["kue", 1]]))).toBe("kue");
    expect(productOverQuota(undefined, wanted)).toBeUndefined();
    expect(productOverQuota({}, wanted)).toBeUndefined();
  });

  it("never counts below zero units left", () => {
    expect(unitsLeft(30, 12)).toBe(18);
    expect(unitsLeft(30, 30)).toBe(0);
    expect(unitsLeft(10, 25)).toBe(0);
  });

  it("names days as the checkout shows them, both ways", () => {
    expect(namedDay("2026-11-30")).toBe("Senin, 30/11/2026");
    expect(namedDay("2026-11-29")).toBe("Minggu, 29/11/2026");
    expect(isoDayOf("30/11/2026")).toBe("2026-11-30");
  });

  it("reads the cart's product ids from the checkout's request, dropping anything else", () => {
    expect(cartProductIdsOf("a1,b_2,a1,,bad id,x;y")).toEqual(["a1", "b_2"]);
    expect(cartProductIdsOf(null)).toEqual([]);
    expect(cartProductIdsOf(Array.from({ length: 80 }, (_, i) => `p${i}`).join(","))).toHaveLength(
      50,
    );
  });

  it("refuses in Indonesian, naming the product and the day, with the units left", () => {
    expect(quotaFullText("Brownies Panggang", "2026-11-30", 0)).toBe(
      "Kuota Brownies Panggang untuk Senin, 30/11/2026 sudah habis. Silakan pilih hari lain.",
    );
    expect(quotaFullText("Brownies Panggang", "2026-11-30", 2)).toBe(
      "Kuota Brownies Panggang untuk Senin, 30/11/2026 tinggal 2. Kurangi jumlahnya atau pilih hari lain.",
    );
  });
});
