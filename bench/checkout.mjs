// Orders placed at once by many customers, on SQLite (durable commits, decision 001) and
// on PostgreSQL: how many a second the demo shop takes, and how long each customer waits.
//   npm run build && node bench/checkout.mjs [--seconds N] [--skip-postgres]
// Each database is measured twice: flat out (200 connections sending as fast as they are
// answered: the most orders a second it takes), then with orders arriving at the budget's
// pace, evenly spaced whatever the answers (bench/paced-load.mjs): how long a customer waits
// when the shop takes that many.
// Every order comes from a customer of its own (X-Forwarded-For behind TRUST_PROXY=1), so
// the per-customer order limit never refuses one; afterwards the database must hold exactly
// the orders that were acknowledged with 201.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import pg from "pg";
import { pacedLoad } from "./paced-load.mjs";
import { machineLine, writeReportBlock } from "./report.mjs";
import { startBareServer, startBenchServer } from "./server.mjs";

const args = process.argv.slice(2);
const SECONDS = args.includes("--seconds") ? Number(args[args.indexOf("--seconds") + 1]) : 20;
const CONNECTIONS = 200;
/** The budget: orders a second each database must take, each answered within P99_BUDGET_MS. */
const ORDERS_BUDGET = { sqlite: 1000, postgres: 500 };
const P99_BUDGET_MS = 50;
const POSTGRES_ADMIN_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

let customer = 0;
const nextCustomer = () => {
  customer += 1;
  return `10.${(customer >> 16) & 255}.${(customer >> 8) & 255}.${customer & 255}`;
};

/** An order as the checkout sends it: two demo products, their options, tomorrow 10:00. */
function orderBody(products) {
  const kopi = products.find((product) => product.name === "Kopi Susu Gula Aren");
  const roti = products.find((product) => product.name === "Roti Bakar Cokelat Keju");
  return JSON.stringify({
    username: "demo",
    form: {
      deliveryDay: "tomorrow",
      deliveryTime: "10:00",
      customerName: "Pelanggan Bench",
      customerPhone: "0812-3456-7890",
      deliveryMethod: "Diantar",
      note: "",
      referralCode: "",
    },
    items: [
      {
        productId: kopi.id,
        quantity: 2,
        customizations: { Ukuran: "Reguler", Gula: "Sedikit" },
        notes: "",
        seenPrice: Number(kopi.price),
        name: kopi.name,
      },
      {
        productId: roti.id,
        quantity: 1,
        customizations: { Topping: "Srikaya" },
        notes: "",
        seenPrice: Number(roti.price),
        name: roti.name,
      },
    ],
  });
}

const DEMO_PRODUCTS = `select products.id, products.name, products.price from products
  join brands on brands.id = products.brand_id where brands.username = 'demo'`;
const DEMO_ORDERS = `select count(*) as count from orders
  join brands on brands.id = orders.brand_id where brands.username = 'demo'`;

function sqliteQuery(dataDir, text) {
  const db = new SQLite(path.join(dataDir, "gerai.db"), { readonly: true });
  try {
    return db.prepare(text).all();
  } finally {
    db.close();
  }
}

async function postgresQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

/**
 * The CPU time (user and system, in ms) a process has spent, from Linux's /proc; null
 * elsewhere. Per order, it shows a change in the order path even when the disk's syncs,
 * which vary from run to run on a shared machine, decide the orders a second.
 */
function processCpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** Orders for SECONDS, sent as fast as they are answered. */
function placeOrders(baseUrl, body) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url: baseUrl,
        connections: CONNECTIONS,
        duration: SECONDS,
        requests: [
          {
            method: "POST",
            path: "/api/orders",
            body,
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                "content-type": "application/json",
                origin: baseUrl,
                "x-forwarded-for": nextCustomer(),
              },
            }),
          },
        ],
      },
      (error, result) => {
        if (error) reject(error);
        else
          resolve({
            placedPerSecond: result["2xx"] / SECONDS,
            placed: result["2xx"],
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            refused: result.non2xx,
            errors: result.errors + result.timeouts,
          });
      },
    );
  });
}

/** Orders arriving `rate` a second for SECONDS, evenly spaced, after two seconds of the same. */
async function placeOrdersAtPace(baseUrl, body, rate) {
  const result = await pacedLoad({
    url: baseUrl,
    rate,
    seconds: SECONDS,
    connections: CONNECTIONS,
    request: () => ({
      method: "POST",
      path: "/api/orders",
      headers: {
        "content-type": "application/json",
        origin: baseUrl,
        "x-forwarded-for": nextCustomer(),
      },
      body,
    }),
  });
  return {
    placedPerSecond: result.okPerSecond,
    placed: result.ok,
    p50Ms: result.p50Ms,
    p99Ms: result.p99Ms,
    maxMs: result.maxMs,
    refused: result.non2xx,
    errors: result.errors,
  };
}

async function measure(kind) {
  let databaseUrl = "";
  let database;
  if (kind === "postgres") {
    database = `gerai_bench_${crypto.randomBytes(4).toString("hex")}`;
    await postgresQuery(POSTGRES_ADMIN_URL, `create database ${database}`);
    const url = new URL(POSTGRES_ADMIN_URL);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const server = await startBenchServer({ TRUST_PROXY: "1", DATABASE_URL: databaseUrl });
  try {
    const read = (text) =>
      kind === "postgres" ? postgresQuery(databaseUrl, text) : sqliteQuery(server.dataDir, text);
    const body = orderBody(await read(DEMO_PRODUCTS));
    const before = Number((await read(DEMO_ORDERS))[0].count);
    const cpuBefore = processCpuMs(server.pid);
    const result = await placeOrders(server.baseUrl, body);
    const cpuAfter = processCpuMs(server.pid);
    const cpuMsPerOrder =
      cpuBefore === null || cpuAfter === null || result.placed === 0
        ? null
        : (cpuAfter - cpuBefore) / result.placed;
    const stored = Number((await read(DEMO_ORDERS))[0].count) - before;
    console.log(kind, result, { stored, cpuMsPerOrder });
    const paced = await placeOrdersAtPace(server.baseUrl, body, ORDERS_BUDGET[kind]);
    console.log(kind, `${ORDERS_BUDGET[kind]}/s arriving`, paced);
    return { ...result, stored, cpuMsPerOrder, paced };
  } finally {
    await server.stop();
    if (database) {
      await postgresQuery(POSTGRES_ADMIN_URL, `drop database if exists ${database} with (force)`);
    }
  }
}

/**
 * What this machine answers at all to the same requests: a bare Node server acknowledging
 * each with an answer the size of a placed order's, nothing stored. Machines differ several
 * times over; this row is what the orders' figures are to be read against.
 */
async function measureReference() {
  const placed = JSON.stringify({
    orderNumber: "ORD00000000",
    total: 51000,
    message: "x".repeat(700),
    whatsappUrl: `https://wa.me/6281234567890?text=${"x".repeat(1100)}`,
    trackingUrl: "https://gerai.example/demo/order-tracking?order=ORD00000000",
  });
  const bare = await startBareServer(placed, { "content-type": "application/json" }, 201);
  const body = orderBody([
    { id: "a", name: "Kopi Susu Gula Aren", price: 18000 },
    { id: "b", name: "Roti Bakar Cokelat Keju", price: 15000 },
  ]);
  try {
    const result = await placeOrders(bare.url, body);
    // What the paced load itself adds to every order's time on this machine.
    const paced = await placeOrdersAtPace(bare.url, body, ORDERS_BUDGET.sqlite);
    return { ...result, paced };
  } finally {
    bare.stop();
  }
}

const reference = await measureReference();
console.log("reference", reference);
const results = { sqlite: await measure("sqlite") };
if (!args.includes("--skip-postgres")) {
  results.postgres = await measure("postgres");
}

writeReportBlock("checkout", [
  "## Orders placed at once",
  "",
  machineLine("checkout.mjs"),
  `${CONNECTIONS} connections for ${SECONDS} s, each order from a customer of its own; SQLite with synchronous=FULL (decision 001).`,
  "",
  "| database | orders/s | p50 | p99 | server CPU per order | refused | errors | every acknowledged order stored |",
  "|---|---|---|---|---|---|---|---|",
  `| reference: a bare Node server acknowledging the same requests, nothing stored | ${reference.placedPerSecond.toFixed(0)} | ${reference.p50Ms} ms | ${reference.p99Ms} ms | — | ${reference.refused} | ${reference.errors} | — |`,
  ...Object.entries(results).map(
    ([kind, r]) =>
      `| ${kind} | ${r.placedPerSecond.toFixed(0)} | ${r.p50Ms} ms | ${r.p99Ms} ms | ${r.cpuMsPerOrder === null ? "—" : `${r.cpuMsPerOrder.toFixed(2)} ms`} | ${r.refused} | ${r.errors} | ${r.stored >= r.placed ? `yes (${r.placed} acknowledged, ${r.stored} stored)` : `NO: ${r.stored} stored, ${r.placed} acknowledged`} |`,
  ),
  "",
  `Orders arriving at the budget's pace for ${SECONDS} s after 2 s of the same, evenly spaced whatever the answers (at most ${CONNECTIONS} connections); each order's time counted from when it was due, so a wait for a free connection counts too:`,
  "",
  "| database | arriving | answered/s | p50 | p99 | max | refused | errors | within budget |",
  "|---|---|---|---|---|---|---|---|---|",
  `| reference: the bare server above | ${ORDERS_BUDGET.sqlite}/s | ${reference.paced.placedPerSecond.toFixed(0)} | ${reference.paced.p50Ms} ms | ${reference.paced.p99Ms} ms | ${reference.paced.maxMs} ms | ${reference.paced.refused} | ${reference.paced.errors} | — |`,
  ...Object.entries(results).map(
    ([kind, { paced }]) =>
      `| ${kind} | ${ORDERS_BUDGET[kind]}/s | ${paced.placedPerSecond.toFixed(0)} | ${paced.p50Ms} ms | ${paced.p99Ms} ms | ${paced.maxMs} ms | ${paced.refused} | ${paced.errors} | ${paced.p99Ms < P99_BUDGET_MS && paced.refused === 0 && paced.errors === 0 ? "yes" : "**no**"} |`,
  ),
  "",
  `Budget: ≥ ${ORDERS_BUDGET.sqlite.toLocaleString("en")} orders/s on SQLite, ≥ ${ORDERS_BUDGET.postgres}/s on PostgreSQL, p99 < ${P99_BUDGET_MS} ms at that pace.`,
]);
console.log("written docs/performance.md");
