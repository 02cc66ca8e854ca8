import { describe, expect, it } from "vitest";
import {
  compressedFileName,
  compressedType,
  fitWithin,
  needsUploadCompression,
  needsWhiteBackground,
  nextQuality,
  qualityToRetry,
  THUMBNAIL_COMPRESSION,
  UPLOAD_COMPRESSION,
} from "./image-compression";

describe("thumbnail size", () => {
  it("scales the longest side down to 800 px and keeps the proportions", () => {
    expect(fitWithin(1600, 1200)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1000, 3000)).toEqual({ width: 267, height: 800 });
    expect(fitWithin(4032, 4032)).toEqual({ width: 800, height: 800 });
  });

  it("never enlarges a small picture", () => {
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
    expect(fitWithin(800, 10)).toEqual({ width: 800, height: 10 });
  });

  it("keeps at least one pixel on a very thin picture", () => {
    expect(fitWithin(8000, 2)).toEqual({ width: 800, height: 1 });
  });
});

describe("thumbnail type", () => {
  it("keeps a PNG as PNG and turns every other picture into JPEG", () => {
    expect(compressedType("image/png")).toBe("image/png");
    expect(compressedType("IMAGE/PNG")).toBe("image/png");
    expect(compressedType("image/jpeg")).toBe("image/jpeg");
    expect(compressedType("image/webp")).toBe("image/jpeg");
    expect(compressedType("image/gif")).toBe("image/jpeg");
    expect(compressedType("")).toBe("image/jpeg");
  });

  it("draws JPEGs on white, PNGs on transparency", () => {
    expect(needsWhiteBackground("image/jpeg")).toBe(true);
    expect(needsWhiteBackground("image/png")).toBe(false);
  });

  it("names the file after its new type", () => {
    expect(compressedFileName("foto.heic", "image/jpeg")).toBe("foto.jpg");
    expect(compressedFileName("logo.PNG", "image/png")).toBe("logo.png");
    expect(compressedFileName("scan.v2.webp", "image/jpeg")).toBe("scan.v2.jpg");
    expect(compressedFileName("", "image/jpeg")).toBe("gambar.jpg");
  });
});

describe("JPEG quality steps", () => {
  it("starts at 0.9 and falls by 0.1 down to 0.1, in exact tenths", () => {
    const steps: number[] = [];
    for (
      let quality: number | null = THUMBNAIL_COMPRESSION.initialQuality;
      quality !== null;
      quality = nextQuality(quality)
    ) {
      steps.push(quality);
    }
    expect(steps).toEqual([0.9, 0.8, 0.7, 0.6, 0.5, 0.4, 0.3, 0.2, 0.1]);
    expect(nextQuality(0.9)).toBe(0.8);
    expect(nextQuality(0.2)).toBe(0.1);
    expect(nextQuality(0.1)).toBeNull();
  });

  it("tries again only while a JPEG is over 300 KB and a lower quality is left", () => {
    const limit = THUMBNAIL_COMPRESSION.maxBytes;
    expect(limit).toBe(307_200);
    expect(qualityToRetry({ type: "image/jpeg", size: limit + 1, quality: 0.9 })).toBe(0.8);
    expect(qualityToRetry({ type: "image/jpeg", size: limit, quality: 0.9 })).toBeNull();
    expect(qualityToRetry({ type: "image/jpeg", size: limit * 4, quality: 0.1 })).toBeNull();
  });

  it("keeps a PNG's first result: quality does not change a PNG", () => {
    expect(qualityToRetry({ type: "image/png", size: 5_000_000, quality: 0.9 })).toBeNull();
  });
});

describe("pictures drawn again before they are uploaded", () => {
  const MB = 1024 * 1024;
  const picture = (overrides: Partial<Parameters<typeof needsUploadCompression>[0]> = {}) => ({
    type: "image/jpeg",
    size: 1 * MB,
    width: 1600,
    height: 1200,
    ...overrides,
  });

  it("sends a JPEG, PNG or WebP as it is when it is small and light enough", () => {
    for (const type of ["image/jpeg", "image/png", "image/webp", "IMAGE/JPEG"]) {
      expect(needsUploadCompression(picture({ type }))).toBe(false);
    }
    expect(needsUploadCompression(picture({ width: 2560, height: 1920, size: 2 * MB }))).toBe(
      false,
    );
  });

  it("draws a 50 MP phone photo again at 2560 px on its longest side", () => {
    const photo = picture({ width: 8160, height: 6120, size: 18 * MB });
    expect(needsUploadCompression(photo)).toBe(true);
    expect(fitWithin(photo.width, photo.height, UPLOAD_COMPRESSION.maxSide)).toEqual({
      width: 2560,
      height: 1920,
    });
    // Portrait: the stored 1280 px width still comes from more pixels than it shows.
    expect(fitWithin(6120, 8160, UPLOAD_COMPRESSION.maxSide)).toEqual({
      width: 1920,
      height: 2560,
    });
  });

  it("draws again a picture too heavy, or in a format costly to decode", () => {
    expect(needsUploadCompression(picture({ size: 2 * MB + 1 }))).toBe(true);
    expect(needsUploadCompression(picture({ width: 800, height: 2561 }))).toBe(true);
    for (const type of ["image/gif", "image/avif", "image/heic", "image/bmp", ""]) {
      expect(needsUploadCompression(picture({ type, size: 10_000, width: 64, height: 64 }))).toBe(
        true,
      );
    }
  });
});
