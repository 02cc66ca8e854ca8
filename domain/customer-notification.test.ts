import { describe, expect, it } from "vitest";
import {
  buildDeliveryFeeNotification,
  buildStatusNotification,
  buildStatusNotificationUrl,
  resolvePaymentSendAtStatus,
  shouldIncludePayment,
} from "./customer-notification";

const PAYMENT = "BCA 1234567890 a.n. Toko Kopi";

describe("buildStatusNotification", () => {
  it.each([
    ["menunggu_diterima", "Pesanan kamu nomor ORD12345678 Menunggu Diterima"],
    ["pesanan_diterima", "Pesanan kamu nomor ORD12345678 Sudah Diterima"],
    ["diproses", "Pesanan kamu nomor ORD12345678 Sedang Diproses"],
    ["siap_dikirim", "Pesanan kamu nomor ORD12345678 Sudah Siap Dikirim"],
    ["selesai", "Pesanan kamu nomor ORD12345678 Sudah Selesai"],
  ] as const)("uses the phrase for %s", (status, text) => {
    expect(buildStatusNotification({ orderNumber: "ORD12345678", status })).toEqual({
      text,
      includesPayment: false,
    });
  });

  it("tells the customer of a cancellation with its reason, never with payment", () => {
    expect(
      buildStatusNotification({
        orderNumber: "ORD12345678",
        status: "dibatalkan",
        cancelReason: " Bahan habis hari ini ",
        paymentInformation: PAYMENT,
        paymentInformationSendAtStatus: "pesanan_diterima",
      }),
    ).toEqual({
      text: "Pesanan kamu nomor ORD12345678 Dibatalkan\n\nAlasan: Bahan habis hari ini",
      includesPayment: false,
    });
    expect(buildStatusNotification({ orderNumber: "ORD12345678", status: "dibatalkan" })).toEqual({
      text: "Pesanan kamu nomor ORD12345678 Dibatalkan",
      includesPayment: false,
    });
  });

  it("appends payment information at the default trigger status", () => {
    expect(
      buildStatusNotification({
        orderNumber: "ORD12345678",
        status: "pesanan_diterima",
        paymentInformation: PAYMENT,
        paymentInformationSendAtStatus: null,
      }),
    ).toEqual({
      text: `Pesanan kamu nomor ORD12345678 Sudah Diterima\n\n*Informasi Pembayaran*\n${PAYMENT}`,
      includesPayment: true,
    });
  });

  it("appends payment information at siap_dikirim when configured", () => {
    const input = {
      orderNumber: "ORD1",
      paymentInformation: PAYMENT,
      paymentInformationSendAtStatus: "siap_dikirim",
    };
    expect(buildStatusNotification({ ...input, status: "siap_dikirim" })).toEqual({
      text: `Pesanan kamu nomor ORD1 Sudah Siap Dikirim\n\n*Informasi Pembayaran*\n${PAYMENT}`,
      includesPayment: true,
    });
    expect(buildStatusNotification({ ...input, status: "pesanan_diterima" })).toEqual({
      text: "Pesanan kamu nomor ORD1 Sudah Diterima",
      includesPayment: false,
    });
  });

  it("does not include payment at other statuses", () => {
    expect(
      buildStatusNotification({
        orderNumber: "ORD1",
        status: "diproses",
        paymentInformation: PAYMENT,
        paymentInformationSendAtStatus: "pesanan_diterima",
      }).includesPayment,
    ).toBe(false);
  });

  it("does not include blank payment information", () => {
    for (const paymentInformation of ["", "   \n", null, undefined]) {
      expect(
        buildStatusNotification({
          orderNumber: "ORD1",
          status: "pesanan_diterima",
          paymentInformation,
        }),
      ).toEqual({ text: "Pesanan kamu nomor ORD1 Sudah Diterima", includesPayment: false });
    }
  });
});

describe("resolvePaymentSendAtStatus", () => {
  it("keeps valid values and defaults the rest", () => {
    expect(resolvePaymentSendAtStatus("siap_dikirim")).toBe("siap_dikirim");
    expect(resolvePaymentSendAtStatus("pesanan_diterima")).toBe("pesanan_diterima");
    expect(resolvePaymentSendAtStatus(undefined)).toBe("pesanan_diterima");
    expect(resolvePaymentSendAtStatus("diproses")).toBe("pesanan_diterima");
  });
});

describe("buildStatusNotificationUrl", () => {
  it("builds a wa.me link with the encoded text", () => {
    expect(
      buildStatusNotificationUrl("0812-3456-789", "Pesanan kamu nomor ORD1 Sudah Selesai"),
    ).toBe("https://wa.me/628123456789?text=Pesanan%20kamu%20nomor%20ORD1%20Sudah%20Selesai");
  });
});

describe("payment block details", () => {
  it("trims the payment text but keeps its inner lines", () => {
    expect(
      buildStatusNotification({
        orderNumber: "ORD1",
        status: "pesanan_diterima",
        paymentInformation: "\n BCA 123\nDANA 0812 \n",
      }).text,
    ).toBe("Pesanan kamu nomor ORD1 Sudah Diterima\n\n*Informasi Pembayaran*\nBCA 123\nDANA 0812");
  });

  it("treats an unknown send-at status as the default", () => {
    expect(
      shouldIncludePayment({
        status: "pesanan_diterima",
        paymentInformation: PAYMENT,
        paymentInformationSendAtStatus: "selesai",
      }),
    ).toBe(true);
  });

  it("tells the dialog whether payment will be included", () => {
    expect(
      shouldIncludePayment({
        status: "siap_dikirim",
        paymentInformation: PAYMENT,
        paymentInformationSendAtStatus: "pesanan_diterima",
      }),
    ).toBe(false);
  });

  it("encodes the payment block's new lines in the link", () => {
    const { text } = buildStatusNotification({
      orderNumber: "ORD1",
      status: "pesanan_diterima",
      paymentInformation: "BCA 123",
    });
    expect(buildStatusNotificationUrl("081234", text)).toBe(
      "https://wa.me/6281234?text=Pesanan%20kamu%20nomor%20ORD1%20Sudah%20Diterima%0A%0A*Informasi%20Pembayaran*%0ABCA%20123",
    );
  });
});

describe("buildDeliveryFeeNotification", () => {
  const fee = {
    customerName: "Budi Santoso",
    orderNumber: "ORD12345678",
    deliveryArea: "Lembang",
    deliveryFee: 12_000,
    total: 27_000,
    trackingUrl: "https://gerai.example/kopi-uji/order-tracking?number=ORD12345678",
  };

  it("tells the customer, politely, the fee and the new total, with her order's tracking link", () => {
    expect(buildDeliveryFeeNotification(fee)).toBe(
      "Halo Budi Santoso, ongkir untuk pesanan nomor ORD12345678 ke Lembang sebesar Rp 12.000. " +
        "Total pesanan Anda sekarang Rp 27.000. Terima kasih!\n\n" +
        "Lacak pesanan: https://gerai.example/kopi-uji/order-tracking?number=ORD12345678",
    );
  });

  it("greets a customer without a name as 'Kak', and leaves out an unknown area", () => {
    const text = buildDeliveryFeeNotification({ ...fee, customerName: " ", deliveryArea: null });
    expect(text).toMatch(/^Halo Kak, ongkir untuk pesanan nomor ORD12345678 sebesar Rp 12\.000\./);
    expect(text).not.toMatch(/\bkamu\b/);
  });
});
