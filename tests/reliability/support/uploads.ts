import sharp from "sharp";
import { describeOutcome, send, sleep, type Outcome } from "./http";
import { nextClientAddress } from "./orders";
import type { GeraiServer } from "./server";

// A signed-in seller sending a product picture over a slow connection, as from a phone on
// a weak signal: the multipart body trickles in over a couple of seconds.

/** Signs the demo seller in through the login form; returns the Cookie header to send. */
export async function signInSeller(server: GeraiServer): Promise<string> {
  const outcome = await send(server.baseUrl, {
    method: "POST",
    path: "/auth",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.baseUrl,
      "X-Forwarded-For": nextClientAddress(),
    },
    body: new URLSearchParams(server.sellerLogin).toString(),
  });
  const cookies = outcome.kind === "answered" ? outcome.headers["set-cookie"] : undefined;
  if (outcome.kind !== "answered" || outcome.status !== 302 || !cookies) {
    throw new Error(`The demo seller could not sign in: ${describeOutcome(outcome)}`);
  }
  return cookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

/** A small valid PNG picture. */
export function createPicture(): Promise<Buffer> {
  return sharp({
    create: { width: 96, height: 96, channels: 3, background: { r: 200, g: 120, b: 40 } },
  })
    .png()
    .toBuffer();
}

/** The upload form's body as a browser sends it: the area and a PNG file. */
export function uploadBody(picture: Buffer): { body: Buffer; contentType: string } {
  const boundary = `----gerai${Date.now().toString(16)}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="area"\r\n\r\nproduct-images\r\n` +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="foto.png"\r\n` +
        "Content-Type: image/png\r\n\r\n",
    ),
    picture,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The upload form with a seller's session, as a browser sends it. */
function uploadForm(server: GeraiServer, cookie: string, picture: Buffer) {
  const { body, contentType } = uploadBody(picture);
  const headers = {
    "Content-Type": contentType,
    "Content-Length": String(body.length),
    Cookie: cookie,
    Origin: server.baseUrl,
    "X-Forwarded-For": nextClientAddress(),
  };
  return { body, headers };
}

/**
 * Posts the picture to /api/uploads in `slices` pieces spread over `durationMs` (a weak
 * connection: the pauses between pieces are the point); `onStarted` is called once the
 * headers and the first piece went out.
 */
export async function uploadSlowly(
  server: GeraiServer,
  cookie: string,
  picture: Buffer,
  { durationMs, slices, onStarted }: { durationMs: number; slices: number; onStarted?: () => void },
): Promise<Outcome> {
  const { body, headers } = uploadForm(server, cookie, picture);
  const size = Math.ceil(body.length / slices);
  return send(server.baseUrl, {
    method: "POST",
    path: "/api/uploads",
    headers,
    body: async ({ write, isDone }) => {
      for (let start = 0; start < body.length && !isDone(); start += size) {
        await write(body.subarray(start, start + size));
        if (start === 0) onStarted?.();
        if (start + size < body.length) await sleep(durationMs / slices);
      }
    },
    timeoutMs: durationMs + 20_000,
  });
}

/** Posts the picture to /api/uploads at once, waiting up to `timeoutMs` for the answer. */
export function uploadPicture(
  server: GeraiServer,
  cookie: string,
  picture: Buffer,
  { timeoutMs }: { timeoutMs: number },
): Promise<Outcome> {
  const { body, headers } = uploadForm(server, cookie, picture);
  return send(server.baseUrl, { method: "POST", path: "/api/uploads", headers, body, timeoutMs });
}
