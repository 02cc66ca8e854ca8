import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { send } from "./support/http";
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
function runScript(script: string, args: string[], dataDir: string) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [`scripts/${script}.mjs`, ...args], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
    child.on("exit", (code) => resolve({ code, output }));
  });
}

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
    await new Promise((resolve) => setTimeout(resolve, 1_000));

    const backupDir = path.join(path.dirname(server.dataDir), "backup");
    const startedAt = Date.now();
    const backup = await runScript("backup", [backupDir], server.dataDir);
    const before = acknowledged.filter((entry) => entry.at < startedAt).length;
    // Orders went on during the backup too.
    await new Promise((resolve) => setTimeout(resolve, 500));
    isDone = true;
    await customers;
    expect(backup.code, backup.output).toBe(0);
    expect(before).toBeGreaterThan(10);
    expect(acknowledged.length).toBeGreaterThan(before);

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
});
