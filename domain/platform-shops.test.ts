import { describe, expect, it } from "vitest";
import {
  formatPlatformDay,
  isShopsQueryFiltered,
  parsePlatformShopsQuery,
  platformShopsHref,
  shopStatusOf,
  ZPlatformShopActionSchema,
} from "./platform-shops";

const parse = (search: string) => parsePlatformShopsQuery(new URLSearchParams(search));

describe("the platform shops list's address", () => {
  it("reads the search, status, reports filter, sort and page", () => {
    expect(parse("q=%20Kopi%20%20Senja%20&status=suspended&laporan=1&urut=orders&page=3")).toEqual({
      q: "Kopi Senja",
      status: "suspended",
      hasReports: true,
      sort: "orders",
      page: 3,
    });
  });

  it("falls back to the whole list, newest first, page 1, for anything it does not know", () => {
    expect(parse("status=dihapus&urut=acak&page=-2&laporan=ya")).toEqual({
      q: "",
      status: null,
      hasReports: false,
      sort: "newest",
      page: 1,
    });
    expect(parse("page=abc").page).toBe(1);
    // A NUL byte or a line break in the search is a space, not a character to look for.
    expect(parse("q=kopi%00senja%0A").q).toBe("kopi senja");
  });

  it("writes the address back without its defaults", () => {
    expect(platformShopsHref(parse(""))).toBe("/admin/platform/shops");
    const query = parse("q=roti&status=active&laporan=1&urut=reports&page=2");
    expect(platformShopsHref(query)).toBe(
      "/admin/platform/shops?q=roti&status=active&laporan=1&urut=reports&page=2",
    );
    expect(parse(platformShopsHref(query).split("?")[1]!)).toEqual(query);
  });

  it("counts a search, a status or the reports filter as filtered, not a sort or a page", () => {
    expect(isShopsQueryFiltered(parse("urut=orders&page=4"))).toBe(false);
    expect(isShopsQueryFiltered(parse("q=a"))).toBe(true);
    expect(isShopsQueryFiltered(parse("status=closed"))).toBe(true);
    expect(isShopsQueryFiltered(parse("laporan=1"))).toBe(true);
  });
});

describe("a shop's status", () => {
  const shop = { closedAt: null, suspendedAt: null, isVerified: true };
  it("is closed first, then suspended, then unverified, else active", () => {
    expect(shopStatusOf({ ...shop, closedAt: "x", suspendedAt: "y", isVerified: false })).toBe(
      "closed",
    );
    expect(shopStatusOf({ ...shop, suspendedAt: "y", isVerified: false })).toBe("suspended");
    expect(shopStatusOf({ ...shop, isVerified: false })).toBe("unverified");
    expect(shopStatusOf(shop)).toBe("active");
  });
});

describe("the platform's dates", () => {
  it("shows the day in WIB, in Indonesian", () => {
    expect(formatPlatformDay("2026-08-16T18:30:00Z")).toBe("17 Agu 2026");
    expect(formatPlatformDay("")).toBe("");
    expect(formatPlatformDay("bukan tanggal")).toBe("");
  });
});

describe("suspending and reinstating", () => {
  it("needs a reason of at least 10 characters, trimmed", () => {
    const short = ZPlatformShopActionSchema.safeParse({ intent: "suspend", reason: "  spam  " });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toBe("Tulis alasannya (minimal 10 karakter).");
    expect(
      ZPlatformShopActionSchema.parse({ intent: "reinstate", reason: " Sudah diperbaiki " }),
    ).toEqual({ intent: "reinstate", reason: "Sudah diperbaiki" });
    expect(
      ZPlatformShopActionSchema.safeParse({ intent: "hapus", reason: "x".repeat(20) }).success,
    ).toBe(false);
  });
});
