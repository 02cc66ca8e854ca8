import { describe, expect, it } from "vitest";
import { testDatabaseKinds } from "../integration/support/databases";
import { describeOutcome, type Outcome } from "./support/http";
import {
  buildOrder,
  storedOrderProblems,
  placeOrder,
  readDemoProducts,
  readStoredOrders,
  type OrderToSend,
} from "./support/orders";
import { createOwnDatabase } from "./support/postgres";
import { startGerai } from "./support/server";

// An order the customer saw confirmed is a promise to the seller: a process killed
// without warning (OOM killer, power cut, kill -9) must not lose it or leave half of it.

const CLIENTS = 8;
const CONFIRMED_BEFORE_KILL = 25;
/** Enough for the kill to come; a bound should orders never be confirmed. */
const MAX_ORDERS = 500;

describe.each(testDatabaseKinds)("kill -9 during a burst of orders on %s", (kind) => {
  it("keeps every confirmed order, whole, across a restart", async () => {
    const database = kind === "postgres" ? await createOwnDatabase() : undefined;
    const server = await startGerai({ databaseUrl: database?.url });
    const products = await readDemoProducts(server);

    const results: { order: OrderToSend; outcome: Outcome }[] = [];
    let next = 0;
    let confirmed = 0;
    let isKilled = false;
    const client = async () => {
      while (!isKilled && next < MAX_ORDERS) {
        const order = buildOrder(products, next++);
        const outcome = await placeOrder(server, order, { timeoutMs: 10_000 });
        results.push({ order, outcome });
        if (outcome.kind === "answered" && outcome.status === 201) confirmed += 1;
        if (confirmed >= CONFIRMED_BEFORE_KILL && !isKilled) {
          isKilled = true;
          server.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, client));
    expect(confirmed, `confirmed of ${next} orders sent`).toBeGreaterThanOrEqual(
      CONFIRMED_BEFORE_KILL,
    );
    expect((await server.exited).signal).toBe("SIGKILL");

    const answered = results.flatMap(({ order, outcome }) =>
      outcome.kind === "answered" ? [{ order, outcome }] : [],
    );
    const unanswered = results.filter(({ outcome }) => outcome.kind !== "answered");
    expect(
      answered
        .filter(({ outcome }) => outcome.status !== 201)
        .map(({ outcome }) => describeOutcome(outcome)),
    ).toEqual([]);
    // The kill came while orders were on their way, or this proved nothing.
    expect(unanswered.length).toBeGreaterThan(0);

    const restarted = await server.restart();
    const stored = await readStoredOrders(restarted);
    const storedByName = new Map(stored.map((order) => [order.customerName, order]));

    expect(
      answered
        .filter(({ outcome, order }) => {
          const placed = JSON.parse(outcome.body) as { orderNumber: string };
          return storedByName.get(order.customerName)?.orderNumber !== placed.orderNumber;
        })
        .map(({ order }) => order.customerName),
    ).toEqual([]);
    // Whole or absent, confirmed or not: the seed's orders and every one sent here.
    expect(
      storedOrderProblems(stored, {
        confirmed: answered.map(({ order }) => order),
        sent: results.map(({ order }) => order),
      }),
    ).toEqual({ lost: [], defects: [], differences: [] });

    const after = await placeOrder(restarted, buildOrder(products, next++));
    expect(describeOutcome(after)).toMatch(/^201 /);
  });
});
