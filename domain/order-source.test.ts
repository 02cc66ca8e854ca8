import { describe, expect, it } from "vitest";
import { validateCheckoutForm } from "./checkout";
import { CHECKOUT_INVALID_PHONE_ERROR } from "./checkout-messages";
import { stallFormSchema } from "./manual-order";
import {
  customerNameText,
  isContactOptional,
  isManualOrderSource,
  ORDER_SOURCE_LABELS,
  resolveOrderSource,
} from "./order-source";

const FORM = { deliveryDay: "tomorrow", deliveryTime: "10:00", note: "" };

describe("order sources", () => {
  it("names each source as the seller reads it", () => {
    expect(ORDER_SOURCE_LABELS).toEqual({
      online: "Toko Online",
      whatsapp: "WhatsApp",
      phone: "Telepon",
      "walk-in": "Datang Langsung",
    });
  });

  it("reads a stored source back, an older order's as the online shop's", () => {
    expect(resolveOrderSource("walk-in")).toBe("walk-in");
    expect(resolveOrderSource(null)).toBe("online");
    expect(resolveOrderSource("lain")).toBe("online");
    expect(isManualOrderSource("online")).toBe(false);
    expect(isManualOrderSource("phone")).toBe(true);
  });

  it("names a customer left unnamed at the stall by the order's source", () => {
    expect(customerNameText("Ani", "walk-in")).toBe("Ani");
    expect(customerNameText("", "walk-in")).toBe("Datang Langsung");
    expect(customerNameText("")).toBe("-");
  });

  it("lets a sale at the stall go without a name or number, and only it", () => {
    expect(isContactOptional("walk-in")).toBe(true);
    expect(isContactOptional("whatsapp")).toBe(false);
    const stall = validateCheckoutForm(
      { ...FORM, customerName: " ", customerPhone: "" },
      false,
      stallFormSchema(false),
    );
    expect(stall.ok && [stall.data.customerName, stall.data.customerPhone]).toEqual(["", ""]);
    // What is typed is still held to the field's rules.
    const typed = validateCheckoutForm(
      { ...FORM, customerName: "Ani", customerPhone: "12" },
      false,
      stallFormSchema(false),
    );
    expect(!typed.ok && typed.fieldErrors.customerPhone).toBe(CHECKOUT_INVALID_PHONE_ERROR);
    const numbered = validateCheckoutForm(
      { ...FORM, customerName: "Ani", customerPhone: "0812 3456 7890" },
      false,
      stallFormSchema(false),
    );
    expect(numbered.ok && numbered.data.customerPhone).toBe("6281234567890");
    // A guest's checkout still needs both.
    const guest = validateCheckoutForm({ ...FORM, customerName: "", customerPhone: "" }, false);
    expect(guest.ok).toBe(false);
  });
});
