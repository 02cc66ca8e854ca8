import { describe, expect, it } from "vitest";
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
