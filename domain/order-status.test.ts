import { describe, expect, it } from "vitest";
import {
  DEFAULT_PAYMENT_SEND_AT_STATUS,
  INITIAL_ORDER_STATUS,
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  PAYMENT_SEND_AT_STATUSES,
  historyEntryText,
  isActiveStatus,
  isFinishedStatus,
  isOrderStatus,
  statusStepIndex,
} from "./order-status";

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
