import crypto from "node:crypto";
import { createRequestHandler } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import type { OrderAlerts } from "#domain/order-alerts";
import type { AppContext } from "#server/context";
import { createDatabase } from "#server/db/database";
import {
  createBrand,
  createOrderRecord,
  createProduct,
  createSeller,
} from "#server/seed/factories";
import * as ordersApi from "#app/routes/api/orders";
import * as orderAlertsRoute from "#app/routes/admin/order-alerts";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { withAdminClient } from "./support/postgres-admin";
import { createTestBuild } from "./support/route-requests";
import { createTestAuth } from "./support/test-auth";

// The open admin polls GET /admin/order-alerts?since=<cursor> for the seller's new orders.
// Through the route as the browser calls it: the first call only gives the cursor, later
// calls exactly the orders created after it, never another seller's, nothing signed out.
// The database is the shared truth: an order placed through one server instance is seen by
// the admin polling another.

const ORIGIN = "http://localhost:3000";

/** One server instance: the order endpoint and the alert route on its own context. */
function createInstance(context: AppContext) {
  const handle = createRequestHandler(
    createTestBuild([
      { id: "api-orders", parentId: "root", path: "api/orders", module: ordersApi },
      {
        id: "admin-order-alerts",
        parentId: "root",
        path: "admin/order-alerts",
        module: orderAlertsRoute,
      },
    ]),
    "production",
  );
  return {
    async alerts(since: string | null, cookie?: string) {
      const url = new URL("/admin/order-alerts", ORIGIN);
      if (since !== null) url.searchParams.set("since", since);
      const response = await handle(
        new Request(url, { headers: cookie ? { Cookie: cookie } : {} }),
        context,
      );
      const isJson = response.headers.get("Content-Type")?.includes("application/json");
      return {
        status: response.status,
        location: response.headers.get("Location"),
        cacheControl: response.headers.get("Cache-Control"),
        body: isJson ? ((await response.json()) as OrderAlerts) : undefined,
      };
    },
    async placeOrder(username: string, productId: string, customerName: string) {
      const response = await handle(
        new Request(new URL("/api/orders", ORIGIN), {
          method: "POST",
          headers: { "Content-Type": "application/json", Origin: ORIGIN },
          body: JSON.stringify({
            username,
            form: {
              deliveryDay: "tomorrow",
              deliveryTime: "10:00",
              customerName,
              customerPhone: "0812 3456 7890",
              deliveryMethod: "Diantar",
              note: "",
              referralCode: "",
            },
            items: [{ productId, quantity: 2, customizations: {}, notes: "", seenPrice: 15000 }],
          }),
        }),
        context,
      );
      expect(response.status).toBe(201);
      return ((await response.json()) as { orderNumber: string }).orderNumber;
    },
  };
}

async function signIn(auth: TestDatabase["auth"], email: string): Promise<string> {
  const response = await auth.api.signInEmail({
    body: { email, password: "rahasia123" },
    asResponse: true,
  });
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");
}

/** A verified seller whose shop delivers, with one product; answers what the tests use. */
async function createSellerShop(t: TestDatabase, name: string) {
  const email = `${name}@example.com`;
  const { userId } = await createSeller(t.auth, {
    email,
    password: "rahasia123",
    name,
    emailVerified: true,
  });
  const brand = await createBrand(t.db, {
    userId,
    name,
    username: name,
    phoneNumber: "6281200001111",
    isDeliveryByStoreEnabled: true,
  });
  const product = await createProduct(t.db, brand.id, { name: "Roti Bakar", price: 15000 });
  return { email, brandId: brand.id, username: name, productId: product.id };
}

let orderCount = 0;

function orderAt(brandId: string, createdAt: string, customerName = "Budi") {
  return {
    brandId,
    orderNumber: `ORD5${String(++orderCount).padStart(7, "0")}`,
    customerName,
    customerPhone: "6281234567890",
    createdAt,
    items: [{ productId: null, productName: "Roti Bakar", quantity: 1, unitPrice: 15000 }],
  };
}

describe.each(testDatabaseKinds)("new-order alerts on %s", (kind) => {
  let t: TestDatabase;
  let instance: ReturnType<typeof createInstance>;
  let sari: Awaited<ReturnType<typeof createSellerShop>>;
  let tono: Awaited<ReturnType<typeof createSellerShop>>;
  let sariCookie: string;
  let tonoCookie: string;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    instance = createInstance({ ...createTestContext(t), clientIp: "10.7.0.1" });
    sari = await createSellerShop(t, "sari");
    tono = await createSellerShop(t, "tono");
    sariCookie = await signIn(t.auth, sari.email);
    tonoCookie = await signIn(t.auth, tono.email);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("answers the first call with a cursor only, then exactly the orders after it", async () => {
    await createOrderRecord(t.db, orderAt(sari.brandId, "2026-11-24T01:00:00.000Z"));

    const first = await instance.alerts(null, sariCookie);
    expect(first.status).toBe(200);
    expect(first.cacheControl).toBe("no-store");
    expect(first.body).toMatchObject({ orders: [], count: 0 });

    // Nothing new yet: the same cursor back, nothing to alert.
    const quiet = await instance.alerts(first.body!.cursor, sariCookie);
    expect(quiet.body).toEqual({ cursor: first.body!.cursor, orders: [], count: 0 });

    const orderNumber = await instance.placeOrder(sari.username, sari.productId, "Budi Santoso");
    const next = await instance.alerts(first.body!.cursor, sariCookie);
    expect(next.body?.count).toBe(1);
    expect(next.body?.orders).toEqual([
      { orderNumber, customerName: "Budi Santoso", total: 30000, createdAt: expect.any(String) },
    ]);

    // Seen once: from the new cursor on, it is not new any more.
    const after = await instance.alerts(next.body!.cursor, sariCookie);
    expect(after.body).toEqual({ cursor: next.body!.cursor, orders: [], count: 0 });
  });

  it("tells orders created in the same millisecond apart, newest first", async () => {
    const start = (await instance.alerts(null, sariCookie)).body!.cursor;
    const at = "2099-01-01T00:00:00.000Z";
    const a = await createOrderRecord(t.db, orderAt(sari.brandId, at, "Ani"));
    const b = await createOrderRecord(t.db, orderAt(sari.brandId, at, "Bayu"));
    const later = await createOrderRecord(
      t.db,
      orderAt(sari.brandId, "2099-01-01T00:00:00.001Z", "Citra"),
    );

    const both = await instance.alerts(start, sariCookie);
    expect(both.body?.count).toBe(3);
    const [firstOfSame, secondOfSame] = [a, b].sort((x, y) => (x.id < y.id ? -1 : 1));
    expect(both.body?.orders.map((order) => order.orderNumber)).toEqual([
      later.orderNumber,
      secondOfSame!.orderNumber,
      firstOfSame!.orderNumber,
    ]);

    // A cursor between the two of the same millisecond finds only the rest.
    const between = `${at}~${firstOfSame!.id}`;
    const rest = await instance.alerts(between, sariCookie);
    expect(rest.body?.orders.map((order) => order.orderNumber)).toEqual([
      later.orderNumber,
      secondOfSame!.orderNumber,
    ]);
  });

  it("counts every new order but lists only the newest ten", async () => {
    const start = (await instance.alerts(null, sariCookie)).body!.cursor;
    const numbers: string[] = [];
    for (let i = 0; i < 12; i++) {
      const minute = String(i).padStart(2, "0");
      const order = await createOrderRecord(
        t.db,
        orderAt(sari.brandId, `2099-02-01T00:${minute}:00.000Z`),
      );
      numbers.push(order.orderNumber);
    }
    const answer = await instance.alerts(start, sariCookie);
    expect(answer.body?.count).toBe(12);
    expect(answer.body?.orders.map((order) => order.orderNumber)).toEqual(
      numbers.slice(2).reverse(),
    );
    // The cursor is the newest: nothing is new after it.
    expect((await instance.alerts(answer.body!.cursor, sariCookie)).body?.count).toBe(0);
  });

  it("never shows a seller another seller's orders", async () => {
    const sariStart = (await instance.alerts(null, sariCookie)).body!.cursor;
    const tonoStart = (await instance.alerts(null, tonoCookie)).body!.cursor;
    const tonoOrder = await instance.placeOrder(tono.username, tono.productId, "Dewi");

    expect((await instance.alerts(sariStart, sariCookie)).body).toMatchObject({
      orders: [],
      count: 0,
    });
    const tonos = await instance.alerts(tonoStart, tonoCookie);
    expect(tonos.body?.orders.map((order) => order.orderNumber)).toEqual([tonoOrder]);
    // Tono's cursor does not open Tono's orders to Sari: the brand comes from the session.
    const withTonosCursor = await instance.alerts(tonoStart, sariCookie);
    expect(withTonosCursor.body?.count).toBeGreaterThan(0);
    expect(withTonosCursor.body?.orders.map((order) => order.orderNumber)).not.toContain(tonoOrder);
  });

  it("starts a shop without orders before its first order", async () => {
    const rini = await createSellerShop(t, "rini");
    const cookie = await signIn(t.auth, rini.email);
    const start = await instance.alerts(null, cookie);
    expect(start.body).toMatchObject({ orders: [], count: 0 });
    const orderNumber = await instance.placeOrder(rini.username, rini.productId, "Eko");
    const next = await instance.alerts(start.body!.cursor, cookie);
    expect(next.body?.orders.map((order) => order.orderNumber)).toEqual([orderNumber]);
  });

  it("takes a cursor that is not one as a first call", async () => {
    for (const since of ["", "kemarin", "2026-11-24T01:00:00.000Z~x' or 1=1 --"]) {
      const answer = await instance.alerts(since, sariCookie);
      expect(answer.status, since).toBe(200);
      expect(answer.body, since).toMatchObject({ orders: [], count: 0 });
    }
  });

  it("answers a signed-out request with the way to the login and no orders", async () => {
    const start = (await instance.alerts(null, sariCookie)).body!.cursor;
    await instance.placeOrder(sari.username, sari.productId, "Fajar");
    const signedOut = await instance.alerts(null);
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe("/auth");
    expect(signedOut.body).toBeUndefined();
    const withCursor = await instance.alerts(start, "better-auth.session_token=forged");
    expect(withCursor.status).toBe(302);
    expect(withCursor.body).toBeUndefined();
  });
});

describe.runIf(testDatabaseKinds.includes("postgres"))(
  "new-order alerts across two server instances on one PostgreSQL database",
  () => {
    const name = `gerai_test_${crypto.randomBytes(6).toString("hex")}`;
    const handles: ReturnType<typeof createDatabase>[] = [];

    /** A connection pool and auth of its own on the shared database, as another process has. */
    function openInstance(): TestDatabase {
      const url = new URL(process.env.TEST_DATABASE_URL!);
      url.pathname = `/${name}`;
      const handle = createDatabase({ kind: "postgres", url: url.toString() });
      handles.push(handle);
      return { ...handle, auth: createTestAuth(handle), destroy: () => handle.close() };
    }

    beforeAll(async () => {
      const template = inject("postgresTemplate");
      await withAdminClient((client) =>
        client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`),
      );
    });
    afterAll(async () => {
      for (const handle of handles) await handle.close();
      await withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name}`));
    });

    it("shows the seller polling one instance an order placed through the other", async () => {
      const one = openInstance();
      const two = openInstance();
      const shop = await createSellerShop(one, "sari");
      const checkout = createInstance({ ...createTestContext(one), clientIp: "10.7.1.1" });
      const admin = createInstance({ ...createTestContext(two), clientIp: "10.7.1.2" });
      // Signed in through the first instance; the session lives in the shared database.
      const cookie = await signIn(one.auth, shop.email);

      const start = await admin.alerts(null, cookie);
      expect(start.body).toMatchObject({ orders: [], count: 0 });
      const orderNumber = await checkout.placeOrder(shop.username, shop.productId, "Budi");

      const seen = await admin.alerts(start.body!.cursor, cookie);
      expect(seen.body?.count).toBe(1);
      expect(seen.body?.orders[0]).toMatchObject({ orderNumber, customerName: "Budi" });
    });
  },
);
