import { describe, expect, it } from "vitest";
import { validateCheckoutForm } from "./checkout";
import {
  checkCheckoutForm,
  checkCustomerName,
  checkCustomerPhone,
  checkDeliveryDay,
  checkDeliveryMethod,
  checkDeliveryTime,
  checkNote,
  checkoutRefusalOf,
  checkReferralCode,
  firstProblemField,
} from "./checkout-fields";
import {
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_CHARACTERS_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_INVALID_PHONE_ERROR,
} from "./checkout-messages";

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi",
  customerPhone: "0812 3456 7890",
  deliveryMethod: "Diantar",
  note: "",
  referralCode: "",
};

describe("checkout field checks", () => {
  it("passes a complete form", () => {
    expect(checkCheckoutForm(FORM, true)).toEqual({});
  });

  it("names each required field left empty with its own message", () => {
    expect(
      checkCheckoutForm(
        { ...FORM, deliveryDay: "", customerName: "  ", customerPhone: "", deliveryMethod: "" },
        true,
      ),
    ).toEqual({
      deliveryDay: { kind: "missing", message: "Hari wajib dipilih" },
      customerName: { kind: "missing", message: "Nama wajib diisi" },
      customerPhone: { kind: "missing", message: "No. HP wajib diisi" },
      deliveryMethod: { kind: "missing", message: "Metode pengiriman wajib dipilih" },
    });
    expect(checkDeliveryTime("")).toEqual({ kind: "missing", message: "Jam wajib dipilih" });
  });

  it("takes only the offered days and slots", () => {
    // Up to two weeks ahead; any hour's start, as the shop's hours decide its slots.
    expect(checkDeliveryDay("day-14")).toBeNull();
    expect(checkDeliveryDay("day-15")).toMatchObject({ kind: "missing" });
    expect(checkDeliveryTime("20:00")).toBeNull();
    expect(checkDeliveryTime("07:30")).toBeNull();
    expect(checkDeliveryTime("24:00")).toMatchObject({ kind: "missing" });
    expect(checkDeliveryTime("7:00")).toMatchObject({ kind: "missing" });
    expect(checkDeliveryTime(9)).toMatchObject({ kind: "missing" });
  });

  it("refuses a phone that is no Indonesian mobile number; one without digits is missing", () => {
    expect(checkCustomerPhone("12")).toEqual({
      kind: "phone",
      message: "Nomor WhatsApp tidak valid. Contoh: 0812 3456 7890",
    });
    expect(checkCustomerPhone("---")).toEqual({ kind: "missing", message: "No. HP wajib diisi" });
    expect(checkCustomerPhone("+62 812-3456-7890")).toBeNull();
  });

  it("asks for the method only when the brand delivers itself", () => {
    expect(checkDeliveryMethod(undefined, false)).toBeNull();
    expect(checkDeliveryMethod("Terbang", false)).toBeNull();
    expect(checkDeliveryMethod(" Diantar ", true)).toBeNull();
    expect(checkDeliveryMethod("Terbang", true)).toMatchObject({ kind: "missing" });
    expect(checkDeliveryMethod("a\u0000", false)).toMatchObject({ kind: "characters" });
  });

  it("bounds every text and holds it to its characters, the note to several lines", () => {
    expect(checkCustomerName("x".repeat(101))).toEqual({
      kind: "invalid",
      message: "Maksimal 100 karakter",
    });
    expect(checkCustomerName("x".repeat(100))).toBeNull();
    expect(checkReferralCode("x".repeat(51))).toMatchObject({ kind: "invalid" });
    expect(checkCustomerName("Bu\u200Bdi")).toEqual({
      kind: "characters",
      message: "Berisi karakter yang tidak diizinkan",
    });
    // Characters weigh more than length: the customer cannot fix one by shortening.
    expect(checkCustomerName(`${"x".repeat(101)}\u0000`)).toMatchObject({ kind: "characters" });
    expect(checkNote("Pagar hijau\r\nNo. 5")).toBeNull();
    expect(checkNote("a\u0000b")).toMatchObject({ kind: "characters" });
    expect(checkNote(42)).toEqual({ kind: "invalid", message: "Data tidak valid" });
    expect(checkNote(null)).toBeNull();
  });

  it("points at the first field the dialog shows", () => {
    const problems = checkCheckoutForm({ ...FORM, note: "a\u0000", customerPhone: "" }, true);
    expect(firstProblemField(problems)).toBe("customerPhone");
    expect(firstProblemField({})).toBeUndefined();
  });

  it("gives a refused form one message, the weightiest problem's", () => {
    expect(checkoutRefusalOf(["missing", "phone"])).toBe(CHECKOUT_INVALID_PHONE_ERROR);
    expect(checkoutRefusalOf(["phone", "invalid"])).toBe(CHECKOUT_INVALID_ERROR);
    expect(checkoutRefusalOf(["invalid", "characters"])).toBe(CHECKOUT_INVALID_CHARACTERS_ERROR);
    expect(checkoutRefusalOf(["missing"])).toBe(CHECKOUT_INCOMPLETE_ERROR);
    expect(checkoutRefusalOf([])).toBe(CHECKOUT_INCOMPLETE_ERROR);
  });
});

describe("the same rules in the browser and on the server", () => {
  const cases = [
    {},
    { deliveryDay: "" },
    { deliveryTime: "07:00" },
    { customerName: "" },
    { customerName: "Bu\ndi" },
    { customerName: "x".repeat(101) },
    { customerPhone: "12" },
    { customerPhone: "abc" },
    { deliveryMethod: "" },
    { note: "a\u202Eb" },
    { referralCode: "x".repeat(51) },
    { customerName: "", customerPhone: "12", referralCode: "a\u0000" },
  ];

  it.each(cases)("refuses %j alike, field by field", (change) => {
    for (const isDeliveryByStoreEnabled of [true, false]) {
      const form = { ...FORM, ...change };
      const problems = checkCheckoutForm(form, isDeliveryByStoreEnabled);
      const server = validateCheckoutForm(form, isDeliveryByStoreEnabled);
      const fieldErrors = Object.fromEntries(
        Object.entries(problems).map(([field, problem]) => [field, problem.message]),
      );
      if (Object.keys(problems).length === 0) {
        expect(server.ok).toBe(true);
      } else {
        expect(server).toEqual({
          ok: false,
          error: checkoutRefusalOf(Object.values(problems).map((problem) => problem.kind)),
          fieldErrors,
        });
      }
    }
  });
});
