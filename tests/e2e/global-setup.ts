import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { freePort, productionEntry, productionEnv } from "../support/production-build";
import { startSmtpCapture } from "../support/smtp-capture";

export type RunningServer = {
  baseUrl: string;
  dataDir: string;
  stop(): Promise<void>;
};

/**
 * Starts the production build on a free port with a fresh DATA_DIR: a copy of the first
 * server's data as it started (migrated, with the demo shop and its pictures), so that later
 * servers skip migrating and seeding. A server without the demo shop, or on another
 * database, starts from an empty folder.
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const entry = productionEntry("end-to-end");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-e2e-"));
  const template = process.env.E2E_TEMPLATE_DIR;
  if (template && env.DEMO_SEED !== "0" && !env.DATABASE_URL) {
    fs.cpSync(template, dataDir, { recursive: true });
  }
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const logFile = path.join(dataDir, "server.log");
  const log = fs.openSync(logFile, "a");

  const server = spawn(process.execPath, [entry], {
    env: productionEnv(port, dataDir, env),
    stdio: ["ignore", log, log],
  });

  try {
    await waitForHealthy(`${baseUrl}/healthz`, server);
  } catch (error) {
    server.kill("SIGKILL");
    throw new Error(`${(error as Error).message}\n${fs.readFileSync(logFile, "utf8")}`, {
      cause: error,
    });
  }

  return {
    baseUrl,
    dataDir,
    async stop() {
      const exited = new Promise((resolve) => server.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
      // Server-side errors explain failed tests; show them before the log is removed.
      const errors = fs
        .readFileSync(logFile, "utf8")
        .split("\n")
        .filter((line) => / ERROR /.test(line));
      if (errors.length > 0) console.error(`Server errors:\n${errors.join("\n")}`);
      fs.closeSync(log);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

// One server for the whole run (SQLite, local files, demo shop), mailing through a real
// SMTP capture server whose messages the tests read from E2E_MAIL_DIR.
export default async function globalSetup() {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-e2e-mail-"));
  const smtp = await startSmtpCapture(mailDir);
  // Behind one proxy, as deployed: each test is a client of its own (fixtures.ts), so one
  // test's visits, views and limits never stand in for another's.
  const server = await startServer({ SMTP_URL: smtp.url, TRUST_PROXY: "1" });
  const template = await copyFreshData(server.dataDir);
  process.env.E2E_TEMPLATE_DIR = template;
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_DATA_DIR = server.dataDir;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await smtp.stop();
    fs.rmSync(mailDir, { recursive: true, force: true });
    fs.rmSync(template, { recursive: true, force: true });
  };
}

/**
 * The data of a server that has just started, before any test ran: the database through
 * SQLite's backup (the server keeps it open), the demo's pictures, its login and the secret.
 */
async function copyFreshData(dataDir: string): Promise<string> {
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-e2e-template-"));
  const database = new SQLite(path.join(dataDir, "gerai.db"), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    await database.backup(path.join(copy, "gerai.db"));
  } finally {
    database.close();
  }
  for (const name of ["demo-login.json", "uploads"]) {
    fs.cpSync(path.join(dataDir, name), path.join(copy, name), { recursive: true });
  }
  return copy;
}

async function waitForHealthy(url: string, server: ReturnType<typeof spawn>) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`Server exited with code ${server.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Server did not become healthy at ${url} within 60 s`);
}
