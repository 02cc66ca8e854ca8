import { describe, expect, it } from "vitest";
import { CHECKOUT_INCOMPLETE_ERROR, validateCheckoutForm, ZCheckoutItemSchema } from "./checkout";

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
    expect(validateCheckoutForm(FORM, true)).toEqual({
      ok: true,
      data: {
        deliveryDay: "tomorrow",
        deliveryTime: "10:00",
        customerName: "Budi",
        customerPhone: "6281234567890",
        deliveryMethod: "Diantar",
        note: "Pagar hijau",
        referralCode: "",
      },
    });
  });

  it.each(["deliveryDay", "deliveryTime", "customerName", "customerPhone"])(
    "requires %s",
    (field) => {
      expect(validateCheckoutForm({ ...FORM, [field]: "" }, true)).toEqual({
        ok: false,
        error: "Mohon lengkapi semua field yang wajib diisi",
      });
    },
  );

  it("refuses a phone without digits and a time outside the slots", () => {
    expect(validateCheckoutForm({ ...FORM, customerPhone: "---" }, true)).toMatchObject({
      ok: false,
    });
    expect(validateCheckoutForm({ ...FORM, deliveryTime: "21:00" }, true)).toMatchObject({
      ok: false,
    });
  });

  it("requires the method only when the brand delivers", () => {
    const withoutMethod = { ...FORM, deliveryMethod: undefined };
    expect(validateCheckoutForm(withoutMethod, true)).toEqual({
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
});
