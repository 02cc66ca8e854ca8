import { describe, expect, it } from "vitest";
import { normalizeReportContact, ZShopReportListSchema } from "./shop-report-form";
import { shopReportReasonLabel } from "./shop-reports";

describe("a reporter's contact", () => {
  it("keeps a WhatsApp number as 62… however it was typed", () => {
    expect(normalizeReportContact("0812-3456-7890")).toBe("6281234567890");
    expect(normalizeReportContact("+62 812 3456 7890")).toBe("6281234567890");
    expect(normalizeReportContact("(0812) 3456.7890")).toBe("6281234567890");
  });

  it("keeps an e-mail address in lower case", () => {
    expect(normalizeReportContact("  Budi@Example.COM ")).toBe("budi@example.com");
  });

  it("takes blank as none", () => {
    expect(normalizeReportContact("   ")).toBeNull();
  });

  it("refuses what is neither a mobile number nor an address", () => {
    for (const text of ["0812", "021-555-1234", "hubungi saya", "budi@", "0812abc34567", "@x.id"]) {
      expect(normalizeReportContact(text), text).toBeUndefined();
    }
  });
});

describe("the reports list's filter", () => {
  it("is every report only when the address asks for 'semua'", () => {
    expect(ZShopReportListSchema.parse({ tampil: "semua" })).toEqual({ filter: "all" });
    expect(ZShopReportListSchema.parse({})).toEqual({ filter: "new" });
    expect(ZShopReportListSchema.parse({ tampil: "lain" })).toEqual({ filter: "new" });
  });
});

describe("a reason's label", () => {
  it("reads a stored reason, and one no longer offered as itself", () => {
    expect(shopReportReasonLabel("impersonation")).toBe("Meniru toko atau merek lain");
    expect(shopReportReasonLabel("kuno")).toBe("kuno");
    expect(shopReportReasonLabel("toString")).toBe("toString");
  });
});
