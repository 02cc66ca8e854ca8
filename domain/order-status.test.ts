import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_SEND_AT_STATUS,
  INITIAL_ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_SEND_AT_STATUSES,
  CANCEL_REASON_REQUIRED_MESSAGE,
  canCancelOrder,
  historyEntryText,
  isActiveStatus,
  isCancelledStatus,
  isOrderStep,
  resolveOrderStatus,
  isFinishedStatus,
  isOrderStatus,
  statusStepIndex,
  buildTrackerSteps,
  findLatestHistoryEntry,
  isPaymentSendAtStatus,
  sortHistoryNewestFirst,
  STATUS_NOTE_MAX_LENGTH,
} from "./order-status";
import {
  ZCancelOrderSchema,
  ZOrderDetailActionSchema,
  ZOrderStatusSchema,
  ZStatusChangeSchema,
} from "./order-status-form";
import { INVALID_CHARACTERS_MESSAGE, INVALID_VALUE_MESSAGE } from "./form-text";

describe("order statuses", () => {
  it("lists exactly five statuses in order", () => {
    expect(ORDER_STATUSES).toEqual([
      "menunggu_diterima",
      "pesanan_diterima",
      "diproses",
      "siap_dikirim",
      "selesai",
    ]);
  });

  it("has the Indonesian labels", () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual([
      "Menunggu Diterima",
      "Pesanan Diterima",
      "Diproses",
      "Siap Dikirim",
      "Selesai",
    ]);
  });

  it("creates new orders as menunggu_diterima", () => {
    expect(INITIAL_ORDER_STATUS).toBe("menunggu_diterima");
  });

  it("recognises valid status values only", () => {
    for (const s of ORDER_STATUSES) expect(isOrderStatus(s)).toBe(true);
    expect(isOrderStatus("batal")).toBe(false);
    expect(isOrderStatus("Selesai")).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
    expect(isOrderStatus(3)).toBe(false);
  });

  it("knows the cancelled status outside the five steps", () => {
    expect(isOrderStatus("dibatalkan")).toBe(true);
    expect(isOrderStep("dibatalkan")).toBe(false);
    for (const s of ORDER_STATUSES) expect(isOrderStep(s)).toBe(true);
    expect(ORDER_STATUS_LABELS.dibatalkan).toBe("Dibatalkan");
    expect(resolveOrderStatus("dibatalkan")).toBe("dibatalkan");
    expect(resolveOrderStatus("batal")).toBe("menunggu_diterima");
    expect(historyEntryText("dibatalkan")).toBe("Status berubah menjadi Dibatalkan");
  });

  it("counts a cancelled order as neither active nor finished", () => {
    expect(isActiveStatus("dibatalkan")).toBe(false);
    expect(isFinishedStatus("dibatalkan")).toBe(false);
    expect(isCancelledStatus("dibatalkan")).toBe(true);
    expect(ORDER_STATUSES.some(isCancelledStatus)).toBe(false);
  });

  it("lets the seller cancel before selesai only, and once", () => {
    expect(ORDER_STATUSES.filter(canCancelOrder)).toEqual([
      "menunggu_diterima",
      "pesanan_diterima",
      "diproses",
      "siap_dikirim",
    ]);
    expect(canCancelOrder("dibatalkan")).toBe(false);
  });

  it("treats every status except selesai as active", () => {
    expect(ORDER_STATUSES.filter(isActiveStatus)).toEqual([
      "menunggu_diterima",
      "pesanan_diterima",
      "diproses",
      "siap_dikirim",
    ]);
    expect(ORDER_STATUSES.filter(isFinishedStatus)).toEqual(["selesai"]);
  });

  it("maps statuses to tracker steps 0–4", () => {
    expect(ORDER_STATUSES.map(statusStepIndex)).toEqual([0, 1, 2, 3, 4]);
  });

  it("defines the payment trigger statuses", () => {
    expect(PAYMENT_SEND_AT_STATUSES).toEqual(["pesanan_diterima", "siap_dikirim"]);
    expect(DEFAULT_PAYMENT_SEND_AT_STATUS).toBe("pesanan_diterima");
  });

  it("builds the history entry text", () => {
    expect(historyEntryText("siap_dikirim")).toBe("Status berubah menjadi Siap Dikirim");
    expect(historyEntryText("menunggu_diterima")).toBe("Status berubah menjadi Menunggu Diterima");
  });
});

describe("tracker", () => {
  it("highlights every step up to the current one and emphasises the current", () => {
    expect(buildTrackerSteps("diproses")).toEqual([
      {
        status: "menunggu_diterima",
        label: "Menunggu Diterima",
        isReached: true,
        isCurrent: false,
      },
      { status: "pesanan_diterima", label: "Pesanan Diterima", isReached: true, isCurrent: false },
      { status: "diproses", label: "Diproses", isReached: true, isCurrent: true },
      { status: "siap_dikirim", label: "Siap Dikirim", isReached: false, isCurrent: false },
      { status: "selesai", label: "Selesai", isReached: false, isCurrent: false },
    ]);
  });

  it("reaches no step, and emphasises none, for a cancelled order", () => {
    const steps = buildTrackerSteps("dibatalkan");
    expect(steps.map((s) => s.status)).toEqual([...ORDER_STATUSES]);
    expect(steps.some((s) => s.isReached || s.isCurrent)).toBe(false);
  });

  it("reaches only the first step for a new order and every step when finished", () => {
    expect(buildTrackerSteps("menunggu_diterima").filter((s) => s.isReached)).toHaveLength(1);
    expect(buildTrackerSteps("selesai").every((s) => s.isReached)).toBe(true);
  });
});

describe("status history", () => {
  const history = [
    { status: "menunggu_diterima", createdAt: new Date("2026-11-22T01:00:00Z"), note: null },
    { status: "diproses", createdAt: new Date("2026-11-22T02:00:00Z"), note: null },
    { status: "menunggu_diterima", createdAt: new Date("2026-11-22T03:00:00Z"), note: "ulang" },
  ];

  it("takes the latest entry of a status for the tracker timestamp", () => {
    expect(findLatestHistoryEntry(history, "menunggu_diterima")?.note).toBe("ulang");
    expect(findLatestHistoryEntry(history, "diproses")?.createdAt.toISOString()).toBe(
      "2026-11-22T02:00:00.000Z",
    );
    expect(findLatestHistoryEntry(history, "selesai")).toBeUndefined();
  });

  it("lists history newest first without reordering the input", () => {
    expect(sortHistoryNewestFirst(history).map((h) => h.createdAt.getUTCHours())).toEqual([
      3, 2, 1,
    ]);
    expect(history[0].createdAt.getUTCHours()).toBe(1);
  });
});

describe("status validation", () => {
  it("parses only the five statuses", () => {
    expect(ZOrderStatusSchema.parse("siap_dikirim")).toBe("siap_dikirim");
    expect(ZOrderStatusSchema.safeParse("dibatalkan").success).toBe(false);
  });

  it("answers an unknown status in Indonesian", () => {
    for (const status of ["dibatalkan", 3, null, ["selesai"]]) {
      expect(ZOrderStatusSchema.safeParse(status).error?.issues[0]?.message).toBe(
        INVALID_VALUE_MESSAGE,
      );
    }
  });

  it("takes a note with its line breaks, or none", () => {
    expect(
      ZStatusChangeSchema.parse({ status: "diproses", note: " Kurir berangkat\r\njam 10 " }),
    ).toEqual({ status: "diproses", note: "Kurir berangkat\njam 10" });
    expect(ZStatusChangeSchema.parse({ status: "selesai" })).toEqual({
      status: "selesai",
      note: null,
    });
    expect(ZStatusChangeSchema.parse({ status: "selesai", note: "  " }).note).toBeNull();
  });

  it("refuses a note with control or invisible characters, too long, or not text", () => {
    const messageOf = (note: unknown) =>
      ZStatusChangeSchema.safeParse({ status: "diproses", note }).error?.issues[0]?.message;
    for (const char of ["\u0000", "\t", "\u001B", "\u202E", "\u200B", "\uFEFF"]) {
      expect(messageOf(`Kurir${char}berangkat`), JSON.stringify(char)).toBe(
        INVALID_CHARACTERS_MESSAGE,
      );
    }
    expect(messageOf("x".repeat(STATUS_NOTE_MAX_LENGTH + 1))).toBe(
      `Maksimal ${STATUS_NOTE_MAX_LENGTH} karakter`,
    );
    expect(messageOf({ text: "hai" })).toBe(INVALID_VALUE_MESSAGE);
  });

  it("allows payment to ride along only at pesanan_diterima or siap_dikirim", () => {
    expect(isPaymentSendAtStatus("pesanan_diterima")).toBe(true);
    expect(isPaymentSendAtStatus("siap_dikirim")).toBe(true);
    expect(isPaymentSendAtStatus("selesai")).toBe(false);
    expect(isPaymentSendAtStatus(null)).toBe(false);
  });
});

describe("cancellation reason", () => {
  const messageOf = (reason: unknown) =>
    ZCancelOrderSchema.safeParse({ reason }).error?.issues[0]?.message;

  it("keeps a paragraph's line breaks, trimmed", () => {
    expect(ZCancelOrderSchema.parse({ reason: " Bahan habis\r\nmaaf ya " })).toEqual({
      reason: "Bahan habis\nmaaf ya",
    });
  });

  it("is required", () => {
    for (const reason of [undefined, null, "", "   ", "\n"]) {
      expect(messageOf(reason)).toBe(CANCEL_REASON_REQUIRED_MESSAGE);
    }
    expect(CANCEL_REASON_REQUIRED_MESSAGE).toBe("Alasan pembatalan wajib diisi");
  });

  it("refuses more than 500 characters and invisible characters", () => {
    expect(messageOf("x".repeat(500))).toBeUndefined();
    expect(messageOf("x".repeat(501))).toBe("Maksimal 500 karakter");
    for (const reason of ["Bahan\u0000habis", "Bahan\thabis", "\u202Ehabis"]) {
      expect(messageOf(reason)).toBe(INVALID_CHARACTERS_MESSAGE);
    }
  });

  it("tells the page's two forms apart by their intent, and refuses any other", () => {
    expect(
      ZOrderDetailActionSchema.parse({ intent: "cancel", orderId: "a", reason: "Habis" }),
    ).toEqual({ intent: "cancel", orderId: "a", reason: "Habis" });
    expect(
      ZOrderDetailActionSchema.parse({ intent: "update-status", orderId: "a", status: "diproses" }),
    ).toEqual({ intent: "update-status", orderId: "a", status: "diproses", note: null });
    expect(
      ZOrderDetailActionSchema.safeParse({ intent: "update-status", status: "dibatalkan" }).success,
    ).toBe(false);
    expect(ZOrderDetailActionSchema.safeParse({ intent: "hapus" }).success).toBe(false);
    expect(ZOrderDetailActionSchema.safeParse({ status: "diproses" }).success).toBe(false);
  });
});
