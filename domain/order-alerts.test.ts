import { describe, expect, it } from "vitest";
import { ZToast } from "./toast";
import {
  formatOrderCursor,
  orderAlertBody,
  orderAlertLine,
  orderAlertToast,
  parseOrderCursor,
  START_CURSOR,
  titleWithCount,
} from "./order-alerts";

const order = {
  orderNumber: "ORD12345678",
  customerName: "Budi Santoso",
  total: 33000,
  createdAt: "2026-11-24T03:00:00.000Z",
};

describe("order alert cursor", () => {
  it("reads back what it wrote", () => {
    const cursor = { createdAt: "2026-11-24T03:00:00.123Z", id: crypto.randomUUID() };
    expect(parseOrderCursor(formatOrderCursor(cursor))).toEqual(cursor);
    expect(parseOrderCursor(formatOrderCursor(START_CURSOR))).toEqual(START_CURSOR);
  });

  it("refuses anything that is not a cursor", () => {
    for (const value of [
      null,
      "",
      "2026-11-24T03:00:00.000Z",
      "yesterday~abc",
      "2026-11-24 03:00:00~abc",
      "2026-13-45T03:00:00.000Z~abc",
      "2026-11-24T03:00:00.000Z~a'; drop table orders",
      `2026-11-24T03:00:00.000Z~${"a".repeat(65)}`,
    ]) {
      expect(parseOrderCursor(value), String(value)).toBeNull();
    }
  });
});

describe("order alert texts", () => {
  it("names the order, the customer and the total", () => {
    expect(orderAlertLine(order)).toBe("Pesanan baru: ORD12345678 · Budi Santoso · Rp 33.000");
    expect(orderAlertBody(order)).toBe("ORD12345678 · Budi Santoso · Rp 33.000");
  });

  it("puts the count before the title once, and takes it away at zero", () => {
    expect(titleWithCount("Gerai - Dasbor", 1)).toBe("(1) Gerai - Dasbor");
    expect(titleWithCount("(1) Gerai - Dasbor", 3)).toBe("(3) Gerai - Dasbor");
    expect(titleWithCount("(3) Gerai - Dasbor", 0)).toBe("Gerai - Dasbor");
    expect(titleWithCount("Gerai - Dasbor", 0)).toBe("Gerai - Dasbor");
  });
});

describe("order alert toast", () => {
  it("is a toast like any other: the newest order's line and a link to it", () => {
    const message = orderAlertToast({ cursor: "c", orders: [order], count: 1 });
    expect(message).toEqual({
      id: "order-alert",
      kind: "info",
      title: "Pesanan baru: ORD12345678 · Budi Santoso · Rp 33.000",
      links: [{ label: "Lihat pesanan", to: "/admin/orders/ORD12345678" }],
      durationMs: 15_000,
    });
    expect(ZToast.parse(message)).toEqual(message);
  });

  it("links to the list too when several came in, and is nothing without an order", () => {
    const second = { ...order, orderNumber: "ORD87654321" };
    const message = orderAlertToast({ cursor: "c", orders: [second, order], count: 12 });
    expect(message?.title).toBe("Pesanan baru: ORD87654321 · Budi Santoso · Rp 33.000");
    expect(message?.links).toEqual([
      { label: "Lihat pesanan", to: "/admin/orders/ORD87654321" },
      { label: "Lihat 12 pesanan baru", to: "/admin/orders" },
    ]);
    expect(orderAlertToast({ cursor: "c", orders: [], count: 0 })).toBeNull();
  });
});

describe("toast links", () => {
  it("stay inside the app", () => {
    const base = { id: "t", kind: "info" as const, title: "Halo" };
    expect(ZToast.safeParse({ ...base, links: [{ label: "x", to: "/admin" }] }).success).toBe(true);
    for (const to of ["https://contoh.id", "//contoh.id", "javascript:alert(1)", "admin"]) {
      expect(ZToast.safeParse({ ...base, links: [{ label: "x", to }] }).success).toBe(false);
    }
  });
});
