import { onTestFinished } from "vitest";
import { send, sleep, type Outcome } from "./http";
import { buildOrder, placeOrder, type DemoProducts } from "./orders";
import type { GeraiServer } from "./server";

// A light, steady stream of customers: one order and one view of the shop at a time,
// a short pause, again, until stopped or the test ends. Every outcome is kept with its timing.

export type LoadResult = { kind: "order" | "page"; outcome: Outcome };

export function startSteadyLoad(
  server: GeraiServer,
  products: DemoProducts,
  { firstOrder = 1_000, pauseMs = 100 }: { firstOrder?: number; pauseMs?: number } = {},
) {
  const results: LoadResult[] = [];
  let isStopped = false;
  let next = firstOrder;
  const running = (async () => {
    while (!isStopped) {
      const [order, page] = await Promise.all([
        placeOrder(server, buildOrder(products, next++), { timeoutMs: 5_000 }),
        send(server.baseUrl, { path: "/demo", timeoutMs: 5_000 }),
      ]);
      results.push({ kind: "order", outcome: order }, { kind: "page", outcome: page });
      await sleep(pauseMs);
    }
  })();
  const stop = async (): Promise<LoadResult[]> => {
    isStopped = true;
    await running;
    return results;
  };
  // Before the server is stopped, whichever way the test ends.
  onTestFinished(async () => void (await stop()));
  return { results, stop };
}
