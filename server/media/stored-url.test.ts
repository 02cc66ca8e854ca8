import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { mediaKey, storedMediaUrl } from "#domain/media";
import { createLocalMediaStorage, type MediaStorage } from "./storage";
import { isStoredImageUrl, requireStoredImages } from "./stored-url";

const hash = "0123456789abcdef0123456789abcdef";
const rule = { field: "images", message: "Gambar tidak valid" };

describe("stored image urls", () => {
  let dir: string;
  let media: MediaStorage;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-stored-url-"));
    media = createLocalMediaStorage(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("accepts a picture whose largest width is in storage", async () => {
    const url = storedMediaUrl(media.baseUrl, "product-images", hash);
    expect(await isStoredImageUrl(media, url)).toBe(false);
    await media.put(mediaKey("product-images", hash, 1280), Buffer.from("webp"), "image/webp");
    expect(await isStoredImageUrl(media, url)).toBe(true);
    await expect(requireStoredImages(media, [url, null], rule)).resolves.toBeUndefined();
  });

  it("refuses an address not named like a stored picture at once, before any look-up", () => {
    for (const url of [`/media/%2e%2e/logout?x-1280.webp`, `https://pelacak.example/x-1280.webp`]) {
      expect(() => requireStoredImages(media, [url], rule)).toThrow("Gambar tidak valid");
    }
  });

  it("refuses a picture named right but never stored, and keeps what was saved before", async () => {
    const url = storedMediaUrl(media.baseUrl, "brand-logos", hash);
    await expect(requireStoredImages(media, [url], rule)).rejects.toMatchObject({
      code: "VALIDATION",
      fieldErrors: { images: "Gambar tidak valid" },
    });
    await expect(requireStoredImages(media, [url], { ...rule, kept: [url] })).resolves.toBe(
      undefined,
    );
  });
});
