import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { mediaVariantUrl, MEDIA_WIDTHS } from "#domain/media";
import { MAX_UPLOAD_BYTES, storeImage } from "#server/media/images";
import type { SessionUser } from "#server/auth/guards";
import { uploadImage } from "#server/services/uploads";
import {
  createLocalMediaStorage,
  createS3MediaStorage,
  type MediaStorage,
} from "#server/media/storage";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

// The image pipeline on the real sharp and the real disk: what a seller uploads is
// sniffed, re-encoded to WebP in every width and stripped of its metadata.

let dir: string;
let storage: MediaStorage;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-media-test-"));
  storage = createLocalMediaStorage(dir);
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

const fileOf = (url: string) => path.join(dir, url.replace(/^\/media\//, ""));

function photo(width: number, height: number) {
  return sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 40 } },
  });
}

describe("storing an uploaded image", () => {
  it("writes WebP files in every width under a content-addressed name", async () => {
    const bytes = await photo(2000, 1500).jpeg().toBuffer();
    const stored = await storeImage(storage, "product-images", bytes);
    expect(stored.url).toMatch(/^\/media\/product-images\/[0-9a-f]{32}-1280\.webp$/);
    expect(stored).toMatchObject({ width: 1280, height: 960 });
    for (const width of MEDIA_WIDTHS) {
      const meta = await sharp(fileOf(mediaVariantUrl(stored.url, width))).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.width).toBe(width);
    }
    // The same picture uploaded again lands on the same name.
    expect((await storeImage(storage, "product-images", bytes)).url).toBe(stored.url);
  });

  it("never enlarges a small picture", async () => {
    const stored = await storeImage(storage, "brand-logos", await photo(200, 100).png().toBuffer());
    expect(stored).toMatchObject({ width: 200, height: 100 });
  });

  it("drops the GPS position and other EXIF data of a photo", async () => {
    const bytes = await photo(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: "KameraUji", Model: "Seri-123" },
        IFD3: { GPSLatitudeRef: "S", GPSLatitude: "6/1 12/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif?.toString("latin1")).toContain("KameraUji");
    const stored = await storeImage(storage, "product-images", bytes);
    for (const width of MEDIA_WIDTHS) {
      const file = fs.readFileSync(fileOf(mediaVariantUrl(stored.url, width)));
      const meta = await sharp(file).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.toString("latin1")).not.toContain("KameraUji");
    }
  });

  it("keeps the transparency of a PNG", async () => {
    const bytes = await sharp({
      create: { width: 400, height: 400, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const stored = await storeImage(storage, "product-images", bytes);
    const file = fileOf(mediaVariantUrl(stored.url, 320));
    expect((await sharp(file).metadata()).hasAlpha).toBe(true);
    const { data } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    expect(data[3]).toBe(0);
  });

  it("refuses a PDF renamed to .jpg and writes nothing", async () => {
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");
    await expect(storeImage(storage, "product-images", pdf)).rejects.toMatchObject({
      code: "VALIDATION",
      message: "Gagal mengupload gambar",
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a file over the size limit and an empty one", async () => {
    const big = Buffer.concat([
      await photo(10, 10).jpeg().toBuffer(),
      Buffer.alloc(MAX_UPLOAD_BYTES),
    ]);
    await expect(storeImage(storage, "product-images", big)).rejects.toMatchObject({
      message: "Gagal mengupload gambar",
    });
    await expect(storeImage(storage, "product-images", Buffer.alloc(0))).rejects.toMatchObject({
      message: "Gagal mengupload gambar",
    });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses SVG from an upload but takes it from the demo's own files", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="red"/></svg>',
    );
    await expect(storeImage(storage, "product-images", svg)).rejects.toMatchObject({
      message: "Gagal mengupload gambar",
    });
    const stored = await storeImage(storage, "product-images", svg, { allowSvg: true });
    expect((await sharp(fileOf(stored.url)).metadata()).format).toBe("webp");
  });
});

describe.each(testDatabaseKinds)("who may upload, on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const user = (overrides: Partial<SessionUser>): SessionUser => ({
    id: "u1",
    email: "u@example.com",
    name: "U",
    emailVerified: true,
    role: "brand-owner",
    ...overrides,
  });
  const upload = async (who: SessionUser, area: string) => {
    const file = new Blob([new Uint8Array(await photo(40, 30).png().toBuffer())]);
    return uploadImage({ db: t.db, media: storage }, who, { area, file }).then(
      (image) => image.url.split("/")[2],
      (error: { code: string }) => error.code,
    );
  };

  it("takes a verified seller's product photo, never an unverified account's", async () => {
    expect(await upload(user({}), "product-images")).toBe("product-images");
    expect(await upload(user({ emailVerified: false }), "product-images")).toBe("UNAUTHENTICATED");
    expect(fs.readdirSync(dir)).toEqual(["product-images"]);
  });

  it("keeps platform pictures to the platform admin", async () => {
    expect(await upload(user({}), "platform-assets")).toBe("FORBIDDEN");
    expect(await upload(user({ role: "platform-admin" }), "platform-assets")).toBe(
      "platform-assets",
    );
  });
});

describe("storing images in an S3-compatible bucket", () => {
  it("puts every width in the bucket, served from the bucket's public URL", async () => {
    const { default: S3rver } = await import("s3rver");
    const bucketDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-s3-"));
    const server = new S3rver({
      address: "127.0.0.1",
      port: 0,
      silent: true,
      directory: bucketDir,
      configureBuckets: [{ name: "gerai-media", configs: [] }],
    });
    const { port } = await server.run();
    try {
      const endpoint = `http://127.0.0.1:${port}`;
      const s3 = await createS3MediaStorage({
        bucket: "gerai-media",
        endpoint,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        publicUrl: undefined,
      });
      const stored = await storeImage(
        s3,
        "platform-assets",
        await photo(700, 700).png().toBuffer(),
      );
      expect(stored.url).toMatch(
        new RegExp(`^${endpoint}/gerai-media/platform-assets/[0-9a-f]{32}-1280\\.webp$`),
      );
      for (const width of MEDIA_WIDTHS) {
        const response = await fetch(mediaVariantUrl(stored.url, width));
        expect(response.status).toBe(200);
        expect(response.headers.get("content-type")).toBe("image/webp");
        const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
        expect(meta.width).toBe(Math.min(width, 700));
      }
    } finally {
      await server.close();
      fs.rmSync(bucketDir, { recursive: true, force: true });
    }
  });
});
