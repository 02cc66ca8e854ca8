// Production list budget (decision 063): with 100,000 orders in one shop, the data request
// of /admin/production (root, admin layout and the list's loaders, with the session check)
// answers in under 50 ms at p95, for one due day and for a week, on SQLite and PostgreSQL.
// The orders are due over a year around today (about 270 a day), one to three lines each,
// most with choices, a tenth cancelled; they are written straight into the database the
// production build runs on.
//   npm run build && node bench/production.mjs [--db sqlite|postgres|both] [--orders 100000]
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import pg from "pg";
import { machineLine, timeDataRequests, writeReportBlock } from "./report.mjs";
import { signInAsDemo, startBenchServer } from "./server.mjs";

const { values: options } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    orders: { type: "string", default: "100000" },
    "postgres-url": { type: "string", default: "postgres://postgres@127.0.0.1:5432/postgres" },
    "no-report": { type: "boolean", default: false },
  },
});
const ORDERS = Number(options.orders);
const SAMPLES = 300;
const WARM_UP = 20;
const BUDGET_P95_MS = 50;
const DAY_MS = 86_400_000;
/** Due days from 300 days ago to 65 days ahead. */
const FIRST_DAY_OFFSET = -300;
const DAY_SPAN = 365;
const STATUSES = ["menunggu_diterima", "pesanan_diterima", "diproses", "selesai", "selesai"];
const SIZES = ["Kecil", "Sedang", "Besar"];
const TOPPINGS = ["Keju", "Cokelat", "Kacang", "Meses"];

/** mulberry32: the same orders on both databases. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The orders, their lines and their options as rows, a batch of `size` orders at a time. */
function* orderBatches(brandId, products, size) {
  const random = seededRandom(63);
  const pick = (items) => items[Math.floor(random() * items.length)];
  // Midnight UTC of today; the shop's days are offset, which only shifts the spread.
  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  for (let from = 0; from < ORDERS; from += size) {
    const orders = [];
    const lines = [];
    const choices = [];
    for (let i = from; i < Math.min(ORDERS, from + size); i++) {
      const id = crypto.randomUUID();
      const day = FIRST_DAY_OFFSET + Math.floor((i / ORDERS) * DAY_SPAN);
      const slot = new Date(today + day * DAY_MS + (1 + Math.floor(random() * 12)) * 3_600_000);
      const createdAt = new Date(slot.getTime() - 2 * DAY_MS).toISOString();
      const status = random() < 0.1 ? "dibatalkan" : pick(STATUSES);
      let total = 0;
      const count = 1 + Math.floor(random() * 3);
      for (let l = 0; l < count; l++) {
        const product = pick(products);
        const lineId = crypto.randomUUID();
        const quantity = 1 + Math.floor(random() * 4);
        total += product.price * quantity;
        const chosen =
          random() < 0.8
            ? [
                ["Ukuran", pick(SIZES)],
                ...TOPPINGS.filter(() => random() < 0.3).map((t) => ["Topping", t]),
              ]
            : [];
        chosen.forEach(([name, value], position) =>
          choices.push([`${lineId}-${String(position).padStart(2, "0")}`, lineId, name, value]),
        );
        lines.push([
          lineId,
          id,
          product.id,
          product.name,
          quantity,
          product.price,
          product.price * quantity,
          l,
          // The line's choices as the order path keeps them (decision 068).
          chosen.map(([name, value]) => `${name}\u001F${value}`).join("\u001E"),
        ]);
      }
      orders.push([
        id,
        brandId,
        `ORD${String(90_000_000 + i)}`,
        status,
        `Pelanggan ${i}`,
        "6285700005678",
        "Diambil Sendiri",
        slot.toISOString(),
        slot.toISOString(),
        total,
        createdAt,
        createdAt,
      ]);
    }
    yield { orders, lines, choices };
  }
}

const ORDER_COLUMNS =
  "id, brand_id, order_number, status, customer_name, customer_phone, delivery_method, " +
  "delivery_time_option, delivery_slot_at, total, created_at, updated_at";
const LINE_COLUMNS =
  "id, order_id, product_id, product_name, quantity, unit_price, total_price, display_order, " +
  "choice_key";
const CHOICE_COLUMNS = "id, order_product_id, option_name, option_value";

function seedSqlite(file, brandId, products) {
  const db = new Database(file);
  db.pragma("busy_timeout = 10000");
  const insert = (table, columns, count) =>
    db.prepare(`insert into ${table} (${columns}) values (${Array(count).fill("?").join(", ")})`);
  const order = insert("orders", ORDER_COLUMNS, 12);
  const line = insert("order_products", LINE_COLUMNS, 9);
  const choice = insert("order_product_options", CHOICE_COLUMNS, 4);
  const write = db.transaction((batch) => {
    for (const row of batch.orders) order.run(row);
    for (const row of batch.lines) line.run(row);
    for (const row of batch.choices) choice.run(row);
  });
  for (const batch of orderBatches(brandId, products, 5_000)) write(batch);
  db.pragma("optimize");
  db.close();
}

async function seedPostgres(client, brandId, products) {
  const insert = async (table, columns, rows) => {
    const width = rows[0]?.length ?? 0;
    for (let from = 0; from < rows.length; from += 1_000) {
      const chunk = rows.slice(from, from + 1_000);
      const values = chunk
        .map(
          (_, r) =>
            `(${Array.from({ length: width }, (_, c) => `$${r * width + c + 1}`).join(", ")})`,
        )
        .join(", ");
      await client.query(`insert into ${table} (${columns}) values ${values}`, chunk.flat());
    }
  };
  for (const batch of orderBatches(brandId, products, 5_000)) {
    await insert("orders", ORDER_COLUMNS, batch.orders);
    await insert("order_products", LINE_COLUMNS, batch.lines);
    await insert("order_product_options", CHOICE_COLUMNS, batch.choices);
  }
  await client.query("vacuum analyze");
}

const dayAfter = (days) => new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);

async function measure(kind) {
  const dataDir = path.join(os.tmpdir(), `gerai-production-${kind}-${process.pid}`);
  let databaseUrl = "";
  if (kind === "postgres") {
    const admin = new pg.Client({ connectionString: options["postgres-url"] });
    await admin.connect();
    await admin.query("drop database if exists gerai_production with (force)");
    await admin.query("create database gerai_production");
    await admin.end();
    const url = new URL(options["postgres-url"]);
    url.pathname = "/gerai_production";
    databaseUrl = url.toString();
  }
  // The server migrates the new database and seeds the demo shop.
  fs.mkdirSync(dataDir, { recursive: true });
  const server = await startBenchServer({ DATABASE_URL: databaseUrl }, { dataDir });
  const rows = [];
  try {
    const productsText =
      "select p.id, p.name, p.price from products p join brands b on b.id = p.brand_id where b.username = 'demo' order by p.id";
    const brandText = "select id from brands where username = 'demo'";
    const started = Date.now();
    if (kind === "sqlite") {
      const file = path.join(dataDir, "gerai.db");
      const reader = new Database(file, { readonly: true });
      const brand = reader.prepare(brandText).get();
      const products = reader.prepare(productsText).all();
      reader.close();
      seedSqlite(file, brand.id, products);
    } else {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const brand = (await client.query(brandText)).rows[0];
      const products = (await client.query(productsText)).rows.map((p) => ({
        ...p,
        price: Number(p.price),
      }));
      await seedPostgres(client, brand.id, products);
      await client.end();
    }
    console.log(
      `${kind}: ${ORDERS.toLocaleString("en")} orders written in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const cookie = await signInAsDemo(server);
    const cases = [
      ["one due day (tomorrow)", `/admin/production.data?dari=${dayAfter(1)}`],
      ["one due day, 30 days ago", `/admin/production.data?dari=${dayAfter(-30)}`],
      ["a week of due days", `/admin/production.data?dari=${dayAfter(1)}&sampai=${dayAfter(7)}`],
    ];
    for (const [label, url] of cases) {
      const timing = await timeDataRequests(server.baseUrl + url, {
        cookie,
        samples: SAMPLES,
        warmUp: WARM_UP,
      });
      const row = { kind, label, ...timing };
      console.log(row);
      rows.push(row);
    }
  } finally {
    await server.stop({ keepData: false });
  }
  return rows;
}

const kinds = options.db === "both" ? ["sqlite", "postgres"] : [options.db];
const loadBefore = os.loadavg()[0];
const rows = [];
for (const kind of kinds) rows.push(...(await measure(kind)));
const loadAfter = os.loadavg()[0];
const over = rows.filter((row) => row.p95 >= BUDGET_P95_MS);
console.log(
  over.length === 0
    ? `every row within p95 < ${BUDGET_P95_MS} ms`
    : `${over.length} rows over the budget`,
);

if (!options["no-report"]) {
  writeReportBlock("production", [
    `## Production list (budget: loader p95 < ${BUDGET_P95_MS} ms with 100,000 orders in one shop)`,
    "",
    machineLine("production.mjs"),
    `${ORDERS.toLocaleString("en")} orders in the demo shop, due over a year around today (about ${Math.round(ORDERS / DAY_SPAN)} a day), one to three lines each, most with choices, a tenth cancelled; ${SAMPLES} sequential data requests per row after ${WARM_UP} to warm up, each with the session check and every loader of the page.`,
    "",
    `The machine's load average (1 min) was ${loadBefore.toFixed(1)} at the start and ${loadAfter.toFixed(1)} at the end.`,
    "",
    "| database | due days | answer | p50 | p95 | p99 | within |",
    "|---|---|---|---|---|---|---|",
    ...rows.map(
      (row) =>
        `| ${row.kind} | ${row.label} | ${row.size} | ${row.p50} ms | ${row.p95} ms | ${row.p99} ms | ${row.p95 < BUDGET_P95_MS ? "yes" : "**no**"} |`,
    ),
  ]);
  console.log("written docs/performance.md");
}
