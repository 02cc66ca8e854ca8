import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHECKOUT_INVALID_ERROR } from "#domain/checkout-messages";
import type { PlacedOrder } from "#domain/checkout-request";
import { createHttpApp } from "#server/http";
import { createNodeServer } from "#server/node-server";
import { createBrand, createProduct, createSeller } from "#server/seed/factories";
import * as rootRoute from "#app/root";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createTestBuild } from "./support/route-requests";

// Orders sent to the whole HTTP stack on a real port. The server answers the orders path
// itself, before the page router: the build here mounts no route for it, so without that an
// order would be answered 404. The answer still gets every header the stack gives an action.

const FORM = {
  deliveryDay: "tomorrow",
  deliveryTime: "10:00",
  customerName: "Budi Santoso",
  customerPhone: "0812-3456-7890",
  deliveryMethod: "Ambil di Toko",
  note: "",
  referralCode: "",
};

describe.each(testDatabaseKinds)("the orders path through the HTTP server on %s", (kind) => {
  let t: TestDatabase;
  let origin: string;
  let appOrigin: string;
  let stop: () => Promise<unknown>;
  let productId: string;
  let brandId: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const context = createTestContext(t);
    appOrigin = new URL(context.config.appUrl).origin;
    const { userId } = await createSeller(t.auth, {
      email: "endpoint@example.com",
      password: "rahasia123",
      name: "Sari",
    });
    brandId = (
      await createBrand(t.db, {
        userId,
        name: "Kopi Senja",
        username: "kopi-senja",
        phoneNumber: "6281200001111",
      })
    ).id;
    productId = (await createProduct(t.db, brandId, { name: "Roti Bakar", price: 15000 })).id;
    const app = createHttpApp({
      ...context,
      build: createTestBuild([], rootRoute),
      clientDir: undefined,
      mediaDir: undefined,
    });
    const listener = getRequestListener(app.fetch);
    const server = createNodeServer((req, res) => void listener(req, res));
    origin = `http://127.0.0.1:${await server.listen(0)}`;
    stop = () => server.drain(1_000);
  });

  afterAll(async () => {
    await stop();
    await t?.destroy();
  });

  const send = (body: string, headers: Record<string, string> = {}) =>
    fetch(`${origin}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: appOrigin, ...headers },
      body,
    });

  const storedOrders = async () =>
    (
      await t.db
        .selectFrom("orders")
        .select("order_number")
        .where("brand_id", "=", brandId)
        .execute()
    ).map((row) => row.order_number);

  it("places the order and answers it privately, with the stack's headers", async () => {
    const answer = await send(
      JSON.stringify({
        username: "kopi-senja",
        form: FORM,
        items: [{ productId, quantity: 2, customizations: {}, notes: "", seenPrice: 15000 }],
      }),
    );
    expect(answer.status).toBe(201);
    const placed = (await answer.json()) as PlacedOrder;
    expect(placed.total).toBe(30000);
    expect(placed.whatsappUrl).toMatch(/^https:\/\/wa\.me\/6281200001111\?text=/);
    expect(await storedOrders()).toEqual([placed.orderNumber]);
    expect(answer.headers.get("content-type")).toBe("application/json");
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    expect(answer.headers.get("x-robots-tag")).toBe("noindex");
    expect(answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(answer.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses a body whose declared length passes the limit, and stores nothing", async () => {
    const before = await storedOrders();
    const answer = await send(" ".repeat(300 * 1024));
    expect(answer.status).toBe(413);
    expect(await storedOrders()).toEqual(before);
  });

  // Sent in chunks, with no length declared, the body goes through the body limit's reader.
  const sendChunked = (parts: readonly Uint8Array[]) =>
    fetch(`${origin}/api/orders`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: appOrigin },
      body: new ReadableStream({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);

  it("places an order sent in chunks, its name's letters split between them", async () => {
    const body = new TextEncoder().encode(
      JSON.stringify({
        username: "kopi-senja",
        form: { ...FORM, customerName: "Ñoman Śari" },
        items: [{ productId, quantity: 1, customizations: {}, notes: "", seenPrice: 15000 }],
      }),
    );
    // Cut inside the two bytes of 'Ñ'.
    const cut = body.indexOf(0xc3) + 1;
    const answer = await sendChunked([body.slice(0, cut), body.slice(cut)]);
    expect(answer.status).toBe(201);
    const placed = (await answer.json()) as PlacedOrder;
    const stored = await t.db
      .selectFrom("orders")
      .select("customer_name")
      .where("order_number", "=", placed.orderNumber)
      .executeTakeFirstOrThrow();
    expect(stored.customer_name).toBe("Ñoman Śari");
  });

  it("refuses a chunked body past the limit, and stores nothing", async () => {
    const before = await storedOrders();
    const answer = await sendChunked([
      new Uint8Array(200 * 1024).fill(32),
      new Uint8Array(100 * 1024).fill(32),
    ]);
    expect(answer.status).toBe(413);
    expect(await storedOrders()).toEqual(before);
  });

  it("refuses a body that is no JSON with the checkout's message", async () => {
    const before = await storedOrders();
    const answer = await send("{");
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ error: CHECKOUT_INVALID_ERROR });
    expect(await storedOrders()).toEqual(before);
  });

  // Another site's page can post text without asking first (a JSON post would need CORS,
  // which is never granted): that is what the origin check refuses.
  it("refuses an order another site's page sends, and stores nothing", async () => {
    const before = await storedOrders();
    const answer = await send(
      JSON.stringify({
        username: "kopi-senja",
        form: FORM,
        items: [{ productId, quantity: 1, customizations: {}, notes: "", seenPrice: 15000 }],
      }),
      { Origin: "https://elsewhere.example", "Content-Type": "text/plain" },
    );
    expect(answer.status).toBe(403);
    expect(await storedOrders()).toEqual(before);
  });
});
