import { describe, expect, it } from "vitest";
import { BRAND_MESSAGES, priceListTitle, shopLink, ZBrandProfileSchema } from "./brand-profile";
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

  it("needs all seven days of opening hours", () => {
    const { minggu: _, ...sixDays } = DEFAULT_OPERATIONAL_HOURS;
    expect(ZBrandProfileSchema.safeParse({ ...valid, operationalHours: sixDays }).success).toBe(
      false,
    );
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
