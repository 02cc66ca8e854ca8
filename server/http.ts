import path from "node:path";
import { getConnInfo } from "@hono/node-server/conninfo";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { csrf } from "hono/csrf";
import { HTTPException } from "hono/http-exception";
import { NONCE, secureHeaders } from "hono/secure-headers";
import { createRequestHandler, type ServerBuild } from "react-router";
import type { AppContext } from "./context";

export type HttpOptions = Omit<AppContext, "cspNonce" | "clientIp"> & {
  /** The React Router server build, or a loader for it (Vite in development). */
  build: ServerBuild | (() => Promise<ServerBuild>);
  /** build/client in production; absent in development, where Vite serves assets. */
  clientDir: string | undefined;
};

const YEAR = 60 * 60 * 24 * 365;

export function createHttpApp(options: HttpOptions) {
  const { build, clientDir, ...context } = options;
  const isDev = clientDir === undefined;
  const app = new Hono<{ Variables: { secureHeadersNonce?: string } }>();

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
  app.use(compress());

  app.get("/healthz", (c) => c.text("ok"));
  // Forms post only to our own origin.
  app.use(csrf({ origin: new URL(context.config.appUrl).origin }));

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

  const handleRequest = createRequestHandler(build, isDev ? "development" : "production");
  app.all("*", (c) =>
    handleRequest(c.req.raw, {
      ...context,
      cspNonce: c.get("secureHeadersNonce"),
      clientIp: getConnInfo(c).remote.address ?? "unknown",
    }),
  );

  app.onError((error, c) => {
    // Refusals raised by middleware (the CSRF check) carry their own response.
    if (error instanceof HTTPException) return error.getResponse();
    context.logger.error("unhandled request error", { path: c.req.path, error });
    return c.text("Terjadi kesalahan pada server.", 500);
  });

  return app;
}
