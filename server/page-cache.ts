import crypto from "node:crypto";
import { promisify } from "node:util";
import { Readable } from "node:stream";
import type { ReadableStream as NodeReadableStream } from "node:stream/web";
import zlib from "node:zlib";
import { LRUCache } from "lru-cache";
import { isReservedPath } from "#domain/reserved-paths";
import { KNOWN_DEVICE_COOKIE } from "./auth/known-devices";
import type { CountedEvent, CountedKind } from "#domain/counted-events";
import type { Visitor } from "./services/counting";
import type { ViewRecorder } from "./services/view-recorder";

// Shop pages rendered once and served again from memory (decision 027), with the HTML and
// `.data` answers of each shop page kept per address. A kept answer is served while:
// - its shop's and the platform's page versions are those it was rendered with (read from
//   the database on every request, so a write on any instance is seen by the next request);
// - the minute it was rendered in has not ended: opening hours, the BUKA/TUTUP badge and
//   the days a checkout offers change on minute boundaries at the finest.
// Only GET requests without any cookie are served from it, and only 200 answers that set
// none are kept: a kept page carries nobody's session or message. Views a page counts when
// rendered are counted again, for the visitor asking, each time it is served.

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

/**
 * Brotli's quality for pages. A shop page of 70 KB takes 1.5 ms at 6 and 19 ms at 9, for
 * 1 % fewer bytes (160 of 13,400), and a page's first visitor waits for it.
 */
const BROTLI_QUALITY = 6;

/** Memory kept for answers, compressed forms included; the least recently used go first. */
const DEFAULT_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The shop pages kept: a shop's home and the four pages under it, its products' own pages
 * (decision 075), and their data.
 */
const SHOP_PAGE =
  /^\/([A-Za-z0-9_-]{1,64})(?:\/(?:products(?:\/[A-Za-z0-9-]{1,128})?|cart|stores|about))?(?:\.data)?$/;

export type RecordedView = { kind: CountedKind; event: CountedEvent; ids: readonly string[] };

type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  version: string;
  /** Date.now() past which the answer is rendered again. */
  expiresAt: number;
  status: number;
  /**
   * The rendered answer's headers by lower-case name, the cache's own left out. A plain
   * object: the Node adapter writes it as it is, where a `Headers` is built and read back
   * name by name for each answer.
   */
  headers: Readonly<Record<string, string>>;
  body: Buffer;
  etag: string;
  views: readonly RecordedView[];
  encoded: Partial<Record<Exclude<Encoding, "identity">, Promise<Buffer>>>;
  bytes: number;
};

/**
 * The same pages at the root of a shop's own domain (decision 081): home (its data is
 * `/_.data`), the catalogue, a product, cart, stores and about.
 */
const DOMAIN_PAGE =
  /^\/(?:|_\.data|(?:products(?:\/[A-Za-z0-9-]{1,128})?|cart|stores|about)(?:\.data)?)$/;

/** What a request asks of the cache: the address it is kept under and the shop it shows. */
export type PageRequest = { key: string; username: string };

/**
 * Cookies no page reads: the browser's sign-in memory (server/auth/known-devices.ts). A
 * visitor carrying only these is served the kept pages; any other cookie may change what a
 * page shows (a session, a toast), so its pages are rendered for it.
 */
const COOKIES_NO_PAGE_READS = new Set([KNOWN_DEVICE_COOKIE]);

function hasCookieAPageReads(header: string | null): boolean {
  if (header === null) return false;
  return header.split(";").some((pair) => {
    const name = pair.split("=", 1)[0]!.trim();
    return name !== "" && !COOKIES_NO_PAGE_READS.has(name);
  });
}

/** The cache's view of a request: undefined when it must be rendered as usual. */
export function pageRequestOf(
  request: Request,
  shopDomain?: { username: string; hostname: string },
): PageRequest | undefined {
  if (request.method !== "GET" || hasCookieAPageReads(request.headers.get("cookie"))) {
    return undefined;
  }
  const url = new URL(request.url);
  if (shopDomain) {
    // Kept under the host too: the same path is another shop's page on another domain, and
    // the platform's own page at the platform's address (whose keys start with one "/").
    if (!DOMAIN_PAGE.test(url.pathname)) return undefined;
    return {
      key: `//${shopDomain.hostname}${url.pathname}${url.search}`,
      username: shopDomain.username,
    };
  }
  const match = SHOP_PAGE.exec(url.pathname);
  if (!match || isReservedPath(match[1]!)) return undefined;
  return { key: url.pathname + url.search, username: match[1]!.toLowerCase() };
}

/** The end of the minute `now` is in. */
export function endOfMinute(now: number): number {
  return (Math.floor(now / 60_000) + 1) * 60_000;
}

const SCRIPT_OPEN = Buffer.from("<script");
const SCRIPT_CLOSE = Buffer.from("</script>");
const TAG_END = 0x3e; // ">"
/** Bytes that end a tag's name: ">", "/", or white space. */
const NAME_ENDS = new Set([TAG_END, 0x2f, 0x20, 0x09, 0x0a, 0x0c, 0x0d]);

/**
 * The inline scripts the server wrote into an HTML page, as CSP sources ('sha256-…'): those
 * carrying the nonce the page was rendered with. Any other inline script, such as one a
 * shop's text might smuggle in, gets no hash and does not run on the kept page, as it would
 * not have run on the page as rendered. Read from the bytes as sent, without decoding them:
 * React writes its tags in lower case and escapes "</script" inside what it writes.
 */
export function inlineScriptHashes(html: Buffer, nonce: string): string[] {
  const hashes = new Set<string>();
  const ownNonce = ` nonce="${nonce}" `;
  for (
    let open = html.indexOf(SCRIPT_OPEN);
    open !== -1;
    open = html.indexOf(SCRIPT_OPEN, open + 1)
  ) {
    const nameEnd = open + SCRIPT_OPEN.length;
    // "<scripts…" or the end of the page: not a script tag.
    if (!NAME_ENDS.has(html[nameEnd] ?? -1)) continue;
    const tagEnd = html.indexOf(TAG_END, nameEnd);
    const close = tagEnd === -1 ? -1 : html.indexOf(SCRIPT_CLOSE, tagEnd + 1);
    if (close === -1) break;
    const attributes = html.toString("latin1", nameEnd, tagEnd);
    if (
      close > tagEnd + 1 &&
      !/\bsrc\s*=/i.test(attributes) &&
      ` ${attributes.replace(/\s+/g, " ")} `.includes(ownNonce)
    ) {
      const digest = crypto
        .createHash("sha256")
        .update(html.subarray(tagEnd + 1, close))
        .digest("base64");
      hashes.add(`'sha256-${digest}'`);
    }
    open = close;
  }
  return [...hashes];
}

/** `body` without any occurrence of `part`, read and cut as bytes. */
function withoutBytes(body: Buffer, part: Buffer): Buffer {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = body.indexOf(part); at !== -1; at = body.indexOf(part, from)) {
    pieces.push(body.subarray(from, at));
    from = at + part.length;
  }
  if (from === 0) return body;
  pieces.push(body.subarray(from));
  return Buffer.concat(pieces);
}

/** The page's policy with its nonce (useless to a kept page) replaced by its scripts' hashes. */
export function policyWithHashes(policy: string, hashes: readonly string[]): string {
  return policy
    .replace(/\s*'nonce-[^']*'/g, "")
    .replace(/script-src([^;]*)/, (_all, sources) => ["script-src" + sources, ...hashes].join(" "));
}

/** The best encoding the client takes: brotli, then gzip, else none. */
export function encodingFor(acceptEncoding: string | null): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? "").split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    if (name) accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

/** Answer headers the cache sets itself for each answer. */
const OWN_HEADERS = new Set(["content-length", "content-encoding", "etag", "vary"]);

/**
 * Turns a rendered answer into a page to keep, or undefined when it must not be kept (not
 * a 200, sets a cookie, already encoded). `previous` is the page it replaces: identical
 * bytes keep its compressed forms.
 */
export async function cachedPageOf(
  response: Response,
  options: {
    version: string;
    now: number;
    views: readonly RecordedView[];
    previous: CachedPage | undefined;
  },
): Promise<CachedPage | undefined> {
  if (
    response.status !== 200 ||
    response.headers.has("set-cookie") ||
    response.headers.has("content-encoding") ||
    !response.body
  ) {
    return undefined;
  }
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const isHtml = (response.headers.get("content-type") ?? "").startsWith("text/html");
  const policy = response.headers.get("content-security-policy");
  // The page was rendered with this request's nonce, which a kept page has no use for.
  const nonce = policy && /'nonce-([^']+)'/.exec(policy)?.[1];
  // The server's own scripts are told by the nonce before it goes.
  const hashes = isHtml && nonce ? inlineScriptHashes(body, nonce) : [];
  if (isHtml && nonce) body = withoutBytes(body, Buffer.from(` nonce="${nonce}"`));
  const headers: Record<string, string> = {};
  for (const [name, value] of response.headers) {
    if (OWN_HEADERS.has(name)) continue;
    headers[name] = name === "content-security-policy" ? policyWithHashes(value, hashes) : value;
  }
  const isSame = options.previous?.body.equals(body) ?? false;
  return {
    version: options.version,
    expiresAt: endOfMinute(options.now),
    status: response.status,
    headers,
    body,
    etag: isSame
      ? options.previous!.etag
      : `"${crypto.createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`,
    views: options.views,
    encoded: isSame ? options.previous!.encoded : {},
    // The body and its two compressed forms, each smaller than the body.
    bytes: 2 * body.length,
  };
}

/** The page's body in `encoding`, compressed once per page and kept with it. */
function encodedBody(page: CachedPage, encoding: Encoding): Promise<Buffer> | Buffer {
  if (encoding === "identity") return page.body;
  let encoded = page.encoded[encoding];
  if (!encoded) {
    encoded =
      encoding === "br"
        ? brotli(page.body, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: page.body.length,
            },
          })
        : gzip(page.body, { level: 9 });
    page.encoded[encoding] = encoded;
  }
  return encoded;
}

/**
 * The answer to `request` from a kept page: 304 when the client has these bytes. Each
 * encoding is other bytes, so it has a tag of its own (RFC 9110 §8.8.3).
 */
export async function answerFromPage(page: CachedPage, request: Request): Promise<Response> {
  const encoding = encodingFor(request.headers.get("accept-encoding"));
  const etag = encoding === "identity" ? page.etag : page.etag.replace(/"$/, `-${encoding}"`);
  const headers: Record<string, string> = { ...page.headers, etag, vary: "Accept-Encoding" };
  const ifNoneMatch = request.headers.get("if-none-match");
  if (ifNoneMatch && ifNoneMatch.split(",").some((tag) => tag.trim() === etag)) {
    return new Response(null, { status: 304, headers });
  }
  const body = await encodedBody(page, encoding);
  if (encoding !== "identity") headers["content-encoding"] = encoding;
  headers["content-length"] = String(body.length);
  return new Response(new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length), {
    status: page.status,
    headers,
  });
}

/**
 * A rendered answer that is not kept (a 404, one that sets a cookie), compressed on its
 * way as every other page is.
 */
export function compressedAnswer(response: Response, request: Request): Response {
  const type = response.headers.get("content-type") ?? "";
  const encoding = encodingFor(request.headers.get("accept-encoding"));
  if (
    !response.body ||
    encoding === "identity" ||
    response.headers.has("content-encoding") ||
    !/^text\/|javascript|json/.test(type)
  ) {
    return response;
  }
  const compress =
    encoding === "br"
      ? zlib.createBrotliCompress({
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
        })
      : zlib.createGzip();
  const headers = new Headers(response.headers);
  headers.set("Content-Encoding", encoding);
  headers.delete("Content-Length");
  headers.append("Vary", "Accept-Encoding");
  const body = Readable.toWeb(
    Readable.fromWeb(response.body as NodeReadableStream).pipe(compress),
  ) as ReadableStream;
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/** A view recorder that also notes what it was asked to count, for a page being kept. */
export function recordingViews(views: ViewRecorder, recorded: RecordedView[]): ViewRecorder {
  return {
    ...views,
    record(kind, event, ids, visitor) {
      recorded.push({ kind, event, ids: [...ids] });
      views.record(kind, event, ids, visitor);
    },
  };
}

/** Counts a kept page's views for the visitor it is served to. */
export function replayViews(page: CachedPage, views: ViewRecorder, visitor: Visitor): void {
  for (const view of page.views) views.record(view.kind, view.event, view.ids, visitor);
}

/** The kept pages of one process, the least recently used dropped past `maxBytes`. */
export class PageCache {
  readonly #pages: LRUCache<string, CachedPage>;
  readonly #rendering = new Map<string, Promise<CachedPage | undefined>>();

  constructor(maxBytes = DEFAULT_MAX_BYTES) {
    // A page larger than maxBytes is not kept at all.
    this.#pages = new LRUCache({
      maxSize: maxBytes,
      sizeCalculation: (page) => Math.max(1, page.bytes),
    });
  }

  /** The page kept under `key` if it is still what `version` shows at `now`. */
  get(key: string, version: string, now: number): CachedPage | undefined {
    const page = this.#pages.peek(key);
    if (!page || page.version !== version || now >= page.expiresAt) return undefined;
    // Served: now the most recently used.
    return this.#pages.get(key);
  }

  /** The page kept under `key` whatever its age, to compare a new rendering with. */
  peek(key: string): CachedPage | undefined {
    return this.#pages.peek(key);
  }

  set(key: string, page: CachedPage): void {
    this.#pages.set(key, page);
  }

  delete(key: string): void {
    this.#pages.delete(key);
  }

  /**
   * Renders once for every request asking for `key` at the same time: the first renders,
   * the others wait for its page (undefined when it was not one to keep).
   */
  async renderOnce(
    key: string,
    render: () => Promise<CachedPage | undefined>,
  ): Promise<{ page: CachedPage | undefined; isRenderer: boolean }> {
    const running = this.#rendering.get(key);
    if (running) return { page: await running, isRenderer: false };
    const rendering = render();
    this.#rendering.set(key, rendering);
    try {
      return { page: await rendering, isRenderer: true };
    } finally {
      this.#rendering.delete(key);
    }
  }
}
