import { CompiledQuery, sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NO_FILTER, type OrderFilter } from "#domain/order-summary";
import type { BrandOwner } from "#server/auth/guards";
import type { DatabaseKind } from "#server/db/database";
import { isAmong, isListedAmong } from "#server/db/prepared";
import {
  orderDetailQuery,
  orderHistoryQuery,
  orderListLinesQuery,
  orderPageQuery,
  orderStatsQuery,
  orderTotalsQuery,
} from "#server/services/admin-orders";
import { productOptionsQuery, readProductOptions } from "#server/services/cart-products";
import { oldHistoryIds } from "#server/services/history-prune";
import { productQuotasQuery, quotaDaysQuery } from "#server/services/product-quota";
import { productionQuery } from "#server/services/production";
import { customerPageQuery, customersQuery } from "#server/services/customers";
import { NO_CUSTOMER_FILTER } from "#domain/customers";
import { trackedOrderQuery } from "#server/services/order-tracking";
import {
  brandLinksQuery,
  productImagesQuery,
  publicBrandQuery,
  readProductImages,
  publicProductsQuery,
  publicShopsQuery,
} from "#server/services/storefront";
import { itemDaysQuery, shopDaysQuery, trendedItemQuery } from "#server/services/trends";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

// The queries behind the pages that grow with a shop (its page and products, the seller's
// orders, trends and order tracking) read their rows through an index on both databases,
// never by reading a whole table. Each is compiled from the service's own query builder and
// explained on a database of some size: 2,000 shops, 30,000 products and orders, 45,000
// order lines and tens of thousands of roll-up and history rows. On PostgreSQL the planner's
// statistics are gathered first (it reads a small table whole, as it should); SQLite plans
// without statistics, as the server runs it. Each query names the indexes it relies on, so
// dropping one fails here. See docs/decisions/032-a-million-rows.md.

/** A shop's days: its key, or the index of the platform's shops list that starts the same. */
const SHOP_DAYS_INDEXES = [
  "shop_daily_counts_pk",
  "sqlite_autoindex_shop_daily_counts_1",
  "shop_daily_counts_orders_idx",
];

/** Tables that grow with the platform: none of them may be read whole. */
const GROWING_TABLES = new Set([
  "user",
  "brands",
  "links",
  "products",
  "product_images",
  "product_options",
  "orders",
  "order_products",
  "order_histories",
  "shop_daily_counts",
  "customers",
  "link_daily_counts",
  "product_daily_counts",
  "store_daily_counts",
  "product_daily_quantities",
  ...["link", "product", "store"].flatMap((kind) => [
    `${kind}_view_histories`,
    `${kind}_click_histories`,
  ]),
]);

const SHOPS = 2_000;
/** A shop in the middle of the platform: 15 products and 15 orders among 30,000. */
const SHOP = 8;
const owner: BrandOwner = {
  id: `u${SHOP}`,
  email: `u${SHOP}@example.com`,
  name: "Penjual",
  emailVerified: true,
  role: "brand-owner",
  brandId: `b${SHOP}`,
};
/** `count` product ids: the shop's 15 products, then ids of no product. */
const productIds = (count: number) =>
  Array.from({ length: count }, (_, i) => `p${SHOP - 1 + i * SHOPS}`);
const ZONE = "Asia/Jakarta";
const NOW = new Date();
const CUSTOMER_INDEXES = [
  "customers_pkey",
  "sqlite_autoindex_customers_1",
  "customers_brand_last_idx",
  "customers_brand_orders_idx",
  "customers_brand_spent_idx",
  "customers_brand_first_idx",
  "customers_brand_name_idx",
];
const PAGE = { offset: 0, limit: 10 };
const DEEP_PAGE = { offset: 20, limit: 10 };

/** The fill's SQL per database: a timestamp `minutes` before now, and `true`. */
function dialect(kind: DatabaseKind) {
  return kind === "postgres"
    ? {
        minutesAgo: (minutes: string) => `now() - (${minutes}) * interval '1 minute'`,
        yes: "true",
      }
    : {
        minutesAgo: (minutes: string) =>
          `strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-' || (${minutes}) || ' minutes')`,
        yes: "1",
      };
}

/** Fills the platform with numbered rows (`i` from 1), written by each database itself. */
async function fill(t: TestDatabase) {
  const { minutesAgo, yes } = dialect(t.kind);
  // YYYY-MM-DD of day number `n` (0 … 55) of 2026.
  const day = (n: string) =>
    `'2026-0' || ((${n}) / 28 + 1) || '-' || ` +
    `(case when (${n}) % 28 + 1 < 10 then '0' else '' end) || ((${n}) % 28 + 1)`;
  const rows = async (count: number, table: string, columns: string, values: string) => {
    await sql
      .raw(
        `with recursive n(i) as (select 1 union all select i + 1 from n where i < ${count}) ` +
          `insert into "${table}" (${columns}) select ${values} from n`,
      )
      .execute(t.db);
  };
  const shopOf = (modulo: number) => `'b' || (i % ${modulo} + 1)`;
  await rows(
    SHOPS,
    "user",
    `id, name, email, "emailVerified", "createdAt", "updatedAt", role`,
    `'u' || i, 'Penjual ' || i, 'u' || i || '@example.com', ${yes}, ${minutesAgo("i")}, ${minutesAgo("i")}, 'brand-owner'`,
  );
  await rows(
    SHOPS,
    "brands",
    "id, user_id, name, username",
    `'b' || i, 'u' || i, 'Toko ' || i, 'toko-' || i`,
  );
  await rows(
    3 * SHOPS,
    "links",
    "id, brand_id, title, url, created_at",
    `'k' || i, ${shopOf(SHOPS)}, 'Instagram', 'https://instagram.com/', ${minutesAgo("i")}`,
  );
  await rows(
    30_000,
    "products",
    "id, brand_id, name, price, display_order, created_at",
    `'p' || i, ${shopOf(SHOPS)}, 'Kopi ' || i, 15000, i / ${SHOPS}, ${minutesAgo("i")}`,
  );
  await rows(
    6_000,
    "product_images",
    "id, product_id, image_url, display_order",
    `'g' || i, 'p' || (i * 5), '/media/kopi.webp', 0`,
  );
  await rows(
    6_000,
    "product_options",
    "id, product_id, name, choices",
    `'q' || i, 'p' || (i * 5), 'Ukuran', '["Reguler","Besar"]'`,
  );
  // Every fifth round of orders still in flight, a few cancelled, the rest finished.
  const round = `i / ${SHOPS}`;
  await rows(
    30_000,
    "orders",
    "id, brand_id, order_number, status, customer_name, customer_phone, delivery_method, " +
      "delivery_time_option, total, created_at, updated_at",
    `'o' || i, ${shopOf(SHOPS)}, 'ORD' || (10000000 + i), ` +
      `case when ${round} % 5 = 0 then 'diproses' when ${round} % 7 = 3 then 'dibatalkan' else 'selesai' end, ` +
      `'Pelanggan ' || i, '6285700005678', 'Diantar', 'Senin, 05/01/2026 10:00 WIB', 15000, ` +
      `${minutesAgo("i")}, ${minutesAgo("i")}`,
  );
  await rows(
    45_000,
    "order_products",
    "id, order_id, product_id, product_name, quantity, unit_price, total_price, display_order",
    `'l' || i, 'o' || (i % 30000 + 1), 'p' || (i % 30000 + 1), 'Kopi', 1, 15000, 15000, i / 30000`,
  );
  await rows(
    30_000,
    "order_histories",
    "id, order_id, status, created_at",
    `'h' || i, 'o' || i, 'selesai', ${minutesAgo("i")}`,
  );
  await rows(
    30_000,
    "customers",
    "brand_id, phone, name, order_count, total_spent, first_order_at, last_order_at",
    `${shopOf(SHOPS)}, '628' || (1100000000 + i), 'Pelanggan ' || i, i % 7 + 1, ` +
      `15000 * (i % 7 + 1), ${minutesAgo("i")}, ${minutesAgo("i / 2")}`,
  );
  await rows(
    20 * SHOPS,
    "shop_daily_counts",
    "brand_id, day, page_views, orders_placed",
    `${shopOf(SHOPS)}, ${day(`(i - 1) / ${SHOPS}`)}, 30, 2`,
  );
  await rows(
    40_000,
    "product_daily_counts",
    "product_id, day, views, clicks",
    `'p' || (i % 20000 + 1), ${day("(i - 1) / 20000")}, 10, 2`,
  );
  await rows(
    40_000,
    "product_daily_quantities",
    "product_id, day, quantity",
    `'p' || (i % 20000 + 1), ${day("(i - 1) / 20000")}, 3`,
  );
  await rows(
    40_000,
    "product_view_histories",
    "id, product_id, user_agent, created_at",
    `'v' || i, 'p' || (i % 30000 + 1), 'Mozilla/5.0', ${minutesAgo("i * 5")}`,
  );
  if (t.kind === "postgres") await sql`vacuum analyze`.execute(t.db);
}

/** A plan's lines, the tables it reads from start to end (through an index, if any), its indexes. */
type Plan = { lines: string[]; scans: { table: string; index?: string }[]; indexes: string[] };

/** How the database would run `query`: its plan's lines, whole-table reads and indexes. */
async function explain(t: TestDatabase, query: CompiledQuery): Promise<Plan> {
  const parameters = [...query.parameters];
  if (t.kind === "sqlite") {
    const { rows } = await t.db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${query.sql}`, parameters),
    );
    const lines = rows.map((row) => row.detail);
    return {
      lines,
      // "SCAN orders", "SCAN orders USING COVERING INDEX …": every row of the table or index.
      scans: lines.flatMap((line) => {
        const [, table, index] =
          /^SCAN (\S+)(?: USING (?:COVERING )?INDEX (\S+))?/.exec(line) ?? [];
        return table ? [{ table, index }] : [];
      }),
      indexes: lines.flatMap((line) => / USING (?:COVERING )?INDEX (\S+)/.exec(line)?.[1] ?? []),
    };
  }
  const { rows } = await t.db.executeQuery<{ "QUERY PLAN": [{ Plan: PlanNode }] }>(
    CompiledQuery.raw(`explain (format json) ${query.sql}`, parameters),
  );
  const plan: Plan = { lines: [], scans: [], indexes: [] };
  const walk = (node: PlanNode, depth: number) => {
    const relation = node["Relation Name"];
    plan.lines.push(
      `${"  ".repeat(depth)}${node["Node Type"]}${relation ? ` on ${relation}` : ""}` +
        `${node["Index Name"] ? ` using ${node["Index Name"]}` : ""}`,
    );
    if (node["Node Type"] === "Seq Scan" && relation) plan.scans.push({ table: relation });
    if (node["Index Name"]) plan.indexes.push(node["Index Name"]);
    for (const child of node.Plans ?? []) walk(child, depth + 1);
  };
  walk(rows[0]!["QUERY PLAN"][0].Plan, 0);
  return plan;
}

type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  Plans?: PlanNode[];
};

/**
 * Each key query (one or several statements), and the indexes it must be read through: one
 * of each list, on PostgreSQL of `postgresUses` where its planner may take either of two.
 * A table in `walks` may be read in an index's order from its start, as a list that stops
 * at its LIMIT is.
 */
const KEY_QUERIES: {
  name: string;
  query: (t: TestDatabase) => CompiledQuery | CompiledQuery[];
  uses: string[][];
  postgresUses?: string[][];
  walks?: string[];
}[] = [
  {
    name: "a shop by its URL name",
    query: (t) => publicBrandQuery(t.db, `toko-${SHOP}`).compile(),
    uses: [["brands_username_key", "sqlite_autoindex_brands_3"]],
  },
  {
    name: "the shop's links",
    query: (t) => brandLinksQuery(t.db, owner.brandId).compile(),
    uses: [["links_brand_order_idx", "links_brand_created_idx"]],
  },
  {
    name: "the shop's products (products data)",
    query: (t) => publicProductsQuery(t.db, owner.brandId).compile(),
    uses: [["products_brand_order_idx", "products_brand_active_created_idx"]],
  },
  {
    name: "the images and options of a few products, their ids written out",
    query: (t) => {
      const among = (column: string) => isListedAmong(column, productIds(15));
      return [
        productImagesQuery(t.db, among).compile(),
        productOptionsQuery(t.db, among).compile(),
      ];
    },
    uses: [["product_images_product_idx"], ["product_options_product_idx"]],
  },
  {
    name: "the images and options of many products, their ids as one list",
    query: (t) => {
      const among = (column: string) => isAmong(t.db, column, productIds(21));
      return [
        productImagesQuery(t.db, among).compile(),
        productOptionsQuery(t.db, among).compile(),
      ];
    },
    uses: [["product_images_product_idx"], ["product_options_product_idx"]],
  },
  {
    name: "the platform's shop directory",
    query: (t) => publicShopsQuery(t.db).compile(),
    uses: [["brands_name_idx"], ["products_brand_active_created_idx"]],
    walks: ["brands"],
  },
  ...ordersCases(),
  {
    name: "an order tracked by its number",
    query: (t) => trackedOrderQuery(t.db, owner.brandId, "ORD10000007").compile(),
    uses: [["orders_brand_number_unique", "sqlite_autoindex_orders_2"]],
  },
  {
    name: "an order's page for its seller",
    query: (t) => orderDetailQuery(t.db, owner, "ORD10000007").compile(),
    uses: [["orders_brand_number_unique", "sqlite_autoindex_orders_2"]],
  },
  {
    name: "an order's history",
    query: (t) => orderHistoryQuery(t.db, "o7").compile(),
    uses: [["order_histories_order_idx"]],
  },
  {
    name: "the shop's trends: its days over two periods",
    query: (t) => shopDaysQuery(t.db, owner, "2026-01-01", "2026-02-28").compile(),
    // The shop's days by the key, or by the index that starts as the key does (decision 078).
    uses: [SHOP_DAYS_INDEXES],
  },
  {
    name: "a product's trends: the product",
    query: (t) => trendedItemQuery(t.db, owner, "product", "p7").compile(),
    uses: [["products_pkey", "sqlite_autoindex_products_1"]],
  },
  {
    name: "a product's trends: its days",
    query: (t) => itemDaysQuery(t.db, "product", "p7", "2026-01-01", "2026-02-28").compile(),
    uses: [["product_daily_counts_pk", "sqlite_autoindex_product_daily_counts_1"]],
  },
  {
    name: "the daily quotas of a cart's products (decision 060)",
    query: (t) => productQuotasQuery(t.db, owner.brandId, productIds(15)).compile(),
    // By their ids, or the shop's few products by its own.
    uses: [["products_pkey", "sqlite_autoindex_products_1", "products_brand_order_idx"]],
  },
  {
    name: "what the cart's products have taken of their quotas on the days offered",
    query: (t) =>
      quotaDaysQuery(t.db, productIds(15), ["2026-01-05", "2026-01-06", "2026-01-07"]).compile(),
    uses: [["product_daily_quantities_pk", "sqlite_autoindex_product_daily_quantities_1"]],
  },
  {
    // The delete around it takes the rows by their ids.
    name: "a batch of old history to delete",
    query: (t) =>
      oldHistoryIds(
        "product_view_histories",
        new Date(Date.now() - 90 * 86_400_000).toISOString(),
      ).compile(t.db),
    uses: [["product_view_histories_created_idx"]],
  },
];

function ordersCases(): (typeof KEY_QUERIES)[number][] {
  const view = (filter: Partial<OrderFilter>): OrderFilter => ({ ...NO_FILTER, ...filter });
  // The payment index (decision 056) starts with the brand and holds the status and time: a
  // count of every order of the shop may read it whole instead.
  const statsIndexes = [
    "orders_brand_status_created_idx",
    "orders_brand_created_idx",
    "orders_brand_payment_idx",
  ];
  const paymentIndexes = [
    "orders_brand_payment_idx",
    "orders_brand_in_flight_idx",
    "orders_brand_status_created_idx",
  ];
  return [
    {
      name: "the orders' counts, every order (from the shop's days)",
      query: (t) => orderTotalsQuery(t.db, owner).compile(),
      uses: [SHOP_DAYS_INDEXES],
    },
    {
      name: "the orders' counts of a status",
      query: (t) => orderStatsQuery(t.db, owner, view({ status: "diproses" }), ZONE).compile(),
      uses: [statsIndexes],
    },
    {
      name: "the orders' counts within days",
      query: (t) =>
        orderStatsQuery(
          t.db,
          owner,
          view({ from: "2026-01-01", to: "2026-01-31" }),
          ZONE,
        ).compile(),
      uses: [statsIndexes],
    },
    {
      name: "active orders, first page",
      query: (t) => orderPageQuery(t.db, owner, NO_FILTER, ZONE, PAGE).compile(),
      uses: [["orders_brand_in_flight_idx"]],
    },
    {
      name: "finished orders, a deep page",
      query: (t) =>
        orderPageQuery(t.db, owner, view({ view: "selesai" }), ZONE, DEEP_PAGE).compile(),
      uses: [["orders_brand_status_created_idx"]],
    },
    {
      name: "cancelled orders, first page",
      query: (t) => orderPageQuery(t.db, owner, view({ view: "dibatalkan" }), ZONE, PAGE).compile(),
      uses: [["orders_brand_status_created_idx"]],
    },
    {
      name: "orders of one status",
      query: (t) => orderPageQuery(t.db, owner, view({ status: "diproses" }), ZONE, PAGE).compile(),
      uses: [["orders_brand_status_created_idx"]],
    },
    {
      name: "active orders of one payment status",
      query: (t) => orderPageQuery(t.db, owner, view({ payment: "paid" }), ZONE, PAGE).compile(),
      uses: [paymentIndexes],
    },
    {
      name: "finished orders of one payment status, a deep page",
      query: (t) =>
        orderPageQuery(
          t.db,
          owner,
          view({ view: "selesai", payment: "unpaid" }),
          ZONE,
          DEEP_PAGE,
        ).compile(),
      uses: [paymentIndexes],
    },
    {
      name: "the orders' counts of a payment status",
      query: (t) => orderStatsQuery(t.db, owner, view({ payment: "dp" }), ZONE).compile(),
      uses: [paymentIndexes],
    },
    {
      name: "active orders due on a day, by due time",
      query: (t) =>
        orderPageQuery(
          t.db,
          owner,
          view({ dateKind: "jadwal", from: "2026-01-10", to: "2026-01-10" }),
          ZONE,
          PAGE,
        ).compile(),
      uses: [["orders_brand_slot_idx"]],
    },
    {
      name: "the orders' counts of a due day",
      query: (t) =>
        orderStatsQuery(
          t.db,
          owner,
          view({ dateKind: "jadwal", from: "2026-01-10", to: "2026-01-10" }),
          ZONE,
        ).compile(),
      uses: [["orders_brand_slot_idx"]],
    },
    {
      // Decision 063: a week's lines and their options, summed, of the shop's orders only.
      name: "the production list of a week of due days",
      query: (t) =>
        productionQuery(
          t.db,
          owner,
          "2026-01-04T17:00:00.000Z",
          "2026-01-11T17:00:00.000Z",
        ).compile(),
      uses: [
        ["orders_brand_slot_idx"],
        ["order_products_order_idx"],
        ["products_pkey", "sqlite_autoindex_products_1"],
      ],
    },
    // Decision 069: a page of the shop's customers in each sort, and the repeat buyers. The
    // shop's 15 customers: PostgreSQL reads them through any of the shop's indexes and sorts.
    ...(["terakhir", "pesanan", "belanja"] as const).map((sort) => ({
      name: `the customers sorted by ${sort}`,
      query: (t: TestDatabase) =>
        customerPageQuery(t.db, owner, { ...NO_CUSTOMER_FILTER, sort }, ZONE, NOW, {
          offset: 0,
          limit: 20,
        }).compile(),
      uses: [
        [`customers_brand_${{ terakhir: "last", pesanan: "orders", belanja: "spent" }[sort]}_idx`],
      ],
      postgresUses: [CUSTOMER_INDEXES],
    })),
    {
      name: "the repeat buyers",
      query: (t) =>
        customerPageQuery(t.db, owner, { ...NO_CUSTOMER_FILTER, isRepeat: true }, ZONE, NOW, {
          offset: 0,
          limit: 20,
        }).compile(),
      uses: [["customers_brand_last_idx", "customers_brand_orders_idx"]],
    },
    {
      name: "the customers found by name",
      query: (t) =>
        customerPageQuery(t.db, owner, { ...NO_CUSTOMER_FILTER, q: "pelanggan 5" }, ZONE, NOW, {
          offset: 0,
          limit: 20,
        }).compile(),
      uses: [["customers_brand_name_idx"]],
      postgresUses: [CUSTOMER_INDEXES],
    },
    {
      name: "the customers' count",
      query: (t) =>
        customersQuery(t.db, owner, NO_CUSTOMER_FILTER, ZONE, NOW)
          .select(sql<number>`count(*)`.as("count"))
          .compile(),
      uses: [CUSTOMER_INDEXES],
    },
    {
      name: "orders found by a search",
      query: (t) => orderPageQuery(t.db, owner, view({ q: "budi" }), ZONE, PAGE).compile(),
      uses: [["orders_brand_in_flight_idx", "orders_brand_status_created_idx"]],
    },
    {
      name: "the listed orders' lines",
      query: (t) =>
        orderListLinesQuery(
          t.db,
          Array.from({ length: 10 }, (_, i) => `o${SHOP - 1 + i * SHOPS}`),
        ).compile(),
      uses: [["order_products_order_idx"]],
    },
  ];
}

describe.each(testDatabaseKinds)("query plans on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
    await fill(t);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  it.each(KEY_QUERIES)("$name: read through its index", async (key) => {
    const plans = await Promise.all([key.query(t)].flat().map((query) => explain(t, query)));
    const plan = {
      lines: plans.flatMap((one) => one.lines),
      scans: plans.flatMap((one) => one.scans),
      indexes: plans.flatMap((one) => one.indexes),
    };
    const uses = (kind === "postgres" && key.postgresUses) || key.uses;
    const context = `plan:\n${plan.lines.join("\n")}`;
    expect(
      plan.scans.filter(
        ({ table, index }) => GROWING_TABLES.has(table) && !(index && key.walks?.includes(table)),
      ),
      context,
    ).toEqual([]);
    for (const oneOf of uses) {
      expect(
        plan.indexes.some((index) => oneOf.includes(index)),
        `one of ${oneOf.join(", ")}; ${context}`,
      ).toBe(true);
    }
  });

  it("reads the images and options of any number of products with at most 21 statements", async () => {
    // A statement per count would be hundreds, more than the server keeps named or
    // compiled: lists past 20 ids go as one (decision 038). Every fifth product has one
    // image and one option; each count finds exactly its products' either way. The
    // prepared queries run through the database's executeQuery, which records their SQL.
    const run = vi.spyOn(t.db, "executeQuery");
    try {
      for (let count = 1; count <= 60; count++) {
        const ids = Array.from({ length: count }, (_, i) => `p${(i + 1) * 5}`);
        const [images, options] = await Promise.all([
          readProductImages(t.db, ids),
          readProductOptions(t.db, ids),
        ]);
        expect([...images.keys()].sort()).toEqual([...ids].sort());
        expect([...options.keys()].sort()).toEqual([...ids].sort());
        expect(
          ids.filter((id) => images.get(id)?.length !== 1 || options.get(id)?.length !== 1),
        ).toEqual([]);
      }
      const texts = new Set(run.mock.calls.map(([query]) => (query as CompiledQuery).sql));
      expect(run).toHaveBeenCalledTimes(2 * 60);
      expect(texts.size).toBe(2 * 21);
    } finally {
      run.mockRestore();
    }
  });

  it("tells a whole-table read from an indexed one", async () => {
    // The check itself: an unindexed column is read whole, and said so.
    const plan = await explain(
      t,
      t.db.selectFrom("orders").select("id").where("customer_name", "=", "Pelanggan 8").compile(),
    );
    expect(plan.scans).toContainEqual({ table: "orders" });
  });
});
