import { describe, expect, it } from "vitest";
import { INVALID_CHARACTERS_MESSAGE } from "./form-text";
import { storeImageTitle, STORE_MESSAGES, ZStoreFormSchema } from "./store";

const valid = {
  name: " Kopi Senja Kemang ",
  address: "Jl. Kemang Raya No. 10",
  phone: "0812-0000-1111",
  googleMapsLink: "https://maps.google.com/?q=Kemang",
  images: ["/media/product-images/abc-1280.webp"],
};

const firstError = (input: unknown) => ZStoreFormSchema.safeParse(input).error?.issues[0]?.message;

describe("store form", () => {
  it("trims the text and normalises the phone", () => {
    expect(ZStoreFormSchema.parse(valid)).toMatchObject({
      name: "Kopi Senja Kemang",
      phone: "6281200001111",
    });
  });

  it("requires name, address, phone and maps link", () => {
    expect(firstError({ ...valid, name: "  " })).toBe(STORE_MESSAGES.nameRequired);
    expect(firstError({ ...valid, address: "" })).toBe(STORE_MESSAGES.addressRequired);
    expect(firstError({ ...valid, phone: "-" })).toBe(STORE_MESSAGES.phoneRequired);
    expect(firstError({ ...valid, googleMapsLink: "" })).toBe(STORE_MESSAGES.mapsRequired);
  });

  it("takes only http(s) maps links", () => {
    expect(firstError({ ...valid, googleMapsLink: "javascript:alert(1)" })).toBe(
      STORE_MESSAGES.mapsInvalid,
    );
    expect(firstError({ ...valid, googleMapsLink: "maps.google.com" })).toBe(
      STORE_MESSAGES.mapsInvalid,
    );
    expect(firstError({ ...valid, googleMapsLink: "http://maps.app/x" })).toBeUndefined();
  });

  it("takes only stored pictures as photos", () => {
    expect(firstError({ ...valid, images: ["https://evil.example/x.jpg"] })).toBe(
      STORE_MESSAGES.imageInvalid,
    );
    expect(ZStoreFormSchema.parse({ ...valid, images: undefined }).images).toEqual([]);
  });
});

describe("store text", () => {
  it("keeps the address's line breaks, refuses anything else invisible in it", () => {
    expect(
      ZStoreFormSchema.parse({ ...valid, address: "Jl. Kemang Raya No. 10\r\nJakarta Selatan" })
        .address,
    ).toBe("Jl. Kemang Raya No. 10\nJakarta Selatan");
    for (const char of ["\u0000", "\t", "\u202E", "\u200B"]) {
      expect(firstError({ ...valid, address: `Jl.${char}Kemang` }), JSON.stringify(char)).toBe(
        INVALID_CHARACTERS_MESSAGE,
      );
    }
  });

  it("refuses control, bidi and zero-width characters in name, phone and maps link", () => {
    for (const char of ["\u0000", "\n", "\u202E", "\u2066", "\u200B", "\uFEFF"]) {
      const label = JSON.stringify(char);
      expect(firstError({ ...valid, name: `Kopi${char}Senja` }), label).toBe(
        INVALID_CHARACTERS_MESSAGE,
      );
      expect(firstError({ ...valid, phone: `0812${char}0000` }), label).toBe(
        INVALID_CHARACTERS_MESSAGE,
      );
      expect(firstError({ ...valid, googleMapsLink: `https://maps.app/${char}x` }), label).toBe(
        INVALID_CHARACTERS_MESSAGE,
      );
    }
  });

  it("refuses photos that are no list of picture addresses", () => {
    for (const images of ["/media/product-images/a-1280.webp", [7], ["/media/a\u0000-1280.webp"]]) {
      expect(firstError({ ...valid, images }), JSON.stringify(images)).toBe(
        STORE_MESSAGES.imageInvalid,
      );
    }
  });
});

describe("store photos", () => {
  it("says in Indonesian when a text is too long or there are too many photos", () => {
    expect(firstError({ ...valid, address: "x".repeat(501) })).toBe("Maksimal 500 karakter");
    expect(firstError({ ...valid, name: "x".repeat(121) })).toBe("Maksimal 120 karakter");
    const photos = Array.from({ length: 11 }, (_, i) => `/media/product-images/${i}-1280.webp`);
    expect(firstError({ ...valid, images: photos })).toBe("Maksimal 10 foto");
  });

  it("titles photos after their place", () => {
    expect(storeImageTitle(0)).toBe("Store Image 1");
  });
});
