import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { action as uploadAction } from "#app/routes/api/uploads";
import { mediaKey, mediaVariantUrl, UPLOAD_TOO_MANY_MESSAGE } from "#domain/media";
import { MAX_PIXELS, storeImage } from "#server/media/images";
import {
  createLocalMediaStorage,
  createS3MediaStorage,
  type MediaStorage,
} from "#server/media/storage";
import { isStoredImageUrl, requireStoredImages } from "#server/media/stored-url";
import { createSeller } from "#server/seed/factories";
import { signIn } from "#server/services/accounts";
import { hitRateLimit } from "#server/services/rate-limit";
import { UPLOADS_PER_ACCOUNT } from "#server/services/uploads";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

// What a seller, or anyone with an account, could try with pictures: save an address that
// only looks like a stored picture, send pictures that are small on the wire and huge once
// decoded, or send them without end.

const photo = (width: number, height: number, shade = 40) =>
  sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: shade } },
    limitInputPixels: false,
  });

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return "resolved";
  } catch (error) {
    const { code, message } = error as { code?: string; message: string };
    return code ? `${code}: ${message}` : `not refused: ${message}`;
  }
}

/** Refuses or accepts `url` as a new picture, the way every save of a picture does. */
function check(media: MediaStorage, url: string, kept: string[] = []) {
  return codeOf(
    (async () =>
      requireStoredImages(media, [url], {
        field: "images",
        message: "Gambar tidak valid",
        kept,
      }))(),
  );
}

const unstored = "0123456789abcdef0123456789abcdef";

describe.each([
  ["on the local disk", "local"],
  ["in an S3-compatible bucket", "s3"],
] as const)("only pictures really stored here are accepted, %s", (_where, kind) => {
  let media: MediaStorage;
  let stored: string;
  let cleanUp: () => Promise<void>;

  beforeAll(async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-media-abuse-"));
    if (kind === "local") {
      media = createLocalMediaStorage(dir);
      cleanUp = async () => fs.rmSync(dir, { recursive: true, force: true });
    } else {
      const { default: S3rver } = await import("s3rver");
      const server = new S3rver({
        address: "127.0.0.1",
        port: 0,
        silent: true,
        directory: dir,
        configureBuckets: [{ name: "gerai-media", configs: [] }],
      });
      const { port } = await server.run();
      media = await createS3MediaStorage({
        bucket: "gerai-media",
        endpoint: `http://127.0.0.1:${port}`,
        region: "us-east-1",
        accessKeyId: "S3RVER",
        secretAccessKey: "S3RVER",
        publicUrl: undefined,
      });
      cleanUp = async () => {
        await server.close();
        fs.rmSync(dir, { recursive: true, force: true });
      };
    }
    stored = (await storeImage(media, "brand-logos", await photo(64, 48).png().toBuffer())).url;
  });
  afterAll(async () => {
    await cleanUp?.();
  });

  it("accepts a picture uploaded here, by the URL the upload answered", async () => {
    expect(await isStoredImageUrl(media, stored)).toBe(true);
    expect(await check(media, stored)).toBe("resolved");
  });

  it("refuses a name never stored, though shaped exactly like one", async () => {
    const neverStored = stored.replace(/[0-9a-f]{32}/, unstored);
    expect(await isStoredImageUrl(media, neverStored)).toBe(false);
    expect(await check(media, neverStored)).toBe("VALIDATION: Gambar tidak valid");
  });

  it("refuses the site's own pages and files dressed up as a stored picture", async () => {
    const base = media.baseUrl;
    const tricks = [
      `${base}/%2e%2e/logout?x-1280.webp`,
      `${base}/%2e%2e/admin/orders?x-1280.webp`,
      `/logout?x-320.webp`,
      `${base}/../gerai.db?x-1280.webp`,
      `${stored}?x=1`,
      `${stored}#x`,
      stored.replace("/brand-logos/", "/brand-logos/%2e/"),
      stored.replace("/brand-logos/", "/avatars/"),
      mediaVariantUrl(stored, 320),
      `https://pelacak.example/${stored.split("/").slice(-2).join("/")}`,
    ];
    for (const url of tricks) {
      expect(await isStoredImageUrl(media, url), url).toBe(false);
      expect(await check(media, url), url).toBe("VALIDATION: Gambar tidak valid");
    }
  });

  it("keeps a picture saved before as it is, whatever it is", async () => {
    const earlier = `https://cdn-lama.example/brand-logos/${unstored}-1280.webp`;
    expect(await check(media, earlier, [earlier])).toBe("resolved");
  });
});

it("takes a bucket out of reach for a failure, never for a picture that is not there", async () => {
  const media = await createS3MediaStorage({
    bucket: "gerai-media",
    endpoint: "http://127.0.0.1:9",
    region: "us-east-1",
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    publicUrl: undefined,
  });
  const url = `${media.baseUrl}/brand-logos/${unstored}-1280.webp`;
  await expect(isStoredImageUrl(media, url)).rejects.toThrow(/ECONNREFUSED/);
});

describe("pictures that cost more to decode than they weigh", () => {
  let dir: string;
  let storage: MediaStorage;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-media-abuse-"));
    storage = createLocalMediaStorage(dir);
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  const refusal = "VALIDATION: Gagal mengupload gambar";

  it("leaves no decoder process behind once a picture is stored", async () => {
    const decoders = () =>
      fs
        .readdirSync(`/proc/${process.pid}/task`)
        .flatMap((task) =>
          fs.readFileSync(`/proc/${process.pid}/task/${task}/children`, "utf8").split(" "),
        )
        .filter((pid) => pid && fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("sharp"));
    await Promise.all(
      [10, 20, 30].map(async (shade) =>
        storeImage(storage, "product-images", await photo(300, 200, shade).png().toBuffer()),
      ),
    );
    expect(decoders()).toEqual([]);
    expect(fs.readdirSync(path.join(dir, "product-images"))).toHaveLength(9);
  });

  it("takes a 50 MP phone photo", async () => {
    const bytes = await photo(8192, 6144).jpeg({ quality: 70 }).toBuffer();
    const stored = await storeImage(storage, "product-images", bytes);
    expect(stored).toMatchObject({ width: 1280, height: 960 });
  });

  it("refuses, before decoding, pictures past their format's pixels", async () => {
    const side = (pixels: number) => Math.ceil(Math.sqrt(pixels)) + 1;
    const tooLarge = [
      await photo(side(MAX_PIXELS.png), side(MAX_PIXELS.png)).png().toBuffer(),
      await photo(side(MAX_PIXELS.gif), side(MAX_PIXELS.gif)).gif().toBuffer(),
      await photo(side(MAX_PIXELS.heif), side(MAX_PIXELS.heif))
        .avif({ effort: 0, quality: 30 })
        .toBuffer(),
    ];
    for (const bytes of tooLarge) {
      expect(await codeOf(storeImage(storage, "product-images", bytes))).toBe(refusal);
    }
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("stores the pictures in line after one refused from its header", async () => {
    // One decoder process reads each header in turn: a refused picture is dropped there and
    // the next ones are decoded as usual.
    const [wide, tall] = [
      await photo(300, 200, 40).png().toBuffer(),
      await photo(200, 300, 50).jpeg().toBuffer(),
    ];
    const refused = codeOf(storeImage(storage, "product-images", Buffer.from("<p>bukan</p>")));
    const stored = [wide, tall].map((bytes) => storeImage(storage, "product-images", bytes));
    expect(await refused).toBe(refusal);
    expect(await Promise.all(stored)).toMatchObject([
      { width: 300, height: 200 },
      { width: 200, height: 300 },
    ]);
    expect(fs.readdirSync(path.join(dir, "product-images"))).toHaveLength(6);
  });

  it("refuses a picture taller than any stored width can be", async () => {
    const bytes = await photo(400, 20_000).png().toBuffer();
    expect(await codeOf(storeImage(storage, "product-images", bytes))).toBe(refusal);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("refuses a PNG whose pixels are cut off after a valid header", async () => {
    const whole = await photo(800, 600).png({ compressionLevel: 0 }).toBuffer();
    const cut = whole.subarray(0, Math.floor(whole.length / 2));
    expect((await sharp(cut).metadata()).format).toBe("png");
    expect(await codeOf(storeImage(storage, "product-images", cut))).toBe(refusal);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it("stores the same picture sent twice at the same moment, once", async () => {
    const key = mediaKey("product-images", unstored, 320);
    const body = await photo(32, 32).webp().toBuffer();
    await Promise.all([storage.put(key, body, "image/webp"), storage.put(key, body, "image/webp")]);
    expect(fs.readdirSync(path.join(dir, "product-images"))).toEqual([`${unstored}-320.webp`]);
  });
});

describe.each(testDatabaseKinds)("pictures one account may send, on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  let mediaDir: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    mediaDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-media-abuse-"));
    context = { ...createTestContext(t), media: createLocalMediaStorage(mediaDir) };
  });
  afterAll(async () => {
    await t?.destroy();
    fs.rmSync(mediaDir, { recursive: true, force: true });
  });

  async function sellerSession(name: string) {
    const email = `${name}@example.com`;
    const { userId } = await createSeller(t.auth, { email, password: "rahasia123", name });
    const { setCookie } = await signIn(
      context,
      { email, password: "rahasia123" },
      { ip: "127.0.0.9", headers: new Headers() },
    );
    return { userId, cookie: setCookie.map((cookie) => cookie.split(";")[0]).join("; ") };
  }

  async function upload(cookie: string, shade: number) {
    const form = new FormData();
    form.set("area", "product-images");
    form.set("file", new Blob([new Uint8Array(await photo(40, 30, shade).png().toBuffer())]));
    const request = new Request("http://localhost:3000/api/uploads", {
      method: "POST",
      headers: { cookie },
      body: form,
    });
    const answer = (await uploadAction({ request, context, params: {} } as never)) as {
      data: { url?: string; error?: string };
      init: { status?: number } | null;
    };
    return { status: answer.init?.status ?? 200, body: answer.data };
  }

  it("answers 429 past the hour's pictures, stores nothing, and leaves other sellers be", async () => {
    const ani = await sellerSession("ani");
    const budi = await sellerSession("budi");
    expect((await upload(ani.cookie, 1)).status).toBe(200);
    for (let sent = 1; sent < UPLOADS_PER_ACCOUNT.max; sent++) {
      await hitRateLimit(t.db, `upload:${ani.userId}`, UPLOADS_PER_ACCOUNT);
    }
    const before = fs.readdirSync(path.join(mediaDir, "product-images")).sort();

    expect(await upload(ani.cookie, 2)).toEqual({
      status: 429,
      body: { error: UPLOAD_TOO_MANY_MESSAGE },
    });
    expect(UPLOAD_TOO_MANY_MESSAGE).toBe("Terlalu banyak foto diunggah. Silakan coba lagi nanti.");
    expect(fs.readdirSync(path.join(mediaDir, "product-images")).sort()).toEqual(before);

    expect((await upload(budi.cookie, 3)).status).toBe(200);
  });

  it("answers a body that is no form with the upload's own refusal, not a server error", async () => {
    const { cookie } = await sellerSession("citra");
    const request = new Request("http://localhost:3000/api/uploads", {
      method: "POST",
      headers: { cookie, "Content-Type": "multipart/form-data; boundary=x" },
      body: "bukan formulir",
    });
    const answer = (await uploadAction({ request, context, params: {} } as never)) as {
      data: unknown;
      init: { status?: number } | null;
    };
    expect({ status: answer.init?.status, body: answer.data }).toEqual({
      status: 400,
      body: { error: "Gagal mengupload gambar" },
    });
  });
});
