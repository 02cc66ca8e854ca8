import { describe, expect, it } from "vitest";
import { buildOrderMessage } from "./order-message";
import {
  describeOrderPayment,
  isAwaitingPayment,
  offeredPaymentMethods,
  paymentMethodLabel,
  type PaymentSettings,
} from "./payment-methods";

const SETTINGS: PaymentSettings = {
  isCashEnabled: true,
  isTransferEnabled: true,
  isQrisEnabled: true,
  isUniqueCodeEnabled: false,
  bankAccounts: [],
  qrisPayload: null,
};
const ACCOUNT = { id: "a", bank: "BCA", accountNumber: "123456", holder: "Sari" };

describe("payment methods", () => {
  it("offers a method switched on only with what it needs", () => {
    expect(offeredPaymentMethods(SETTINGS)).toEqual(["cash"]);
    expect(offeredPaymentMethods({ ...SETTINGS, bankAccounts: [ACCOUNT] })).toEqual([
      "transfer",
      "cash",
    ]);
    expect(
      offeredPaymentMethods({ ...SETTINGS, bankAccounts: [ACCOUNT], qrisPayload: "000201" }),
    ).toEqual(["transfer", "qris", "cash"]);
    expect(
      offeredPaymentMethods({ ...SETTINGS, isCashEnabled: false, isTransferEnabled: false }),
    ).toEqual([]);
  });

  it("names a stored method, and none for an order placed before methods existed", () => {
    expect(paymentMethodLabel("cash")).toBe("Bayar di Tempat");
    expect(paymentMethodLabel(null)).toBe("-");
    expect(describeOrderPayment({ paymentMethod: "transfer", uniqueCode: 417 })).toBe(
      "Transfer Bank (kode unik Rp 417)",
    );
  });

  it("waits for payment until the order is marked paid in any part, or cancelled", () => {
    const unpaid = { paymentStatus: "unpaid" };
    expect(isAwaitingPayment({ ...unpaid, status: "menunggu_diterima" })).toBe(true);
    expect(isAwaitingPayment({ ...unpaid, status: "siap_dikirim" })).toBe(true);
    // Finished but not yet marked paid: the customer may still pay by QRIS or transfer.
    expect(isAwaitingPayment({ ...unpaid, status: "selesai" })).toBe(true);
    expect(isAwaitingPayment({ ...unpaid, status: "dibatalkan" })).toBe(false);
    for (const paymentStatus of ["dp", "paid", "refund_due", "refunded"]) {
      expect(isAwaitingPayment({ status: "diproses", paymentStatus })).toBe(false);
    }
  });

  it("writes the method and the unique code into the WhatsApp text, the code in the total", () => {
    const message = buildOrderMessage({
      orderNumber: "ORD12345678",
      items: [{ name: "Kopi", quantity: 2, unitPrice: 15_000, options: [] }],
      deliveryMethod: "Diantar",
      deliveryTimeOption: "Senin, 23/11/2026 10:00 WIB",
      customerName: "Budi",
      customerPhone: "6281234567890",
      paymentMethod: "transfer",
      uniqueCode: 417,
      trackingUrl: "https://gerai.test/t",
    });
    expect(message).toContain(
      "Total Item: 2\nKode Unik: Rp 417\n*Total Harga: Rp 30.417*\n\nMetode: Diantar\nPembayaran: Transfer Bank\n",
    );
  });
});
