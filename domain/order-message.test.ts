import { describe, expect, it } from "vitest";
import {
  buildOrderMessage,
  buildTrackingUrl,
  type OrderMessageInput,
  toOrderMessageItem,
} from "./order-message";

describe("buildTrackingUrl", () => {
  it("builds the tracking link", () => {
    expect(buildTrackingUrl("https://gerai.id", "kopi-senja", "ORD12345678")).toBe(
      "https://gerai.id/kopi-senja/order-tracking?number=ORD12345678",
    );
  });

  it("drops trailing slashes and encodes the number", () => {
    expect(buildTrackingUrl("https://gerai.id/", "kopi", "ORD 1/2")).toBe(
      "https://gerai.id/kopi/order-tracking?number=ORD%201%2F2",
    );
  });
});

const TRACKING = "https://gerai.id/kopi-senja/order-tracking?number=ORD12345678";

const ORDER: OrderMessageInput = {
  brandName: "Kopi Senja",
  orderNumber: "ORD12345678",
  items: [
    {
      name: "Es Kopi Susu",
      quantity: 2,
      unitPrice: 18000,
      options: [
        { name: "Ukuran", value: "Besar" },
        { name: "Gula", value: "Sedikit" },
      ],
      notes: "Esnya dipisah",
    },
    { name: "Roti Bakar Cokelat", quantity: 1, unitPrice: 15000, options: [], notes: "" },
  ],
  deliveryMethod: "Diantar",
  day: { label: "Hari ini", date: "22/11/2026" },
  time: "14:00",
  customerName: "Budi Santoso",
  customerPhone: "081234567890",
  note: "Rumah pagar hijau",
  referralCode: "TEMAN10",
  trackingUrl: TRACKING,
};

describe("buildOrderMessage", () => {
  it("builds the full message", () => {
    expect(buildOrderMessage(ORDER)).toBe(
      [
        "Halo Kopi Senja, saya mau pesan:",
        "",
        "*Nomor Pesanan:* ORD12345678",
        "",
        "1. Es Kopi Susu x2 - Rp 36.000",
        "   Ukuran: Besar, Gula: Sedikit",
        "   Catatan: Esnya dipisah",
        "2. Roti Bakar Cokelat x1 - Rp 15.000",
        "",
        "Total Item: 3",
        "*Total Harga: Rp 51.000*",
        "",
        "Metode: Diantar",
        "Hari: Hari ini (22/11/2026)",
        "Jam: 14:00",
        "Nama: Budi Santoso",
        "No. HP: +6281234567890",
        "Catatan: Rumah pagar hijau",
        "Kode Referral: TEMAN10",
        "",
        `Lacak pesanan: ${TRACKING}`,
      ].join("\n"),
    );
  });

  it("omits a blank order note and referral code", () => {
    expect(buildOrderMessage({ ...ORDER, note: "  ", referralCode: undefined })).toBe(
      [
        "Halo Kopi Senja, saya mau pesan:",
        "",
        "*Nomor Pesanan:* ORD12345678",
        "",
        "1. Es Kopi Susu x2 - Rp 36.000",
        "   Ukuran: Besar, Gula: Sedikit",
        "   Catatan: Esnya dipisah",
        "2. Roti Bakar Cokelat x1 - Rp 15.000",
        "",
        "Total Item: 3",
        "*Total Harga: Rp 51.000*",
        "",
        "Metode: Diantar",
        "Hari: Hari ini (22/11/2026)",
        "Jam: 14:00",
        "Nama: Budi Santoso",
        "No. HP: +6281234567890",
        "",
        `Lacak pesanan: ${TRACKING}`,
      ].join("\n"),
    );
  });

  it("keeps the referral code without a note, and vice versa", () => {
    const noNote = buildOrderMessage({ ...ORDER, note: "" });
    expect(noNote).toContain("No. HP: +6281234567890\nKode Referral: TEMAN10\n\nLacak pesanan:");
    const noReferral = buildOrderMessage({ ...ORDER, referralCode: "" });
    expect(noReferral).toContain("Catatan: Rumah pagar hijau\n\nLacak pesanan:");
    expect(noReferral).not.toContain("Kode Referral");
  });

  it("handles a single item without options or notes, pickup and an already normalised phone", () => {
    expect(
      buildOrderMessage({
        ...ORDER,
        items: [{ name: "Kue Lapis", quantity: 12, unitPrice: 2500, options: [], notes: null }],
        deliveryMethod: "Diambil Sendiri",
        day: { label: "Besok", date: "23/11/2026" },
        time: "09:00",
        customerPhone: "62 812-3456-7890",
        note: null,
        referralCode: null,
      }),
    ).toBe(
      [
        "Halo Kopi Senja, saya mau pesan:",
        "",
        "*Nomor Pesanan:* ORD12345678",
        "",
        "1. Kue Lapis x12 - Rp 30.000",
        "",
        "Total Item: 12",
        "*Total Harga: Rp 30.000*",
        "",
        "Metode: Diambil Sendiri",
        "Hari: Besok (23/11/2026)",
        "Jam: 09:00",
        "Nama: Budi Santoso",
        "No. HP: +6281234567890",
        "",
        `Lacak pesanan: ${TRACKING}`,
      ].join("\n"),
    );
  });

  it("shows notes without options and skips options with blank values", () => {
    const text = buildOrderMessage({
      ...ORDER,
      items: [
        {
          name: "Nasi Goreng",
          quantity: 1,
          unitPrice: 1250000,
          options: [{ name: "Pedas", value: "" }],
          notes: "Tanpa bawang",
        },
      ],
    });
    expect(text).toContain(
      "1. Nasi Goreng x1 - Rp 1.250.000\n   Catatan: Tanpa bawang\n\nTotal Item: 1\n*Total Harga: Rp 1.250.000*",
    );
  });
});

describe("buildOrderMessage variations", () => {
  it("greets without a name when the brand name is missing", () => {
    expect(buildOrderMessage({ ...ORDER, brandName: undefined })).toMatch(
      /^Halo, saya mau pesan:\n\n\*Nomor Pesanan:\* ORD12345678\n/,
    );
    expect(buildOrderMessage({ ...ORDER, brandName: "  " })).toMatch(/^Halo, saya mau pesan:/);
  });

  it("lists an older sugar/ice line with its options named Sugar and Ice", () => {
    const legacy = toOrderMessageItem({
      name: "Es Teh",
      quantity: 2,
      price: 5000,
      options: [],
      customizations: {},
      notes: "",
      sugar: "Sedikit",
      ice: "Banyak",
    });
    const text = buildOrderMessage({ ...ORDER, items: [legacy] });
    expect(text).toContain(
      "1. Es Teh x2 - Rp 10.000\n   Sugar: Sedikit, Ice: Banyak\n\nTotal Item: 2\n*Total Harga: Rp 10.000*",
    );
  });

  it("trims the customer's name, note and referral code", () => {
    const text = buildOrderMessage({
      ...ORDER,
      customerName: "  Budi  ",
      note: "  Depan masjid ",
      referralCode: " TEMAN10 ",
    });
    expect(text).toContain("Nama: Budi\n");
    expect(text).toContain("Catatan: Depan masjid\nKode Referral: TEMAN10\n");
  });

  it("survives the trip through a wa.me link unchanged", () => {
    const text = buildOrderMessage(ORDER);
    expect(decodeURIComponent(encodeURIComponent(text))).toBe(text);
  });
});

describe("toOrderMessageItem", () => {
  const cartLine = {
    name: "Es Kopi Susu",
    quantity: 3,
    price: 18000,
    options: [
      { name: "Ukuran", choices: ["Kecil", "Besar"], isRequired: true },
      { name: "Gula", choices: ["Normal", "Sedikit"], isRequired: false },
    ],
    customizations: { Gula: "Sedikit", Ukuran: "Besar" },
    notes: "dipisah",
  };

  it("orders the options as the product does and keeps the notes", () => {
    expect(toOrderMessageItem(cartLine)).toEqual({
      name: "Es Kopi Susu",
      quantity: 3,
      unitPrice: 18000,
      options: [
        { name: "Ukuran", value: "Besar" },
        { name: "Gula", value: "Sedikit" },
      ],
      notes: "dipisah",
    });
  });

  it("uses the server's recomputed unit price instead of the cart's", () => {
    expect(toOrderMessageItem(cartLine, 20000).unitPrice).toBe(20000);
  });
});
