import { describe, expect, it } from "vitest";
import { validateCheckoutForm, ZCheckoutItemSchema, ZCheckoutItemsSchema } from "./checkout";
import { CHECKOUT_INCOMPLETE_ERROR, CHECKOUT_INVALID_ERROR } from "./checkout-messages";

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

describe("checkout bounds", () => {
  it("refuses a text past its bound as invalid, not as missing", () => {
    for (const field of ["customerName", "customerPhone", "note", "referralCode"] as const) {
      expect(validateCheckoutForm({ ...FORM, [field]: "1".repeat(1001) }, true)).toEqual({
        ok: false,
        error: CHECKOUT_INVALID_ERROR,
      });
    }
    expect(validateCheckoutForm({ ...FORM, customerName: "" }, true)).toEqual({
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
    expect(ZCheckoutItemSchema.safeParse({ ...line, notes: "x".repeat(501) }).success).toBe(false);
    expect(ZCheckoutItemSchema.safeParse({ ...line, quantity: 1000 }).success).toBe(false);
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`Opsi ${i}`, "a"]));
    expect(ZCheckoutItemSchema.safeParse({ ...line, customizations: many }).success).toBe(false);
    expect(ZCheckoutItemsSchema.safeParse(Array.from({ length: 101 }, () => line)).success).toBe(
      false,
    );
    expect(ZCheckoutItemsSchema.safeParse(Array.from({ length: 100 }, () => line)).success).toBe(
      true,
    );
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
