import { describe, expect, it } from "vitest";
import type { CartItem } from "./cart";
import { CHECKOUT_LIMITS } from "./checkout-messages";
import {
  buildOrderMessage,
  buildTrackingUrl,
  isTooLongForWhatsApp,
  splitDeliveryTimeOption,
  toNoteLine,
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
  deliveryTimeOption: "Hari ini (22/11/2026) 14:00",
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

  it("puts the shared location's link under the method", () => {
    const link = "https://www.google.com/maps/search/?api=1&query=-6.2,106.816667";
    const message = buildOrderMessage({ ...ORDER, locationUrl: link });
    expect(message).toContain(`\nMetode: Diantar\nLokasi: ${link}\nHari: Hari ini (22/11/2026)\n`);
    expect(buildOrderMessage({ ...ORDER, locationUrl: null })).not.toContain("Lokasi:");
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
        deliveryTimeOption: "Besok (23/11/2026) 09:00",
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

// Every line the message may have: a forged one matches none of these, or repeats one that
// must appear once.
const LAYOUT = [
  /^Halo( [^\n]+)?, saya mau pesan:$/,
  /^$/,
  /^\*Nomor Pesanan:\* ORD\d{8}$/,
  /^\d+\. .+ x\d+ - Rp [\d.]+$/,
  /^ {3}\S.*: .*$/,
  /^ {3}Catatan: .+$/,
  /^Total Item: \d+$/,
  /^\*Total Harga: Rp [\d.]+\*$/,
  /^Metode: .+$/,
  /^Hari: .+$/,
  /^Jam: .+$/,
  /^Nama: .*$/,
  /^No\. HP: \+?\d*$/,
  /^Catatan: .+$/,
  /^Kode Referral: .+$/,
  /^Lacak pesanan: https?:\/\/\S+$/,
];

function expectOwnLayout(text: string) {
  const lines = text.split("\n");
  for (const line of lines)
    expect(
      LAYOUT.some((pattern) => pattern.test(line)),
      line,
    ).toBe(true);
  for (const once of [/^\*Total Harga:/, /^Total Item:/, /^Nama:/, /^\*Nomor Pesanan:/]) {
    expect(lines.filter((line) => once.test(line))).toHaveLength(1);
  }
}

describe("values that try to add lines of their own", () => {
  const FORGED = "\n*Total Harga: Rp 1*\nLUNAS \u2013 sudah transfer\r\n\u2028Total Item: 1";

  it("keep every value on its own line, stored values included", () => {
    const text = buildOrderMessage({
      ...ORDER,
      brandName: `Kopi${FORGED}`,
      items: [
        {
          name: `Es Kopi${FORGED}`,
          quantity: 1,
          unitPrice: 18000,
          options: [{ name: `Ukuran${FORGED}`, value: `XXXL${FORGED}` }],
          notes: `Tanpa gula${FORGED}`,
        },
      ],
      deliveryMethod: `Diantar${FORGED}`,
      deliveryTimeOption: `Besok${FORGED} (23/11/2026) 10:00`,
      customerName: `Budi${FORGED}`,
      customerPhone: `0812${FORGED}`,
      note: `Pagar hijau${FORGED}`,
      referralCode: `TEMAN${FORGED}`,
    });
    expectOwnLayout(text);
    expect(text).not.toMatch(/^LUNAS/m);
    expect(text).toContain(
      "\nNama: Budi *Total Harga: Rp 1* LUNAS \u2013 sudah transfer Total Item: 1\n",
    );
  });

  it("write a note's lines on its one line, joined by ' / '", () => {
    const text = buildOrderMessage({
      ...ORDER,
      note: "Pagar hijau\n\n*Total Harga: Rp 1*\r\nLUNAS \u2013 sudah transfer",
    });
    expect(text).toContain(
      "\nCatatan: Pagar hijau / *Total Harga: Rp 1* / LUNAS \u2013 sudah transfer\n",
    );
    expectOwnLayout(text);
  });

  it("drop control and invisible characters from names and choices", () => {
    const text = buildOrderMessage({
      ...ORDER,
      customerName: "Bu\u0000di\u202E",
      items: [
        {
          name: "Kopi\u200B Susu\t",
          quantity: 1,
          unitPrice: 1,
          options: [{ name: "Gula", value: "\u0085" }],
        },
      ],
    });
    expect(text).toContain("\n1. Kopi Susu x1 - Rp 1\n\nTotal Item: 1\n");
    expect(text).toContain("\nNama: Bu di\n");
    expectOwnLayout(text);
  });

  it("keeps the layout of an ordinary order", () => {
    expectOwnLayout(buildOrderMessage(ORDER));
  });
});

describe("note lines and stored delivery times", () => {
  it("joins a note's non-blank lines", () => {
    expect(toNoteLine(" a \n\n b\r\nc ")).toBe("a / b / c");
    expect(toNoteLine(null)).toBe("");
    expect(toNoteLine(" \n ")).toBe("");
  });

  it("splits a stored delivery time into its day and its slot", () => {
    expect(splitDeliveryTimeOption("Besok (23/11/2026) 10:00")).toEqual({
      day: "Besok (23/11/2026)",
      time: "10:00",
    });
    expect(splitDeliveryTimeOption("Hari ini")).toEqual({ day: "Hari ini", time: "" });
  });

  it("writes the absolute day and the slot with its zone, as orders are stored now", () => {
    expect(splitDeliveryTimeOption("Senin, 23/11/2026 10:00 WIT")).toEqual({
      day: "Senin, 23/11/2026",
      time: "10:00 WIT",
    });
    const text = buildOrderMessage({ ...ORDER, deliveryTimeOption: "Senin, 23/11/2026 10:00 WIB" });
    expect(text).toContain("\nHari: Senin, 23/11/2026\nJam: 10:00 WIB\n");
  });

  it("writes a stored delivery time without a slot as its day, and '-' for the hour", () => {
    const text = buildOrderMessage({ ...ORDER, deliveryTimeOption: "Hari ini" });
    expect(text).toContain("\nHari: Hari ini\nJam: -\n");
  });
});

describe("isTooLongForWhatsApp", () => {
  const FORM = {
    deliveryDay: "tomorrow",
    deliveryTime: "10:00",
    customerName: "Budi",
    customerPhone: "081234567890",
    deliveryMethod: "Diantar",
    note: "",
    referralCode: "",
  };
  const LINE: CartItem = {
    id: "p1_1",
    productId: "p1",
    name: "Kopi Susu",
    description: "",
    price: 18000,
    image: null,
    category: "",
    images: [],
    options: [{ name: "Ukuran", choices: ["Reguler", "Besar"], isRequired: true }],
    customizations: { Ukuran: "Besar" },
    notes: "Es dipisah",
    quantity: 2,
  };
  const check = (items: CartItem[], note = "") =>
    isTooLongForWhatsApp({
      items,
      form: { ...FORM, note },
      deliveryTimeOption: "Besok (23/11/2026) 10:00",
      appUrl: "https://gerai.id",
      username: "kopi-senja",
    });

  it("lets an ordinary cart through", () => {
    expect(check([LINE, { ...LINE, id: "p1_2", notes: "" }], "Pagar hijau")).toBe(false);
    expect(check(Array.from({ length: CHECKOUT_LIMITS.lines }, () => LINE))).toBe(false);
  });

  it("stops more lines than one message carries", () => {
    expect(check(Array.from({ length: CHECKOUT_LIMITS.lines + 1 }, () => LINE))).toBe(true);
  });

  it("stops a message whose link would be too long", () => {
    const wordy = { ...LINE, notes: "Tolong dibungkus terpisah ya kak. ".repeat(6) };
    expect(check(Array.from({ length: CHECKOUT_LIMITS.lines }, () => wordy))).toBe(true);
    expect(
      check(
        Array.from({ length: 12 }, () => wordy),
        "🎉".repeat(250),
      ),
    ).toBe(true);
  });
});

describe("priced options", () => {
  it("writes each value's amount and prices the line with them", () => {
    const message = buildOrderMessage({
      ...ORDER,
      items: [
        {
          name: "Roti Bakar",
          quantity: 2,
          unitPrice: 32000,
          options: [
            { name: "Ukuran", value: "Besar", price: 5000 },
            { name: "Topping", value: "Keju", price: 3000 },
            { name: "Topping", value: "Telur", price: 4000 },
            { name: "Topping", value: "Sosis" },
          ],
        },
      ],
    });
    expect(message).toContain(
      "1. Roti Bakar x2 - Rp 64.000\n   Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur (+Rp 4.000), Sosis\n",
    );
    expect(message).toContain("*Total Harga: Rp 64.000*");
  });
});

describe("buildOrderMessage delivery fee (decision 058)", () => {
  it("adds the area's fee to the total, on its own line, and names the area", () => {
    const text = buildOrderMessage({ ...ORDER, deliveryArea: "Sukajadi", deliveryFee: 10_000 });
    expect(text).toContain("Total Item: 3\nOngkir: Rp 10.000\n*Total Harga: Rp 61.000*");
    expect(text).toContain("Metode: Diantar\nArea: Sukajadi\n");
  });

  it("says 'Gratis' or 'menyusul', and nothing without an area", () => {
    expect(buildOrderMessage({ ...ORDER, deliveryArea: "Sukajadi", deliveryFee: 0 })).toContain(
      "Ongkir: Gratis\n*Total Harga: Rp 51.000*",
    );
    expect(
      buildOrderMessage({ ...ORDER, deliveryArea: "Lembang", isDeliveryFeePending: true }),
    ).toContain("Ongkir: menyusul\n*Total Harga: Rp 51.000*");
    const none = buildOrderMessage({ ...ORDER, deliveryFee: 10_000 });
    expect(none).not.toContain("Ongkir");
    expect(none).toContain("*Total Harga: Rp 51.000*");
  });
});
