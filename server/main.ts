import crypto from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createAuth } from "./auth/auth";
import { ConfigError, loadConfig } from "./config";
import { createDatabase } from "./db/database";
import { migrateDatabase } from "./db/migrate";
import { applyForwardedOrigin } from "./forwarded";
import { createHttpApp } from "./http";
import { createLogger } from "./logger";
import { whenMailsSent } from "./mail/background";
import { createMailer } from "./mail/mailer";
import {
  createLocalMediaStorage,
  createS3MediaStorage,
  LOCAL_UPLOADS_WARNING,
} from "./media/storage";
import { createNodeServer } from "./node-server";
import { resolveAuthSecret } from "./secret";
import { ensureDemoShop } from "./seed/demo";
import { deleteExpiredUnverifiedAccounts } from "./services/accounts";
import { eraseDeletedAccounts } from "./services/account-deletion";
import { pruneHistory } from "./services/history-prune";
import { applyRetention } from "./services/personal-data";
import { ensurePlatformSettings } from "./services/platform-settings";
import { purgeExpiredRateLimits } from "./services/rate-limit";
import { createViewRecorder } from "./services/view-recorder";
import { createMetrics } from "./metrics";

/** better-auth wants a secret to exist; its migrations read only the table definitions. */
const MIGRATIONS_ONLY_SECRET = crypto.randomBytes(32).toString("base64url");

// config → migrate → (demo seed) → listen; graceful shutdown.
async function main() {
  const logger = createLogger();
  let config;
  try {
    // eslint-disable-next-line no-restricted-properties -- the one read of the environment
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      // eslint-disable-next-line no-console -- a failed start is plain text on standard error (README, Logs)
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  // DATA_DIR holds the database (password hashes, sessions, the generated secret) and the
  // uploads: files this process creates are its own user's alone.
  process.umask(0o077);
  fs.mkdirSync(config.dataDir, { recursive: true, mode: 0o700 });
  fs.chmodSync(config.dataDir, 0o700);

  const database = createDatabase(config.database, { logger });
  // The tables first: the session secret itself may be kept in them. Migrating signs nothing.
  await migrateDatabase(
    database,
    createAuth({ database, secret: MIGRATIONS_ONLY_SECRET, appUrl: config.appUrl }),
  );
  const auth = createAuth({
    database,
    secret: await resolveAuthSecret(database.db, config.authSecret, config.dataDir),
    appUrl: config.appUrl,
  });
  await ensurePlatformSettings(database.db);
  const mediaDir = path.join(config.dataDir, "uploads");
  // Served from the start, before the first picture is stored in it (a shop without the demo
  // has none yet).
  if (!config.s3) fs.mkdirSync(mediaDir, { recursive: true, mode: 0o700 });
  const media = config.s3
    ? await createS3MediaStorage(config.s3)
    : createLocalMediaStorage(mediaDir);
  // PostgreSQL is how several instances share a platform; pictures on one's disk are not shared.
  if (database.kind === "postgres" && !config.s3) logger.warn(LOCAL_UPLOADS_WARNING);
  const isBundled = import.meta.url.endsWith(".js");
  const here = path.dirname(fileURLToPath(import.meta.url));
  if (config.demoSeed) {
    const login = await ensureDemoShop({
      db: database.db,
      auth,
      media,
      dataDir: config.dataDir,
      // The demo's pictures are the static files under /demo (build/client in production).
      assetsDir: isBundled ? path.resolve(here, "../client") : path.resolve("public"),
    });
    if (login) {
      logger.info(
        `Demo shop: ${config.appUrl}/${login.username} — seller login: ${login.email} / ${login.password}`,
      );
    }
  }

  let build: ServerBuild | (() => Promise<ServerBuild>);
  let clientDir: string | undefined;
  let devMiddleware:
    ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
  let closeDev: (() => Promise<void>) | undefined;
  let codeVersion: (() => number) | undefined;

  if (isBundled) {
    // Production: this file is build/server/main.js beside React Router's index.js.
    build = (await import(/* @vite-ignore */ path.join(here, "index.js"))) as ServerBuild;
    clientDir = path.resolve(here, "../client");
  } else {
    const vite = await import("vite");
    const devServer = await vite.createServer({ server: { middlewareMode: true } });
    build = () =>
      devServer.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    devMiddleware = devServer.middlewares;
    closeDev = () => devServer.close();
    // Shop pages are kept in development too: an edit under app/ renders them again (an
    // edit anywhere else the server imports restarts it). Not every file Vite watches counts:
    // the database under ./data changes at every write.
    const appDir = path.resolve("app") + path.sep;
    let edits = 0;
    devServer.watcher.on("all", (_event, file) => {
      if (file.startsWith(appDir)) edits += 1;
    });
    codeVersion = () => edits;
  }

  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dataDir: config.dataDir,
    logger,
  });
  const metrics = createMetrics({ poolUse: database.poolUse });
  const views = createViewRecorder(database.db, logger, { metrics });
  // Spent rate-limit counters are dropped every hour so the table stays small; accounts left
  // unverified too long go with their shop, freeing the URL name and the address.
  const purge = setInterval(() => {
    purgeExpiredRateLimits(database.db).catch((error: unknown) =>
      logger.warn("rate limit purge failed", { error }),
    );
    deleteExpiredUnverifiedAccounts({ auth }).catch((error: unknown) =>
      logger.warn("unverified account cleanup failed", { error }),
    );
    // View and click history past its retention period is deleted: its daily counts stay.
    pruneHistory(database.db).catch((error: unknown) =>
      logger.warn("view history pruning failed", { error }),
    );
    // Accounts whose deletion's grace period ended are erased with their shops (decision 080).
    eraseDeletedAccounts(database.db).catch((error: unknown) =>
      logger.warn("account erasure failed", { error }),
    );
    // Customers' data past their shop's retention period is anonymised (decision 070).
    applyRetention(database.db).catch((error: unknown) =>
      logger.warn("customer data retention failed", { error }),
    );
  }, 60 * 60_000);
  purge.unref();
  let isShuttingDown = false;
  const app = createHttpApp({
    config,
    db: database.db,
    auth,
    logger,
    mailer,
    media,
    views,
    metrics,
    build,
    clientDir,
    mediaDir: config.s3 ? undefined : mediaDir,
    isShuttingDown: () => isShuttingDown,
    codeVersion,
  });
  const listener = getRequestListener(app.fetch);
  const handle = (req: IncomingMessage, res: ServerResponse) => {
    applyForwardedOrigin(req, config.trustedProxies);
    void listener(req, res);
  };
  const server = createNodeServer((req, res) => {
    if (devMiddleware) devMiddleware(req, res, () => handle(req, res));
    else handle(req, res);
  });
  const port = await server.listen(config.port);
  logger.info(`Gerai listening on http://localhost:${port} (${database.kind})`);

  // A stop (deploy, restart, scale-in): readiness turns false at once, the listener closes,
  // requests in flight finish (an order acknowledged is an order stored), mails queued after
  // an answer are sent, buffered view counts are written, and the pool closes.
  const shutdown = async (signal: string) => {
    if (isShuttingDown) return;
    isShuttingDown = true;
    logger.info(`${signal} received, finishing requests in flight`);
    // Should closing the database hang, the process still ends.
    setTimeout(() => process.exit(1), config.shutdownTimeoutMs + 10_000).unref();
    clearInterval(purge);
    const isFinished = await server.drain(config.shutdownTimeoutMs);
    if (!isFinished) {
      logger.warn(`requests still running after ${config.shutdownTimeoutMs / 1000} s were cut`);
    }
    await closeDev?.();
    await whenMailsSent(mailer);
    await views.stop();
    await database.close();
    logger.info("stopped");
    process.exit(isFinished ? 0 : 1);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((error: unknown) => {
  // eslint-disable-next-line no-console -- a failed start is plain text on standard error (README, Logs)
  console.error(error);
  process.exit(1);
});
