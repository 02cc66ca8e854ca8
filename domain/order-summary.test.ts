import { describe, expect, it } from "vitest";
import {
  dayRangeInstants,
  escapeLike,
  isFiltered,
  NO_FILTER,
  orderCountOf,
  orderFilterParams,
  orderListHref,
  parseOrderFilter,
  parseOrderListView,
  phoneSearchDigits,
  SEARCH_MAX_LENGTH,
  summarizeItems,
} from "./order-summary";

describe("order card items", () => {
  it("lists two items, then counts the rest", () => {
    expect(summarizeItems(["a", "b", "c", "d"])).toEqual({
      shown: ["a", "b"],
      moreLabel: "+2 item lainnya",
    });
  });

  it("adds nothing when two or fewer items", () => {
    expect(summarizeItems(["a", "b"])).toEqual({ shown: ["a", "b"], moreLabel: null });
    expect(summarizeItems([])).toEqual({ shown: [], moreLabel: null });
  });
});

describe("order lists", () => {
  it("reads the list from the address, the active list for anything unknown", () => {
    expect(parseOrderListView(null)).toBe("aktif");
    expect(parseOrderListView("selesai")).toBe("selesai");
    expect(parseOrderListView("dibatalkan")).toBe("dibatalkan");
    expect(parseOrderListView("aktif")).toBe("aktif");
    expect(parseOrderListView("batal")).toBe("aktif");
  });

  it("keeps the list and the page in the address", () => {
    expect(orderListHref("aktif")).toBe("/admin/orders");
    expect(orderListHref("aktif", 3)).toBe("/admin/orders?page=3");
    expect(orderListHref("selesai")).toBe("/admin/orders?view=selesai");
    expect(orderListHref("dibatalkan", 2)).toBe("/admin/orders?view=dibatalkan&page=2");
  });

  it("counts each list from the stats, cancelled orders on their own", () => {
    const stats = { total: 7, active: 4, finished: 3, cancelled: 2 };
    expect(orderCountOf(stats, "aktif")).toBe(4);
    expect(orderCountOf(stats, "selesai")).toBe(3);
    expect(orderCountOf(stats, "dibatalkan")).toBe(2);
  });
});

describe("the orders filter", () => {
  const parse = (query: string) => parseOrderFilter(new URLSearchParams(query));

  it("reads status, days and search from the address; a status picks its tab", () => {
    expect(parse("")).toEqual(NO_FILTER);
    expect(parse("status=selesai&view=aktif")).toMatchObject({
      view: "selesai",
      status: "selesai",
    });
    expect(parse("status=dibatalkan")).toMatchObject({ view: "dibatalkan", status: "dibatalkan" });
    expect(parse("status=diproses&view=selesai")).toMatchObject({ view: "aktif" });
    expect(parse("status=hilang&view=selesai")).toMatchObject({ view: "selesai", status: null });
    expect(parse("dari=2026-11-01&sampai=2026-11-30&q=%20%20Budi%20%20S%20")).toEqual({
      ...NO_FILTER,
      from: "2026-11-01",
      to: "2026-11-30",
      q: "Budi S",
    });
  });

  it("leaves malformed days out and puts swapped ones in order", () => {
    expect(parse("dari=2026-02-30&sampai=kemarin")).toMatchObject({ from: null, to: null });
    expect(parse("dari=2026-11-30&sampai=2026-11-01")).toMatchObject({
      from: "2026-11-01",
      to: "2026-11-30",
    });
    expect(parse(`q=${"x".repeat(300)}`).q).toHaveLength(SEARCH_MAX_LENGTH);
  });

  it("writes the filter back to the address, pages and export alike", () => {
    const filter = parse("status=diproses&dari=2026-11-01&q=kopi");
    expect(orderListHref(filter, 2)).toBe(
      "/admin/orders?status=diproses&dari=2026-11-01&q=kopi&page=2",
    );
    expect(orderFilterParams({ ...NO_FILTER, view: "selesai" }).toString()).toBe("view=selesai");
    expect(isFiltered(NO_FILTER)).toBe(false);
    expect(isFiltered(filter)).toBe(true);
    expect(
      orderCountOf({ total: 3, active: 2, finished: 1, cancelled: 0, status: 1 }, filter),
    ).toBe(1);
  });

  it("reads days in the shop's zone", () => {
    expect(dayRangeInstants({ from: "2026-11-23", to: "2026-11-23" }, "Asia/Makassar")).toEqual({
      start: "2026-11-22T16:00:00.000Z",
      end: "2026-11-23T16:00:00.000Z",
    });
    expect(dayRangeInstants({ from: null, to: "2026-12-31" }, "Asia/Jakarta")).toEqual({
      start: null,
      end: "2026-12-31T17:00:00.000Z",
    });
  });

  it("escapes LIKE wildcards and finds phone numbers typed any way", () => {
    expect(escapeLike("100%_a\\b")).toBe("100\\%\\_a\\\\b");
    expect(phoneSearchDigits("0812-3456 789")).toBe("8123456789");
    expect(phoneSearchDigits("+62 812 3456")).toBe("8123456");
    expect(phoneSearchDigits("62812")).toBe("812");
    expect(phoneSearchDigits("081")).toBeNull();
    expect(phoneSearchDigits("ORD12345678")).toBeNull();
  });
});
