import crypto from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createBrand,
  createLink,
  createProduct,
  createSeller,
  createStore,
} from "#server/seed/factories";
import type { Logger } from "#server/logger";
import type { Visitor } from "#server/services/counting";
import { createViewRecorder, MAX_PENDING_COUNTS } from "#server/services/view-recorder";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

const silentLogger: Logger = { info() {}, warn() {}, error() {} };

describe.each(testDatabaseKinds)("view and click counters on %s", (kind) => {
  let t: TestDatabase;
  let ids: { product: string; link: string; store: string };
  const meta = { userAgent: "Mozilla/5.0 (Linux; Android 10)", referrer: "https://wa.me/" };
  let visitors = 0;
  /** A visitor of its own: one visitor's repeats are counted once (counting-abuse.test.ts). */
  const nextVisitor = (): Visitor => ({
    ...meta,
    clientIp: `10.1.${++visitors >> 8}.${visitors & 255}`,
  });

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const { userId } = await createSeller(t.auth, {
      email: "c@example.com",
      password: "rahasia123",
      name: "C",
    });
    const brand = await createBrand(t.db, { userId, name: "Hitung", username: "hitung" });
    ids = {
      product: (await createProduct(t.db, brand.id, { name: "Kopi", price: 1000 })).id,
      link: (await createLink(t.db, brand.id, { title: "IG", url: "https://instagram.com/x" })).id,
      store: (await createStore(t.db, brand.id, { name: "Toko", address: "Jl. A", phone: "0812" }))
        .id,
    };
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it("200 views of one product by 200 visitors end with exactly +200 and 200 history rows", async () => {
    const recorder = createViewRecorder(t.db, silentLogger, { flushMs: 60 * 60 * 1000 });
    for (let i = 0; i < 200; i++) recorder.record("product", "view", [ids.product], nextVisitor());
    await recorder.stop();
    const product = await t.db
      .selectFrom("products")
      .select(["views", "clicks"])
      .where("id", "=", ids.product)
      .executeTakeFirstOrThrow();
    expect(product).toEqual({ views: 200, clicks: 0 });
    const history = await t.db
      .selectFrom("product_view_histories")
      .select(sql<number>`count(*)`.as("count"))
      .where("product_id", "=", ids.product)
      .executeTakeFirstOrThrow();
    expect(Number(history.count)).toBe(200);
  });

  it("records clicks of links and stores with the visitor's user agent and referrer, IP left null", async () => {
    const recorder = createViewRecorder(t.db, silentLogger, { flushMs: 60 * 60 * 1000 });
    const visitor = nextVisitor();
    recorder.record("link", "click", [ids.link], visitor);
    recorder.record("store", "click", [ids.store], visitor);
    await recorder.stop();
    const link = await t.db
      .selectFrom("links")
      .select(["clicks", "views"])
      .where("id", "=", ids.link)
      .executeTakeFirstOrThrow();
    expect(link).toEqual({ clicks: 1, views: 0 });
    const row = await t.db
      .selectFrom("link_click_histories")
      .selectAll()
      .where("link_id", "=", ids.link)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      visitor_ip: null,
      user_agent: meta.userAgent,
      referrer: meta.referrer,
    });
    const store = await t.db
      .selectFrom("stores")
      .select("clicks")
      .where("id", "=", ids.store)
      .executeTakeFirstOrThrow();
    expect(store.clicks).toBe(1);
  });

  it("buffered page views land as one atomic batch: +200 and 200 history rows", async () => {
    const recorder = createViewRecorder(t.db, silentLogger, { flushMs: 60 * 60 * 1000 });
    const before = await t.db
      .selectFrom("links")
      .select("views")
      .where("id", "=", ids.link)
      .executeTakeFirstOrThrow();
    for (let i = 0; i < 200; i++) {
      recorder.record("link", "view", [ids.link, crypto.randomUUID()], nextVisitor());
    }
    await recorder.stop();
    const after = await t.db
      .selectFrom("links")
      .select("views")
      .where("id", "=", ids.link)
      .executeTakeFirstOrThrow();
    expect(after.views).toBe(before.views + 200);
    const history = await t.db
      .selectFrom("link_view_histories")
      .select(sql<number>`count(*)`.as("count"))
      .where("link_id", "=", ids.link)
      .executeTakeFirstOrThrow();
    expect(Number(history.count)).toBe(200);
  });

  it("holds a bounded number of counts between writes and drops the rest", async () => {
    const everyCount = { allow: () => true };
    const recorder = createViewRecorder(t.db, silentLogger, {
      flushMs: 60 * 60 * 1000,
      limiter: everyCount,
    });
    const before = await t.db
      .selectFrom("stores")
      .select("views")
      .where("id", "=", ids.store)
      .executeTakeFirstOrThrow();
    const visitor = nextVisitor();
    for (let i = 0; i < MAX_PENDING_COUNTS + 500; i++) {
      recorder.record("store", "view", [ids.store], visitor);
    }
    await recorder.stop();
    const after = await t.db
      .selectFrom("stores")
      .select("views")
      .where("id", "=", ids.store)
      .executeTakeFirstOrThrow();
    expect(after.views).toBe(before.views + MAX_PENDING_COUNTS);
  });

  it("writes nothing for an unknown id", async () => {
    const recorder = createViewRecorder(t.db, silentLogger, { flushMs: 60 * 60 * 1000 });
    recorder.record("product", "click", [crypto.randomUUID()], nextVisitor());
    await recorder.stop();
    const history = await t.db
      .selectFrom("product_click_histories")
      .select(sql<number>`count(*)`.as("count"))
      .executeTakeFirstOrThrow();
    expect(Number(history.count)).toBe(0);
  });
});
