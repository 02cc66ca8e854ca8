// A platform at scale: 10,000 shops, 1,000,000 products, 1,000,000 orders and 10,000,000
// view and click rows (bench/scale-data.mjs), on SQLite and PostgreSQL. Starts the
// production build on the data and times sequential requests: shop pages and their products
// data across many different shops (pages not kept in memory yet) and one shop repeated,
// the big shop's orders admin (active, finished, cancelled, deep pages) and its trends.
// Budgets (p95): shop page and products data < 20 ms, orders admin < 50 ms, trends < 50 ms.
//
//   npm run build && node bench/scale.mjs [--db sqlite|postgres|both] [--scale 1] [--reuse]
//
// The data set is kept between runs (SQLite under the system's temporary folder,
// PostgreSQL in the database `gerai_scale` of --postgres-url); --reuse measures the one
// there if it has the same scale, instead of generating it again.
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import zlib from "node:zlib";
import pg from "pg";
import Database from "better-sqlite3";
import { machineLine, percentiles, writeReportBlock } from "./report.mjs";
import { generateScaleData, SCALE_PASSWORD } from "./scale-data.mjs";
import { signInAsDemo, startBenchServer } from "./server.mjs";

const { values: options } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    scale: { type: "string", default: "1" },
    reuse: { type: "boolean", default: false },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    samples: { type: "string", default: "300" },
  },
});
const SCALE = Number(options.scale);
const SAMPLES = Number(options.samples);
const WARM_UP = 20;
const BUDGETS = { shop: 20, orders: 50, trends: 50 };
/** What Chromium asks for: a first visit gets its page in brotli. */
const BROWSER_ENCODINGS = "gzip, deflate, br, zstd";
const kinds = options.db === "both" ? ["sqlite", "postgres"] : [options.db];

/** The server's full (mark-compact) collections so far, from its metrics (none yet: 0). */
async function fullCollectionsOf(server) {
  const response = await fetch(`${server.baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${server.metricsToken}` },
  });
  const text = await response.text();
  if (response.status !== 200 || !text.includes("nodejs_gc_duration_seconds")) {
    throw new Error(`/metrics: ${response.status}, without the collections' durations`);
  }
  const match = /^nodejs_gc_duration_seconds_count\{kind="major"\} (\d+)$/m.exec(text);
  return match ? Number(match[1]) : 0;
}

/**
 * Times `request(i)` for i = 0 … count - 1, after WARM_UP requests not counted, and counts
 * the server's full collections meanwhile.
 */
async function timed(server, count, request, warmUp = (i) => request(i)) {
  for (let i = 0; i < WARM_UP; i++) await warmUp(i);
  const collectionsBefore = await fullCollectionsOf(server);
  const samples = [];
  for (let i = 0; i < count; i++) {
    const begin = performance.now();
    await request(i);
    samples.push(performance.now() - begin);
  }
  const fullCollections = (await fullCollectionsOf(server)) - collectionsBefore;
  return { ...percentiles(samples), fullCollections };
}

/** The data set of `kind`: where it is, generated unless a kept one of this scale is reused. */
async function dataSetOf(kind) {
  const dataDir = path.join(os.tmpdir(), "gerai-scale", kind);
  const manifestFile = path.join(dataDir, "scale.json");
  const adminUrl = new URL(options["postgres-url"]);
  const url = new URL(options["postgres-url"]);
  url.pathname = "/gerai_scale";
  const databaseUrl = kind === "postgres" ? url.toString() : "";
  if (options.reuse && fs.existsSync(manifestFile)) {
    const manifest = JSON.parse(fs.readFileSync(manifestFile, "utf8"));
    if (manifest.scale === SCALE) {
      console.log(`${kind}: reusing the data set generated ${manifest.generatedAt}`);
      return { dataDir, databaseUrl, manifest };
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  if (kind === "postgres") {
    const admin = new pg.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query("drop database if exists gerai_scale with (force)");
    await admin.query("create database gerai_scale");
    await admin.end();
  }
  // The server migrates the new database and seeds the demo shop: the big shop.
  const server = await startBenchServer({ DATABASE_URL: databaseUrl }, { dataDir });
  await server.stop();
  const manifest = await generateScaleData({
    kind,
    file: path.join(dataDir, "gerai.db"),
    url: databaseUrl,
    scale: SCALE,
  });
  fs.writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  return { dataDir, databaseUrl, manifest };
}

const COUNTED = {
  shops: ["brands"],
  products: ["products"],
  orders: ["orders"],
  orderLines: ["order_products"],
  viewAndClickRows: ["link", "product", "store"].flatMap((item) => [
    `${item}_view_histories`,
    `${item}_click_histories`,
  ]),
  itemDays: ["link_daily_counts", "product_daily_counts", "store_daily_counts"],
  shopDays: ["shop_daily_counts"],
};

/**
 * Shops to visit (every k-th by name, so both databases see the same ones), the big shop's
 * most seen product, and the rows the database holds.
 */
async function samplesOf(kind, { dataDir, databaseUrl }) {
  const text =
    "select username from brands where username <> 'demo' order by username limit 100000";
  const productText =
    "select p.id from products p join brands b on b.id = p.brand_id " +
    "where b.username = 'demo' order by p.views desc limit 1";
  const countText = (table) => `select count(*) as n from ${table}`;
  let usernames;
  let productId;
  const rows = {};
  if (kind === "sqlite") {
    const db = new Database(path.join(dataDir, "gerai.db"), { readonly: true });
    usernames = db.prepare(text).all();
    productId = db.prepare(productText).get().id;
    for (const [name, tables] of Object.entries(COUNTED)) {
      rows[name] = tables.reduce((sum, table) => sum + db.prepare(countText(table)).get().n, 0);
    }
    db.close();
  } else {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    usernames = (await client.query(text)).rows;
    productId = (await client.query(productText)).rows[0].id;
    for (const [name, tables] of Object.entries(COUNTED)) {
      rows[name] = 0;
      for (const table of tables) {
        rows[name] += Number((await client.query(countText(table))).rows[0].n);
      }
    }
    await client.end();
  }
  // Every k-th shop of the sorted list, so the same ones on both databases.
  const wanted = SAMPLES + WARM_UP;
  const step = Math.max(1, Math.floor(usernames.length / wanted));
  const shops = [];
  for (let i = 0; shops.length < wanted; i = (i + step) % usernames.length) {
    shops.push(usernames[i].username);
  }
  return { shops, productId, rows };
}

async function measure(kind) {
  const dataSet = await dataSetOf(kind);
  const { shops, productId, rows: counted } = await samplesOf(kind, dataSet);
  const metricsToken = crypto.randomBytes(16).toString("hex");
  const server = await startBenchServer(
    { DATABASE_URL: dataSet.databaseUrl, METRICS_TOKEN: metricsToken },
    { dataDir: dataSet.dataDir },
  );
  server.metricsToken = metricsToken;
  // One kept-alive connection and Node's own HTTP client, as a load tool sends: fetch
  // (undici) made enough garbage of its own that the bench's process collected its heap
  // in the middle of timed requests (decision 037).
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const rows = [];
  try {
    /** The answer to a GET, its body as sent (compressed as a browser asks). */
    const get = (url, cookie) =>
      new Promise((resolve, reject) => {
        const headers = { "accept-encoding": BROWSER_ENCODINGS };
        const options = { agent, headers: cookie ? { ...headers, cookie } : headers };
        http
          .get(`${server.baseUrl}${url}`, options, (response) => {
            const chunks = [];
            response.on("data", (chunk) => chunks.push(chunk));
            response.on("error", reject);
            response.on("end", () => {
              if (response.statusCode !== 200) {
                reject(new Error(`${url}: ${response.statusCode}`));
              } else {
                resolve({
                  encoding: response.headers["content-encoding"],
                  body: Buffer.concat(chunks),
                });
              }
            });
          })
          .on("error", reject);
      });
    const textOf = ({ encoding, body }) =>
      (encoding === "br"
        ? zlib.brotliDecompressSync(body)
        : encoding === "gzip"
          ? zlib.gunzipSync(body)
          : body
      ).toString("utf8");
    const row = async (label, budget, figures) => {
      rows.push({ label, budget, ...figures });
      console.log(kind, label, figures);
    };

    // What the machine gives at the moment: an answer that reads nothing.
    await row(
      "reference: /healthz (no page, no database)",
      null,
      await timed(server, SAMPLES, () => get("/healthz")),
    );

    // The shops' own pages: each shop once (its page rendered, not kept), then one repeated.
    const others = (i) => shops[SAMPLES + (i % WARM_UP)];
    await row(
      `shop page (HTML), ${SAMPLES} different shops`,
      BUDGETS.shop,
      await timed(
        server,
        SAMPLES,
        (i) => get(`/${shops[i]}`),
        (i) => get(`/${others(i)}`),
      ),
    );
    await row(
      `products data, ${SAMPLES} different shops`,
      BUDGETS.shop,
      await timed(
        server,
        SAMPLES,
        (i) => get(`/${shops[i]}/products.data`),
        (i) => get(`/${others(i)}/products.data`),
      ),
    );
    await row(
      `shop page (HTML), one shop repeated`,
      BUDGETS.shop,
      await timed(server, SAMPLES, () => get(`/${shops[0]}`)),
    );
    await row(
      `products data, one shop repeated`,
      BUDGETS.shop,
      await timed(server, SAMPLES, () => get(`/${shops[0]}/products.data`)),
    );
    const big = dataSet.manifest.bigShop;
    await row(
      `products data, the big shop (${big.products.toLocaleString("en")} products)`,
      BUDGETS.shop,
      await timed(server, SAMPLES, () => get(`/${big.username}/products.data`)),
    );

    // The platform's directory of shops, which reads every shop with products.
    await row(
      "platform shop directory (products data of /products)",
      null,
      await timed(server, Math.min(SAMPLES, 50), () => get("/products.data")),
    );

    // The big shop's seller: orders admin and trends.
    const cookie = await signInAsDemo(server);
    const orderPages = Math.ceil(big.orders / 10);
    for (const [label, url] of [
      ["orders admin, active, page 1", "/admin/orders.data"],
      [
        "orders admin, active, last page",
        `/admin/orders.data?page=${Math.ceil(orderPages * 0.03)}`,
      ],
      ["orders admin, finished, page 1", "/admin/orders.data?view=selesai"],
      [
        `orders admin, finished, page ${Math.floor(orderPages / 2).toLocaleString("en")}`,
        `/admin/orders.data?view=selesai&page=${Math.floor(orderPages / 2)}`,
      ],
      ["orders admin, cancelled, page 1", "/admin/orders.data?view=dibatalkan"],
      // Decision 056: a payment status within a tab, the one a seller chasing money asks for.
      ["orders admin, active, DP", "/admin/orders.data?bayar=dp"],
      ["orders admin, finished, Belum Bayar", "/admin/orders.data?view=selesai&bayar=unpaid"],
    ]) {
      await row(label, BUDGETS.orders, await timed(server, SAMPLES, () => get(url, cookie)));
    }
    const home = textOf(await get("/admin.data?hari=90", cookie));
    if (!home.includes("Pendapatan")) throw new Error("the admin home answered without trends");
    for (const days of [7, 30, 90]) {
      await row(
        `trends, admin home, ${days} days`,
        BUDGETS.trends,
        await timed(server, SAMPLES, () => get(`/admin.data?hari=${days}`, cookie)),
      );
    }
    await row(
      "trends, the big shop's most seen product, 90 days",
      BUDGETS.trends,
      await timed(server, SAMPLES, () => get(`/admin/trends/product/${productId}?hari=90`, cookie)),
    );
  } finally {
    agent.destroy();
    await server.stop();
  }
  return { kind, manifest: dataSet.manifest, counted, rows };
}

const results = [];
for (const kind of kinds) results.push(await measure(kind));

const number = (n) => n.toLocaleString("en");
const within = (row) => row.budget === null || row.p95 < row.budget;
const lines = [
  "## A million rows (budgets, p95: shop page and products data < 20 ms, orders admin and trends < 50 ms)",
  "",
  machineLine("scale.mjs"),
  `${SAMPLES} sequential requests per row after ${WARM_UP} to warm up; the shop rows visit ` +
    "each shop once (pages not yet kept in memory), the others repeat one request. The big " +
    "shop is the demo shop, signed in as its seller; every generated seller signs in as " +
    `\`<username>@example.com\` with \`${SCALE_PASSWORD}\`. The /healthz row, an answer ` +
    "that reads nothing, shows what the machine gave during the same run. Full collections " +
    "are V8's mark-compact collections in the server while a row was timed (its metrics).",
  "",
  "| database | shops | products | orders | order lines | view and click rows | item days | shop days | generated in |",
  "|---|---|---|---|---|---|---|---|---|",
  ...results.map(({ kind, counted: rows, manifest: { seconds } }) =>
    [
      kind,
      number(rows.shops),
      number(rows.products),
      number(rows.orders),
      number(rows.orderLines),
      number(rows.viewAndClickRows),
      number(rows.itemDays),
      number(rows.shopDays),
      `${Math.round(seconds.total)} s (indexes ${Math.round(seconds.indexes)} s)`,
    ]
      .join(" | ")
      .replace(/^/, "| ")
      .concat(" |"),
  ),
  "",
  "| database | request | p50 ms | p95 ms | p99 ms | full collections | budget | within |",
  "|---|---|---|---|---|---|---|---|",
  ...results.flatMap(({ kind, rows }) =>
    rows.map(
      (row) =>
        `| ${kind} | ${row.label} | ${row.p50} | ${row.p95} | ${row.p99} | ` +
        `${row.fullCollections} | ` +
        (row.budget === null
          ? "— | — |"
          : `${row.budget} ms | ${within(row) ? "yes" : "**no**"} |`),
    ),
  ),
  "",
  results.every(({ rows }) => rows.every(within))
    ? "Every row within its budget."
    : `Over budget: ${results
        .flatMap(({ kind, rows }) =>
          rows.filter((row) => !within(row)).map((row) => `${kind} ${row.label}`),
        )
        .join("; ")}.`,
];
writeReportBlock("scale", lines);
console.log("written docs/performance.md");
