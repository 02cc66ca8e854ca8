import { amountInWords } from "./amount-in-words";
import { describeLineOptions } from "./line-options";
import type { OrderLine } from "./order-tracking";
import { paymentMethodLabel } from "./payment-methods";
import type { PaymentStatus } from "./payment-status";
import { formatRupiah } from "./rupiah";
import { formatDateTimeId, type ShopTimeZone } from "./shop-time";

// The nota (receipt) of an order: what it says, decided here once and drawn three ways (a
// PDF, a PNG for WhatsApp, a 58 mm print page). Each drawing only places these lines.

/** Everything a nota shows, read once per nota (server/services/nota.ts). */
export type NotaData = {
  shop: {
    name: string;
    /** The brand's own address, or its first store's; null when it has neither. */
    address: string | null;
    /** The number customers chat with, as digits (62…); null when the shop has none. */
    whatsapp: string | null;
    /** The logo's stored URL, when the shop has one. */
    logoUrl: string | null;
  };
  orderNumber: string;
  /** ISO instant; shown in the shop's zone. */
  createdAt: string;
  timeZone: ShopTimeZone;
  customerName: string;
  deliveryMethod: string;
  deliveryTimeOption: string;
  lines: OrderLine[];
  /** What delivery adds to the total; 0 when nothing. */
  deliveryFee: number;
  /** The transfer's unique code (0–999), already part of `total`; 0 when none. */
  uniqueCode: number;
  total: number;
  /** 'transfer', 'qris', 'cash', or null when the order has none. */
  paymentMethod: string | null;
  paymentStatus: PaymentStatus;
  /** What the customer has paid so far (a DP's amount). */
  amountPaid: number;
  /** The order's tracking page, which the nota's QR opens. */
  trackingUrl: string;
};

export const NOTA_TEXTS = {
  title: "Nota Pesanan",
  orderNumber: "No. Pesanan",
  date: "Tanggal",
  customer: "Pelanggan",
  delivery: "Pengiriman",
  subtotal: "Subtotal",
  deliveryFee: "Ongkos Kirim",
  uniqueCode: "Kode Unik",
  total: "Total",
  amountInWords: "Terbilang",
  paymentMethod: "Metode Pembayaran",
  amountPaid: "Sudah Dibayar",
  qrHint: "Pindai untuk melacak pesanan",
  thanks: "Terima kasih telah berbelanja",
  whatsapp: "WhatsApp",
} as const;

/** What a nota's address answers when it cannot show the nota. */
export const NOTA_MESSAGES = {
  needsCheck:
    "Nota hanya dapat dibuka dari halaman lacak pesanan setelah verifikasi 4 digit terakhir nomor HP, atau dari tautan yang dikirim penjual.",
  renderFailed: "Nota gagal dibuat. Silakan coba lagi.",
  notFound: "Pesanan tidak ditemukan",
} as const;

export type NotaStampTone = "paid" | "partial" | "unpaid" | "refund";
export type NotaStamp = { text: string; tone: NotaStampTone };

/** The stamp across the nota: 'LUNAS', 'DP Rp …', 'BELUM LUNAS', or a refund's. */
export function notaStamp(status: PaymentStatus, amountPaid: number): NotaStamp {
  switch (status) {
    case "paid":
      return { text: "LUNAS", tone: "paid" };
    case "dp":
      return { text: `DP ${formatRupiah(amountPaid)}`, tone: "partial" };
    case "refund_due":
      return { text: "DANA AKAN DIKEMBALIKAN", tone: "refund" };
    case "refunded":
      return { text: "DANA DIKEMBALIKAN", tone: "refund" };
    case "unpaid":
      return { text: "BELUM LUNAS", tone: "unpaid" };
  }
}

/** One product line: name, 'qty x price', its options and note, and its amount. */
export type NotaLine = {
  name: string;
  quantityText: string;
  options: string | null;
  note: string | null;
  amount: string;
};

/** A label and its figure, right-aligned in every drawing. */
export type NotaRow = { label: string; value: string };

export type NotaLayout = {
  shopName: string;
  /** Address and WhatsApp lines under the name, those the shop has. */
  shopLines: string[];
  title: string;
  /** Order number, date, customer, delivery. */
  details: NotaRow[];
  lines: NotaLine[];
  /** Subtotal, then delivery fee and unique code when there are any. */
  sums: NotaRow[];
  total: NotaRow;
  /** 'Terbilang: Seratus dua puluh lima ribu rupiah'. */
  amountInWords: string;
  payment: NotaRow[];
  stamp: NotaStamp;
  qrHint: string;
  trackingUrl: string;
  thanks: string;
};

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** '0812-3456-7890' style for a 62… number: how Indonesians write their own number. */
function localPhone(digits: string): string {
  const local = digits.startsWith("62") ? `0${digits.slice(2)}` : digits;
  return local.replace(/^(\d{4})(\d{4})(\d+)$/, "$1-$2-$3");
}

/** The nota's lines and figures, in the order every drawing shows them. */
export function notaLayout(nota: NotaData): NotaLayout {
  const subtotal = nota.lines.reduce((sum, line) => sum + line.totalPrice, 0);
  const sums: NotaRow[] = [{ label: NOTA_TEXTS.subtotal, value: formatRupiah(subtotal) }];
  if (nota.deliveryFee > 0) {
    sums.push({ label: NOTA_TEXTS.deliveryFee, value: formatRupiah(nota.deliveryFee) });
  }
  if (nota.uniqueCode > 0) {
    sums.push({ label: NOTA_TEXTS.uniqueCode, value: formatRupiah(nota.uniqueCode) });
  }
  const payment: NotaRow[] = [
    { label: NOTA_TEXTS.paymentMethod, value: paymentMethodLabel(nota.paymentMethod) },
  ];
  if (nota.paymentStatus === "dp") {
    payment.push({ label: NOTA_TEXTS.amountPaid, value: formatRupiah(nota.amountPaid) });
  }
  const shopLines = [
    nota.shop.address,
    nota.shop.whatsapp && `${NOTA_TEXTS.whatsapp} ${localPhone(nota.shop.whatsapp)}`,
  ].filter((line): line is string => Boolean(line));
  return {
    shopName: nota.shop.name,
    shopLines,
    title: NOTA_TEXTS.title,
    details: [
      { label: NOTA_TEXTS.orderNumber, value: nota.orderNumber },
      { label: NOTA_TEXTS.date, value: formatDateTimeId(nota.createdAt, nota.timeZone) },
      { label: NOTA_TEXTS.customer, value: nota.customerName },
      {
        label: NOTA_TEXTS.delivery,
        value: [nota.deliveryMethod, nota.deliveryTimeOption].filter(Boolean).join(", "),
      },
    ],
    lines: nota.lines.map((line) => ({
      name: line.productName,
      quantityText: `${line.quantity} x ${formatRupiah(line.unitPrice)}`,
      options: line.options.length > 0 ? describeLineOptions(line.options) : null,
      note: line.note,
      amount: formatRupiah(line.totalPrice),
    })),
    sums,
    total: { label: NOTA_TEXTS.total, value: formatRupiah(nota.total) },
    amountInWords: `${NOTA_TEXTS.amountInWords}: ${capitalize(amountInWords(Math.max(0, Math.round(nota.total))))}`,
    payment,
    stamp: notaStamp(nota.paymentStatus, nota.amountPaid),
    qrHint: NOTA_TEXTS.qrHint,
    trackingUrl: nota.trackingUrl,
    thanks: NOTA_TEXTS.thanks,
  };
}

/** The WhatsApp message a seller sends a nota with: the link opens it with nothing to type. */
export function notaWhatsAppText({
  customerName,
  orderNumber,
  shopName,
  notaUrl,
}: {
  customerName: string;
  orderNumber: string;
  shopName: string;
  notaUrl: string;
}): string {
  return [
    `Halo ${customerName}, berikut nota pesanan ${orderNumber} dari ${shopName}:`,
    notaUrl,
    "",
    `${NOTA_TEXTS.thanks}.`,
  ].join("\n");
}
