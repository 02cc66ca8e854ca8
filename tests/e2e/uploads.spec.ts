import crypto from "node:crypto";
import sharp from "sharp";
import { expect, test } from "./fixtures";
import { pictureFile } from "./support/images";
import { createShop, openShopData, type ShopData } from "./support/shop-data";
import { httpClient, signInPage } from "./support/session";

// Uploads through the real HTTP entry point: what a seller's browser sends is sniffed,
// re-encoded and stripped, and a non-image or an oversized file is refused.
test.describe("image uploads", () => {
  let data: ShopData;
  let seller: { email: string; password: string };
  test.beforeAll(async () => {
    data = openShopData();
    seller = await createShop(data);
  });
  test.afterAll(async () => {
    await data?.close();
  });

  const upload = (client: Awaited<ReturnType<typeof httpClient>>, file: Buffer, name: string) =>
    client.post("/api/uploads", {
      multipart: {
        area: "product-images",
        file: { name, mimeType: "image/jpeg", buffer: file },
      },
    });

  test("a phone photo comes back as WebP without its GPS position", async ({ baseURL }) => {
    const client = await httpClient(baseURL!, seller);
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: "#b5651d" },
    })
      .jpeg()
      .withExif({ IFD0: { Make: "KameraUji" }, IFD3: { GPSLatitudeRef: "S" } })
      .toBuffer();
    const response = await upload(client, photo, "foto.jpg");
    expect(response.status()).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^\/media\/product-images\/[0-9a-f]{32}-1280\.webp$/);
    const stored = await client.get(url);
    expect(stored.headers()["content-type"]).toBe("image/webp");
    const bytes = await stored.body();
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1280, height: 960 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.toString("latin1")).not.toContain("KameraUji");
    await client.dispose();
  });

  test("a PNG keeps its transparency", async ({ baseURL }) => {
    const client = await httpClient(baseURL!, seller);
    const png = await sharp({
      create: { width: 300, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const response = await upload(client, png, "logo.png");
    expect(response.status()).toBe(200);
    const { url } = (await response.json()) as { url: string };
    const meta = await sharp(await (await client.get(url)).body()).metadata();
    expect(meta.hasAlpha).toBe(true);
    await client.dispose();
  });

  test("a PDF named like a photo and an oversized file are refused", async ({ baseURL }) => {
    const client = await httpClient(baseURL!, seller);
    const pdf = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer\n%%EOF\n");
    const refused = await upload(client, pdf, "foto.jpg");
    expect(refused.status()).toBe(400);
    expect(await refused.json()).toEqual({ error: "Gagal mengupload gambar" });

    const oversized = await upload(client, Buffer.alloc(9 * 1024 * 1024, 0xff), "besar.jpg");
    expect(oversized.status()).toBe(413);
    expect(await oversized.json()).toEqual({ error: "Gagal mengupload gambar" });
    await client.dispose();
  });

  test("a 50 MP phone photo past the upload limit is drawn smaller in the browser and taken", async ({
    page,
    baseURL,
  }) => {
    test.slow();
    // Noise keeps the JPEG as heavy as a real photo: past the 8 MB limit.
    const photo = await sharp({
      create: {
        width: 8160,
        height: 6120,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 10 },
      },
      limitInputPixels: false,
    })
      .jpeg({ quality: 85 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(8 * 1024 * 1024);
    await signInPage(page, baseURL!, seller);
    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Edit About Info" }).click();
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/uploads"));
    await page
      .getByLabel("Unggah logo")
      .setInputFiles({ name: "foto.jpg", mimeType: "image/jpeg", buffer: photo });
    const answer = await answered;
    // Sent whole, the photo would have been refused with 413.
    expect(answer.status()).toBe(200);
    const { requestBodySize } = await answer.request().sizes();
    expect(requestBodySize).toBeLessThan(4 * 1024 * 1024);
    expect(await answer.json()).toMatchObject({ width: 1280, height: 960 });
    await expect(page.getByRole("img", { name: "Logo brand" })).toBeVisible();
  });

  test("a small picture travels as it is, byte for byte", async ({ page, baseURL }) => {
    const logo = await pictureFile("logo.png", "#16a085");
    const hash = crypto.createHash("sha256").update(logo.buffer).digest("hex").slice(0, 32);
    await signInPage(page, baseURL!, seller);
    await page.goto("/admin/about");
    await page.getByRole("button", { name: "Edit About Info" }).click();
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/uploads"));
    await page.getByLabel("Unggah logo").setInputFiles(logo);
    expect(await (await answered).json()).toMatchObject({
      url: `/media/brand-logos/${hash}-1280.webp`,
    });
  });

  test("nobody uploads without an account, and sellers not into platform assets", async ({
    baseURL,
  }) => {
    const anonymous = await httpClient(baseURL!);
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
      .png()
      .toBuffer();
    expect((await upload(anonymous, png, "a.png")).status()).toBe(401);
    await anonymous.dispose();

    const client = await httpClient(baseURL!, seller);
    const response = await client.post("/api/uploads", {
      multipart: {
        area: "platform-assets",
        file: { name: "favicon.png", mimeType: "image/png", buffer: png },
      },
    });
    expect(response.status()).toBe(403);
    await client.dispose();
  });
});
