import { describe, expect, it } from "vitest";
import { DEMO_USERNAME } from "#server/seed/demo";
import { describeOutcome, send, sleep, waitUntil, type Outcome } from "./support/http";
import {
  buildOrder,
  openServerDatabase,
  storedOrderProblems,
  placeOrder,
  readDemoProducts,
  readStoredOrders,
  type OrderToSend,
} from "./support/orders";
import { hasReadEverythingSent, startGerai, waitForExit, type GeraiServer } from "./support/server";
import { createPicture, signInSeller, uploadSlowly } from "./support/uploads";

// A deploy or a restart sends SIGTERM. Whoever is in the middle of something (a customer
// placing an order, a seller uploading a picture over a weak connection) gets a whole
// answer, and what was confirmed is stored.

const SHUTDOWN_TIMEOUT_SECONDS = 5;
/** The process is gone by then, whatever it was doing. */
const SHUTDOWN_BOUND_MS = SHUTDOWN_TIMEOUT_SECONDS * 1000 + 1000;
/**
 * Time the server gets to read a connection's request before it counts as accepted. A
 * connection still in the kernel's queue when the listener closes is reset; with the
 * reliability files running side by side on two cores the server may take most of a second
 * to reach it (one CI run saw a connection made 250 ms before the signal reset).
 */
const ACCEPT_MARGIN_MS = 1000;
/** Time the process gets to handle a signal before it must act on it. */
const SIGNAL_GRACE_MS = 100;

/** Whether the server printed `text` within a few seconds. */
function hasLogged(server: GeraiServer, text: string): Promise<boolean> {
  return waitUntil(async () => server.log().includes(text), { timeoutMs: 5_000, intervalMs: 20 });
}

describe("SIGTERM during a burst of orders and a slow upload", () => {
  it("answers every request it accepted, stores every confirmed order and exits with 0", async () => {
    const server = await startGerai({
      env: { SHUTDOWN_TIMEOUT: String(SHUTDOWN_TIMEOUT_SECONDS) },
    });
    const products = await readDemoProducts(server);
    const cookie = await signInSeller(server);
    const picture = await createPicture();

    let isUploading = false;
    const upload = uploadSlowly(server, cookie, picture, {
      durationMs: 2_000,
      slices: 20,
      onStarted: () => (isUploading = true),
    });

    // Orders one after another from a few customers, until the signal.
    let isSignalled = false;
    let next = 0;
    const burst: { order: OrderToSend; outcome: Outcome }[] = [];
    const customer = async () => {
      while (!isSignalled) {
        const order = buildOrder(products, next++);
        burst.push({ order, outcome: await placeOrder(server, order) });
      }
    };
    const customers = Promise.all(Array.from({ length: 3 }, customer));

    // Orders whose body is half sent when the signal comes: surely in flight.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let heldCount = 0;
    const held = Array.from({ length: 5 }, () => {
      const order = buildOrder(products, next++);
      const onHeld = () => (heldCount += 1);
      return { order, outcome: placeOrder(server, order, { release: released, onHeld }) };
    });

    // The signal comes once orders were confirmed and the server holds the upload and the
    // five half-sent orders, their headers read: requests it accepted, which it must finish.
    const isInFlight = await waitUntil(
      async () =>
        isUploading &&
        heldCount === held.length &&
        burst.some(({ outcome }) => outcome.kind === "answered" && outcome.status === 201) &&
        hasReadEverythingSent(server.port),
      { timeoutMs: 10_000, intervalMs: 20 },
    );
    expect(isInFlight, "the upload and the held orders did not reach the server").toBe(true);
    // Each view of the shop's home counts its three links; counts are buffered for a second.
    const views = await Promise.all(
      // Four visitors: one visitor's repeated views of a page count once (decision 010).
      Array.from({ length: 4 }, (_, index) =>
        send(server.baseUrl, { path: "/demo", headers: { "User-Agent": `Pengunjung ${index}` } }),
      ),
    );

    isSignalled = true;
    const signalledAt = Date.now();
    server.kill("SIGTERM");
    // The rest of the held orders goes out only once the server is shutting down.
    expect(await hasLogged(server, "SIGTERM received")).toBe(true);
    release();

    const uploaded = await upload;
    const heldResults = await Promise.all(
      held.map(async ({ order, outcome }) => ({ order, outcome: await outcome })),
    );
    await customers;
    const exit = await waitForExit(server, SHUTDOWN_BOUND_MS);

    expect(exit && { code: exit.code, signal: exit.signal }).toEqual({ code: 0, signal: null });
    expect(exit!.at - signalledAt).toBeLessThan(SHUTDOWN_BOUND_MS);

    // The upload was still being sent at the signal and got its whole answer.
    expect(uploaded.endedAt).toBeGreaterThan(signalledAt);
    expect(describeOutcome(uploaded)).toMatch(/^200 \{"url":"/);
    expect(
      heldResults
        .filter(({ outcome }) => outcome.kind !== "answered" || outcome.status !== 201)
        .map(({ outcome }) => describeOutcome(outcome)),
    ).toEqual([]);
    // Connections made just before the signal may never have been accepted: those alone
    // may be dropped, and only before any answer.
    const cut = burst.filter(({ outcome }) => {
      if (outcome.kind === "answered") return outcome.status !== 201;
      const isLate =
        outcome.connectedAt === undefined || outcome.connectedAt > signalledAt - ACCEPT_MARGIN_MS;
      return !(isLate && (outcome.kind === "refused" || outcome.kind === "reset"));
    });
    expect(cut.map(({ outcome }) => describeOutcome(outcome))).toEqual([]);

    const confirmed = [...burst, ...heldResults].filter(
      ({ outcome }) => outcome.kind === "answered" && outcome.status === 201,
    );
    const stored = await readStoredOrders(server);
    const confirmedOrders = confirmed.map(({ order }) => order);
    expect(
      storedOrderProblems(stored, { confirmed: confirmedOrders, sent: confirmedOrders }),
    ).toEqual({ lost: [], defects: [], differences: [] });

    // The buffered view counts were written before the process ended.
    expect(
      views.filter((view) => view.kind !== "answered" || view.status !== 200).map(describeOutcome),
    ).toEqual([]);
    const handle = openServerDatabase(server);
    try {
      const links = await handle.db
        .selectFrom("links")
        .innerJoin("brands", "brands.id", "links.brand_id")
        .select(["links.views"])
        .where("brands.username", "=", DEMO_USERNAME)
        .execute();
      expect(links.map((link) => Number(link.views))).toEqual(links.map(() => views.length));
    } finally {
      await handle.close();
    }
  });

  it("turns /readyz to 503 at once while requests in flight finish", async () => {
    const server = await startGerai({
      env: { SHUTDOWN_TIMEOUT: String(SHUTDOWN_TIMEOUT_SECONDS) },
    });
    const products = await readDemoProducts(server);
    expect(describeOutcome(await send(server.baseUrl, { path: "/readyz" }))).toBe("200 ok");

    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let isHeld = false;
    const order = placeOrder(server, buildOrder(products, 0), {
      release: released,
      onHeld: () => (isHeld = true),
    });
    const isInFlight = await waitUntil(async () => isHeld && hasReadEverythingSent(server.port), {
      timeoutMs: 10_000,
      intervalMs: 20,
    });
    expect(isInFlight, "the held order did not reach the server").toBe(true);

    server.kill("SIGTERM");
    const signalledAt = Date.now();
    const probes: Outcome[] = [];
    const probing = (async () => {
      while (!server.hasExited() && probes.length < 50) {
        probes.push(await send(server.baseUrl, { path: "/readyz", timeoutMs: 2_000 }));
        await sleep(50); // the pace of the probes
      }
    })();
    // The order is held until probes made after the signal's grace were answered.
    const isProbed = await waitUntil(
      async () =>
        probes.filter((probe) => probe.startedAt >= signalledAt + SIGNAL_GRACE_MS).length >= 2,
      { timeoutMs: 10_000, intervalMs: 20 },
    );
    expect(isProbed, "no /readyz probe after the signal").toBe(true);
    release();
    const placed = await order;
    expect(await waitForExit(server, SHUTDOWN_BOUND_MS)).toMatchObject({ code: 0 });
    await probing;

    expect(describeOutcome(placed)).toMatch(/^201 /);
    // Once the process has had a moment to take the signal, it is never ready again: 503,
    // or no connection once the listener is closed …
    const afterSignal = probes.filter((probe) => probe.startedAt >= signalledAt + SIGNAL_GRACE_MS);
    const isNotReady = (probe: Outcome) =>
      probe.kind === "answered"
        ? probe.status === 503
        : probe.kind === "refused" || probe.kind === "reset";
    expect(afterSignal.filter((probe) => !isNotReady(probe)).map(describeOutcome)).toEqual([]);
    // … while the order in flight was still being finished.
    expect(afterSignal.filter((probe) => probe.endedAt < placed.endedAt).length).toBeGreaterThan(0);
  });
});
