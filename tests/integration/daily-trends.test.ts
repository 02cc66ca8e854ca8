import crypto from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopTimeZoneOf, type ShopTimeZone, calendarDayIn } from "#domain/shop-time";
import type { BrandOwner } from "#server/auth/guards";
import type { Logger } from "#server/logger";
import {
  createBrand,
  createLink,
  createProduct,
  createSeller,
  createStore,
} from "#server/seed/factories";
import { cancelOrder, updateOrderStatus } from "#server/services/admin-orders";
import { createCountLimiter } from "#server/services/count-limiter";
import { createOrder } from "#server/services/orders";
import { getShopTrends } from "#server/services/trends";
import { createViewRecorder } from "#server/services/view-recorder";
import type { ItemKind, ShopEvent } from "#domain/counted-events";
import { action as visitsAction } from "#app/routes/api/visits";
import { createTestContext } from "./support/app-context";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";
import { createUnmigratedDatabase } from "./support/unmigrated-database";

// The daily roll-ups the trends read (decision 025) always equal what they sum: the
// recorder's history rows per item and day in the shop's zone, the shop's own counts, and
// the orders with their statuses, on each database.

const silentLogger: Logger = { info() {}, warn() {}, error() {} };
const everyCount = createCountLimiter({
  repeatWindowMs: 0,
  perMinute: 1e9,
  burst: 1e9,
  maxEntries: 1e6,
});
const VISITOR = {
  clientIp: "10.9.0.1",
  userAgent: "Mozilla/5.0 (Linux; Android 10)",
  referrer: null,
};

/** A repeatable sequence in [0, 1), so a failure can be replayed. */
function randomFrom(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let x = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const SHOP_COLUMNS: Record<ShopEvent, string[]> = {
  page: ["page_views"],
  visit: ["visits", "page_views"],
  product: ["visits_with_product"],
  cart: ["visits_with_cart"],
  checkout: ["visits_with_checkout"],
};

type Shop = {
  owner: BrandOwner;
  username: string;
  timeZone: ShopTimeZone;
  links: string[];
  products: string[];
  stores: string[];
};

describe.each(testDatabaseKinds)("daily roll-ups on %s", (kind) => {
  let t: TestDatabase;
  let context: ReturnType<typeof createTestContext>;
  const shops: Shop[] = [];

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    context = createTestContext(t);
    for (const [username, timeZone] of [
      ["kopi-barat", "Asia/Jakarta"],
      ["sagu-timur", "Asia/Jayapura"],
    ] as const) {
      const email = `${username}@example.com`;
      const { userId } = await createSeller(t.auth, {
        email,
        password: "rahasia123",
        name: username,
        emailVerified: true,
      });
      const brand = await createBrand(t.db, {
        userId,
        name: username,
        username,
        customerServiceWhatsapp: "6281234567890",
        timeZone,
      });
      const shop: Shop = {
        owner: {
          id: userId,
          email,
          name: username,
          emailVerified: true,
          role: "brand-owner",
          brandId: brand.id,
        },
        username,
        timeZone,
        links: [],
        products: [],
        stores: [],
      };
      for (let i = 0; i < 3; i++) {
        shop.links.push(
          (await createLink(t.db, brand.id, { title: `L${i}`, url: "https://x.id" })).id,
        );
        shop.products.push(
          (await createProduct(t.db, brand.id, { name: `P${i}`, price: 10000 + i * 2500 })).id,
        );
      }
      shop.stores.push(
        (await createStore(t.db, brand.id, { name: "Toko", address: "Jl. A", phone: "0812" })).id,
      );
      shops.push(shop);
    }
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const shopOf = (brandId: string) => shops.find((shop) => shop.owner.brandId === brandId)!;

  /** The history of each item kind, counted per item and day in its shop's zone. */
  async function historyDays(itemKind: ItemKind) {
    const tables = {
      link: ["links", "link_id", "link_view_histories", "link_click_histories"],
      product: ["products", "product_id", "product_view_histories", "product_click_histories"],
      store: ["stores", "store_id", "store_view_histories", "store_click_histories"],
    } as const;
    const [parent, key, views, clicks] = tables[itemKind];
    const brandOfItem = new Map(
      (await t.db.selectFrom(parent).select(["id", "brand_id"]).execute()).map((row) => [
        row.id,
        row.brand_id,
      ]),
    );
    const days = new Map<string, { views: number; clicks: number; brandId: string; day: string }>();
    for (const [table, counter] of [
      [views, "views"],
      [clicks, "clicks"],
    ] as const) {
      const rows = await t.db
        .selectFrom(table as "link_view_histories")
        .select([`${key} as link_id` as "link_id", "created_at"])
        .execute();
      for (const row of rows) {
        const brandId = brandOfItem.get(row.link_id)!;
        const day = calendarDayIn(row.created_at, shopOf(brandId).timeZone);
        const entry = days.get(`${row.link_id} ${day}`) ?? { views: 0, clicks: 0, brandId, day };
        entry[counter] += 1;
        days.set(`${row.link_id} ${day}`, entry);
      }
    }
    return days;
  }

  async function rollupDays(itemKind: ItemKind) {
    const key = `${itemKind}_id` as "link_id";
    const rows = await t.db
      .selectFrom(`${itemKind}_daily_counts` as "link_daily_counts")
      .select([`${key} as link_id` as "link_id", "day", "views", "clicks"])
      .execute();
    return new Map(
      rows.map((row) => [`${row.link_id} ${row.day}`, { views: row.views, clicks: row.clicks }]),
    );
  }

  async function shopDays() {
    const rows = await t.db.selectFrom("shop_daily_counts").selectAll().execute();
    return new Map(rows.map((row) => [`${row.brand_id} ${row.day}`, row]));
  }

  it("a view on either side of midnight belongs to the day of the shop's own zone", async () => {
    let at = new Date("2026-11-20T16:59:59.000Z");
    const recorder = createViewRecorder(t.db, silentLogger, {
      flushMs: 3_600_000,
      limiter: everyCount,
      clock: () => at,
    });
    const [barat, timur] = shops;
    // 23:59:59 and 00:00:00 WIB; 01:59:59 WIT the next day.
    recorder.record("link", "click", [barat!.links[0]!], VISITOR);
    recorder.record("link", "click", [timur!.links[0]!], VISITOR);
    at = new Date("2026-11-20T17:00:00.000Z");
    recorder.record("link", "click", [barat!.links[0]!], VISITOR);
    await recorder.stop();
    const days = await rollupDays("link");
    expect(days.get(`${barat!.links[0]} 2026-11-20`)).toEqual({ views: 0, clicks: 1 });
    expect(days.get(`${barat!.links[0]} 2026-11-21`)).toEqual({ views: 0, clicks: 1 });
    expect(days.get(`${timur!.links[0]} 2026-11-21`)).toEqual({ views: 0, clicks: 1 });
    const shop = await shopDays();
    expect(shop.get(`${barat!.owner.brandId} 2026-11-20`)?.link_clicks).toBe(1);
    expect(shop.get(`${barat!.owner.brandId} 2026-11-21`)?.link_clicks).toBe(1);
    expect(shop.get(`${timur!.owner.brandId} 2026-11-21`)?.link_clicks).toBe(1);
  });

  it("thousands of counts over days and flushes: every item's days equal its history, the shop's days their sums", async () => {
    const random = randomFrom(20261124);
    const pick = <T>(values: readonly T[]) => values[Math.floor(random() * values.length)]!;
    const start = Date.parse("2026-11-15T00:00:00.000Z");
    let at = new Date(start);
    const recorder = createViewRecorder(t.db, silentLogger, {
      flushMs: 3_600_000,
      limiter: everyCount,
      clock: () => at,
    });
    const expectedShop = new Map<string, Record<string, number>>();
    const before = await shopDays();

    for (let i = 0; i < 3_000; i++) {
      at = new Date(start + Math.floor(random() * 6 * 86_400_000));
      const shop = pick(shops);
      const roll = random();
      if (roll < 0.6) {
        const itemKind = pick(["link", "product", "store"] as const);
        const ids = { link: shop.links, product: shop.products, store: shop.stores }[itemKind];
        const event = random() < 0.7 ? "view" : "click";
        const count = event === "view" ? 1 + Math.floor(random() * 3) : 1;
        recorder.record(
          itemKind,
          event,
          Array.from({ length: count }, () => pick(ids)),
          VISITOR,
        );
      } else if (roll < 0.95) {
        const event = pick(["page", "visit", "product", "cart", "checkout"] as const);
        recorder.record("shop", event, [shop.username], VISITOR);
        const key = `${shop.owner.brandId} ${calendarDayIn(at, shop.timeZone)}`;
        const entry = expectedShop.get(key) ?? {};
        for (const column of SHOP_COLUMNS[event]) entry[column] = (entry[column] ?? 0) + 1;
        expectedShop.set(key, entry);
      } else {
        // Nothing to count: an item or a shop that does not exist.
        recorder.record("product", "click", [crypto.randomUUID()], VISITOR);
        recorder.record("shop", "visit", ["tidak-ada"], VISITOR);
      }
      if (i % 700 === 0) await recorder.flush();
    }
    await recorder.stop();

    for (const itemKind of ["link", "product", "store"] as const) {
      const history = await historyDays(itemKind);
      const rollups = await rollupDays(itemKind);
      expect(rollups.size).toBe(history.size);
      for (const [key, { views, clicks }] of history) {
        expect(rollups.get(key), key).toEqual({ views, clicks });
      }
    }

    const links = await historyDays("link");
    const products = await historyDays("product");
    const after = await shopDays();
    for (const [key, row] of after) {
      const previous = before.get(key);
      const added = (column: keyof typeof row) =>
        Number(row[column]) - Number(previous?.[column] ?? 0);
      const clicksOf = (days: typeof links) =>
        [...days.values()]
          .filter((day) => `${day.brandId} ${day.day}` === key)
          .reduce((sum, day) => sum + day.clicks, 0);
      expect(row.link_clicks, key).toBe(clicksOf(links));
      expect(row.product_opens, key).toBe(clicksOf(products));
      const expected = expectedShop.get(key) ?? {};
      for (const column of [
        "page_views",
        "visits",
        "visits_with_product",
        "visits_with_cart",
        "visits_with_checkout",
      ] as const) {
        expect(added(column), `${key} ${column}`).toBe(expected[column] ?? 0);
      }
    }
    expect(after.size).toBeGreaterThan(10);
  });

  /** What the orders table says of each shop's days, as the trends should show it. */
  async function ordersByDay() {
    const rows = await t.db
      .selectFrom("orders")
      .innerJoin("brands", "brands.id", "orders.brand_id")
      .select([
        "orders.brand_id",
        "orders.status",
        "orders.total",
        "orders.created_at",
        "brands.time_zone",
      ])
      .execute();
    const days = new Map<
      string,
      { placed: number; finished: number; cancelled: number; revenue: number }
    >();
    for (const row of rows) {
      const key = `${row.brand_id} ${calendarDayIn(row.created_at, shopTimeZoneOf(row.time_zone))}`;
      const day = days.get(key) ?? { placed: 0, finished: 0, cancelled: 0, revenue: 0 };
      day.placed += 1;
      if (row.status === "selesai") day.finished += 1;
      if (row.status === "dibatalkan") day.cancelled += 1;
      else day.revenue += Number(row.total);
      days.set(key, day);
    }
    return days;
  }

  async function expectOrderDaysToMatch() {
    const orders = await ordersByDay();
    const days = await shopDays();
    for (const [key, day] of days) {
      expect(
        {
          placed: day.orders_placed,
          finished: day.orders_finished,
          cancelled: day.orders_cancelled,
          revenue: Number(day.revenue),
        },
        key,
      ).toEqual(orders.get(key) ?? { placed: 0, finished: 0, cancelled: 0, revenue: 0 });
    }
    for (const key of orders.keys()) expect(days.has(key), key).toBe(true);
  }

  function placeOrder(shop: Shop, at: Date, quantity: number) {
    return createOrder(
      context,
      {
        username: shop.username,
        form: {
          deliveryDay: "tomorrow",
          deliveryTime: "10:00",
          customerName: "Budi Santoso",
          customerPhone: "0812-3456-7890",
          note: "",
          referralCode: "",
        },
        items: [
          {
            productId: shop.products[1]!,
            quantity,
            customizations: {},
            notes: "",
            seenPrice: 12500,
          },
        ],
      },
      { now: () => at },
    );
  }

  it("orders placed, finished and cancelled, and the revenue, equal the orders of each day", async () => {
    const random = randomFrom(7);
    const placed: { shop: Shop; orderId: string }[] = [];
    for (let day = 0; day < 4; day++) {
      for (const shop of shops) {
        // 10:00 in the shop's zone on 16…19 November.
        const offset = shop.timeZone === "Asia/Jayapura" ? 9 : 7;
        for (let n = 0; n < 3; n++) {
          const at = new Date(Date.UTC(2026, 10, 16 + day, 10 - offset, n * 7));
          const order = await placeOrder(shop, at, 1 + Math.floor(random() * 4));
          const row = await t.db
            .selectFrom("orders")
            .select("id")
            .where("order_number", "=", order.orderNumber)
            .executeTakeFirstOrThrow();
          placed.push({ shop, orderId: row.id });
        }
      }
    }
    await expectOrderDaysToMatch();

    for (const { shop, orderId } of placed) {
      const roll = random();
      if (roll < 0.3) {
        await updateOrderStatus(t.db, shop.owner, { orderId, status: "selesai" });
      } else if (roll < 0.45) {
        await updateOrderStatus(t.db, shop.owner, { orderId, status: "selesai" });
        await updateOrderStatus(t.db, shop.owner, { orderId, status: "diproses" });
      } else if (roll < 0.7) {
        await cancelOrder(t.db, shop.owner, { orderId, reason: "Stok habis" });
        // A cancelled order stays cancelled: the refused change counts nothing.
        await expect(
          updateOrderStatus(t.db, shop.owner, { orderId, status: "selesai" }),
        ).rejects.toThrow();
      }
    }
    await expectOrderDaysToMatch();
  });

  it("20 status changes of one order at once leave its finished count exact", async () => {
    const shop = shops[0]!;
    const order = await placeOrder(shop, new Date("2026-11-19T05:00:00.000Z"), 1);
    const { id: orderId } = await t.db
      .selectFrom("orders")
      .select("id")
      .where("order_number", "=", order.orderNumber)
      .executeTakeFirstOrThrow();
    await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        updateOrderStatus(t.db, shop.owner, {
          orderId,
          status: i % 2 === 0 ? "selesai" : "diproses",
        }),
      ),
    );
    await expectOrderDaysToMatch();
  });

  it("the shop's counts through /api/visits: a visit, its pages and steps; bad names change nothing", async () => {
    const shop = shops[1]!;
    const today = calendarDayIn(new Date(), shop.timeZone);
    const key = `${shop.owner.brandId} ${today}`;
    const before = (await shopDays()).get(key);
    const send = (body: string, ip = "10.20.0.1") =>
      visitsAction({
        request: new Request("http://localhost:3000/api/visits", {
          method: "POST",
          headers: { "Content-Type": "text/plain;charset=UTF-8", "User-Agent": "Mozilla/5.0" },
          body,
        }),
        context: { ...context, clientIp: ip },
        params: {},
      } as unknown as Parameters<typeof visitsAction>[0]);

    const name = shop.username;
    for (const body of [
      `kind=shop&event=visit&id=${name}`,
      `kind=shop&event=page&id=${name}`,
      `kind=shop&event=product&id=${name}`,
      `kind=shop&event=cart&id=${name}`,
      `kind=shop&event=checkout&id=${name}`,
      // The same client's repeat within the repeat window is not counted again, but for
      // a page: a page opened again is another page seen.
      `kind=shop&event=visit&id=${name}`,
      `kind=shop&event=product&id=${name}`,
      `kind=shop&event=page&id=${name}`,
    ]) {
      expect((await send(body)).status).toBe(204);
    }
    expect((await send(`kind=shop&event=visit&id=${name}`, "10.20.0.2")).status).toBe(204);
    for (const body of [
      "kind=shop&event=view&id=" + name,
      "kind=shop&event=visit",
      `kind=shop&event=visit&id=${name}&id=${name}`,
      "kind=shop&event=visit&id=bukan%20nama",
      `kind=shop&event=visit&id=${"a".repeat(65)}`,
      `kind=toko&event=visit&id=${name}`,
    ]) {
      expect((await send(body)).status, body).toBe(400);
    }
    expect((await send("kind=shop&event=visit&id=tidak-ada")).status).toBe(204);
    await context.views.flush();

    const after = (await shopDays()).get(key)!;
    const added = (
      column:
        | "visits"
        | "page_views"
        | "visits_with_product"
        | "visits_with_cart"
        | "visits_with_checkout",
    ) => Number(after[column]) - Number(before?.[column] ?? 0);
    expect(added("visits")).toBe(2);
    expect(added("page_views")).toBe(4);
    expect(added("visits_with_product")).toBe(1);
    expect(added("visits_with_cart")).toBe(1);
    expect(added("visits_with_checkout")).toBe(1);
    // Nothing about who counted is kept: the shop's counts are numbers only.
    expect(Object.keys(after).sort()).toEqual(
      [
        "brand_id",
        "day",
        "link_clicks",
        "orders_cancelled",
        "orders_finished",
        "orders_placed",
        "page_views",
        "product_opens",
        "revenue",
        "revenue_paid",
        "delivery_fees",
        "new_customers",
        "returning_customers",
        "orders_whatsapp",
        "orders_phone",
        "orders_walk_in",
        "visits",
        "visits_with_cart",
        "visits_with_checkout",
        "visits_with_product",
      ].sort(),
    );
  });

  it("the trends read the period and the one before it, in the shop's zone", async () => {
    const { owner } = await (async () => {
      const email = "trend@example.com";
      const { userId } = await createSeller(t.auth, {
        email,
        password: "rahasia123",
        name: "T",
        emailVerified: true,
      });
      const brand = await createBrand(t.db, {
        userId,
        name: "Tren",
        username: "tren",
        timeZone: "Asia/Makassar",
      });
      return {
        owner: {
          id: userId,
          email,
          name: "T",
          emailVerified: true,
          role: "brand-owner",
          brandId: brand.id,
        } as BrandOwner,
      };
    })();
    const row = (day: string, values: Record<string, number>) => ({
      brand_id: owner.brandId,
      day,
      ...values,
    });
    await t.db
      .insertInto("shop_daily_counts")
      .values([
        row("2026-11-24", {
          page_views: 10,
          visits: 8,
          visits_with_product: 4,
          visits_with_cart: 2,
          visits_with_checkout: 2,
          orders_placed: 2,
          orders_finished: 1,
          orders_cancelled: 0,
          revenue: 150000,
          link_clicks: 3,
          product_opens: 5,
        }),
        row("2026-11-18", {
          page_views: 5,
          visits: 2,
          visits_with_product: 2,
          visits_with_cart: 1,
          visits_with_checkout: 1,
          orders_placed: 1,
          orders_finished: 0,
          orders_cancelled: 1,
          revenue: 0,
          link_clicks: 0,
          product_opens: 1,
        }),
        // The previous 7 days, and one day before them that no period here reaches.
        row("2026-11-17", {
          page_views: 20,
          visits: 9,
          visits_with_product: 0,
          visits_with_cart: 0,
          visits_with_checkout: 0,
          orders_placed: 1,
          orders_finished: 1,
          orders_cancelled: 0,
          revenue: 50000,
          link_clicks: 6,
          product_opens: 0,
        }),
        row("2026-11-11", {
          page_views: 100,
          visits: 0,
          visits_with_product: 0,
          visits_with_cart: 0,
          visits_with_checkout: 0,
          orders_placed: 0,
          orders_finished: 0,
          orders_cancelled: 0,
          revenue: 0,
          link_clicks: 0,
          product_opens: 0,
        }),
        row("2026-11-10", {
          page_views: 999,
          visits: 0,
          visits_with_product: 0,
          visits_with_cart: 0,
          visits_with_checkout: 0,
          orders_placed: 0,
          orders_finished: 0,
          orders_cancelled: 0,
          revenue: 0,
          link_clicks: 0,
          product_opens: 0,
        }),
      ])
      .execute();
    // 23:30 WITA on 24 November is 15:30 UTC.
    const trends = await getShopTrends(context, owner, 7, new Date("2026-11-24T15:30:00.000Z"));
    expect(trends.days).toEqual([
      "2026-11-18",
      "2026-11-19",
      "2026-11-20",
      "2026-11-21",
      "2026-11-22",
      "2026-11-23",
      "2026-11-24",
    ]);
    const series = Object.fromEntries(trends.series.map((s) => [s.key, s]));
    expect(series.pageViews).toMatchObject({ total: 15, previousTotal: 120, change: -88 });
    expect(series.pageViews!.values).toEqual([5, 0, 0, 0, 0, 0, 10]);
    expect(series.orders).toMatchObject({ total: 2, previousTotal: 1, change: 100 });
    expect(series.revenue).toMatchObject({ total: 150000, previousTotal: 50000, change: 200 });
    expect(series.linkClicks).toMatchObject({ total: 3, previousTotal: 6, change: -50 });
    expect(series.productOpens).toMatchObject({ total: 6, previousTotal: 0, change: null });
    expect(trends.funnel.map((step) => [step.key, step.count, step.rate])).toEqual([
      ["visits", 10, null],
      ["product", 6, 60],
      ["cart", 3, 50],
      ["checkout", 3, 100],
      ["placed", 3, 100],
      ["finished", 1, 33],
    ]);
  });
});

describe.each(testDatabaseKinds)("the roll-ups' migration on %s", (kind) => {
  it("folds the history still kept and the orders into the days, in each shop's zone", async () => {
    const older = await createUnmigratedDatabase(kind);
    try {
      expect((await older.migrator.migrateTo("0008-selling-rules")).error).toBeUndefined();
      const { userId } = await createSeller(older.auth, {
        email: "lama@example.com",
        password: "rahasia123",
        name: "Lama",
      });
      const brand = await createBrand(older.db, { userId, name: "Lama", username: "lama" });
      await older.db.updateTable("brands").set({ time_zone: "Asia/Jayapura" }).execute();
      const link = await createLink(older.db, brand.id, { title: "IG", url: "https://x.id" });
      const product = await createProduct(older.db, brand.id, { name: "Papeda", price: 20000 });
      // Counted long ago and already rolled up by the old job.
      await older.db
        .insertInto("link_daily_counts")
        .values({ link_id: link.id, day: "2026-08-01", views: 4, clicks: 2 })
        .execute();
      const history = (
        table: "link_click_histories" | "product_click_histories",
        item: string,
        at: string,
      ) => ({
        table,
        row: {
          id: crypto.randomUUID(),
          [table === "link_click_histories" ? "link_id" : "product_id"]: item,
          visitor_ip: null,
          user_agent: null,
          referrer: null,
          created_at: at,
        },
      });
      for (const { table, row } of [
        // 23:30 WIT on 19 November, then 00:30 WIT on 20 November.
        history("link_click_histories", link.id, "2026-11-19T14:30:00.000Z"),
        history("link_click_histories", link.id, "2026-11-19T15:30:00.000Z"),
        history("link_click_histories", link.id, "2026-11-19T16:00:00.000Z"),
        history("product_click_histories", product.id, "2026-11-19T15:30:00.000Z"),
      ]) {
        await older.db
          .insertInto(table)
          .values(row as never)
          .execute();
      }
      await older.db
        .insertInto("link_view_histories")
        .values({
          id: crypto.randomUUID(),
          link_id: link.id,
          viewer_ip: null,
          user_agent: null,
          referrer: null,
          created_at: "2026-08-01T03:00:00.000Z",
        })
        .execute();
      let n = 0;
      for (const [status, total, createdAt] of [
        ["selesai", 40000, "2026-11-19T14:00:00.000Z"],
        ["dibatalkan", 25000, "2026-11-19T14:10:00.000Z"],
        ["diproses", 15000, "2026-11-19T15:10:00.000Z"],
      ] as const) {
        await older.db
          .insertInto("orders")
          .values({
            id: crypto.randomUUID(),
            brand_id: brand.id,
            order_number: `ORD1000000${++n}`,
            status,
            customer_name: "Budi",
            customer_phone: "6281234567890",
            delivery_method: "Diambil Sendiri",
            delivery_time_option: "Hari ini",
            note: null,
            referral_code: null,
            total,
            checkout_key: null,
            checkout_fingerprint: null,
            created_at: createdAt,
            updated_at: createdAt,
          })
          .execute();
      }

      expect((await older.migrator.migrateToLatest()).error).toBeUndefined();

      const linkDays = await older.db
        .selectFrom("link_daily_counts")
        .select(["day", "views", "clicks"])
        .orderBy("day")
        .execute();
      expect(linkDays).toEqual([
        { day: "2026-08-01", views: 5, clicks: 2 },
        { day: "2026-11-19", views: 0, clicks: 1 },
        { day: "2026-11-20", views: 0, clicks: 2 },
      ]);
      const shopDays = await older.db
        .selectFrom("shop_daily_counts")
        .selectAll()
        .orderBy("day")
        .execute();
      expect(
        shopDays.map((day) => ({
          day: day.day,
          linkClicks: day.link_clicks,
          productOpens: day.product_opens,
          placed: day.orders_placed,
          finished: day.orders_finished,
          cancelled: day.orders_cancelled,
          revenue: Number(day.revenue),
          pageViews: day.page_views,
        })),
      ).toEqual([
        {
          day: "2026-08-01",
          linkClicks: 2,
          productOpens: 0,
          placed: 0,
          finished: 0,
          cancelled: 0,
          revenue: 0,
          pageViews: 0,
        },
        {
          day: "2026-11-19",
          linkClicks: 1,
          productOpens: 0,
          placed: 2,
          finished: 1,
          cancelled: 1,
          revenue: 40000,
          pageViews: 0,
        },
        {
          day: "2026-11-20",
          linkClicks: 2,
          productOpens: 1,
          placed: 1,
          finished: 0,
          cancelled: 0,
          revenue: 15000,
          pageViews: 0,
        },
      ]);
    } finally {
      await older.destroy();
    }
  });
});
