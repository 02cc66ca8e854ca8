import { describe, expect, it } from "vitest";
import {
  BRAND_MESSAGES,
  priceListTitle,
  shopLink,
  ZBrandProfileSchema,
  ZNewPriceListsSchema,
} from "./brand-profile";
import { INVALID_CHARACTERS_MESSAGE, INVALID_VALUE_MESSAGE } from "./form-text";
import { DEFAULT_OPERATIONAL_HOURS } from "./operational-hours";

const valid = {
  name: " Kopi Senja ",
  username: "Kopi_Senja-01",
  aboutText: "Kedai kopi rumahan.",
  customerServiceWhatsapp: "0812 0000 1111",
  customerServiceEmail: "cs@kopisenja.id",
  logoUrl: "/media/brand-logos/abc-1280.webp",
  operationalHours: DEFAULT_OPERATIONAL_HOURS,
  paymentInformation: "  ",
  isDeliveryByStoreEnabled: false,
  deliveryCostInformation: "Ongkir Rp 10.000",
};

const firstError = (input: unknown) =>
  ZBrandProfileSchema.safeParse(input).error?.issues[0]?.message;

describe("about form", () => {
  it("keeps the URL name lowercase, normalises the WhatsApp number, drops blank extras", () => {
    expect(ZBrandProfileSchema.parse(valid)).toMatchObject({
      name: "Kopi Senja",
      username: "kopi_senja-01",
      customerServiceWhatsapp: "6281200001111",
      paymentInformation: null,
      paymentInformationSendAtStatus: "pesanan_diterima",
    });
  });

  it("keeps the delivery cost only when the store delivers", () => {
    expect(ZBrandProfileSchema.parse(valid).deliveryCostInformation).toBeNull();
    expect(
      ZBrandProfileSchema.parse({ ...valid, isDeliveryByStoreEnabled: true })
        .deliveryCostInformation,
    ).toBe("Ongkir Rp 10.000");
  });

  it("refuses a URL name with other characters with the spec's alert", () => {
    expect(firstError({ ...valid, username: "kopi senja" })).toBe(
      "Username hanya boleh menggunakan huruf, angka, tanda hubung (-), dan garis bawah (_).",
    );
    expect(firstError({ ...valid, username: "" })).toBe(
      "Username hanya boleh menggunakan huruf, angka, tanda hubung (-), dan garis bawah (_).",
    );
    expect(firstError({ ...valid, username: "Admin" })).toBe(
      "URL Toko ini tidak dapat digunakan. Silakan pilih URL toko lain.",
    );
  });

  it("requires the brand name, about text, WhatsApp and a real e-mail", () => {
    expect(firstError({ ...valid, name: " " })).toBe(BRAND_MESSAGES.nameRequired);
    expect(firstError({ ...valid, aboutText: "" })).toBe(BRAND_MESSAGES.aboutRequired);
    expect(firstError({ ...valid, customerServiceWhatsapp: "" })).toBe(
      BRAND_MESSAGES.whatsappRequired,
    );
    expect(firstError({ ...valid, customerServiceEmail: "bukan-email" })).toBe(
      BRAND_MESSAGES.emailInvalid,
    );
  });

  it("says in Indonesian when a text is too long", () => {
    expect(firstError({ ...valid, aboutText: "x".repeat(2001) })).toBe("Maksimal 2000 karakter");
    expect(firstError({ ...valid, paymentInformation: "x".repeat(2001) })).toBe(
      "Maksimal 2000 karakter",
    );
    expect(firstError({ ...valid, username: "a".repeat(61) })).toBe("Maksimal 60 karakter");
  });

  it("takes only a stored picture as the logo", () => {
    expect(firstError({ ...valid, logoUrl: "javascript:alert(1)" })).toBe(
      BRAND_MESSAGES.imageInvalid,
    );
    expect(ZBrandProfileSchema.parse({ ...valid, logoUrl: "" }).logoUrl).toBeNull();
  });

  it("leaves the opening hours to the hours editor", () => {
    expect(ZBrandProfileSchema.parse(valid)).not.toHaveProperty("operationalHours");
  });
});

describe("about form text", () => {
  const errorsOf = (input: unknown) =>
    Object.fromEntries(
      (ZBrandProfileSchema.safeParse(input).error?.issues ?? []).map((issue) => [
        String(issue.path[0]),
        issue.message,
      ]),
    );
  const delivering = { ...valid, isDeliveryByStoreEnabled: true };

  it("refuses control, bidi and zero-width characters in names and contacts", () => {
    for (const char of ["\u0000", "\n", "\u202E", "\u200B", "\uFEFF", "\u009B"]) {
      const label = JSON.stringify(char);
      expect(errorsOf({ ...valid, name: `Kopi${char}Senja` }), label).toEqual({
        name: INVALID_CHARACTERS_MESSAGE,
      });
      expect(errorsOf({ ...valid, customerServiceWhatsapp: `0812${char}0000` }), label).toEqual({
        customerServiceWhatsapp: INVALID_CHARACTERS_MESSAGE,
      });
      expect(errorsOf({ ...valid, customerServiceEmail: `cs${char}@kopi.id` }), label).toEqual({
        customerServiceEmail: INVALID_CHARACTERS_MESSAGE,
      });
      expect(errorsOf({ ...valid, username: `kopi${char}senja` }), label).toEqual({
        username:
          "Username hanya boleh menggunakan huruf, angka, tanda hubung (-), dan garis bawah (_).",
      });
    }
  });

  it("keeps the line breaks of the about text, payment and delivery-cost information", () => {
    const profile = ZBrandProfileSchema.parse({
      ...delivering,
      aboutText: "Kedai kopi.\r\nBuka tiap hari.",
      paymentInformation: "BCA 123\nDANA 0812",
      deliveryCostInformation: "Ongkir Rp 5.000\r\nGratis di atas Rp 100.000",
    });
    expect(profile).toMatchObject({
      aboutText: "Kedai kopi.\nBuka tiap hari.",
      paymentInformation: "BCA 123\nDANA 0812",
      deliveryCostInformation: "Ongkir Rp 5.000\nGratis di atas Rp 100.000",
    });
  });

  it("refuses any other invisible character in those paragraphs", () => {
    for (const char of ["\u0000", "\t", "\u202E", "\u200B"]) {
      expect(
        errorsOf({
          ...delivering,
          aboutText: `Kedai${char}kopi`,
          paymentInformation: `BCA${char}123`,
          deliveryCostInformation: `Ongkir${char}5.000`,
        }),
        JSON.stringify(char),
      ).toEqual({
        aboutText: INVALID_CHARACTERS_MESSAGE,
        paymentInformation: INVALID_CHARACTERS_MESSAGE,
        deliveryCostInformation: INVALID_CHARACTERS_MESSAGE,
      });
    }
  });

  it("answers values of the wrong kind in Indonesian", () => {
    expect(
      errorsOf({
        ...valid,
        paymentInformation: 12,
        paymentInformationSendAtStatus: "selesai",
        isDeliveryByStoreEnabled: "ya",
        logoUrl: 1,
      }),
    ).toEqual({
      paymentInformation: INVALID_VALUE_MESSAGE,
      paymentInformationSendAtStatus: INVALID_VALUE_MESSAGE,
      isDeliveryByStoreEnabled: INVALID_VALUE_MESSAGE,
      logoUrl: BRAND_MESSAGES.imageInvalid,
    });
    expect(errorsOf({ ...valid, logoUrl: "/media/brand-logos/a\u0000-1280.webp" })).toEqual({
      logoUrl: BRAND_MESSAGES.imageInvalid,
    });
  });

  it("takes only a list of stored pictures as new price lists", () => {
    const messageOf = (input: unknown) =>
      ZNewPriceListsSchema.safeParse(input).error?.issues[0]?.message;
    for (const images of ["/media/brand-logos/a-1280.webp", [null], ["/media/a\u0000-1280.webp"]]) {
      expect(messageOf({ images }), JSON.stringify(images)).toBe(BRAND_MESSAGES.imageInvalid);
    }
  });
});

describe("price lists and the shop link", () => {
  it("titles price lists in order", () => {
    expect(priceListTitle(0)).toBe("Price List 1");
    expect(priceListTitle(2)).toBe("Price List 3");
  });

  it("shows the shop link as the site's domain, '/', the URL name", () => {
    expect(shopLink("https://gerai.id", "kopi-senja")).toBe("gerai.id/kopi-senja");
    expect(shopLink("http://localhost:3000", "demo")).toBe("localhost:3000/demo");
  });
});
