import { describe, expect, it } from "vitest";
import { orderCountOf, orderListHref, parseOrderListView, summarizeItems } from "./order-summary";

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
