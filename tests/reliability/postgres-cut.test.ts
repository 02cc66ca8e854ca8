import { describe, expect, it } from "vitest";
import { describeOutcome, send, waitUntil, type Outcome } from "./support/http";
import { buildOrder, placeOrder, readDemoProducts, type DemoProducts } from "./support/orders";
import { startSteadyLoad, type LoadResult } from "./support/load";
import {
  adminQuery,
  adminUrl,
  createOwnDatabase,
  terminateAllConnections,
  terminateConnections,
} from "./support/postgres";
import { startGerai, type GeraiServer } from "./support/server";

// PostgreSQL goes away now and then: an administrator ends connections, a failover, a
// restart. The server stays up, tells customers to try again shortly while the database
// cannot be reached, and serves again by itself once it can.

const UNAVAILABLE = "Layanan sedang tidak tersedia. Silakan coba lagi sebentar lagi.";
// The checkout keeps the spec's text for a failed order; only the status says "retry".
const ORDER_FAILED = "Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.";

const isSuccess = (outcome: Outcome) =>
  outcome.kind === "answered" && outcome.status >= 200 && outcome.status < 300;

/** How an answer falls short of "try again shortly"; empty when it is exactly that. */
function unavailableDefects(outcome: Outcome, as: "json" | "html"): string[] {
  if (outcome.kind !== "answered") return [describeOutcome(outcome)];
  const defects: string[] = [];
  if (outcome.status !== 503) defects.push(`status ${outcome.status}`);
  if (outcome.headers["retry-after"] === undefined) defects.push("no Retry-After");
  if (as === "json" && outcome.body !== JSON.stringify({ error: ORDER_FAILED })) {
    defects.push(`body ${outcome.body.slice(0, 120)}`);
  }
  if (as === "html" && !/^text\/html/.test(outcome.headers["content-type"] ?? "")) {
    defects.push(`content type ${outcome.headers["content-type"]}`);
  }
  if (as === "html" && !outcome.body.includes(UNAVAILABLE)) defects.push("no message on the page");
  return defects;
}

/** Waits until the steady load has had `count` answers that began after `since`. */
async function waitForLoad(
  results: readonly LoadResult[],
  { since = 0, count = 2 }: { since?: number; count?: number } = {},
) {
  const isLoaded = await waitUntil(
    async () => results.filter(({ outcome }) => outcome.startedAt > since).length >= count,
    { timeoutMs: 10_000, intervalMs: 20 },
  );
  expect(isLoaded, "the customers' requests got no answers").toBe(true);
}

/** Whether the server holds at least one connection to its database (role `role`). */
async function hasConnection(role: string): Promise<boolean> {
  const rows = await adminQuery<{ count: number }>(
    "select count(*)::int as count from pg_stat_activity where usename = $1",
    [role],
  );
  return rows[0]!.count > 0;
}

/**
 * What the server printed that is not a JSON log line: a connection cut or a failed page is
 * logged like everything else (README, Operations: Logs), never as bare text on stderr.
 */
function plainLines(server: GeraiServer): string[] {
  return server
    .log()
    .split("\n")
    .map((line) => line.replace(/^\[run \d+\] /, ""))
    .filter((line) => line !== "" && !/^exited: /.test(line))
    .filter((line) => {
      try {
        return typeof JSON.parse(line) !== "object";
      } catch {
        return true;
      }
    });
}

/** The messages of the server's JSON log lines. */
function logMessages(server: GeraiServer): string[] {
  return server
    .log()
    .split("\n")
    .map((line) => line.replace(/^\[run \d+\] /, ""))
    .filter((line) => line.startsWith("{"))
    .map((line) => (JSON.parse(line) as { msg?: string }).msg ?? "");
}

/** Whether an order and a view of the shop both succeed right now. */
async function isServing(server: GeraiServer, products: DemoProducts, index: number) {
  const [order, page] = await Promise.all([
    placeOrder(server, buildOrder(products, index), { timeoutMs: 5_000 }),
    send(server.baseUrl, { path: "/demo", timeoutMs: 5_000 }),
  ]);
  return isSuccess(order) && isSuccess(page);
}

describe.skipIf(!adminUrl)("PostgreSQL connections cut under load", () => {
  it("stays up when the role's connections are terminated again and again", async () => {
    const database = await createOwnDatabase();
    const server = await startGerai({ databaseUrl: database.url });
    const products = await readDemoProducts(server);
    const load = startSteadyLoad(server, products);
    await waitForLoad(load.results);

    const terminated: number[] = [];
    for (let round = 0; round < 5; round++) {
      terminated.push(await terminateConnections(database.name));
      // Each cut ends connections the server opened again since the one before.
      const isReconnected = await waitUntil(() => hasConnection(database.name), {
        timeoutMs: 5_000,
        intervalMs: 20,
      });
      expect(isReconnected, `no new connection after cut ${round + 1}`).toBe(true);
    }
    expect(server.hasExited(), "the server exited").toBe(false);
    // The server had connections to cut.
    expect(terminated[0]).toBeGreaterThan(0);
    let probe = 0;
    const isBack = await waitUntil(() => isServing(server, products, probe++), {
      timeoutMs: 5_000,
    });
    expect(isBack, "no order and view succeeded within 5 s of the last cut").toBe(true);
    const servingAgainAt = Date.now();
    await waitForLoad(load.results, { since: servingAgainAt });
    const results = await load.stop();

    expect(server.hasExited(), "the server exited").toBe(false);
    // Every request got an answer: a success, or "try again shortly" — never a crash page.
    expect(
      results
        .filter(({ outcome }) => !isSuccess(outcome))
        .filter(({ outcome }) => !(outcome.kind === "answered" && outcome.status === 503))
        .map(({ kind, outcome }) => `${kind}: ${describeOutcome(outcome)}`),
    ).toEqual([]);
    const afterwards = results.filter(({ outcome }) => outcome.startedAt > servingAgainAt);
    expect(afterwards.length).toBeGreaterThan(0);
    expect(afterwards.filter(({ outcome }) => !isSuccess(outcome)).length).toBe(0);
    expect(plainLines(server)).toEqual([]);
    expect(logMessages(server)).toContain("PostgreSQL connection error");
  });

  it("answers 503 while the database refuses connections and serves again by itself", async () => {
    const database = await createOwnDatabase();
    const server = await startGerai({ databaseUrl: database.url });
    const products = await readDemoProducts(server);
    const load = startSteadyLoad(server, products);
    await waitForLoad(load.results);
    expect(describeOutcome(await send(server.baseUrl, { path: "/readyz" }))).toBe("200 ok");

    await adminQuery(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS false`);
    expect(await terminateAllConnections(database.name)).toBeGreaterThan(0);
    const outageFrom = Date.now();
    // Customers' requests met the outage before the probes below.
    await waitForLoad(load.results, { since: outageFrom });
    const [order, page, ready, health] = await Promise.all([
      placeOrder(server, buildOrder(products, 0), { timeoutMs: 5_000 }),
      send(server.baseUrl, { path: "/demo", timeoutMs: 5_000 }),
      send(server.baseUrl, { path: "/readyz", timeoutMs: 5_000 }),
      send(server.baseUrl, { path: "/healthz", timeoutMs: 5_000 }),
    ]);
    await adminQuery(`ALTER DATABASE ${database.name} ALLOW_CONNECTIONS true`);
    const outageTo = Date.now();

    expect(server.hasExited(), "the server exited").toBe(false);
    expect(unavailableDefects(order, "json")).toEqual([]);
    expect(unavailableDefects(page, "html")).toEqual([]);
    expect(ready.kind === "answered" && ready.status).toBe(503);
    expect(describeOutcome(health)).toBe("200 ok");

    let probe = 1;
    const isBack = await waitUntil(
      async () =>
        (await isServing(server, products, probe++)) &&
        describeOutcome(await send(server.baseUrl, { path: "/readyz" })) === "200 ok",
      { timeoutMs: 10_000 },
    );
    expect(isBack, "not serving again within 10 s of the database's return").toBe(true);
    const results = await load.stop();
    expect(server.hasExited(), "the server exited").toBe(false);

    // Everything the customers sent during the outage was told to come back shortly.
    const duringOutage = results.filter(
      ({ outcome }) => outcome.startedAt >= outageFrom && outcome.endedAt <= outageTo,
    );
    expect(duringOutage.length).toBeGreaterThan(0);
    expect(
      duringOutage.flatMap(({ kind, outcome }) =>
        unavailableDefects(outcome, kind === "order" ? "json" : "html").map(
          (defect) => `${kind}: ${defect}`,
        ),
      ),
    ).toEqual([]);
    // No request was dropped, before, during or after.
    expect(
      results
        .filter(({ outcome }) => outcome.kind !== "answered")
        .map(({ kind, outcome }) => `${kind}: ${describeOutcome(outcome)}`),
    ).toEqual([]);
    expect(plainLines(server)).toEqual([]);
    // The pages' failed loaders were logged, with the database's error.
    expect(logMessages(server)).toContain("route error");
  });
});
