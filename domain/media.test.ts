import { describe, expect, it } from "vitest";
import {
  isMediaUrl,
  mediaVariantUrl,
  responsiveImage,
  storedMediaKey,
  storedMediaUrl,
} from "./media";

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

  it("takes no address with a query or a fragment for a picture", () => {
    for (const url of ["/logout?x-1280.webp", "/admin#x-1280.webp", "/a?b=/c-1280.webp"]) {
      expect(isMediaUrl(url)).toBe(false);
      expect(mediaVariantUrl(url, 320)).toBe(url);
      expect(responsiveImage(url)).toEqual({ src: url });
    }
  });
});

describe("the storage key behind a stored picture's URL", () => {
  const hash = "0123456789abcdef0123456789abcdef";

  it("reads the key of a URL exactly as the upload recorded it, locally or in a bucket", () => {
    expect(storedMediaKey("/media", storedMediaUrl("/media", "product-images", hash))).toBe(
      `product-images/${hash}-1280.webp`,
    );
    const bucket = "https://cdn.toko.id/gerai-media";
    expect(storedMediaKey(bucket, storedMediaUrl(bucket, "platform-assets", hash))).toBe(
      `platform-assets/${hash}-1280.webp`,
    );
  });

  it("finds no key in any other address", () => {
    const refused = [
      `/media/%2e%2e/logout?x-1280.webp`,
      `/media/%2e%2e/product-images/${hash}-1280.webp`,
      `/media/product-images/%2e%2e/${hash}-1280.webp`,
      `/media/../product-images/${hash}-1280.webp`,
      `/media/product-images/../brand-logos/${hash}-1280.webp`,
      `/media/./product-images/${hash}-1280.webp`,
      `/media/product-images/${hash}-1280.webp?x=1`,
      `/media/product-images/${hash}-1280.webp#x`,
      `/media/product-images/${hash.toUpperCase()}-1280.webp`,
      `/media/product-images/${hash}0-1280.webp`,
      `/media/product-images/${hash.slice(1)}-1280.webp`,
      `/media/product-images/${hash}-320.webp`,
      `/media/product-images/${hash}-1280.webp/`,
      `/media/product-images/${hash}-1280%2ewebp`,
      `/media/product-images//${hash}-1280.webp`,
      `/media/avatars/${hash}-1280.webp`,
      `/media/${hash}-1280.webp`,
      `/mediax/product-images/${hash}-1280.webp`,
      `//pelacak.example/media/product-images/${hash}-1280.webp`,
      `https://pelacak.example/media/product-images/${hash}-1280.webp`,
      `/logout?x-320.webp`,
      ` /media/product-images/${hash}-1280.webp`,
      `/media/product-images/${hash}-1280.webp\n`,
      `/MEDIA/product-images/${hash}-1280.webp`,
    ];
    for (const url of refused) expect(storedMediaKey("/media", url), url).toBeNull();
  });

  it("reads the base as text, never as a pattern", () => {
    const url = `https://cdnxtoko.id/brand-logos/${hash}-1280.webp`;
    expect(storedMediaKey("https://cdn.toko.id", url)).toBeNull();
  });
});
