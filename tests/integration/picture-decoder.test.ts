import http from "node:http";
import type { AddressInfo } from "node:net";
import { createRequestHandler } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PICTURES_BUSY_MESSAGE } from "#domain/media";
import { DECODER_LINES, decoderTurns } from "#server/media/decoder";
import { ensurePlatformSettings } from "#server/services/platform-settings";
import * as appIconRoute from "#app/routes/admin/app-icon";
import * as uploadsRoute from "#app/routes/api/uploads";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestBuild } from "./support/route-requests";
import { brandOwner } from "./support/sellers";

// The picture decoder's line under anonymous load, through the real icon and upload routes
// (docs/decisions/044-a-bounded-picture-decoder.md). A thousand icon requests in flight once
// meant a thousand drawings in the same unbounded line as sellers' uploads: an upload took
// 11.5 s instead of 86 ms. Icons are now drawn once and kept; the line puts sellers first,
// and a full line answers 503 at once.

const ROUTES = [
  { id: "admin-app-icon", path: "admin/icons/:file", module: appIconRoute },
  { id: "api-uploads", path: "api/uploads", module: uploadsRoute },
];

/** Work that holds the decoder's line until released. */
function held() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let hasStarted = false;
  return {
    release: () => release(),
    hasStarted: () => hasStarted,
    work: async () => {
      hasStarted = true;
      await released;
    },
  };
}

/** Waits until the decoder's line holds `count` pieces (requests reach it after a few awaits). */
async function untilWaiting(count: number) {
  while (decoderTurns.waiting() < count) await new Promise((resolve) => setTimeout(resolve, 5));
  expect(decoderTurns.waiting()).toBe(count);
}

describe.each(testDatabaseKinds)("the picture decoder's line on %s", (kind) => {
  let t: TestDatabase;
  let handle: (request: Request) => Promise<Response>;
  let appUrl: string;
  let cookie: string;
  let pictureServer: http.Server;
  let pictureUrl: string;
  let shade = 0;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await ensurePlatformSettings(t.db);
    const context = createTestContext(t);
    appUrl = context.config.appUrl;
    const handler = createRequestHandler(
      createTestBuild(ROUTES.map((route) => ({ ...route, parentId: "root" }))),
      "production",
    );
    handle = (request) => handler(request, context);
    const owner = await brandOwner(t, "rina");
    const signedIn = await t.auth.api.signInEmail({
      body: { email: owner.email, password: "rahasia123" },
      asResponse: true,
    });
    cookie = signedIn.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");

    // The platform's own picture, on a host of this test's: the icons are drawn from it.
    const logo = await sharp({
      create: { width: 200, height: 100, channels: 3, background: "#2255aa" },
    })
      .png()
      .toBuffer();
    pictureServer = http.createServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "image/png" });
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

  const icon = (name: string) => handle(new Request(`${appUrl}/admin/icons/${name}`));

  async function upload(): Promise<Response> {
    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: ++shade, g: 90, b: 30 } },
    })
      .png()
      .toBuffer();
    const body = new FormData();
    body.set("area", "product-images");
    body.set("file", new Blob([new Uint8Array(picture)], { type: "image/png" }), "foto.png");
    return handle(
      new Request(`${appUrl}/api/uploads`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: appUrl },
        body,
      }),
    );
  }

  /** The platform's picture at an address of its own: icons not drawn yet. */
  async function newPicture(name: string) {
    await t.db
      .updateTable("platform_settings")
      .set({ favicon_url: pictureUrl.replace("logo", name) })
      .execute();
  }

  it("draws each icon once, however many ask for it at once, and keeps it", async () => {
    await newPicture(`logo-${kind}-burst`);
    const before = decoderTurns.started().anonymous;
    const names = ["192.png", "maskable-512.png"];
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, index) => icon(names[index % 2])),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200]));
    const bytes = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())));
    for (const [index, png] of bytes.entries()) expect(png.equals(bytes[index % 2])).toBe(true);
    // One drawing per icon, shared by every request that came while it was drawn.
    expect(decoderTurns.started().anonymous - before).toBe(2);

    // Kept: asked for again, nothing is drawn.
    await Promise.all(Array.from({ length: 100 }, () => icon("192.png")));
    expect(decoderTurns.started().anonymous - before).toBe(2);
  });

  it("takes a seller's upload before every icon waiting in the line", async () => {
    await newPicture(`logo-${kind}-line`);
    const running = held();
    const occupied = decoderTurns.run("seller", running.work);
    // While the decoder is busy, anonymous work waits: a piece that holds on, and icons.
    const anonymous = held();
    const firstInLine = decoderTurns.run("anonymous", anonymous.work);
    const icons = ["180.png", "192.png", "512.png"].map(icon);
    await untilWaiting(4);
    const anonymousStarted = decoderTurns.started().anonymous;
    // Then a seller's upload comes, and after it one more seller's piece that notes how
    // much anonymous work had started by its own turn.
    const uploaded = upload();
    await untilWaiting(5);
    let anonymousStartedBeforeSellers = -1;
    const marker = decoderTurns.run("seller", async () => {
      anonymousStartedBeforeSellers = decoderTurns.started().anonymous;
    });

    running.release();
    const answer = await uploaded;
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { url: string }).url).toMatch(/-1280\.webp$/);
    await marker;
    // Both sellers' pieces ran before any of the anonymous ones that came earlier (had the
    // upload waited behind the held piece, it would never have been answered).
    expect(anonymousStartedBeforeSellers).toBe(anonymousStarted);

    anonymous.release();
    await Promise.all([occupied, firstInLine]);
    expect((await Promise.all(icons)).map((response) => response.status)).toEqual([200, 200, 200]);
  });

  it("answers 503 at once when a line is full, and takes pictures again once it moved", async () => {
    await newPicture(`logo-${kind}-full`);
    const running = held();
    const pieces = [running];
    const done = [decoderTurns.run("seller", running.work)];
    for (const line of ["seller", "anonymous"] as const) {
      for (let index = 0; index < DECODER_LINES[line]; index++) {
        const piece = held();
        pieces.push(piece);
        done.push(decoderTurns.run(line, piece.work));
      }
    }

    const refusedUpload = await upload();
    expect(refusedUpload.status).toBe(503);
    expect(refusedUpload.headers.get("Retry-After")).toBe("5");
    expect(await refusedUpload.json()).toEqual({ error: PICTURES_BUSY_MESSAGE });
    const refusedIcon = await icon("512.png");
    expect(refusedIcon.status).toBe(503);
    expect(await refusedIcon.text()).toBe(PICTURES_BUSY_MESSAGE);

    for (const piece of pieces) piece.release();
    await Promise.all(done);
    expect((await upload()).status).toBe(200);
    // A refused icon was not kept: asked again, it is drawn.
    expect((await icon("512.png")).status).toBe(200);
  });
});
