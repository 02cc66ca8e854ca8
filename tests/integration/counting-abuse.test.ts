import crypto from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Logger } from "#server/logger";
import {
  createBrand,
  createLink,
  createProduct,
  createSeller,
  createStore,
} from "#server/seed/factories";
import { COUNTING_LIMITS, createCountLimiter } from "#server/services/count-limiter";
import { HISTORY_RETENTION_DAYS, pruneHistory } from "#server/services/history-prune";
import { createViewRecorder, type ViewRecorder } from "#server/services/view-recorder";
import * as visitsRoute from "#app/routes/api/visits";
import * as brandHomeRoute from "#app/routes/brand-home";
import * as storesRoute from "#app/routes/stores";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createDataRequester } from "./support/route-requests";

const silentLogger: Logger = { info() {}, warn() {}, error() {} };
const ANDROID = "Mozilla/5.0 (Linux; Android 10)";

describe.each(testDatabaseKinds)("counting views and clicks under abuse on %s", (kind) => {
  let t: TestDatabase;
  let brand: { id: string; username: string };
  let linkIds: string[];
  let storeId: string;
  // The limiter's clock only moves when a test moves it: no test depends on timing.
  const clock = { now: Date.parse("2026-11-22T03:00:00.000Z") };
  let views: ViewRecorder;
  let baseContext: ReturnType<typeof createTestContext>;
  let ipCounter = 0;
  const nextIp = () => `10.2.${++ipCounter >> 8}.${ipCounter & 255}`;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const { userId } = await createSeller(t.auth, {
      email: "hitung@example.com",
      password: "rahasia123",
      name: "Penjual",
    });
    brand = {
      id: (await createBrand(t.db, { userId, name: "Toko Ramai", username: "toko-ramai" })).id,
      username: "toko-ramai",
    };
    linkIds = [];
    // More links than one client's burst, twice over (a view and a click each).
    for (let index = 0; index < 70; index++) {
      const { id } = await createLink(t.db, brand.id, {
        title: `Tautan ${index}`,
        url: `https://contoh.id/${index}`,
      });
      linkIds.push(id);
    }
    storeId = (await createStore(t.db, brand.id, { name: "Toko", address: "Jl. A", phone: "0812" }))
      .id;
    baseContext = createTestContext(t);
    views = createViewRecorder(t.db, silentLogger, {
      flushMs: 60 * 60 * 1000,
      limiter: createCountLimiter(COUNTING_LIMITS, () => clock.now),
    });
  });
  afterAll(async () => {
    await views?.stop();
    await t?.destroy();
  });

  function contextFor(clientIp: string) {
    return { ...baseContext, views, clientIp };
  }

  async function sendCount(
    clientIp: string,
    fields: Record<string, string>,
    userAgent = ANDROID,
  ): Promise<number> {
    const request = new Request("http://localhost:3000/api/visits", {
      method: "POST",
      headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": userAgent },
      body: new URLSearchParams(fields).toString(),
    });
    const response = await visitsRoute.action({
      request,
      context: contextFor(clientIp),
      params: {},
    } as unknown as Parameters<typeof visitsRoute.action>[0]);
    return response.status;
  }

  async function countsOf(table: "links" | "stores", id: string) {
    return t.db
      .selectFrom(table)
      .select(["views", "clicks"])
      .where("id", "=", id)
      .executeTakeFirstOrThrow();
  }

  async function historyRows(table: "link_click_histories" | "link_view_histories") {
    const { count } = await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  it("a client hammering one link is answered every time and counted once", async () => {
    const ip = nextIp();
    const link = linkIds[0]!;
    const before = await historyRows("link_click_histories");
    const statuses = await Promise.all(
      Array.from({ length: 500 }, () => sendCount(ip, { kind: "link", event: "click", id: link })),
    );
    expect(new Set(statuses)).toEqual(new Set([204]));
    await views.flush();
    expect(await countsOf("links", link)).toEqual({ views: 0, clicks: 1 });
    expect((await historyRows("link_click_histories")) - before).toBe(1);

    // Once the repeat window has passed, the same client's click counts again.
    clock.now += COUNTING_LIMITS.repeatWindowMs;
    expect(await sendCount(ip, { kind: "link", event: "click", id: link })).toBe(204);
    await views.flush();
    expect((await countsOf("links", link)).clicks).toBe(2);
  });

  it("a client sweeping many items, under ever new user agents, writes no more than its allowance", async () => {
    const ip = nextIp();
    const totalBefore = await totalCounts();
    let request = 0;
    for (const id of linkIds) {
      for (const event of ["view", "click"]) {
        expect(await sendCount(ip, { kind: "link", event, id }, `Bot/${++request}`)).toBe(204);
      }
    }
    await views.flush();
    expect((await totalCounts()) - totalBefore).toBe(COUNTING_LIMITS.burst);

    // Another client is not held back by it.
    const other = nextIp();
    expect(await sendCount(other, { kind: "store", event: "click", id: storeId })).toBe(204);
    await views.flush();
    expect((await countsOf("stores", storeId)).clicks).toBe(1);
  });

  it("page renders count each link once per visitor within the repeat window", async () => {
    const ip = nextIp();
    const requester = createDataRequester(
      [{ id: "brand-home", path: ":username", module: brandHomeRoute }],
      contextFor(ip),
    );
    const link = linkIds[linkIds.length - 1]!;
    const before = await countsOf("links", link);
    for (let render = 0; render < 20; render++) {
      expect((await requester.load(`/${brand.username}`)).status).toBe(200);
    }
    await views.flush();
    expect(await countsOf("links", link)).toEqual({ ...before, views: before.views + 1 });

    // Another visitor is counted.
    const otherRequester = createDataRequester(
      [{ id: "brand-home", path: ":username", module: brandHomeRoute }],
      contextFor(nextIp()),
    );
    await otherRequester.load(`/${brand.username}`);
    await views.flush();
    expect((await countsOf("links", link)).views).toBe(before.views + 2);
  });

  it("store pages count views within the same limits", async () => {
    const requester = createDataRequester(
      [{ id: "brand-stores", path: ":username/stores", module: storesRoute }],
      contextFor(nextIp()),
    );
    const before = await countsOf("stores", storeId);
    for (let render = 0; render < 10; render++) {
      expect((await requester.load(`/${brand.username}/stores`)).status).toBe(200);
    }
    await views.flush();
    expect((await countsOf("stores", storeId)).views).toBe(before.views + 1);
  });

  it("refuses ids that cannot name an item, before any query, and counts nothing for them", async () => {
    const ip = nextIp();
    const totalBefore = await totalCounts();
    for (const id of ["", "abc", "' or 1=1 --", "x".repeat(100), linkIds[0]!.toUpperCase()]) {
      expect(await sendCount(ip, { kind: "link", event: "click", id })).toBe(400);
    }
    expect(await sendCount(ip, { kind: "link", event: "tap", id: linkIds[0]! })).toBe(400);
    expect(await sendCount(ip, { kind: "brand", event: "view", id: linkIds[0]! })).toBe(400);
    // A well-formed id that names nothing is answered like any other count, and dropped.
    expect(await sendCount(ip, { kind: "link", event: "click", id: crypto.randomUUID() })).toBe(
      204,
    );
    await views.flush();
    expect(await totalCounts()).toBe(totalBefore);
  });

  async function totalCounts() {
    const links = await t.db
      .selectFrom("links")
      .select(sql<number>`coalesce(sum(views + clicks), 0)`.as("total"))
      .executeTakeFirstOrThrow();
    const stores = await t.db
      .selectFrom("stores")
      .select(sql<number>`coalesce(sum(views + clicks), 0)`.as("total"))
      .executeTakeFirstOrThrow();
    return Number(links.total) + Number(stores.total);
  }
});

describe.each(testDatabaseKinds)("view and click history past its retention on %s", (kind) => {
  let t: TestDatabase;
  let link: string;
  let product: string;
  let store: string;
  const now = new Date("2026-06-01T00:00:00.000Z");
  const recent = new Date(now.getTime() - (HISTORY_RETENTION_DAYS - 1) * 86_400_000).toISOString();

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    const shops = [];
    for (const [username, timeZone] of [
      ["toko-barat", "Asia/Jakarta"],
      ["toko-timur", "Asia/Jayapura"],
    ] as const) {
      const { userId } = await createSeller(t.auth, {
        email: `${username}@example.com`,
        password: "rahasia123",
        name: "Penjual",
      });
      const { id } = await createBrand(t.db, { userId, name: username, username });
      await t.db.updateTable("brands").set({ time_zone: timeZone }).where("id", "=", id).execute();
      shops.push(id);
    }
    link = (await createLink(t.db, shops[0]!, { title: "IG", url: "https://instagram.com/x" })).id;
    store = (await createStore(t.db, shops[0]!, { name: "Toko", address: "Jl. A", phone: "0812" }))
      .id;
    product = (await createProduct(t.db, shops[1]!, { name: "Papeda", price: 20000 })).id;
    await t.db.updateTable("links").set({ views: 40, clicks: 7 }).execute();
  });
  afterAll(async () => {
    await t?.destroy();
  });

  async function addHistory(
    table: "link_view_histories" | "link_click_histories",
    createdAt: string,
    times = 1,
  ) {
    const ipColumn = table === "link_view_histories" ? "viewer_ip" : "visitor_ip";
    const rows = Array.from({ length: times }, () => ({
      id: crypto.randomUUID(),
      link_id: link,
      [ipColumn]: null,
      user_agent: ANDROID,
      referrer: null,
      created_at: createdAt,
    }));
    for (let start = 0; start < rows.length; start += 100) {
      await t.db
        .insertInto(table)
        .values(rows.slice(start, start + 100) as never)
        .execute();
    }
  }

  async function historyCount(
    table:
      | "link_view_histories"
      | "link_click_histories"
      | "product_view_histories"
      | "store_click_histories",
  ) {
    const { count } = await t.db
      .selectFrom(table)
      .select(sql<number>`count(*)`.as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  }

  async function linkDays() {
    return t.db
      .selectFrom("link_daily_counts")
      .select(["day", "views", "clicks"])
      .where("link_id", "=", link)
      .orderBy("day")
      .execute();
  }

  it("deletes history past its retention, keeps recent rows, the counters and the daily counts", async () => {
    await t.db
      .insertInto("link_daily_counts")
      .values({ link_id: link, day: "2026-01-01", views: 3, clicks: 3 })
      .execute();
    await addHistory("link_view_histories", "2026-01-01T16:59:59.000Z", 2);
    await addHistory("link_view_histories", "2026-01-01T17:00:00.000Z");
    await addHistory("link_click_histories", "2026-01-01T10:00:00.000Z", 3);
    await addHistory("link_view_histories", recent);
    await t.db
      .insertInto("product_view_histories")
      .values({
        id: crypto.randomUUID(),
        product_id: product,
        viewer_ip: null,
        user_agent: null,
        referrer: null,
        created_at: "2026-01-01T15:30:00.000Z",
      })
      .execute();
    await t.db
      .insertInto("store_click_histories")
      .values({
        id: crypto.randomUUID(),
        store_id: store,
        visitor_ip: null,
        user_agent: null,
        referrer: null,
        created_at: recent,
      })
      .execute();

    expect(await pruneHistory(t.db, now)).toBe(7);

    expect(await linkDays()).toEqual([{ day: "2026-01-01", views: 3, clicks: 3 }]);
    expect(await historyCount("link_view_histories")).toBe(1);
    expect(await historyCount("link_click_histories")).toBe(0);
    expect(await historyCount("product_view_histories")).toBe(0);
    expect(await historyCount("store_click_histories")).toBe(1);
    expect(
      await t.db
        .selectFrom("links")
        .select(["views", "clicks"])
        .where("id", "=", link)
        .executeTakeFirstOrThrow(),
    ).toEqual({ views: 40, clicks: 7 });

    // A second run finds nothing more to do.
    expect(await pruneHistory(t.db, now)).toBe(0);
  });

  it("deletes a backlog over many batches, each row once, with runs at once", async () => {
    await addHistory("link_view_histories", "2026-01-01T05:00:00.000Z", 2_600);
    await addHistory("link_click_histories", "2026-01-01T06:00:00.000Z", 2_100);
    const deleted = await Promise.all([pruneHistory(t.db, now), pruneHistory(t.db, now)]);
    expect(deleted[0] + deleted[1]).toBe(4_700);
    expect(await historyCount("link_view_histories")).toBe(1);
    expect(await historyCount("link_click_histories")).toBe(0);
  });

  it("the daily counts go with their item", async () => {
    await t.db.deleteFrom("links").where("id", "=", link).execute();
    expect(await linkDays()).toEqual([]);
  });
});
