import { describe, expect, it } from "vitest";
import {
  buildWhatsAppUrl,
  canOpenWhatsAppUrl,
  PLACEHOLDER_WHATSAPP_NUMBER,
  resolveBrandWhatsAppNumber,
  SUPPORT_SETUP_MESSAGE,
  WHATSAPP_URL_MAX_LENGTH,
} from "./whatsapp";

describe("WhatsApp links", () => {
  it("builds a wa.me link with the normalised number and encoded text", () => {
    expect(buildWhatsAppUrl("0812-3456-7890", "Halo, apa kabar? 50% & ongkir")).toBe(
      "https://wa.me/6281234567890?text=Halo%2C%20apa%20kabar%3F%2050%25%20%26%20ongkir",
    );
  });

  it("encodes new lines and emoji so the text arrives intact", () => {
    const url = buildWhatsAppUrl("62811", "Baris 1\nBaris 2 ☕");
    expect(decodeURIComponent(url.split("?text=")[1]!)).toBe("Baris 1\nBaris 2 ☕");
  });

  it("prefers the brand phone, then the customer-service WhatsApp, then the placeholder", () => {
    expect(
      resolveBrandWhatsAppNumber({ phoneNumber: "0811", customerServiceWhatsapp: "0822" }),
    ).toBe("62811");
    expect(resolveBrandWhatsAppNumber({ phoneNumber: " ", customerServiceWhatsapp: "0822" })).toBe(
      "62822",
    );
    expect(resolveBrandWhatsAppNumber({ phoneNumber: null, customerServiceWhatsapp: "" })).toBe(
      PLACEHOLDER_WHATSAPP_NUMBER,
    );
  });

  it("carries the spec's setup-help text", () => {
    expect(SUPPORT_SETUP_MESSAGE).toBe(
      "Halo, saya butuh bantuan untuk setup toko online. Bisa dibantu?",
    );
  });
});

describe("brand WhatsApp number", () => {
  it("normalises the number it picks", () => {
    expect(resolveBrandWhatsAppNumber({ phoneNumber: "+62 811-222" })).toBe("62811222");
    expect(resolveBrandWhatsAppNumber({ customerServiceWhatsapp: "0822 333" })).toBe("62822333");
  });

  it("skips a value without digits", () => {
    expect(resolveBrandWhatsAppNumber({ phoneNumber: "-", customerServiceWhatsapp: "0822" })).toBe(
      "62822",
    );
    expect(resolveBrandWhatsAppNumber({})).toBe("6281234567890");
  });
});

describe("WhatsApp link length", () => {
  it("opens links up to the bound, counted in encoded characters", () => {
    const base = buildWhatsAppUrl("6281234567890", "").length;
    const fits = buildWhatsAppUrl("6281234567890", "a".repeat(WHATSAPP_URL_MAX_LENGTH - base));
    expect(fits.length).toBe(WHATSAPP_URL_MAX_LENGTH);
    expect(canOpenWhatsAppUrl(fits)).toBe(true);
    expect(canOpenWhatsAppUrl(`${fits}a`)).toBe(false);
    // A space is three characters in the link, an emoji twelve.
    expect(buildWhatsAppUrl("62", " ").endsWith("%20")).toBe(true);
    expect(buildWhatsAppUrl("62", "🎉").length - buildWhatsAppUrl("62", "").length).toBe(12);
  });
});
