import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { describeOutcome, send, sleep, waitUntil, type Outcome } from "./support/http";
import { buildOrder, orderHeaders, placeOrder, readDemoProducts } from "./support/orders";
import { residentBytes, startGerai, type GeraiServer } from "./support/server";

// What one machine must take without falling over: a shop link shared into a big WhatsApp
// group (a thousand phones at once), a client sending an endless body, and a data folder
// that holds password hashes and sessions.

const MB = 1024 * 1024;
const HUGE_BODY_BYTES = 200 * MB;
const TOO_LARGE = JSON.stringify({ error: "Permintaan terlalu besar." });

/** Sends a 200 MB order body as fast as the server takes it; stops once it answers. */
function sendHugeOrder(server: GeraiServer, { isChunked }: { isChunked: boolean }) {
  const chunk = Buffer.alloc(64 * 1024, "a");
  return send(server.baseUrl, {
    method: "POST",
    path: "/api/orders",
    headers: {
      ...orderHeaders(server.baseUrl),
      // Without a length, Node sends the body chunked.
      ...(isChunked ? {} : { "Content-Length": String(HUGE_BODY_BYTES) }),
    },
    body: async ({ write, isDone }) => {
      await write('{"username":"demo","note":"');
      for (let sent = 0; sent < HUGE_BODY_BYTES && !isDone(); sent += chunk.length) {
        await write(chunk);
      }
    },
    timeoutMs: 30_000,
  });
}

/** Runs `work` while sampling the process's resident memory; returns the largest growth. */
async function measureGrowth<T>(pid: number, work: () => Promise<T>) {
  const before = residentBytes(pid);
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, residentBytes(pid))), 20);
  try {
    const result = await work();
    // Memory may still grow after the answer (buffers freed late, a body read on): the
    // sampling goes on for a fixed while, which is the point of this pause.
    await sleep(200);
    peak = Math.max(peak, residentBytes(pid));
    return { result, growth: peak - before };
  } finally {
    clearInterval(sampler);
  }
}

function summarize(outcome: Outcome) {
  return outcome.kind === "answered"
    ? { status: outcome.status, body: outcome.body, connection: outcome.headers.connection }
    : { status: outcome.status, failure: `${outcome.kind}: ${outcome.error}` };
}

describe("limits", () => {
  it("holds 1,000 simultaneous connections in its backlog and answers each with 200", async () => {
    const server = await startGerai();
    // Stopped, the process accepts nothing (as during a long pause): the connections can
    // only wait in the listen backlog. One that does not fit there is dropped and retried.
    server.kill("SIGSTOP");
    let connected = 0;
    const requests = Array.from({ length: 1_000 }, () =>
      send(server.baseUrl, {
        path: "/healthz",
        timeoutMs: 20_000,
        onConnect: () => (connected += 1),
      }),
    );
    await waitUntil(async () => connected === 1_000, { timeoutMs: 2_000, intervalMs: 50 });
    const heldWhileStopped = connected;
    server.kill("SIGCONT");
    const outcomes = await Promise.all(requests);

    expect(heldWhileStopped).toBe(1_000);
    const tally: Record<string, number> = {};
    for (const outcome of outcomes) {
      const key = describeOutcome(outcome);
      tally[key] = (tally[key] ?? 0) + 1;
    }
    expect(tally).toEqual({ "200 ok": 1_000 });
  });

  describe.each([
    { name: "with a Content-Length", isChunked: false },
    { name: "chunked", isChunked: true },
  ])("a 200 MB order body sent $name", ({ isChunked }) => {
    it("is refused with 413 without being held in memory, and orders still work", async () => {
      const server = await startGerai();
      const products = await readDemoProducts(server);
      // The first order loads the code that places orders: not counted as growth.
      expect(describeOutcome(await placeOrder(server, buildOrder(products, 0)))).toMatch(/^201 /);

      const { result, growth } = await measureGrowth(server.pid, () =>
        sendHugeOrder(server, { isChunked }),
      );
      expect(summarize(result)).toEqual({ status: 413, body: TOO_LARGE, connection: "close" });
      expect(growth).toBeLessThan(50 * MB);

      expect(describeOutcome(await placeOrder(server, buildOrder(products, 1)))).toMatch(/^201 /);
    });
  });

  it("answers a form whose names ask for huge lists briefly, its memory where it was", async () => {
    const server = await startGerai();
    const post = (body: string) =>
      send(server.baseUrl, {
        method: "POST",
        path: "/auth.data",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Origin: server.baseUrl,
        },
        body,
        timeoutMs: 20_000,
      });
    // The first post loads the code that answers forms: not counted as growth.
    expect(describeOutcome(await post("email=a&password=b"))).toMatch(/^[24]\d\d /);

    const { result, growth } = await measureGrowth(server.pid, async () => [
      await post("x[2000000]=1"),
      await post("x[100000000].y=1&email=sari%40example.com&password=rahasia"),
    ]);
    for (const outcome of result) {
      expect(outcome.kind, describeOutcome(outcome)).toBe("answered");
      if (outcome.kind === "answered") {
        expect(outcome.status).toBe(400);
        expect(outcome.body.length).toBeLessThan(64 * 1024);
      }
    }
    expect(growth).toBeLessThan(50 * MB);
    expect(server.hasExited()).toBe(false);
    expect(describeOutcome(await send(server.baseUrl, { path: "/healthz" }))).toMatch(/^200 /);
  });

  it("keeps its data folder 0700 and the database files 0600 from the first start", async () => {
    const server = await startGerai();
    const mode = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);
    const databaseFiles = ["gerai.db", "gerai.db-wal", "gerai.db-shm"].filter((name) =>
      fs.existsSync(path.join(server.dataDir, name)),
    );
    expect(databaseFiles).toContain("gerai.db");
    expect(mode(server.dataDir)).toBe("700");
    expect(
      Object.fromEntries(
        databaseFiles.map((name) => [name, mode(path.join(server.dataDir, name))]),
      ),
    ).toEqual(Object.fromEntries(databaseFiles.map((name) => [name, "600"])));
  });
});
