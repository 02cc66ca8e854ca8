import { describe, expect, it } from "vitest";
import { buildPaymentNotification } from "./customer-notification";
import {
  allowedPaymentMoves,
  amountReceivedAt,
  canMovePayment,
  dpAmountError,
  parseDpAmount,
  PAYMENT_STATUS_LABELS,
  paymentAfterCancel,
  paymentHistoryText,
  paymentSummaryText,
  quickPaymentMove,
  resolvePaymentStatus,
} from "./payment-status";
import { ZPaymentChangeSchema } from "./payment-status-form";

describe("payment status", () => {
  it("names each status in Indonesian", () => {
    expect(PAYMENT_STATUS_LABELS).toEqual({
      unpaid: "Belum Bayar",
      dp: "DP",
      paid: "Lunas",
      refund_due: "Perlu Dikembalikan",
      refunded: "Sudah Dikembalikan",
    });
    expect(resolvePaymentStatus("lunas")).toBe("unpaid");
    expect(resolvePaymentStatus("paid")).toBe("paid");
  });

  it("moves an open order between Belum Bayar, DP and Lunas, never to a refund", () => {
    expect(allowedPaymentMoves("unpaid", false)).toEqual(["dp", "paid"]);
    expect(allowedPaymentMoves("dp", false)).toEqual(["dp", "paid", "unpaid"]);
    expect(allowedPaymentMoves("paid", false)).toEqual(["dp", "unpaid"]);
    expect(canMovePayment("unpaid", "unpaid", false)).toBe(false);
    expect(canMovePayment("paid", "refund_due", false)).toBe(false);
    expect(canMovePayment("paid", "refunded", false)).toBe(false);
  });

  it("lets a cancelled order only go from Perlu Dikembalikan to Sudah Dikembalikan", () => {
    expect(allowedPaymentMoves("refund_due", true)).toEqual(["refunded"]);
    expect(allowedPaymentMoves("refunded", true)).toEqual([]);
    expect(allowedPaymentMoves("unpaid", true)).toEqual([]);
    expect(canMovePayment("refund_due", "paid", true)).toBe(false);
  });

  it("owes back what a cancelled order had received", () => {
    expect(paymentAfterCancel("dp")).toBe("refund_due");
    expect(paymentAfterCancel("paid")).toBe("refund_due");
    expect(paymentAfterCancel("unpaid")).toBe("unpaid");
  });

  it("records the DP as given, the total once Lunas, nothing unpaid, and keeps it on refund", () => {
    const order = { total: 120_000, received: 50_000 };
    expect(amountReceivedAt("dp", { ...order, dpAmount: 70_000 })).toBe(70_000);
    expect(amountReceivedAt("paid", { ...order, dpAmount: null })).toBe(120_000);
    expect(amountReceivedAt("unpaid", { ...order, dpAmount: null })).toBe(0);
    expect(amountReceivedAt("refunded", { ...order, dpAmount: null })).toBe(50_000);
  });

  it("offers one quick move a row: Lunas for an order not fully paid, the refund once cancelled", () => {
    expect(quickPaymentMove("unpaid", false)).toEqual({ to: "paid", label: "Tandai Lunas" });
    expect(quickPaymentMove("dp", false)).toEqual({ to: "paid", label: "Tandai Lunas" });
    expect(quickPaymentMove("paid", false)).toBeNull();
    expect(quickPaymentMove("refund_due", true)).toEqual({
      to: "refunded",
      label: "Tandai Dikembalikan",
    });
    expect(quickPaymentMove("unpaid", true)).toBeNull();
  });

  it("writes the DP with its amount and what is left", () => {
    expect(paymentHistoryText("dp", 50_000)).toBe("Pembayaran: DP Rp 50.000");
    expect(paymentHistoryText("paid", 120_000)).toBe("Pembayaran: Lunas");
    expect(paymentSummaryText("dp", 50_000, 120_000)).toBe("DP Rp 50.000, sisa Rp 70.000");
    expect(paymentSummaryText("refund_due", 50_000, 120_000)).toBe("Perlu Dikembalikan");
  });
});

describe("DP amount", () => {
  it("reads whole rupiah with or without Rp and thousands dots", () => {
    expect(parseDpAmount("50000")).toBe(50_000);
    expect(parseDpAmount(" 50.000 ")).toBe(50_000);
    expect(parseDpAmount("Rp 1.250.000")).toBe(1_250_000);
    for (const bad of ["", "50.000,5", "50,5", "5.00", "-5000", "lima", "1e5", "50 000"]) {
      expect(parseDpAmount(bad)).toBeNull();
    }
  });

  it("must be more than 0 and less than the total", () => {
    expect(dpAmountError(1, 120_000)).toBeNull();
    expect(dpAmountError(119_999, 120_000)).toBeNull();
    const refusal = "Jumlah DP harus lebih dari Rp 0 dan kurang dari total pesanan (Rp 120.000)";
    expect(dpAmountError(0, 120_000)).toBe(refusal);
    expect(dpAmountError(120_000, 120_000)).toBe(refusal);
    expect(dpAmountError(Number.NaN, 120_000)).toBe(
      "Jumlah DP harus berupa angka rupiah bulat, contoh 50000",
    );
  });

  it("is required by the form for a DP only, and refused when not whole rupiah", () => {
    expect(ZPaymentChangeSchema.safeParse({ paymentStatus: "paid" }).success).toBe(true);
    const missing = ZPaymentChangeSchema.safeParse({ paymentStatus: "dp", dpAmount: "" });
    expect(missing.error?.issues[0]?.message).toBe("Jumlah DP wajib diisi");
    const decimal = ZPaymentChangeSchema.safeParse({ paymentStatus: "dp", dpAmount: "10,5" });
    expect(decimal.error?.issues[0]?.message).toBe(
      "Jumlah DP harus berupa angka rupiah bulat, contoh 50000",
    );
    expect(ZPaymentChangeSchema.safeParse({ paymentStatus: "lunas" }).success).toBe(false);
  });
});

describe("payment-received message", () => {
  const trackingUrl = "https://gerai.example/budi-kopi/order-tracking?number=ORD12345678";
  const order = { customerName: "Budi", orderNumber: "ORD12345678", total: 120_000, trackingUrl };
  const tracking = `\n\nLacak pesanan: ${trackingUrl}`;

  it("says the DP received and what is left", () => {
    expect(
      buildPaymentNotification({
        ...order,
        paymentStatus: "dp",
        amountPaid: 50_000,
        previouslyPaid: 0,
      }),
    ).toBe(
      "Halo Budi, pembayaran DP untuk pesanan nomor ORD12345678 sebesar Rp 50.000 sudah kami terima. Sisa pembayaran Rp 70.000. Terima kasih!" +
        tracking,
    );
  });

  it("says the rest received after a DP, or the whole total, and that the order is paid", () => {
    const paid = { ...order, paymentStatus: "paid" as const, amountPaid: 120_000 };
    expect(buildPaymentNotification({ ...paid, previouslyPaid: 50_000 })).toBe(
      "Halo Budi, pembayaran untuk pesanan nomor ORD12345678 sebesar Rp 70.000 sudah kami terima. Pesanan Anda sudah lunas. Terima kasih!" +
        tracking,
    );
    expect(buildPaymentNotification({ ...paid, previouslyPaid: 0 })).toContain(
      "sebesar Rp 120.000 sudah kami terima",
    );
  });

  it("says the money was given back, and nothing when set back to unpaid", () => {
    expect(
      buildPaymentNotification({
        ...order,
        paymentStatus: "refunded",
        amountPaid: 50_000,
        previouslyPaid: 50_000,
      }),
    ).toBe(
      "Halo Budi, dana sebesar Rp 50.000 untuk pesanan nomor ORD12345678 sudah kami kembalikan. Terima kasih!" +
        tracking,
    );
    expect(
      buildPaymentNotification({
        ...order,
        paymentStatus: "unpaid",
        amountPaid: 0,
        previouslyPaid: 0,
      }),
    ).toBeNull();
  });
});
