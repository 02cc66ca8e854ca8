import path from "node:path";
import SQLite from "better-sqlite3";
import { describe, expect, it } from "vitest";
import { describeOutcome, send } from "./support/http";
import { buildOrder, placeOrder, readDemoProducts } from "./support/orders";
import { startGerai } from "./support/server";

// Another process holds SQLite's write lock (a script, a long backup) for longer than the
// server waits for it (busy_timeout, 5 s): orders cannot be written. The customer is told to
// try again shortly, pages that only read keep working, and once the lock is gone orders go
// through again by themselves.

// The checkout keeps the spec's text for a failed order; the 503 tells it to retry.
const ORDER_FAILED = JSON.stringify({
  error: "Terjadi kesalahan saat membuat pesanan. Silakan coba lagi.",
});

describe("SQLite locked by another process", () => {
  it("answers orders 503 while the write lock is held, and 201 once it is released", async () => {
    const server = await startGerai();
    const products = await readDemoProducts(server);

    const other = new SQLite(path.join(server.dataDir, "gerai.db"));
    const whileLocked = async () => {
      other.exec("begin immediate");
      try {
        const refused = await placeOrder(server, buildOrder(products, 0), { timeoutMs: 15_000 });
        const page = await send(server.baseUrl, { path: "/demo", timeoutMs: 15_000 });
        return { refused, page };
      } finally {
        other.exec("rollback");
        other.close();
      }
    };
    const { refused, page } = await whileLocked();

    expect(refused.kind === "answered" && refused.headers["retry-after"]).toBeTruthy();
    expect(describeOutcome(refused)).toBe(`503 ${ORDER_FAILED}`);
    expect(describeOutcome(page)).toMatch(/^200 /);
    expect(describeOutcome(await placeOrder(server, buildOrder(products, 1)))).toMatch(/^201 /);
  });
});
