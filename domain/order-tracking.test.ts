import { describe, expect, it } from "vitest";
import {
  buildTrackingTimeline,
  ZTrackingFormSchema,
  ZTrackingLookupSchema,
  ZTrackingVerifySchema,
} from "./order-tracking";
import { resolveOrderStatus } from "./order-status";

const entry = (id: string, status: string, createdAt: string, note: string | null = null) => ({
  id,
  status,
  note,
  createdAt,
});

describe("tracking timeline", () => {
  const history = [
    entry("a", "menunggu_diterima", "2026-11-22T03:00:00.000Z"),
    entry("b", "pesanan_diterima", "2026-11-22T03:15:00.000Z", "Sedang disiapkan"),
    entry("c", "diproses", "2026-11-22T04:30:00.000Z"),
  ];

  it("reaches every step up to the current one, with the time of its history entry (WIB)", () => {
    const timeline = buildTrackingTimeline("diproses", history, "Asia/Jakarta");
    expect(timeline.status).toBe("diproses");
    expect(timeline.statusLabel).toBe("Diproses");
    expect(timeline.tracker).toEqual([
      {
        status: "menunggu_diterima",
        label: "Menunggu Diterima",
        isReached: true,
        isCurrent: false,
        reachedAtText: "22 Nov 2026, 10:00",
      },
      {
        status: "pesanan_diterima",
        label: "Pesanan Diterima",
        isReached: true,
        isCurrent: false,
        reachedAtText: "22 Nov 2026, 10:15",
      },
      {
        status: "diproses",
        label: "Diproses",
        isReached: true,
        isCurrent: true,
        reachedAtText: "22 Nov 2026, 11:30",
      },
      {
        status: "siap_dikirim",
        label: "Siap Dikirim",
        isReached: false,
        isCurrent: false,
        reachedAtText: null,
      },
      {
        status: "selesai",
        label: "Selesai",
        isReached: false,
        isCurrent: false,
        reachedAtText: null,
      },
    ]);
  });

  it("writes times in the shop's zone", () => {
    const timeline = buildTrackingTimeline("menunggu_diterima", history, "Asia/Jayapura");
    expect(timeline.tracker[0]?.reachedAtText).toBe("22 Nov 2026, 12:00");
  });

  it("shows no time for a reached step without history, nor for steps after the current one", () => {
    const timeline = buildTrackingTimeline(
      "pesanan_diterima",
      [entry("a", "menunggu_diterima", "2026-11-22T03:00:00.000Z"), history[2]!],
      "Asia/Jakarta",
    );
    expect(timeline.tracker.map((step) => step.reachedAtText)).toEqual([
      "22 Nov 2026, 10:00",
      null,
      null,
      null,
      null,
    ]);
  });

  it("uses the latest entry when a status was set twice", () => {
    const timeline = buildTrackingTimeline(
      "menunggu_diterima",
      [
        entry("a", "menunggu_diterima", "2026-11-22T03:00:00.000Z"),
        entry("b", "menunggu_diterima", "2026-11-22T05:45:00.000Z"),
      ],
      "Asia/Jakarta",
    );
    expect(timeline.tracker[0]?.reachedAtText).toBe("22 Nov 2026, 12:45");
  });

  it("lists the history newest first with the spec's sentence and only real notes", () => {
    const timeline = buildTrackingTimeline(
      "diproses",
      [...history, entry("d", "siap_dikirim", "2026-11-22T02:00:00.000Z", "   ")],
      "Asia/Jakarta",
    );
    expect(timeline.history).toEqual([
      {
        id: "c",
        text: "Status berubah menjadi Diproses",
        note: null,
        createdAt: "2026-11-22T04:30:00.000Z",
        createdAtText: "22 Nov 2026, 11:30",
      },
      {
        id: "b",
        text: "Status berubah menjadi Pesanan Diterima",
        note: "Sedang disiapkan",
        createdAt: "2026-11-22T03:15:00.000Z",
        createdAtText: "22 Nov 2026, 10:15",
      },
      {
        id: "a",
        text: "Status berubah menjadi Menunggu Diterima",
        note: null,
        createdAt: "2026-11-22T03:00:00.000Z",
        createdAtText: "22 Nov 2026, 10:00",
      },
      {
        id: "d",
        text: "Status berubah menjadi Siap Dikirim",
        note: null,
        createdAt: "2026-11-22T02:00:00.000Z",
        createdAtText: "22 Nov 2026, 09:00",
      },
    ]);
  });

  it("shows an unknown stored status as the first step", () => {
    expect(resolveOrderStatus("batal")).toBe("menunggu_diterima");
    expect(resolveOrderStatus("selesai")).toBe("selesai");
    const timeline = buildTrackingTimeline("batal", [], "Asia/Jakarta");
    expect(timeline.tracker.filter((step) => step.isReached)).toHaveLength(1);
    expect(timeline.history).toEqual([]);
    expect(timeline.cancellation).toBeNull();
  });

  it("shows a cancelled order with no step reached, its reason and when it was cancelled", () => {
    const cancelled = [
      ...history,
      entry("d", "dibatalkan", "2026-11-22T05:00:00.000Z", "Bahan habis"),
    ];
    const timeline = buildTrackingTimeline("dibatalkan", cancelled, "Asia/Jakarta", "Bahan habis");
    expect(timeline.status).toBe("dibatalkan");
    expect(timeline.statusLabel).toBe("Dibatalkan");
    expect(timeline.tracker).toHaveLength(5);
    expect(timeline.tracker.some((step) => step.isReached || step.isCurrent)).toBe(false);
    expect(timeline.tracker.every((step) => step.reachedAtText === null)).toBe(true);
    expect(timeline.cancellation).toEqual({
      reason: "Bahan habis",
      cancelledAtText: "22 Nov 2026, 12:00",
    });
    expect(timeline.history[0]).toEqual({
      id: "d",
      text: "Status berubah menjadi Dibatalkan",
      note: "Bahan habis",
      createdAt: "2026-11-22T05:00:00.000Z",
      createdAtText: "22 Nov 2026, 12:00",
    });
  });

  it("takes a cancellation's reason from its history entry when the order has none", () => {
    const timeline = buildTrackingTimeline(
      "dibatalkan",
      [entry("a", "dibatalkan", "2026-11-22T05:00:00.000Z", "Toko tutup")],
      "Asia/Jakarta",
    );
    expect(timeline.cancellation?.reason).toBe("Toko tutup");
  });

  it("ignores a stored reason while the order is not cancelled", () => {
    expect(
      buildTrackingTimeline("diproses", history, "Asia/Jakarta", "Bahan habis").cancellation,
    ).toBeNull();
  });
});

describe("tracking inputs", () => {
  it("normalises the order number and refuses a blank one", () => {
    expect(ZTrackingLookupSchema.parse({ orderNumber: " ord 1234 5678 " })).toEqual({
      orderNumber: "ORD12345678",
    });
    expect(ZTrackingLookupSchema.safeParse({ orderNumber: "   " }).success).toBe(false);
    expect(ZTrackingLookupSchema.safeParse({}).success).toBe(false);
    expect(ZTrackingLookupSchema.safeParse({ orderNumber: "X".repeat(65) }).success).toBe(false);
  });

  it("refuses anything not shaped like an order number with the spec's hint", () => {
    const hint = "Silakan periksa kembali nomor pesanan Anda dan pastikan sudah benar.";
    for (const orderNumber of [
      "ORD1234\u00005678",
      "ORD12345678\u0000",
      "ORD\u202E12345678",
      "ORD1234\u200B5678",
      "ORD-001",
      "ORD123456789",
      "12345678",
      "' OR 1=1 --",
      5,
      null,
      ["ORD12345678"],
    ]) {
      const result = ZTrackingLookupSchema.safeParse({ orderNumber });
      expect(
        result.error?.issues.map((issue) => issue.message),
        String(orderNumber),
      ).toEqual([hint]);
    }
  });

  it("takes exactly four digits for the check", () => {
    const base = { orderNumber: "ORD12345678" };
    expect(ZTrackingVerifySchema.safeParse({ ...base, digits: "7890" }).success).toBe(true);
    for (const digits of ["789", "78901", "78a0", "", "7890\u0000", "٧٨٩٠", 7890, null]) {
      const result = ZTrackingVerifySchema.safeParse({ ...base, digits });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        "4 digit terakhir nomor HP tidak sesuai. Silakan coba lagi.",
      );
    }
  });

  it("tells the page's two forms apart by their intent, and refuses any other", () => {
    expect(ZTrackingFormSchema.parse({ intent: "lookup", orderNumber: "ord 1234 5678" })).toEqual({
      intent: "lookup",
      orderNumber: "ORD12345678",
    });
    expect(
      ZTrackingFormSchema.parse({ intent: "verify", orderNumber: "ORD12345678", digits: "7890" }),
    ).toEqual({ intent: "verify", orderNumber: "ORD12345678", digits: "7890" });
    // A check needs its digits; a search without an intent is no form of this page.
    expect(
      ZTrackingFormSchema.safeParse({ intent: "verify", orderNumber: "ORD12345678" }).success,
    ).toBe(false);
    for (const intent of [undefined, "", "delete", ["lookup"]]) {
      expect(
        ZTrackingFormSchema.safeParse({ intent, orderNumber: "ORD12345678" }).success,
        String(intent),
      ).toBe(false);
    }
  });
});
