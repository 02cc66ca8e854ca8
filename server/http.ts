import crypto from "node:crypto";
import path from "node:path";
import type { HttpBindings } from "@hono/node-server";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "./context";
import { isDatabaseReachable, isDatabaseUnavailableError, watchDatabase } from "./db/availability";
import { clientAddress } from "./forwarded";
import { MAX_UPLOAD_BYTES } from "./media/images";
import { isMetricsAuthorized, routeOf } from "./metrics";
import { LOCAL_MEDIA_PATH } from "./media/storage";
import {
  answerFromPage,
  cachedPageOf,
  compressedAnswer,
  PageCache,
  pageRequestOf,
  recordingViews,
  replayViews,
  type CachedPage,
  type RecordedView,
} from "./page-cache";
import { answerOrder, ORDERS_PATH } from "./order-endpoint";
import { payloadTooLarge, serviceUnavailable } from "./refusals";
import { hasDeclaredLength, readDeclaredJson } from "./request-body";
import { readPageVersion } from "./services/page-versions";
import { visitorOf } from "./services/counting";
import { UPLOAD_FAILED_MESSAGE } from "#domain/media";
import { AUTH_PATHS, type ReservedPath } from "#domain/reserved-paths";
import { isShopDomainToken, mayIssueCertificate } from "./services/shop-domains";
import {
  createShopHosts,
  isShopDomainPath,
  shopNameOfMovablePath,
  type ShopDomain,
} from "./shop-hosts";

export type HttpOptions = Omit<AppContext, "cspNonce" | "clientIp" | "shopDomain"> & {
  /** The React Router server build, or a loader for it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development, where Vite serves assets. */
  clientDir: string | undefined;
  /** The folder of uploaded images when they are kept on the local disk. */
  mediaDir: string | undefined;
  /** True once the process has been asked to stop: readiness turns false at once. */
  isShuttingDown?: () => boolean;
  /**
   * Development: a number that changes whenever a source file does, so that pages kept
   * before an edit are rendered again with the edited code.
   */
  codeVersion?: () => number;
  /** How long which shop a domain belongs to is kept (server/shop-hosts.ts); 0: not kept. */
  domainLookupTtlMs?: number;
};

const YEAR = 60 * 60 * 24 * 365;
const UPLOAD_PATH = "/api/uploads";
/** A photo of the seller's QRIS sticker, read and not stored: an upload's limit too. */
const QRIS_READ_PATH = "/api/qris-read";
/** A catalogue file uploaded for import (decision 073): a picture upload's limit too. */
const CATALOGUE_IMPORT_PATH = "/admin/products/import";
/** Forms and JSON bodies; uploads have their own limit. */
const MAX_BODY_BYTES = 256 * 1024;
/** How long the readiness probe waits for the database. */
const READY_TIMEOUT_MS = 2_000;
/** A request id a proxy may hand on: short, and nothing a log line could be broken with. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function createHttpApp(options: HttpOptions) {
  const {
    build,
    clientDir,
    mediaDir,
    isShuttingDown = () => false,
    codeVersion,
    domainLookupTtlMs,
    ...context
  } = options;
  const isDev = clientDir === undefined;
  const app = new Hono<{
    Variables: {
      secureHeadersNonce?: string;
      pageRender?: { views: RecordedView[] };
      shopDomain?: ShopDomain;
    };
  }>();
  const clientIpOf = (c: Context) =>
    clientAddress(
      getConnInfo(c).remote.address,
      c.req.header("x-forwarded-for"),
      context.config.trustedProxies,
    );

  // Every request gets an id (the proxy's X-Request-Id when one is trusted, else a new one),
  // sent back with the answer and logged with its route, status and time; its time goes to
  // the metrics too. Before anything else, so that answers from the page cache count.
  app.use(async (c, next) => {
    const startedAt = performance.now();
    const given = context.config.trustedProxies > 0 ? c.req.header("x-request-id") : undefined;
    const requestId = given && REQUEST_ID.test(given) ? given : crypto.randomUUID();
    await next();
    // On Node's answer (the app is served through Node's listener alone), which adds it to
    // the headers it is written with: set on `c.res`, it would turn a kept page's plain
    // headers (answerFromPage) into a `Headers` read back name by name, a tenth of such an
    // answer's time (decision 086).
    (c.env as Partial<HttpBindings> | undefined)?.outgoing?.setHeader("X-Request-Id", requestId);
    const seconds = (performance.now() - startedAt) / 1000;
    const route = routeOf(c.req.path);
    const { method } = c.req;
    const { status } = c.res;
    context.metrics?.observeRequest(route, method, status, seconds);
    context.logger.info("request", {
      requestId,
      method,
      route,
      status,
      ms: Math.round(seconds * 10_000) / 10,
    });
  });

  // Prometheus reads the metrics with the token; without METRICS_TOKEN they are not served.
  app.get("/metrics", async (c) => {
    const { metricsToken } = context.config;
    if (!metricsToken || !context.metrics) return c.text("Not found", 404);
    if (!isMetricsAuthorized(c.req.header("authorization"), metricsToken)) {
      return c.text("Unauthorized", 401, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    }
    const { registry } = context.metrics;
    return c.body(await registry.metrics(), 200, {
      "Content-Type": registry.contentType,
      "Cache-Control": "no-store",
    });
  });

  // The shop's own domain (decision 081). Gerai answers its own tokens at any host, so that
  // a domain pointed at the platform answers its check; the TLS proxy in front asks whether
  // a certificate may be issued for a name (Caddy's on-demand `ask`).
  app.get("/.well-known/gerai/:token", async (c) => {
    const token = c.req.param("token");
    const isKnown = await isShopDomainToken(context.db, token);
    return isKnown
      ? c.text(token, 200, { "Cache-Control": "no-store" })
      : c.text("Not found", 404, { "Cache-Control": "no-store" });
  });
  app.get("/api/tls-ask", async (c) => {
    const name = c.req.query("domain") ?? "";
    const mayIssue = await mayIssueCertificate(context.db, name, context.config);
    return c.text(mayIssue ? "ok" : "no", mayIssue ? 200 : 404, { "Cache-Control": "no-store" });
  });

  // A verified domain's host is its shop: the shop's pages at its root, anything else sent to
  // the platform's address. Elsewhere, a shop's platform address moves to its domain (same
  // page, same query). Unknown hosts are the platform, as they always were.
  const appOrigin = new URL(context.config.appUrl);
  const shopHosts = createShopHosts(context.db, { ttlMs: domainLookupTtlMs });
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const hostname = url.hostname.toLowerCase();
    // Should the database not answer, the host is the platform's: its pages say what an
    // unreachable database means.
    const orNone = <T>(lookup: Promise<T>) => lookup.catch(() => undefined);
    const shop =
      hostname === appOrigin.hostname ? undefined : await orNone(shopHosts.shopOfHost(hostname));
    if (shop) {
      if (!isShopDomainPath(url.pathname)) {
        return c.redirect(`${appOrigin.origin}${url.pathname}${url.search}`, 302);
      }
      c.set("shopDomain", { ...shop, origin: url.origin });
      await next();
      // The platform's HSTS covers its own subdomains; a seller's other names under her
      // domain (her mail's web page, say) are none of the platform's business.
      if (c.res.headers.has("strict-transport-security")) {
        c.res.headers.set("Strict-Transport-Security", `max-age=${YEAR}`);
      }
      return;
    }
    // A page's data (client navigation) is answered where it was asked: a browser's fetch
    // cannot follow a redirect to another origin. The page itself, loaded, moves.
    if (url.pathname.endsWith(".data")) return next();
    const username = shopNameOfMovablePath(url.pathname);
    const domain =
      username === undefined ? undefined : await orNone(shopHosts.domainOfShop(username));
    if (domain === undefined) return next();
    // "/sari/products" → "/products", "/sari" → "/".
    const page = url.pathname.replace(/^\/[^/]+/, "") || "/";
    return c.redirect(`${appOrigin.protocol}//${domain}${page}${url.search}`, 301);
  });

  // Shop pages are rendered once and served from memory until what they show changes
  // (page-cache.ts, decision 027), in development as in production. First, so that a kept
  // page is answered before anything else runs; its headers are those the first answer got
  // from every step below.
  const pages = new PageCache();
  app.use(async (c, next) => {
    const pageRequest = pageRequestOf(c.req.raw, c.get("shopDomain"));
    if (!pageRequest) return next();
    const { key, username } = pageRequest;
    let shopVersion: string | undefined;
    try {
      shopVersion = await readPageVersion(context.db, username);
    } catch {
      // The page itself says what an unreachable database means.
      return next();
    }
    if (shopVersion === undefined) return next();
    const version = codeVersion ? `${shopVersion}.${codeVersion()}` : shopVersion;
    const now = Date.now();
    const served = (page: CachedPage) => {
      replayViews(page, context.views, visitorOf(c.req.raw, clientIpOf(c)));
      return answerFromPage(page, c.req.raw);
    };
    const kept = pages.get(key, version, now);
    if (kept) return served(kept);

    const { page, isRenderer } = await pages.renderOnce(key, async () => {
      const views: RecordedView[] = [];
      c.set("pageRender", { views });
      await next();
      const rendered = await cachedPageOf(c.res, {
        version,
        now,
        views,
        previous: pages.peek(key),
      });
      if (rendered) pages.set(key, rendered);
      return rendered;
    });
    if (isRenderer) {
      if (!page) {
        // Not one to keep: answered as rendered, compressed as any other page.
        const answer = compressedAnswer(c.res, c.req.raw);
        c.res = undefined;
        c.res = answer;
        return;
      }
      // Unset first: Hono would otherwise copy the rendered answer's headers over these.
      const answer = await answerFromPage(page, c.req.raw);
      c.res = undefined;
      c.res = answer;
      return;
    }
    if (page?.version === version) return served(page);
    return next();
  });

  // First, so that it sees every answer last, whoever made it (see privateAnswerHeaders).
  const isSessionCookie = sessionCookieTest(context.auth.options.advanced?.cookiePrefix);
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of privateAnswerHeaders(c.req.raw, c.res, isSessionCookie)) {
      c.res.headers.set(name, value);
    }
  });

  app.use(
    secureHeaders({
      // Vite's development client injects inline scripts; production pages carry a nonce.
      contentSecurityPolicy: isDev
        ? undefined
        : {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", NONCE],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", "data:", "blob:", "https:"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
          },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: "strict-origin-when-cross-origin",
      strictTransportSecurity: context.config.appUrl.startsWith("https:")
        ? "max-age=31536000; includeSubDomains"
        : false,
    }),
  );
  // Kept pages are compressed once, by the page cache.
  const compressAnswer = compress();
  app.use((c, next) => (c.get("pageRender") ? next() : compressAnswer(c, next)));

  // Liveness: the process answers. Readiness: it can serve (the database answers and it is
  // not stopping), so a load balancer sends traffic elsewhere during an outage or a restart.
  app.get("/healthz", (c) => c.text("ok"));
  app.get("/readyz", async (c) => {
    c.header("Cache-Control", "no-store");
    if (isShuttingDown()) return c.text("shutting down", 503);
    const isReachable = await isDatabaseReachable(context.db, READY_TIMEOUT_MS);
    return isReachable ? c.text("ok") : c.text("database unavailable", 503);
  });

  // A body larger than its limit is refused before it is read: by its declared length at
  // once, or, sent in chunks, as soon as it passes the limit.
  const uploadLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: (c) => c.json({ error: UPLOAD_FAILED_MESSAGE }, 413, { Connection: "close" }),
  });
  const formLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => payloadTooLarge(c.req.raw),
  });
  const fileLimit = bodyLimit({
    maxSize: MAX_UPLOAD_BYTES + 64 * 1024,
    onError: (c) => payloadTooLarge(c.req.raw),
  });
  app.use((c, next) => {
    if (c.req.method === "GET" || c.req.method === "HEAD") return next();
    const isPicture = c.req.path === UPLOAD_PATH || c.req.path === QRIS_READ_PATH;
    if (isPicture) return uploadLimit(c, next);
    const isFile = c.req.path.replace(/\.data$/, "") === CATALOGUE_IMPORT_PATH;
    return (isFile ? fileLimit : formLimit)(c, next);
  });

  // Forms post only to our own origin: the platform's, or the shop's own domain it is on.
  app.use(
    csrf({
      origin: (origin, c) => origin === appOrigin.origin || origin === c.get("shopDomain")?.origin,
    }),
  );

  if (mediaDir) {
    // Stored images have content-addressed names: a name never changes content.
    app.use(
      `${LOCAL_MEDIA_PATH}/*`,
      serveStatic({
        root: path.relative(process.cwd(), mediaDir),
        rewriteRequestPath: (requestPath) => requestPath.slice(LOCAL_MEDIA_PATH.length),
        onFound: (_path, c) => c.header("Cache-Control", `public, max-age=${YEAR}, immutable`),
      }),
    );
    app.get(`${LOCAL_MEDIA_PATH}/*`, (c) => c.text("Not found", 404));
  }

  if (clientDir) {
    // Hashed file names never change content: cache them for a year.
    app.use(
      "/assets/*",
      serveStatic({
        root: path.relative(process.cwd(), clientDir),
        onFound: (_path, c) => c.header("Cache-Control", `public, max-age=${YEAR}, immutable`),
      }),
    );
    // A missing hashed file is a plain 404, not a page.
    app.get("/assets/*", (c) => c.text("Not found", 404));
    app.use(
      "*",
      serveStatic({
        root: path.relative(process.cwd(), clientDir),
        onFound: (_path, c) => c.header("Cache-Control", "public, max-age=3600"),
      }),
    );
  }

  /** An answer made after a database failure: "try again shortly" when it was unreachable. */
  const unlessUnavailable = (c: Context, response: Response, isUnavailable: boolean) => {
    // Pages and routes turn unexpected failures into 500; when the cause was an unreachable
    // database the honest answer is "try again shortly".
    if (isUnavailable && response.status >= 500) {
      context.logger.warn("database unavailable", { path: c.req.path });
      return serviceUnavailable(c.req.raw, response);
    }
    return response;
  };

  // Orders are answered here, without the page router's work per request (decision 034).
  app.post(ORDERS_PATH, async (c) => {
    // Node's own request, when served by Node: its body, of a length the limit above checked,
    // is read without a fetch Request's stream.
    const incoming = (c.env as Partial<HttpBindings> | undefined)?.incoming;
    const readBody =
      incoming && hasDeclaredLength(incoming) ? () => readDeclaredJson(incoming) : undefined;
    const { result, isUnavailable } = await watchDatabase(() =>
      answerOrder({ ...context, clientIp: clientIpOf(c) }, c.req.raw, readBody),
    );
    return unlessUnavailable(c, result, isUnavailable);
  });

  const handleRequest = createRequestHandler(build, isDev ? "development" : "production");
  app.all("*", async (c) => {
    // A page to keep counts its views through a recorder that notes them.
    const pageRender = c.get("pageRender");
    const { result: response, isUnavailable } = await watchDatabase(() =>
      handleRequest(c.req.raw, {
        ...context,
        views: pageRender ? recordingViews(context.views, pageRender.views) : context.views,
        cspNonce: c.get("secureHeadersNonce"),
        clientIp: clientIpOf(c),
        shopDomain: c.get("shopDomain"),
      }),
    );
    return unlessUnavailable(c, response, isUnavailable);
  });

  app.onError((error, c) => {
    // Refusals raised by middleware (the CSRF check) carry their own response.
    if (error instanceof HTTPException) return error.getResponse();
    if (isDatabaseUnavailableError(error)) {
      context.logger.warn("database unavailable", { path: c.req.path, error });
      return serviceUnavailable(c.req.raw);
    }
    context.logger.error("unhandled request error", { path: c.req.path, error });
    return c.text("Terjadi kesalahan pada server.", 500);
  });

  return app;
}

/** "/admin" for "admin": typed, so a name that is not a reserved path does not compile. */
function pathsOf(names: readonly ReservedPath[]): string[] {
  return names.map((name) => `/${name}`);
}

/** Pages that carry a session's or a customer's data whoever asks: never cached, never indexed. */
const PRIVATE_AREAS = pathsOf(["admin", "api", "logout", "order-tracking"]);
const AUTH_PAGES = pathsOf(AUTH_PATHS);
/** Pages whose address holds a single-use token: no Referer may carry it anywhere. */
const TOKEN_PAGES = pathsOf(["reset-password", "verify-email"]);
const SHOP_TRACKING_PAGE = /^\/[^/]+\/order-tracking(?:\/|$)/;

/** Whether a Cookie header holds one of the auth's cookies (its session, above all). */
function sessionCookieTest(prefix = "better-auth"): (cookieHeader: string) => boolean {
  return (cookieHeader) =>
    cookieHeader.split(";").some((cookie) => {
      const name = cookie
        .split("=")[0]
        .trim()
        .replace(/^__Secure-/, "");
      return name.startsWith(`${prefix}.`);
    });
}

/**
 * The headers that keep an answer private. An answer is private when it may carry a
 * session's or a customer's data: the answer to any request but GET/HEAD (every action), to
 * a request with a session cookie, an answer that sets a cookie, and every page and its
 * `.data` under /admin, /api, the auth pages, /logout and order tracking. Private answers get
 * `Cache-Control: private, no-store`, so neither a shared cache nor the browser's back button
 * keeps them; the private areas also get `X-Robots-Tag: noindex`, and the pages with a token
 * in their address `Referrer-Policy: no-referrer`. Answers that say `public` themselves
 * (static files, stored pictures) carry nobody's data and keep their cache; public shop pages
 * without a session stay as they are.
 */
function privateAnswerHeaders(
  request: Request,
  response: Response,
  isSessionCookie: (cookieHeader: string) => boolean,
): [string, string][] {
  const path = new URL(request.url).pathname.replace(/\.data$/, "");
  const isIn = (pages: readonly string[]) =>
    pages.some((page) => path === page || path.startsWith(`${page}/`));
  const isPrivateArea = isIn(PRIVATE_AREAS) || isIn(AUTH_PAGES) || SHOP_TRACKING_PAGE.test(path);
  const isPrivate =
    isPrivateArea ||
    (request.method !== "GET" && request.method !== "HEAD") ||
    isSessionCookie(request.headers.get("cookie") ?? "") ||
    response.headers.has("set-cookie");
  const isPublicFile = /^public\b/.test(response.headers.get("cache-control") ?? "");
  const headers: [string, string][] = [];
  // A suspended or closed shop's pages and files (410, decision 077): no page to index, and
  // none a browser may keep (a 410 is cacheable by default): reinstating brings it back.
  const isGone = response.status === 410;
  if ((isPrivate || isGone) && !isPublicFile) headers.push(["Cache-Control", "private, no-store"]);
  if (isPrivateArea || isGone) headers.push(["X-Robots-Tag", "noindex"]);
  if (isIn(TOKEN_PAGES)) headers.push(["Referrer-Policy", "no-referrer"]);
  return headers;
}
