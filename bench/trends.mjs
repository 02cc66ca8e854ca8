// Trends: the admin home's figures for 7, 30 and 90 days with 1,000,000 view and click
// rows and 100,000 orders in one shop. Prints the p50/p95/p99 of the admin home's data
// request (every loader it runs, signed in, sequential) and of a product's trends, and,
// as the reference in the same run, the same 90-day figures summed from the raw history
// and orders, the way the page would have to without the daily roll-ups. Budget: the
// admin home's p95 under 50 ms.
//   npm run build && node bench/trends.mjs [views] [orders]
import path from "node:path";
import Database from "better-sqlite3";
import { generateOrders } from "./orders-data.mjs";
import { machineLine, percentiles, writeReportBlock } from "./report.mjs";
import { signInAsDemo, startBenchServer } from "./server.mjs";
import { generateViews, rollUpOrders } from "./trends-data.mjs";

const VIEWS = Number(process.argv[2] ?? 1_000_000);
const ORDERS = Number(process.argv[3] ?? 100_000);
const RUNS = 300;
const BUDGET_P95_MS = 50;

async function timed(runs, task) {
  for (let i = 0; i < 20; i++) await task();
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const begin = performance.now();
    await task();
    samples.push(performance.now() - begin);
  }
  return percentiles(samples);
}

const server = await startBenchServer();
try {
  const file = path.join(server.dataDir, "gerai.db");
  const reader = new Database(file, { readonly: true });
  const brand = reader.prepare("select id from brands where username = 'demo'").get();
  const product = reader
    .prepare("select id from products where brand_id = ? limit 1")
    .get(brand.id);

  const started = Date.now();
  generateOrders(file, brand.id, ORDERS, { activeShare: 0.03 });
  rollUpOrders(file, brand.id);
  generateViews(file, brand.id, VIEWS);
  const rows = (table) => reader.prepare(`select count(*) as n from ${table}`).get().n;
  const viewRows = [
    "link_view_histories",
    "link_click_histories",
    "product_view_histories",
    "product_click_histories",
    "store_view_histories",
    "store_click_histories",
  ].reduce((sum, table) => sum + rows(table), 0);
  console.log(
    `generated ${viewRows} view and click rows and ${rows("orders")} orders ` +
      `in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const cookie = await signInAsDemo(server);

  const get = async (url) => {
    const response = await fetch(`${server.baseUrl}${url}`, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return body;
  };
  const sample = await get("/admin.data?hari=90");
  if (!sample.includes("Pendapatan")) throw new Error("the admin home answered without its trends");

  const results = {};
  for (const days of [7, 30, 90]) {
    results[`admin home, ${days} days`] = await timed(RUNS, () => get(`/admin.data?hari=${days}`));
  }
  results["a product's trends, 90 days"] = await timed(RUNS, () =>
    get(`/admin/trends/product/${product.id}?hari=90`),
  );

  // The reference: the 90-day figures (and the 90 days before) summed from the raw rows.
  const since = new Date(Date.now() - 180 * 24 * 3600 * 1000).toISOString();
  const raw = [
    reader.prepare(
      `select strftime('%Y-%m-%d', created_at, '+7 hours') as day, count(*) as placed,
         sum(status = 'selesai') as finished, sum(status = 'dibatalkan') as cancelled,
         sum(case when status = 'dibatalkan' then 0 else total end) as revenue
       from orders where brand_id = ? and created_at >= ? group by day`,
    ),
    reader.prepare(
      `select strftime('%Y-%m-%d', h.created_at, '+7 hours') as day, count(*) as clicks
       from link_click_histories h join links on links.id = h.link_id
       where links.brand_id = ? and h.created_at >= ? group by day`,
    ),
    reader.prepare(
      `select strftime('%Y-%m-%d', h.created_at, '+7 hours') as day, count(*) as opens
       from product_click_histories h join products on products.id = h.product_id
       where products.brand_id = ? and h.created_at >= ? group by day`,
    ),
  ];
  results["reference: the same 90 days from raw rows (in process)"] = await timed(20, async () => {
    for (const statement of raw) statement.all(brand.id, since);
  });

  for (const [name, figures] of Object.entries(results)) console.log(name, figures);
  const home = results["admin home, 90 days"];
  const reference = results["reference: the same 90 days from raw rows (in process)"];
  const verdict = home.p95 < BUDGET_P95_MS ? "within" : "OVER";
  console.log(
    `admin home p95 ${home.p95} ms for 90 days: ${verdict} the ${BUDGET_P95_MS} ms budget; ` +
      `raw rows ${reference.p95} ms p95 (${(reference.p95 / home.p95).toFixed(1)}× the page)`,
  );

  writeReportBlock("trends", [
    "## Trends",
    "",
    machineLine("trends.mjs"),
    `${viewRows.toLocaleString("en")} view and click rows and ${rows("orders").toLocaleString("en")} orders in one shop; ` +
      `${RUNS} sequential signed-in requests after 20 to warm up.`,
    "",
    "| request | p50 ms | p95 ms | p99 ms |",
    "|---|---|---|---|",
    ...Object.entries(results).map(
      ([name, { p50, p95, p99 }]) => `| ${name} | ${p50} | ${p95} | ${p99} |`,
    ),
    "",
    `Budget: the admin home's p95 under ${BUDGET_P95_MS} ms (${verdict}).`,
  ]);
  reader.close();
  if (home.p95 >= BUDGET_P95_MS) process.exitCode = 1;
} finally {
  await server.stop();
}
