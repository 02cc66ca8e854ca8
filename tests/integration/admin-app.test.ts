import http from "node:http";
import type { AddressInfo } from "node:net";
import vm from "node:vm";
import { createRequestHandler } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ensurePlatformSettings } from "#server/services/platform-settings";
import * as appIconRoute from "#app/routes/admin/app-icon";
import * as manifestRoute from "#app/routes/admin/manifest";
import * as offlineRoute from "#app/routes/admin/offline";
import * as serviceWorkerRoute from "#app/routes/admin/service-worker";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestBuild } from "./support/route-requests";

// The installable admin's public files, through React Router's own handler with the real
// route modules: the manifest, the icons it names, the service worker and its offline page.

const ROUTES = [
  { id: "admin-manifest", path: "admin/manifest.webmanifest", module: manifestRoute },
  { id: "admin-app-icon", path: "admin/icons/:file", module: appIconRoute },
  { id: "admin-service-worker", path: "admin/sw.js", module: serviceWorkerRoute },
  { id: "admin-offline", path: "admin/offline", module: offlineRoute },
];

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  lang: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
};

describe.each(testDatabaseKinds)("the installable admin on %s", (kind) => {
  let t: TestDatabase;
  let get: (path: string) => Promise<Response>;
  // A picture host of our own: a wide red logo the icons must be drawn from.
  let pictureServer: http.Server;
  let pictureUrl: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await ensurePlatformSettings(t.db);
    const context = createTestContext(t);
    const handle = createRequestHandler(
      createTestBuild(ROUTES.map((route) => ({ ...route, parentId: "root" }))),
      "production",
    );
    get = (path) => handle(new Request(new URL(path, context.config.appUrl)), context);

    const logo = await sharp({
      create: { width: 300, height: 100, channels: 3, background: "#ff0000" },
    })
      .webp({ lossless: true })
      .toBuffer();
    pictureServer = http.createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "image/webp" });
      response.end(logo);
    });
    await new Promise<void>((resolve) => pictureServer.listen(0, "127.0.0.1", resolve));
    const { port } = pictureServer.address() as AddressInfo;
    pictureUrl = `http://127.0.0.1:${port}/logo-1280.webp`;
  });
  afterAll(async () => {
    await t?.destroy();
    await new Promise((resolve) => pictureServer?.close(resolve));
  });

  async function readManifest(): Promise<Manifest> {
    const response = await get("/admin/manifest.webmanifest");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toMatch(/^application\/manifest\+json/);
    return (await response.json()) as Manifest;
  }

  /** Fetches every icon the manifest names and checks it is a PNG of its declared size. */
  async function expectIconsAsDeclared(manifest: Manifest) {
    for (const icon of manifest.icons) {
      const response = await get(icon.src);
      expect(response.status, icon.src).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/png");
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.format).toBe("png");
      expect(`${metadata.width}x${metadata.height}`).toBe(icon.sizes);
    }
  }

  it("answers a manifest named after the site, scoped to the admin, with icons that exist", async () => {
    await t.db.updateTable("platform_settings").set({ site_title: "Pasar Warga" }).execute();
    const manifest = await readManifest();
    expect(manifest).toMatchObject({
      name: "Pasar Warga",
      short_name: "Pasar Warga",
      start_url: "/admin",
      scope: "/admin",
      display: "standalone",
      lang: "id",
      theme_color: "#0f766e",
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
    const anySizes = manifest.icons.filter((icon) => icon.purpose === "any").map((i) => i.sizes);
    expect(anySizes).toEqual(expect.arrayContaining(["192x192", "512x512"]));
    expect(manifest.icons.some((icon) => icon.purpose === "maskable")).toBe(true);
    await expectIconsAsDeclared(manifest);
  });

  it("draws the icons from the platform's picture, square whatever its shape", async () => {
    const before = await readManifest();
    await t.db.updateTable("platform_settings").set({ favicon_url: pictureUrl }).execute();
    const manifest = await readManifest();
    // A new picture, new icon addresses: no browser keeps the old ones.
    expect(manifest.icons[0].src).not.toBe(before.icons[0].src);
    await expectIconsAsDeclared(manifest);

    const icon512 = manifest.icons.find((i) => i.purpose === "any" && i.sizes === "512x512")!;
    const { data, info } = await sharp(Buffer.from(await (await get(icon512.src)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => {
      const at = (y * info.width + x) * info.channels;
      return [...data.subarray(at, at + info.channels)];
    };
    // The red logo fills the middle; above it the square stays transparent.
    expect(pixel(256, 256)).toEqual([255, 0, 0, 255]);
    expect(pixel(256, 10)[3]).toBe(0);
  });

  it("falls back to the Gerai icon when the picture cannot be read", async () => {
    await t.db
      .updateTable("platform_settings")
      .set({ favicon_url: `${pictureUrl.replace(/:\d+\//, ":1/")}` })
      .execute();
    const manifest = await readManifest();
    await expectIconsAsDeclared(manifest);
    const icon = manifest.icons.find((i) => i.sizes === "192x192")!;
    const { data } = await sharp(Buffer.from(await (await get(icon.src)).arrayBuffer()))
      .raw()
      .toBuffer({ resolveWithObject: true });
    // The bag's teal corner area (#0f766e) at the top left of the middle.
    const at = (40 * 192 + 40) * 4;
    expect([...data.subarray(at, at + 3)]).toEqual([0x0f, 0x76, 0x6e]);
    await t.db.updateTable("platform_settings").set({ favicon_url: null }).execute();
  });

  it("answers 404 for icon sizes it does not draw", async () => {
    for (const name of ["64.png", "192.jpg", "maskable-.png", "..%2Fsw.js"]) {
      expect((await get(`/admin/icons/${name}`)).status, name).toBe(404);
    }
  });

  it("serves the service worker as JavaScript allowed to take the whole admin", async () => {
    const response = await get("/admin/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("Service-Worker-Allowed")).toBe("/admin");
    expect(response.headers.get("Cache-Control")).toBe("no-cache");
    const source = await response.text();
    // Valid JavaScript that handles the worker's three events and keeps the offline page.
    expect(() => new vm.Script(source)).not.toThrow();
    for (const event of ["install", "activate", "fetch"]) {
      expect(source).toContain(`addEventListener("${event}"`);
    }
    expect(source).toContain('"/admin/offline"');
    expect(source).toMatch(/gerai-admin-assets-/);
  });

  it("serves the offline page in Indonesian, standing alone", async () => {
    const response = await get("/admin/offline");
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain("<h1>Anda sedang offline</h1>");
    expect(html).toContain('<a href="">Coba Lagi</a>');
    // Nothing it would fetch: no script, and its one link is the tab icon, inside the page.
    expect(html).not.toMatch(/<script/);
    expect(html.match(/<link[^>]*>/g)).toEqual([
      expect.stringMatching(/^<link rel="icon" href="data:image\/svg\+xml,[^"]+">$/),
    ]);
  });
});
