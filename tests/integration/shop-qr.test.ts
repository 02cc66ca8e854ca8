import jsQR from "jsqr";
import { PNG } from "pngjs";
import { createRequestHandler } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ShopQr } from "#server/services/shop-qr";
import { createBrand, createSeller } from "#server/seed/factories";
import * as qrFileRoute from "#app/routes/admin/qr-file";
import * as qrPosterRoute from "#app/routes/admin/qr-poster";
import * as qrRoute from "#app/routes/admin/qr";
import * as trackingQrRoute from "#app/routes/order-tracking-qr";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester, createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// Decision 022: the seller's shop QR code (page, SVG and PNG downloads, poster) and the QR
// of an order's tracking link, requested as the browser requests them and read back with a
// QR decoder, so what is tested is what a phone camera reads.

const ROUTES = [
  { id: "admin-qr-file", path: "admin/qr/:format", module: qrFileRoute },
  { id: "admin-qr", path: "admin/qr", module: qrRoute },
  { id: "admin-qr-poster", path: "admin/qr/poster", module: qrPosterRoute },
  { id: "order-tracking-qr", path: ":username/order-tracking/qr", module: trackingQrRoute },
];

const APP_URL = "http://localhost:3000";

/** The text of the QR code in a PNG image, or undefined when no code is found. */
function decodePng(bytes: Uint8Array): string | undefined {
  const png = PNG.sync.read(Buffer.from(bytes));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

/** The text of the QR code in SVG markup, drawn at 10 pixels a module; rejects bad markup. */
async function decodeSvg(svg: string): Promise<string | undefined> {
  const { data, info } = await sharp(Buffer.from(svg), { density: 720 })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}

/** A well-formed standalone SVG document: the namespace, a square viewBox, one root. */
function expectStandaloneSvg(svg: string) {
  expect(svg.trim()).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>/);
  expect(svg).toMatch(/viewBox="0 0 (\d+) \1"/);
  expect(svg.trim().endsWith("</svg>")).toBe(true);
  expect(svg.match(/<svg\b/g)).toHaveLength(1);
  expect(svg).toMatch(/<path [^>]*d="M/);
}

describe.each(testDatabaseKinds)("the shop's QR code on %s", (kind) => {
  let t: TestDatabase;
  let handle: (request: Request) => Promise<Response>;
  let requester: ReturnType<typeof createDataRequester>;
  let sariCookie: string;
  let tonoCookie: string;

  async function signIn(email: string): Promise<string> {
    const response = await t.auth.api.signInEmail({
      body: { email, password: "rahasia123" },
      asResponse: true,
    });
    return response.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .join("; ");
  }

  /** A plain GET, as an <a download> or an <img> sends it. */
  function get(path: string, cookie?: string) {
    return handle(
      new Request(new URL(path, APP_URL), { headers: cookie ? { Cookie: cookie } : {} }),
    );
  }

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const context = { ...createTestContext(t), clientIp: "10.3.0.1" };
    const build = createTestBuild(ROUTES.map((route) => ({ ...route, parentId: "root" })));
    const handler = createRequestHandler(build, "production");
    handle = (request) => handler(request, context);
    requester = createDataRequester(ROUTES, context);
    await brandOwner(t, "sari");
    await brandOwner(t, "tono");
    sariCookie = await signIn("sari@example.com");
    tonoCookie = await signIn("tono@example.com");
    // A shop whose owner has not verified the e-mail address is not public yet.
    const { userId } = await createSeller(t.auth, {
      email: "baru@example.com",
      password: "rahasia123",
      name: "baru",
      emailVerified: false,
    });
    await createBrand(t.db, { userId, name: "Toko Baru", username: "baru" });
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("downloads a PNG that reads as exactly the shop's address", async () => {
    const response = await get("/admin/qr/png", sariCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/png");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="qr-sari.png"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(decodePng(bytes)).toBe(`${APP_URL}/sari`);
  });

  it("downloads a well-formed SVG that holds the same code", async () => {
    const response = await get("/admin/qr/svg", sariCookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Content-Disposition")).toBe('attachment; filename="qr-sari.svg"');
    const svg = await response.text();
    expectStandaloneSvg(svg);
    expect(await decodeSvg(svg)).toBe(`${APP_URL}/sari`);
  });

  it("gives every seller only their own shop's code", async () => {
    const png = await get("/admin/qr/png", tonoCookie);
    expect(png.headers.get("Content-Disposition")).toBe('attachment; filename="qr-tono.png"');
    expect(decodePng(new Uint8Array(await png.arrayBuffer()))).toBe(`${APP_URL}/tono`);
    const svg = await get("/admin/qr/svg", tonoCookie);
    expect(await decodeSvg(await svg.text())).toBe(`${APP_URL}/tono`);

    const page = await requester.load("/admin/qr", { cookie: tonoCookie });
    const qr = (page.value as Record<string, { data: ShopQr }>)["admin-qr"]!.data;
    expect(qr).toMatchObject({
      name: "tono",
      username: "tono",
      shopUrl: `${APP_URL}/tono`,
      shortUrl: "localhost:3000/tono",
    });
    expect(await decodeSvg(qr.svg)).toBe(`${APP_URL}/tono`);
  });

  it("serves nothing to a visitor who is not signed in", async () => {
    for (const path of ["/admin/qr/png", "/admin/qr/svg"]) {
      const response = await get(path);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toMatch(/^\/auth/);
      expect(response.headers.get("Content-Type") ?? "").not.toMatch(/^image\//);
    }
    const page = await requester.load("/admin/qr/poster");
    expect(page.redirect).toMatch(/^\/auth/);
  });

  it("answers no format other than SVG and PNG", async () => {
    const response = await get("/admin/qr/pdf", sariCookie);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type") ?? "").not.toMatch(/^image\//);
  });

  it("gives the poster the shop's name, address and code", async () => {
    const page = await requester.load("/admin/qr/poster", { cookie: sariCookie });
    expect(page.status).toBe(200);
    const qr = (page.value as Record<string, { data: ShopQr }>)["admin-qr-poster"]!.data;
    expect(qr).toMatchObject({ name: "sari", logoUrl: null, shortUrl: "localhost:3000/sari" });
    expect(await decodeSvg(qr.svg)).toBe(`${APP_URL}/sari`);
  });

  it("draws an order's tracking link as an SVG code", async () => {
    const response = await get("/sari/order-tracking/qr?number=ORD12345678");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Content-Disposition")).toBeNull();
    const svg = await response.text();
    expectStandaloneSvg(svg);
    expect(await decodeSvg(svg)).toBe(`${APP_URL}/sari/order-tracking?number=ORD12345678`);
  });

  it("reads the order number as the tracking page does and the shop by its URL name", async () => {
    const response = await get("/SARI/order-tracking/qr?number=%20ord12345678%20");
    expect(response.status).toBe(200);
    expect(await decodeSvg(await response.text())).toBe(
      `${APP_URL}/sari/order-tracking?number=ORD12345678`,
    );
  });

  it("draws no code for a malformed number, an unknown or unpublished shop", async () => {
    const malformed = await get("/sari/order-tracking/qr?number=%3Cscript%3E");
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).not.toContain("<svg");
    const missing = await get("/sari/order-tracking/qr");
    expect(missing.status).toBe(400);
    for (const username of ["nobody", "baru", "admin"]) {
      const response = await get(`/${username}/order-tracking/qr?number=ORD12345678`);
      expect(response.status).toBe(404);
      expect(await response.text()).toBe("Username tidak ditemukan.");
    }
  });
});
