import { describe, expect, it } from "vitest";
import { validateCheckoutForm, validateCheckoutItems, ZCheckoutItemSchema } from "./checkout";
import {
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_CHARACTERS_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_INVALID_PHONE_ERROR,
  CHECKOUT_LIMITS,
  CHECKOUT_TOO_LONG_ERROR,
} from "./checkout-messages";
import { CHECKOUT_REQUIRED_MESSAGES } from "./checkout-fields";

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: " Budi ",
  customerPhone: "0812-3456-7890",
  deliveryMethod: "Diantar",
  note: " Pagar hijau ",
  referralCode: "",
};

describe("validateCheckoutForm", () => {
  it("accepts a complete form and normalises it", () => {
    const data = {
      deliveryDay: "tomorrow",
      deliveryTime: "10:00",
      customerName: "Budi",
      customerPhone: "6281234567890",
      deliveryMethod: "Diantar",
      note: "Pagar hijau",
      referralCode: "",
    };
    expect(validateCheckoutForm(FORM, true)).toMatchObject({ ok: true, data, sent: data });
  });

  it("keeps the method as sent apart from the one the order gets", () => {
    expect(validateCheckoutForm(FORM, false)).toMatchObject({
      data: { deliveryMethod: "Diambil Sendiri" },
      sent: { deliveryMethod: "Diantar" },
    });
  });

  it.each(["deliveryDay", "deliveryTime", "customerName", "customerPhone"] as const)(
    "requires %s, with the field's own message",
    (field) => {
      for (const left of [{ [field]: "" }, { [field]: undefined }]) {
        expect(validateCheckoutForm({ ...FORM, ...left }, true)).toEqual({
          ok: false,
          error: "Mohon lengkapi semua field yang wajib diisi",
          fieldErrors: { [field]: CHECKOUT_REQUIRED_MESSAGES[field] },
        });
      }
    },
  );

  it("names every refused field, the whole form's message by the weightiest problem", () => {
    expect(
      validateCheckoutForm(
        { ...FORM, customerName: "", customerPhone: "12", note: "a\u0000b" },
        true,
      ),
    ).toEqual({
      ok: false,
      error: CHECKOUT_INVALID_CHARACTERS_ERROR,
      fieldErrors: {
        customerName: "Nama wajib diisi",
        customerPhone: CHECKOUT_INVALID_PHONE_ERROR,
        note: "Berisi karakter yang tidak diizinkan",
      },
    });
    expect(validateCheckoutForm(null, true)).toEqual({
      ok: false,
      error: CHECKOUT_INCOMPLETE_ERROR,
      fieldErrors: {},
    });
  });

  it("refuses a phone without digits and a time that is no hour of a day", () => {
    expect(validateCheckoutForm({ ...FORM, customerPhone: "---" }, true)).toMatchObject({
      ok: false,
    });
    expect(validateCheckoutForm({ ...FORM, deliveryTime: "25:00" }, true)).toMatchObject({
      ok: false,
    });
  });

  it("refuses a phone that is no Indonesian mobile number, with how to write one", () => {
    for (const customerPhone of ["12", "021 5550 1234", "0812 3456 7890 1234"]) {
      expect(validateCheckoutForm({ ...FORM, customerPhone }, true)).toMatchObject({
        ok: false,
        error: CHECKOUT_INVALID_PHONE_ERROR,
      });
    }
    expect(CHECKOUT_INVALID_PHONE_ERROR).toBe("Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890");
    expect(validateCheckoutForm({ ...FORM, customerPhone: "0811 123 456" }, true)).toMatchObject({
      ok: true,
      data: { customerPhone: "62811123456" },
    });
  });

  it("requires the method only when the brand delivers", () => {
    const withoutMethod = { ...FORM, deliveryMethod: undefined };
    expect(validateCheckoutForm(withoutMethod, true)).toMatchObject({
      ok: false,
      error: CHECKOUT_INCOMPLETE_ERROR,
    });
    expect(validateCheckoutForm(withoutMethod, false)).toMatchObject({
      ok: true,
      data: { deliveryMethod: "Diambil Sendiri" },
    });
  });

  it("forces pickup when the brand does not deliver, whatever was sent", () => {
    expect(validateCheckoutForm(FORM, false)).toMatchObject({
      data: { deliveryMethod: "Diambil Sendiri" },
    });
  });

  it("treats missing note and referral code as empty", () => {
    const { note: _note, referralCode: _code, ...rest } = FORM;
    expect(validateCheckoutForm(rest, true)).toMatchObject({
      ok: true,
      data: { note: "", referralCode: "" },
    });
  });
});

describe("checkout bounds", () => {
  it("refuses a text past its bound as invalid, not as missing", () => {
    for (const field of ["customerName", "customerPhone", "note", "referralCode"] as const) {
      expect(validateCheckoutForm({ ...FORM, [field]: "1".repeat(1001) }, true)).toMatchObject({
        ok: false,
        error: CHECKOUT_INVALID_ERROR,
      });
    }
    expect(validateCheckoutForm({ ...FORM, customerName: "" }, true)).toMatchObject({
      ok: false,
      error: CHECKOUT_INCOMPLETE_ERROR,
    });
  });

  it("keeps the shown date only in its dd/MM/yyyy form", () => {
    const ok = (deliveryDate: unknown) =>
      validateCheckoutForm({ ...FORM, deliveryDate }, true) as { data: { deliveryDate?: string } };
    expect(ok("23/11/2026").data.deliveryDate).toBe("23/11/2026");
    expect(ok("2026-11-23").data.deliveryDate).toBeUndefined();
    expect(ok(42).data.deliveryDate).toBeUndefined();
  });

  it("bounds a line's texts and choices and the number of lines", () => {
    const line = { productId: "p1", quantity: 1, customizations: {}, notes: "" };
    expect(ZCheckoutItemSchema.safeParse({ ...line, notes: "x".repeat(201) }).success).toBe(false);
    expect(ZCheckoutItemSchema.safeParse({ ...line, quantity: 1000 }).success).toBe(false);
    expect(ZCheckoutItemSchema.safeParse({ ...line, sugar: "x".repeat(31) }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Opsi ${i}`, "a"]));
    expect(validateCheckoutItems([{ ...line, customizations: many }])).toEqual({
      ok: false,
      error: CHECKOUT_INVALID_ERROR,
    });
    expect(validateCheckoutItems(Array.from({ length: 31 }, () => line))).toEqual({
      ok: false,
      error: CHECKOUT_TOO_LONG_ERROR,
    });
    expect(validateCheckoutItems(Array.from({ length: 30 }, () => line))).toMatchObject({
      ok: true,
    });
    expect(validateCheckoutItems(null)).toEqual({ ok: false, error: CHECKOUT_INVALID_ERROR });
  });
});

describe("checkout texts", () => {
  const line = { productId: "p1", quantity: 1, customizations: {}, notes: "" };

  it.each(["customerName", "customerPhone", "referralCode", "deliveryMethod"])(
    "keeps %s to one line without control or invisible characters",
    (field) => {
      for (const bad of [
        "a\nb",
        "a\u0000b",
        "a\tb",
        "\u202Ea",
        "a\u200Bb",
        "a\uFEFFb",
        "a\u0085b",
      ]) {
        expect(validateCheckoutForm({ ...FORM, [field]: `0812${bad}` }, true)).toMatchObject({
          ok: false,
          error: CHECKOUT_INVALID_CHARACTERS_ERROR,
        });
      }
    },
  );

  it("keeps the note's line breaks, as \\n, and nothing else invisible", () => {
    expect(validateCheckoutForm({ ...FORM, note: "Pagar hijau\r\nNo. 5" }, true)).toMatchObject({
      ok: true,
      data: { note: "Pagar hijau\nNo. 5" },
    });
    expect(validateCheckoutForm({ ...FORM, note: "a\u0000b" }, true)).toMatchObject({
      ok: false,
      error: CHECKOUT_INVALID_CHARACTERS_ERROR,
    });
    expect(validateCheckoutForm({ ...FORM, note: 42 }, true)).toMatchObject({
      ok: false,
      error: CHECKOUT_INVALID_ERROR,
    });
  });

  it("keeps option names and values, sugar and ice to one line; line notes may break", () => {
    const refused = [
      { customizations: { "Ukuran\nBonus": "Besar" } },
      { customizations: { Ukuran: "Besar\n*Total Harga: Rp 1*" } },
      { customizations: { Ukuran: "Besar\u0000" } },
      { sugar: "Sedikit\nLUNAS" },
      { ice: "\u202EBanyak" },
      { notes: "tanpa\u0000gula" },
    ];
    for (const change of refused) {
      expect(validateCheckoutItems([{ ...line, ...change }])).toEqual({
        ok: false,
        error: CHECKOUT_INVALID_CHARACTERS_ERROR,
      });
    }
    expect(validateCheckoutItems([{ ...line, notes: "tanpa gula\r\nes sedikit" }])).toEqual({
      ok: true,
      data: [{ ...line, notes: "tanpa gula\nes sedikit" }],
    });
  });

  it("leaves out a line's name that is not one clean line instead of refusing the order", () => {
    const parsed = validateCheckoutItems([{ ...line, name: "Kopi\u0000\nSusu" }]);
    expect(parsed).toEqual({ ok: true, data: [line] });
    expect(
      validateCheckoutItems([{ ...line, name: "x".repeat(CHECKOUT_LIMITS.lineName + 1) }]),
    ).toEqual({ ok: true, data: [line] });
  });
});

describe("ZCheckoutItemSchema", () => {
  it("accepts a line with a positive whole quantity", () => {
    expect(ZCheckoutItemSchema.parse({ productId: "p1", quantity: 2 })).toEqual({
      productId: "p1",
      quantity: 2,
      customizations: {},
      notes: "",
    });
  });

  it("refuses zero, fractional or missing quantities", () => {
    for (const quantity of [0, 1.5, undefined]) {
      expect(ZCheckoutItemSchema.safeParse({ productId: "p1", quantity }).success).toBe(false);
    }
  });

  it("keeps the price the customer saw, a whole number of rupiah, to compare", () => {
    expect(
      ZCheckoutItemSchema.parse({ productId: "p1", quantity: 1, seenPrice: 15000 }),
    ).toMatchObject({ seenPrice: 15000 });
    for (const seenPrice of [-1, 1.5, "15000", 2 ** 53]) {
      expect(
        ZCheckoutItemSchema.safeParse({ productId: "p1", quantity: 1, seenPrice }).success,
        String(seenPrice),
      ).toBe(false);
    }
  });
});
