import { describe, expect, it } from "vitest";
import { notaLayout, notaStamp, type NotaData } from "./nota";
import { PAYMENT_STATUSES } from "./payment-status";
import { adminNotaPath, isNotaFormat, notaFileName, notaPath } from "./nota-link";

function nota(overrides: Partial<NotaData> = {}): NotaData {
  return {
    shop: {
      name: "Warung Bu Siti",
      address: "Jl. Melati No. 5, Bandung",
      whatsapp: "6281234567890",
      logoUrl: null,
    },
    orderNumber: "ORD12345678",
    createdAt: "2026-11-22T07:05:00.000Z",
    timeZone: "Asia/Jakarta",
    customerName: "Rina",
    deliveryMethod: "Ambil di Toko",
    deliveryTimeOption: "Sekarang",
    lines: [
      {
        id: "l1",
        productName: "Nasi Goreng",
        quantity: 2,
        unitPrice: 17_000,
        totalPrice: 34_000,
        note: "Tanpa bawang",
        options: [
          { name: "Level", value: "Pedas", price: 2_000 },
          { name: "Topping", value: "Telur" },
          { name: "Topping", value: "Kerupuk" },
        ],
      },
      {
        id: "l2",
        productName: "Es Teh",
        quantity: 1,
        unitPrice: 5_000,
        totalPrice: 5_000,
        note: null,
        options: [],
      },
    ],
    deliveryFee: 0,
    uniqueCode: 0,
    total: 39_000,
    paymentMethod: null,
    paymentStatus: "unpaid",
    amountPaid: 0,
    trackingUrl: "https://gerai.example/warung/order-tracking?number=ORD12345678",
    ...overrides,
  };
}

describe("the nota's stamp", () => {
  it.each([
    ["paid", 0, "LUNAS", "paid"],
    ["dp", 50_000, "DP Rp 50.000", "partial"],
    ["unpaid", 0, "BELUM LUNAS", "unpaid"],
    ["refund_due", 39_000, "DANA AKAN DIKEMBALIKAN", "refund"],
    ["refunded", 39_000, "DANA DIKEMBALIKAN", "refund"],
  ] as const)("says %s (paid %i) as '%s'", (status, paid, text, tone) => {
    expect(notaStamp(status, paid)).toEqual({ text, tone });
  });

  it("has a stamp for every payment status", () => {
    for (const status of PAYMENT_STATUSES) expect(notaStamp(status, 0).text).not.toBe("");
  });
});

describe("the nota's layout", () => {
  it("lists each line with its options, note and amount", () => {
    const layout = notaLayout(nota());
    expect(layout.lines).toEqual([
      {
        name: "Nasi Goreng",
        quantityText: "2 x Rp 17.000",
        options: "Level: Pedas (+Rp 2.000), Topping: Telur, Kerupuk",
        note: "Tanpa bawang",
        amount: "Rp 34.000",
      },
      {
        name: "Es Teh",
        quantityText: "1 x Rp 5.000",
        options: null,
        note: null,
        amount: "Rp 5.000",
      },
    ]);
  });

  it("shows the shop, the order and its date in the shop's zone", () => {
    const layout = notaLayout(nota());
    expect(layout.shopName).toBe("Warung Bu Siti");
    expect(layout.shopLines).toEqual(["Jl. Melati No. 5, Bandung", "WhatsApp 0812-3456-7890"]);
    expect(layout.title).toBe("Nota Pesanan");
    expect(layout.details).toEqual([
      { label: "No. Pesanan", value: "ORD12345678" },
      { label: "Tanggal", value: "22 Nov 2026, 14:05" },
      { label: "Pelanggan", value: "Rina" },
      { label: "Pengiriman", value: "Ambil di Toko, Sekarang" },
    ]);
    expect(notaLayout(nota({ timeZone: "Asia/Jayapura" })).details[1].value).toBe(
      "22 Nov 2026, 16:05",
    );
  });

  it("leaves out the shop's address and number when it has none", () => {
    const layout = notaLayout(
      nota({ shop: { name: "X", address: null, whatsapp: null, logoUrl: null } }),
    );
    expect(layout.shopLines).toEqual([]);
  });

  it("sums without a delivery fee or unique code when there are none", () => {
    const layout = notaLayout(nota());
    expect(layout.sums).toEqual([{ label: "Subtotal", value: "Rp 39.000" }]);
    expect(layout.total).toEqual({ label: "Total", value: "Rp 39.000" });
    expect(layout.amountInWords).toBe("Terbilang: Tiga puluh sembilan ribu rupiah");
    expect(layout.payment).toEqual([{ label: "Metode Pembayaran", value: "-" }]);
    expect(layout.stamp).toEqual({ text: "BELUM LUNAS", tone: "unpaid" });
    expect(layout.thanks).toBe("Terima kasih telah berbelanja");
  });

  it("adds the delivery fee and the unique code, and a DP's amount", () => {
    const layout = notaLayout(
      nota({
        deliveryFee: 10_000,
        uniqueCode: 125,
        total: 49_125,
        paymentMethod: "transfer",
        paymentStatus: "dp",
        amountPaid: 20_000,
      }),
    );
    expect(layout.sums).toEqual([
      { label: "Subtotal", value: "Rp 39.000" },
      { label: "Ongkos Kirim", value: "Rp 10.000" },
      { label: "Kode Unik", value: "Rp 125" },
    ]);
    expect(layout.total.value).toBe("Rp 49.125");
    expect(layout.amountInWords).toBe(
      "Terbilang: Empat puluh sembilan ribu seratus dua puluh lima rupiah",
    );
    expect(layout.payment).toEqual([
      { label: "Metode Pembayaran", value: "Transfer Bank" },
      { label: "Sudah Dibayar", value: "Rp 20.000" },
    ]);
    expect(layout.stamp.text).toBe("DP Rp 20.000");
  });

  it("stamps a paid QRIS order LUNAS", () => {
    const layout = notaLayout(
      nota({ paymentMethod: "qris", paymentStatus: "paid", amountPaid: 39_000 }),
    );
    expect(layout.payment).toEqual([{ label: "Metode Pembayaran", value: "QRIS" }]);
    expect(layout.stamp.text).toBe("LUNAS");
  });
});

describe("the nota's addresses", () => {
  it("opens a customer's nota with the key or the digits", () => {
    expect(notaPath("warung", "ORD12345678", "pdf", { key: "abc" })).toBe(
      "/warung/nota?number=ORD12345678&format=pdf&key=abc",
    );
    expect(notaPath("warung", "ORD12345678", "png", { digits: "7890" }, { download: true })).toBe(
      "/warung/nota?number=ORD12345678&format=png&digits=7890&download=1",
    );
  });

  it("names the seller's copies and files", () => {
    expect(adminNotaPath("ORD12345678", "pdf")).toBe("/admin/orders/ORD12345678/nota/pdf");
    expect(adminNotaPath("ORD12345678", "print")).toBe("/admin/orders/ORD12345678/print");
    expect(notaFileName("ORD12345678", "png")).toBe("nota-ORD12345678.png");
    expect(isNotaFormat("pdf")).toBe(true);
    expect(isNotaFormat("svg")).toBe(false);
    expect(isNotaFormat(null)).toBe(false);
  });
});
