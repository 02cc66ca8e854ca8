import { describe, expect, it } from "vitest";
import { isMediaUrl, mediaVariantUrl, responsiveImage, storedMediaUrl } from "./media";

describe("stored image URLs", () => {
  const stored = storedMediaUrl("/media", "product-images", "abc123");

  it("records the largest width under the area and the content hash", () => {
    expect(stored).toBe("/media/product-images/abc123-1280.webp");
    expect(isMediaUrl(stored)).toBe(true);
  });

  it("offers every width in srcset and the middle one as src", () => {
    expect(responsiveImage(stored)).toEqual({
      src: "/media/product-images/abc123-640.webp",
      srcSet:
        "/media/product-images/abc123-320.webp 320w, " +
        "/media/product-images/abc123-640.webp 640w, " +
        "/media/product-images/abc123-1280.webp 1280w",
    });
  });

  it("works the same for images in an S3 bucket", () => {
    const url = storedMediaUrl("https://cdn.example.com", "brand-logos", "f00d");
    expect(mediaVariantUrl(url, 320)).toBe("https://cdn.example.com/brand-logos/f00d-320.webp");
  });

  it("leaves other URLs alone", () => {
    expect(responsiveImage("https://example.com/foto.jpg")).toEqual({
      src: "https://example.com/foto.jpg",
    });
    expect(mediaVariantUrl("/demo/logo.svg", 320)).toBe("/demo/logo.svg");
    expect(isMediaUrl("/media/product-images/abc-999.webp")).toBe(false);
  });
});
