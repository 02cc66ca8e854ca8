import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { send, waitUntil } from "./support/http";
import {
  buildOrder,
  placeOrder,
  readDemoProducts,
  readStoredOrders,
  storedOrderProblems,
  type OrderToSend,
} from "./support/orders";
import { startGerai } from "./support/server";
import { createPicture, signInSeller, uploadPicture } from "./support/uploads";

// `npm run backup` while customers keep ordering, then `npm run restore` into an empty
// folder: the server started on it has every order acknowledged before the backup began,
// each of them whole, and the pictures.

/** Runs one of the scripts with the server's DATA_DIR; answers its exit code and output. */
function runScript(script: string, args: string[], dataDir: string, databaseUrl = "") {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.mjs`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

/** The rows of a table in a SQLite database file, read as the server would (its -wal too). */
function countRows(file: string, table = "orders"): number {
  const database = new SQLite(file, { readonly: true, fileMustExist: true });
  try {
    return database.prepare(`SELECT count(*) FROM ${table}`).pluck().get() as number;
  } finally {
    database.close();
  }
}

/** The modes of a folder and of everything in it, by path relative to the folder. */
function modesUnder(folder: string): Record<string, number> {
  const modes: Record<string, number> = { ".": fs.statSync(folder).mode & 0o777 };
  for (const entry of fs.readdirSync(folder, { recursive: true }) as string[]) {
    modes[entry] = fs.statSync(path.join(folder, entry)).mode & 0o777;
  }
  return modes;
}

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("takes a consistent copy under orders and brings it back into an empty folder", async () => {
    const server = await startGerai();
    const products = await readDemoProducts(server);
    const cookie = await signInSeller(server);
    const uploaded = await uploadPicture(server, cookie, await createPicture(), {
      timeoutMs: 20_000,
    });
    expect(uploaded.kind === "answered" && uploaded.status).toBe(200);
    const pictureUrl = (
      JSON.parse(uploaded.kind === "answered" ? uploaded.body : "{}") as {
        url: string;
      }
    ).url;

    // Customers order one after another until the backup is done.
    const acknowledged: { order: OrderToSend; at: number }[] = [];
    const sent: OrderToSend[] = [];
    let isDone = false;
    let next = 0;
    const customer = async () => {
      while (!isDone) {
        const order = buildOrder(products, next++);
        sent.push(order);
        const outcome = await placeOrder(server, order);
        if (outcome.kind === "answered" && outcome.status === 201) {
          acknowledged.push({ order, at: Date.now() });
        }
      }
    };
    const customers = Promise.all(Array.from({ length: 4 }, customer));
    // The backup starts once orders are coming in.
    const isOrdering = await waitUntil(async () => acknowledged.length > 10, {
      timeoutMs: 20_000,
    });
    expect(isOrdering, "no orders confirmed before the backup").toBe(true);

    const backupDir = path.join(path.dirname(server.dataDir), "backup");
    const startedAt = Date.now();
    const backup = await runScript("backup", [backupDir], server.dataDir);
    // Confirmed by the time the backup started: the eleventh may share its millisecond.
    const before = acknowledged.filter((entry) => entry.at <= startedAt).length;
    // Orders went on during the backup too: those confirmed after it started.
    const hasGoneOn = await waitUntil(async () => acknowledged.length > before, {
      timeoutMs: 10_000,
    });
    isDone = true;
    await customers;
    expect(backup.code, backup.output).toBe(0);
    expect(before).toBeGreaterThan(10);
    expect(hasGoneOn, "no order confirmed after the backup started").toBe(true);

    // A backup is never written over.
    expect((await runScript("backup", [backupDir], server.dataDir)).code).toBe(1);

    server.kill("SIGTERM");
    await server.exited;
    // Restoring refuses a folder that holds anything.
    const refused = await runScript("restore", [backupDir], server.dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain("not empty");
    fs.rmSync(server.dataDir, { recursive: true, force: true });
    const restore = await runScript("restore", [backupDir], server.dataDir);
    expect(restore.code, restore.output).toBe(0);
    expect(fs.statSync(server.dataDir).mode & 0o777).toBe(0o700);

    const restored = await server.restart();
    const stored = await readStoredOrders(restored);
    const confirmed = acknowledged.filter((entry) => entry.at < startedAt).map((e) => e.order);
    const problems = storedOrderProblems(stored, { confirmed, sent });
    expect(problems).toEqual({ lost: [], defects: [], differences: [] });

    const picture = await send(restored.baseUrl, { path: pictureUrl });
    expect(picture.kind === "answered" && picture.status).toBe(200);
    // The seller is still signed in: the session and its secret came back too.
    const admin = await send(restored.baseUrl, { path: "/admin", headers: { Cookie: cookie } });
    expect(admin.kind === "answered" && admin.status).toBe(200);
  });

  it("writes a backup its owner's alone, even into a folder anyone could read", async () => {
    const server = await startGerai();
    // Left readable by an older installation: the copy must not stay so.
    fs.chmodSync(path.join(server.dataDir, "demo-login.json"), 0o644);
    const backupDir = path.join(path.dirname(server.dataDir), "backup");
    fs.mkdirSync(backupDir);
    fs.chmodSync(backupDir, 0o755);

    const backup = await runScript("backup", [backupDir], server.dataDir);
    expect(backup.code, backup.output).toBe(0);
    const modes = modesUnder(backupDir);
    expect(Object.keys(modes)).toEqual(
      expect.arrayContaining(["gerai.db", "gerai-backup.json", "demo-login.json", "uploads"]),
    );
    const open = Object.entries(modes).filter(([entry, mode]) => {
      const isFolder = fs.statSync(path.join(backupDir, entry)).isDirectory();
      return mode !== (isFolder ? 0o700 : 0o600);
    });
    expect(open).toEqual([]);
  });

  it("restores over a database only when told to, and then reads back what the backup holds", async () => {
    const source = await startGerai();
    const products = await readDemoProducts(source);
    for (let index = 0; index < 20; index += 1) {
      const outcome = await placeOrder(source, buildOrder(products, index));
      expect(outcome.kind === "answered" && outcome.status).toBe(201);
    }
    const backupDir = path.join(path.dirname(source.dataDir), "backup");
    expect((await runScript("backup", [backupDir], source.dataDir)).code).toBe(0);
    const backedUp = countRows(path.join(backupDir, "gerai.db"));
    expect(backedUp).toBe(23);
    source.kill("SIGTERM");
    await source.exited;

    // Another installation keeps its database outside DATA_DIR and stopped hard: its last
    // writes are still in the -wal beside the file.
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-restore-"));
    folders.push(elsewhere);
    const databaseFile = path.join(elsewhere, "shop.db");
    const databaseUrl = `file:${databaseFile}`;
    const old = await startGerai({ env: { DATABASE_URL: databaseUrl } });
    old.kill("SIGKILL");
    await old.exited;
    expect(fs.statSync(`${databaseFile}-wal`).size).toBeGreaterThan(0);
    expect(countRows(databaseFile)).toBe(3);
    const emptyDataDir = path.join(elsewhere, "data");

    const refused = await runScript("restore", [backupDir], emptyDataDir, databaseUrl);
    expect(refused.code, refused.output).toBe(1);
    expect(refused.output).toContain(`A database is already there (${databaseFile}, `);
    expect(refused.output).toContain(`${databaseFile}-wal`);
    expect(refused.output).toContain("--replace");
    expect(countRows(databaseFile)).toBe(3);
    expect(fs.existsSync(emptyDataDir)).toBe(false);

    const replaced = await runScript(
      "restore",
      ["--replace", backupDir],
      emptyDataDir,
      databaseUrl,
    );
    expect(replaced.code, replaced.output).toBe(0);
    expect(replaced.output).toContain(`Restored ${backupDir}`);
    expect(replaced.output).toContain(
      `orders: ${backedUp}, products: ${countRows(databaseFile, "products")}, accounts: 1`,
    );
    expect(countRows(databaseFile)).toBe(backedUp);
    expect(fs.statSync(databaseFile).mode & 0o777).toBe(0o600);

    // A server starts on it and keeps the backup's orders.
    const restored = await startGerai({
      env: { DATABASE_URL: databaseUrl },
      demoLogin: source.sellerLogin,
    });
    const health = await send(restored.baseUrl, { path: "/readyz" });
    expect(health.kind === "answered" && health.status).toBe(200);
    expect(countRows(databaseFile)).toBe(backedUp);
  });
});
