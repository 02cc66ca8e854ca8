import { describe, expect, it } from "vitest";
import { isStoredImageUrl } from "./stored-url";

const hash = "0123456789abcdef0123456789abcdef";

describe("stored image urls", () => {
  it("accepts pictures stored here, locally or in the bucket", () => {
    expect(isStoredImageUrl({ baseUrl: "/media" }, `/media/product-images/${hash}-1280.webp`)).toBe(
      true,
    );
    expect(
      isStoredImageUrl(
        { baseUrl: "https://cdn.toko.id" },
        `https://cdn.toko.id/brand-logos/${hash}-1280.webp`,
      ),
    ).toBe(true);
  });

  it("refuses outside addresses, other files and path tricks", () => {
    const media = { baseUrl: "/media" };
    expect(isStoredImageUrl(media, `https://pelacak.example/${hash}-1280.webp`)).toBe(false);
    expect(isStoredImageUrl(media, `//pelacak.example/media/${hash}-1280.webp`)).toBe(false);
    expect(isStoredImageUrl(media, "/media/product-images/foto.jpg")).toBe(false);
    expect(isStoredImageUrl(media, `/media/../auth/${hash}-1280.webp`)).toBe(false);
    expect(isStoredImageUrl(media, `/mediax/${hash}-1280.webp`)).toBe(false);
  });
});
