// Bench data generator for a platform at scale: 10,000 shops, 1,000,000 products,
// 1,000,000 orders and 10,000,000 view and click rows over the last 90 days, with the daily
// roll-ups the server keeps as it counts (server/services/daily-counts.ts), written into a
// migrated Gerai database, SQLite (a file) or PostgreSQL (a URL). The demo shop, if there
// is one, becomes the big shop (a few thousand products, a tenth of the orders), so a bench
// can sign in as its seller; every generated seller signs in with SCALE_PASSWORD.
//
//   node bench/scale-data.mjs --db sqlite --file data/gerai.db [--scale 0.01] [--seed 1]
//   node bench/scale-data.mjs --db postgres --url postgres://... [--scale 0.01]
//
// Shops are written one after another, each with everything it owns, from a seeded random
// sequence. Ids are time-ordered UUIDs counted up from the start of the run, so every
// primary key is appended to; the other indexes of the big tables are dropped while
// loading and built again at the end (one sort each instead of millions of inserts at
// random places), then PostgreSQL's statistics are gathered (SQLite, as the server runs it,
// plans without any).
import fs from "node:fs";
import { parseArgs } from "node:util";
import Database from "better-sqlite3";
import { hashPassword } from "better-auth/crypto";
import pg from "pg";
import { dayIn, funnelOf, instantWithin, trafficOf } from "./traffic-shape.mjs";

export const SCALE_PASSWORD = "toko-skala-2026";
export const FULL_SIZE = {
  shops: 10_000,
  products: 1_000_000,
  orders: 1_000_000,
  views: 10_000_000,
};

const DAY_MS = 24 * 60 * 60 * 1000;
const ZONES = { "Asia/Jakarta": 7 * 60, "Asia/Makassar": 8 * 60, "Asia/Jayapura": 9 * 60 };
const ZONE_LABELS = { "Asia/Jakarta": "WIB", "Asia/Makassar": "WITA", "Asia/Jayapura": "WIT" };
const IN_FLIGHT = ["menunggu_diterima", "pesanan_diterima", "diproses", "siap_dikirim"];
const WEEKDAYS = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];
const ALL_DAY_HOURS = JSON.stringify(
  Object.fromEntries(
    ["senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"].map((day) => [
      day,
      { isOpen: true, openTime: "00:00", closeTime: "00:00" },
    ]),
  ),
);

// Columns written per table, with their PostgreSQL types (SQLite takes booleans as 0/1 and
// JSON and timestamps as text).
const t = "text";
const TABLES = {
  user: {
    id: t,
    name: t,
    email: t,
    emailVerified: "bool",
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
    role: t,
  },
  account: {
    id: t,
    accountId: t,
    providerId: t,
    userId: t,
    password: t,
    createdAt: "timestamptz",
    updatedAt: "timestamptz",
  },
  brands: {
    id: t,
    user_id: t,
    name: t,
    username: t,
    about_text: t,
    phone_number: t,
    customer_service_whatsapp: t,
    operational_hours: "jsonb",
    payment_information: t,
    is_delivery_by_store_enabled: "bool",
    time_zone: t,
    created_at: "timestamptz",
    updated_at: "timestamptz",
  },
  links: {
    id: t,
    brand_id: t,
    title: t,
    url: t,
    icon: t,
    views: "int",
    clicks: "int",
    created_at: "timestamptz",
  },
  stores: {
    id: t,
    brand_id: t,
    name: t,
    address: t,
    phone: t,
    views: "int",
    clicks: "int",
    created_at: "timestamptz",
    updated_at: "timestamptz",
  },
  products: {
    id: t,
    brand_id: t,
    name: t,
    category_id: t,
    description: t,
    price: "bigint",
    is_active: "bool",
    is_sold_out: "bool",
    stock: "int",
    display_order: "int",
    views: "int",
    clicks: "int",
    created_at: "timestamptz",
    updated_at: "timestamptz",
  },
  product_options: {
    id: t,
    product_id: t,
    name: t,
    choices: "jsonb",
    is_required: "bool",
    display_order: "int",
    choice_prices: "jsonb",
    min_choices: "int",
    max_choices: "int",
  },
  orders: {
    id: t,
    brand_id: t,
    order_number: t,
    status: t,
    customer_name: t,
    customer_phone: t,
    delivery_method: t,
    delivery_time_option: t,
    total: "bigint",
    cancel_reason: t,
    payment_status: t,
    amount_paid: "bigint",
    created_at: "timestamptz",
    updated_at: "timestamptz",
  },
  order_products: {
    id: t,
    order_id: t,
    product_id: t,
    product_name: t,
    quantity: "int",
    unit_price: "bigint",
    total_price: "bigint",
    display_order: "int",
  },
  order_histories: { id: t, order_id: t, status: t, created_at: "timestamptz" },
  shop_daily_counts: {
    brand_id: t,
    day: t,
    page_views: "int",
    visits: "int",
    link_clicks: "int",
    product_opens: "int",
    visits_with_product: "int",
    visits_with_cart: "int",
    visits_with_checkout: "int",
    orders_placed: "int",
    orders_finished: "int",
    orders_cancelled: "int",
    revenue: "bigint",
    revenue_paid: "bigint",
  },
};
/**
 * An order's payment (decision 056) and the rupiah received: most finished orders paid in
 * full, some on a DP or still owing; orders in flight mostly unpaid or on a DP; a cancelled
 * one that had been paid owes it back, or has returned it.
 */
function paymentOf(status, total, draw) {
  const dp = Math.max(1, Math.floor(total / 2));
  if (status === "selesai") {
    if (draw < 0.9) return ["paid", total];
    return draw < 0.95 ? ["dp", dp] : ["unpaid", 0];
  }
  if (status === "dibatalkan") {
    if (draw < 0.7) return ["unpaid", 0];
    return draw < 0.85 ? ["refund_due", dp] : ["refunded", dp];
  }
  if (draw < 0.5) return ["unpaid", 0];
  return draw < 0.8 ? ["dp", dp] : ["paid", total];
}

const ITEM_KINDS = ["link", "product", "store"];
for (const kind of ITEM_KINDS) {
  for (const [event, ip] of [
    ["view", "viewer_ip"],
    ["click", "visitor_ip"],
  ]) {
    TABLES[`${kind}_${event}_histories`] = {
      id: t,
      [`${kind}_id`]: t,
      [ip]: t,
      user_agent: t,
      referrer: t,
      created_at: "timestamptz",
    };
  }
  TABLES[`${kind}_daily_counts`] = { [`${kind}_id`]: t, day: t, views: "int", clicks: "int" };
}
/** Roll-ups add to a day already there (the demo shop's own orders). */
const ADDED_TO = {
  shop_daily_counts: ["brand_id", "day"],
  link_daily_counts: ["link_id", "day"],
  product_daily_counts: ["product_id", "day"],
  store_daily_counts: ["store_id", "day"],
};

/** An insert's clause adding the row's counts to a day already there (roll-up tables). */
function addedOnConflict(table, columns) {
  const keys = ADDED_TO[table];
  if (!keys) return "";
  const updates = columns
    .filter((column) => !keys.includes(column))
    .map((column) => `${column} = ${table}.${column} + excluded.${column}`);
  return ` on conflict (${keys.join(", ")}) do update set ${updates.join(", ")}`;
}
/** The tables loaded by the million: their other indexes are built after the load. */
const BIG_TABLES = [
  "products",
  "product_options",
  "orders",
  "order_products",
  "order_histories",
  ...ITEM_KINDS.flatMap((kind) => [`${kind}_view_histories`, `${kind}_click_histories`]),
];

// ---------------------------------------------------------------------------------------
// Names, places and goods of small Indonesian shops.

const SHOP_KINDS = [
  "Warung",
  "Toko",
  "Kedai",
  "Dapur",
  "Kios",
  "Depot",
  "Butik",
  "Rumah",
  "Pondok",
];
const SHOP_WORDS = [
  "Berkah",
  "Barokah",
  "Sejahtera",
  "Makmur",
  "Jaya",
  "Sentosa",
  "Lestari",
  "Mandiri",
  "Ceria",
  "Sehati",
  "Amanah",
  "Nusantara",
  "Bu Sri",
  "Pak Budi",
  "Mbak Rina",
  "Mas Agus",
  "Cik Lina",
  "Bang Joni",
  "Teh Euis",
  "Uda Rizal",
  "Bu Ani",
  "Pak Made",
  "Kak Nia",
  "Om Hendra",
];
const CITIES = [
  ["Bandung", "Asia/Jakarta"],
  ["Medan", "Asia/Jakarta"],
  ["Solo", "Asia/Jakarta"],
  ["Jogja", "Asia/Jakarta"],
  ["Malang", "Asia/Jakarta"],
  ["Padang", "Asia/Jakarta"],
  ["Palembang", "Asia/Jakarta"],
  ["Bogor", "Asia/Jakarta"],
  ["Depok", "Asia/Jakarta"],
  ["Bekasi", "Asia/Jakarta"],
  ["Semarang", "Asia/Jakarta"],
  ["Surabaya", "Asia/Jakarta"],
  ["Pontianak", "Asia/Jakarta"],
  ["Makassar", "Asia/Makassar"],
  ["Denpasar", "Asia/Makassar"],
  ["Balikpapan", "Asia/Makassar"],
  ["Manado", "Asia/Makassar"],
  ["Jayapura", "Asia/Jayapura"],
  ["Ambon", "Asia/Jayapura"],
];
const STREETS = [
  "Jl. Merdeka",
  "Jl. Sudirman",
  "Jl. Diponegoro",
  "Jl. Gatot Subroto",
  "Jl. Ahmad Yani",
];
const GOODS = [
  ["Nasi Goreng Kampung", "makanan-minuman", 18000],
  ["Mie Ayam Bakso", "makanan-minuman", 15000],
  ["Kopi Susu Gula Aren", "makanan-minuman", 18000],
  ["Es Teh Manis", "makanan-minuman", 6000],
  ["Ayam Geprek Sambal Bawang", "makanan-minuman", 20000],
  ["Keripik Singkong Balado", "makanan-minuman", 12000],
  ["Rendang Sapi", "makanan-minuman", 45000],
  ["Kue Lapis Legit", "makanan-minuman", 85000],
  ["Martabak Manis Cokelat Keju", "makanan-minuman", 35000],
  ["Sate Ayam Madura", "makanan-minuman", 25000],
  ["Bolu Pandan", "makanan-minuman", 40000],
  ["Sambal Roa", "makanan-minuman", 30000],
  ["Kaos Polos Katun", "barang", 60000],
  ["Batik Tulis Pekalongan", "barang", 250000],
  ["Tas Anyaman Rotan", "barang", 120000],
  ["Sandal Kulit", "barang", 90000],
  ["Hijab Voal Motif", "barang", 55000],
  ["Madu Hutan Asli", "barang", 75000],
  ["Sabun Sereh Wangi", "barang", 15000],
  ["Cuci Sepatu", "jasa", 35000],
  ["Servis AC", "jasa", 150000],
  ["Jahit Permak Celana", "jasa", 25000],
];
const VARIANTS = [
  "",
  " Spesial",
  " Jumbo",
  " Pedas",
  " Original",
  " Mini",
  " Paket Hemat",
  " Premium",
];
const FIRST_NAMES = [
  "Budi",
  "Siti",
  "Agus",
  "Dewi",
  "Rina",
  "Joko",
  "Wulan",
  "Andi",
  "Putri",
  "Eko",
];
const LAST_NAMES = ["Santoso", "Wulandari", "Pratama", "Lestari", "Saputra", "Hidayat", "Nasution"];
const USER_AGENTS = [
  "Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Linux; Android 11; Redmi Note 9) AppleWebKit/537.36 Chrome/125.0 Mobile Safari/537.36",
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
];
const LINKS = [
  ["Instagram", "https://instagram.com/", "📸"],
  ["Pesan lewat WhatsApp", "https://wa.me/", "💬"],
  ["Toko di Shopee", "https://shopee.co.id/", "🛍️"],
  ["GoFood", "https://gofood.co.id/", "🛵"],
];

/** A repeatable sequence in [0, 1). */
function randomFrom(seed) {
  let state = seed | 0;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

/** UUID-shaped ids (version 7) counted up from `startMs`: each sorts after the one before. */
function idsFrom(startMs) {
  const time = startMs.toString(16).padStart(12, "0");
  const head = `${time.slice(0, 8)}-${time.slice(8)}-7`;
  let count = 0;
  return () => {
    const n = (++count).toString(16).padStart(18, "0");
    return `${head}${n.slice(0, 3)}-8${n.slice(3, 6)}-${n.slice(6)}`;
  };
}

/** Splits `total` over `weights` in whole numbers that add up to it exactly. */
function apportion(total, weights) {
  const sum = weights.reduce((a, b) => a + b, 0);
  const counts = [];
  let cumulative = 0;
  let given = 0;
  for (const weight of weights) {
    cumulative += weight;
    const upTo = Math.round((cumulative / sum) * total);
    counts.push(upTo - given);
    given = upTo;
  }
  return counts;
}

/** A log-normal weight: most near 1, a long tail of big ones. */
const logNormal = (random, sigma) =>
  Math.exp(sigma * Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random()));

// ---------------------------------------------------------------------------------------
// Writers: rows go in by the table, in big transactions on SQLite, in batches of arrays
// unnested by PostgreSQL.

function sqliteWriter(file) {
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = OFF");
  // Rows are consistent by construction; lines go in before their order.
  db.pragma("foreign_keys = OFF");
  db.pragma("cache_size = -1000000");
  db.pragma("temp_store = MEMORY");
  const statements = new Map();
  let pending = 0;
  const statementOf = (table) => {
    let statement = statements.get(table);
    if (!statement) {
      const columns = Object.keys(TABLES[table]);
      const names = columns.map((column) => `"${column}"`).join(", ");
      const conflict = addedOnConflict(table, columns);
      statement = db.prepare(
        `insert into "${table}" (${names}) values (${columns.map(() => "?").join(", ")})${conflict}`,
      );
      statements.set(table, statement);
    }
    return statement;
  };
  const bools = Object.fromEntries(
    Object.entries(TABLES).map(([table, columns]) => [
      table,
      Object.values(columns).map((type) => type === "bool"),
    ]),
  );
  db.exec("begin");
  return {
    kind: "sqlite",
    add(table, row) {
      const flags = bools[table];
      for (let i = 0; i < row.length; i++) if (flags[i]) row[i] = row[i] ? 1 : 0;
      statementOf(table).run(row);
      if (++pending >= 500_000) {
        db.exec("commit");
        db.exec("begin");
        pending = 0;
      }
    },
    async flush() {},
    async finishLoad() {
      db.exec("commit");
    },
    async query(text, parameters = []) {
      const statement = db.prepare(text);
      return statement.reader ? statement.all(parameters) : (statement.run(parameters), []);
    },
    async exec(text) {
      db.exec(text);
    },
    async indexesOf(table) {
      return db
        .prepare(
          "select name, sql from sqlite_master where type = 'index' and tbl_name = ? and sql is not null",
        )
        .all(table)
        .map((row) => ({ name: row.name, sql: row.sql }));
    },
    async analyze() {
      // No statistics: the server never gathers them on SQLite, so its planner goes by the
      // schema alone, and so does the bench's.
      db.pragma("wal_checkpoint(TRUNCATE)");
    },
    async close() {
      db.close();
    },
  };
}

async function postgresWriter(url) {
  // A few connections: while the server takes one batch, the next is being built.
  const clients = [];
  let checksKeys = true;
  for (let i = 0; i < 3; i++) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query("set synchronous_commit = off");
    await client.query("set maintenance_work_mem = '512MB'");
    // Rows are consistent by construction: the foreign keys' triggers are skipped while
    // loading, where the role may (a superuser's); otherwise they are checked row by row.
    try {
      await client.query("set session_replication_role = replica");
      checksKeys = false;
    } catch {
      // not allowed: the keys are checked
    }
    clients.push(client);
  }
  const idle = [...clients];
  const waiting = [];
  const acquire = async () => {
    while (idle.length === 0) await new Promise((resolve) => waiting.push(resolve));
    return idle.pop();
  };
  const release = (client) => {
    idle.push(client);
    waiting.shift()?.();
  };
  let failure;
  const run = async (text, parameters) => {
    const client = await acquire();
    try {
      return await client.query(text, parameters);
    } finally {
      release(client);
    }
  };

  const buffers = new Map();
  const BATCH = 10_000;
  const statementOf = (table) => {
    const columns = Object.keys(TABLES[table]);
    const types = Object.values(TABLES[table]);
    const conflict = addedOnConflict(table, columns);
    return (
      `insert into "${table}" (${columns.map((column) => `"${column}"`).join(", ")}) ` +
      `select * from unnest(${types.map((type, i) => `$${i + 1}::${type}[]`).join(", ")})${conflict}`
    );
  };
  /** Sends a batch as one array per column, without waiting for its answer. */
  const send = async (table, rows) => {
    const arrays = Object.keys(TABLES[table]).map((_, i) => rows.map((row) => row[i]));
    const client = await acquire();
    client
      .query(statementOf(table), arrays)
      .catch((error) => (failure ??= error))
      .finally(() => release(client));
  };
  return {
    kind: "postgres",
    add(table, row) {
      let buffer = buffers.get(table);
      if (!buffer) buffers.set(table, (buffer = []));
      buffer.push(row);
    },
    /** Sends the full batches (all, when `everything`). */
    async flush(everything = false) {
      for (const [table, buffer] of buffers) {
        while (buffer.length >= BATCH || (everything && buffer.length > 0)) {
          await send(table, buffer.splice(0, BATCH));
        }
      }
      if (failure) throw failure;
    },
    async finishLoad() {
      await this.flush(true);
      while (idle.length < clients.length) await new Promise((resolve) => waiting.push(resolve));
      if (failure) throw failure;
      if (!checksKeys) {
        for (const client of clients) await client.query("set session_replication_role = origin");
      }
    },
    /** A statement with `?` placeholders, as on SQLite. */
    async query(text, parameters = []) {
      let n = 0;
      return (
        await run(
          text.replace(/\?/g, () => `$${++n}`),
          parameters,
        )
      ).rows;
    },
    async exec(text) {
      await run(text);
    },
    async indexesOf(table) {
      // Indexes behind a primary key or unique constraint stay: the load appends to them.
      const { rows } = await run(
        `select i.indexname as name, i.indexdef as sql from pg_indexes i
         where i.schemaname = current_schema() and i.tablename = $1
           and not exists (select 1 from pg_constraint c where c.conname = i.indexname)`,
        [table],
      );
      return rows;
    },
    async analyze() {
      // Sets the visibility map as autovacuum would in a while: index-only scans see it.
      for (const table of Object.keys(TABLES)) await run(`vacuum (analyze) "${table}"`);
    },
    async close() {
      await Promise.all(clients.map((client) => client.end()));
    },
  };
}

/** The writer for a database: `file` for SQLite, `url` for PostgreSQL. */
async function openWriter({ kind, file, url }) {
  if (kind === "sqlite") {
    if (!fs.existsSync(file)) throw new Error(`${file} does not exist: start the server once`);
    return sqliteWriter(file);
  }
  if (kind === "postgres") return postgresWriter(url);
  throw new Error(`unknown database kind ${kind}`);
}

// ---------------------------------------------------------------------------------------

/** How many rows of each kind a scale asks for. */
export function sizeAt(scale) {
  return {
    shops: Math.max(10, Math.round(FULL_SIZE.shops * scale)),
    products: Math.max(100, Math.round(FULL_SIZE.products * scale)),
    orders: Math.max(100, Math.round(FULL_SIZE.orders * scale)),
    views: Math.max(1000, Math.round(FULL_SIZE.views * scale)),
  };
}

/**
 * Fills a migrated database (the server has started on it once) with `scale` times the full
 * size. Answers what was written: row counts, seconds, the big shop and the sellers' login.
 */
export async function generateScaleData({
  kind,
  file,
  url,
  scale = 1,
  seed = 1,
  log = console.log,
  now = Date.now(),
}) {
  const started = performance.now();
  const writer = await openWriter({ kind, file, url });
  try {
    const [{ shops: existing }] = await writer
      .query("select count(*) as shops from brands")
      .catch((error) => {
        throw new Error(
          `not a migrated Gerai database (${error.message}): start the server on it once first`,
        );
      });
    const [demo] = await writer.query(
      "select id, username, time_zone from brands where username = 'demo'",
    );
    if (Number(existing) > (demo ? 1 : 0)) {
      throw new Error("the database already holds shops besides the demo: start from a new one");
    }
    const size = sizeAt(scale);
    const plan = planShops(size, randomFrom(seed));
    log(
      `${kind}: ${size.shops} shops, ${size.products} products (the big shop ` +
        `${plan.products[0]}, the others ${Math.min(...plan.products.slice(1))}–` +
        `${Math.max(...plan.products.slice(1))}), ${size.orders} orders (the big shop ` +
        `${plan.orders[0]}), ${size.views} view and click rows`,
    );

    const dropped = [];
    for (const table of BIG_TABLES) {
      for (const index of await writer.indexesOf(table)) {
        await writer.exec(`drop index "${index.name}"`);
        dropped.push(index);
      }
    }

    const shops = new ShopMaker({
      writer,
      random: randomFrom(seed + 1),
      newId: idsFrom(now),
      password: await hashPassword(SCALE_PASSWORD),
      now,
    });
    let lastReport = performance.now();
    let bigShop;
    for (let s = 0; s < size.shops; s++) {
      const shop = s === 0 && demo ? await shops.existing(demo) : shops.create(s);
      bigShop ??= shop.username;
      await shops.fill(shop, plan.products[s], plan.orders[s], plan.views[s]);
      await writer.flush();
      if (performance.now() - lastReport > 15_000 || s === size.shops - 1) {
        lastReport = performance.now();
        const c = shops.counts;
        log(
          `  ${s + 1}/${size.shops} shops, ${c.products} products, ${c.orders} orders, ` +
            `${historyRows(c)} view and click rows, ${seconds(started)} s`,
        );
      }
    }
    await writer.finishLoad();
    const loaded = seconds(started);

    const indexing = performance.now();
    for (const index of dropped) await writer.exec(index.sql);
    const indexed = seconds(indexing);
    log(`  ${dropped.length} indexes built again in ${indexed} s`);
    const analyzing = performance.now();
    await writer.analyze();
    log(
      `  ${kind === "postgres" ? "vacuumed, statistics gathered" : "log checkpointed"} in ${seconds(analyzing)} s`,
    );

    const counts = shops.counts;
    const result = {
      kind,
      scale,
      seed,
      rows: {
        shops: size.shops,
        products: counts.products,
        orders: counts.orders,
        orderLines: counts.order_products,
        orderHistories: counts.order_histories,
        viewAndClickRows: historyRows(counts),
        itemDays: ITEM_KINDS.reduce((sum, item) => sum + counts[`${item}_daily_counts`], 0),
        shopDays: counts.shop_daily_counts,
      },
      bigShop: { username: bigShop, products: plan.products[0], orders: plan.orders[0] },
      sellerLogin: { email: "<username>@example.com", password: SCALE_PASSWORD },
      seconds: { load: loaded, indexes: indexed, total: seconds(started) },
      generatedAt: new Date(now).toISOString(),
    };
    log(`generated in ${result.seconds.total} s`);
    return result;
  } finally {
    await writer.close();
  }
}

/**
 * How big each shop is: the first (the big shop) a few thousand products, a tenth of the
 * orders and a twentieth of the counts; the others log-normally around the average.
 */
function planShops(size, random) {
  const bigProducts = Math.min(3000, Math.round(size.products * 0.3));
  const others = size.shops - 1;
  const productWeights = Array.from({ length: others }, () => logNormal(random, 1));
  const products = [
    bigProducts,
    ...apportion(size.products - bigProducts - others, productWeights).map((n) => n + 1),
  ];
  const orderWeights = products.slice(1).map((n) => n * logNormal(random, 0.8));
  const bigOrders = Math.round(size.orders * 0.1);
  const orders = [bigOrders, ...apportion(size.orders - bigOrders, orderWeights)];
  const viewWeights = products.slice(1).map((n) => n * logNormal(random, 0.5));
  const bigViews = Math.round(size.views * 0.05);
  const views = [bigViews, ...apportion(size.views - bigViews, viewWeights)];
  return { products, orders, views };
}

/** Writes shops, each with everything it owns and the roll-ups of its orders and counts. */
class ShopMaker {
  counts = Object.fromEntries(Object.keys(TABLES).map((table) => [table, 0]));
  #orderNumber = 0;

  constructor({ writer, random, newId, password, now }) {
    Object.assign(this, { writer, random, newId, password, now });
  }

  add(table, row) {
    this.counts[table] += 1;
    this.writer.add(table, row);
  }

  pick(list) {
    return list[Math.floor(this.random() * list.length)];
  }

  /** A shop already there (the demo's): its items get counts, its days are added to. */
  async existing(brand) {
    const list = (text) => this.writer.query(text, [brand.id]);
    const numbers = await list("select order_number from orders where brand_id = ?");
    return {
      id: brand.id,
      username: brand.username,
      zone: brand.time_zone in ZONES ? brand.time_zone : "Asia/Jakarta",
      createdMs: this.now - 400 * DAY_MS,
      links: await list("select id from links where brand_id = ?"),
      stores: await list("select id from stores where brand_id = ?"),
      products: (await list("select id, name, price from products where brand_id = ?")).map(
        (row) => ({ ...row, price: Number(row.price) }),
      ),
      takenNumbers: new Set(numbers.map((row) => row.order_number)),
      isExisting: true,
    };
  }

  /** A new seller with a verified address, the shop, its links and its stores. */
  create(s) {
    const { random, newId, now } = this;
    const [city, zone] = this.pick(CITIES);
    const name = `${this.pick(SHOP_KINDS)} ${this.pick(SHOP_WORDS)}${random() < 0.5 ? ` ${city}` : ""}`;
    const username = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${s.toString(36)}`;
    const userId = newId();
    const shop = {
      id: newId(),
      username,
      zone,
      createdMs: now - Math.floor((200 + random() * 900) * DAY_MS),
      links: [],
      stores: [],
      products: [],
      takenNumbers: new Set(),
      isExisting: false,
    };
    const created = new Date(shop.createdMs).toISOString();
    const phone = `628${String(1_200_000_000 + s * 7919).slice(0, 10)}`;
    this.add("user", [
      userId,
      name,
      `${username}@example.com`,
      true,
      created,
      created,
      "brand-owner",
    ]);
    this.add("account", [newId(), userId, "credential", userId, this.password, created, created]);
    this.add("brands", [
      shop.id,
      userId,
      name,
      username,
      `${name}: jualan rumahan dari ${city}, pesan lewat WhatsApp.`,
      phone,
      phone,
      ALL_DAY_HOURS,
      `Transfer BRI ${String(100_000_000 + s).padStart(10, "0")} a.n. ${name}`,
      random() < 0.4,
      zone,
      created,
      created,
    ]);
    const linkCount = 2 + Math.floor(random() * 3);
    for (const [title, url, icon] of LINKS.slice(0, linkCount)) {
      shop.links.push({ id: newId(), row: [title, `${url}${username}`, icon] });
    }
    for (let n = 0; n < (random() < 0.15 ? 2 : 1); n++) {
      shop.stores.push({
        id: newId(),
        row: [
          `${name} ${n === 0 ? city : "Cabang 2"}`,
          `${this.pick(STREETS)} No. ${1 + (s % 200)}, ${city}`,
          phone,
        ],
      });
    }
    return shop;
  }

  /** The shop's products, orders and counts, with their roll-ups. */
  async fill(shop, productCount, orderCount, viewCount) {
    const days = new Map();
    const offset = ZONES[shop.zone];
    const dayOf = (ms) => {
      const day = dayIn(ms, offset);
      let entry = days.get(day);
      if (!entry) {
        entry = {
          link_clicks: 0,
          product_opens: 0,
          placed: 0,
          finished: 0,
          cancelled: 0,
          revenue: 0,
          revenue_paid: 0,
        };
        days.set(day, entry);
      }
      return entry;
    };
    const products = this.#makeProducts(shop, productCount - shop.products.length);
    shop.products.push(...products);
    this.#writeOrders(shop, orderCount, dayOf);
    const itemDays = this.#writeCounts(shop, viewCount, dayOf);

    const created = new Date(shop.createdMs).toISOString();
    if (shop.isExisting) {
      // The demo's own items are there: their counters are added to.
      for (const [table, list] of [
        ["links", shop.links],
        ["stores", shop.stores],
        ["products", shop.products.slice(0, shop.products.length - products.length)],
      ]) {
        for (const item of list) {
          if (!item.views && !item.clicks) continue;
          await this.writer.query(
            `update ${table} set views = views + ?, clicks = clicks + ? where id = ?`,
            [item.views ?? 0, item.clicks ?? 0, item.id],
          );
        }
      }
    } else {
      for (const link of shop.links) {
        this.add("links", [
          link.id,
          shop.id,
          ...link.row,
          link.views ?? 0,
          link.clicks ?? 0,
          created,
        ]);
      }
      for (const store of shop.stores) {
        this.add("stores", [
          store.id,
          shop.id,
          ...store.row,
          store.views ?? 0,
          store.clicks ?? 0,
          created,
          created,
        ]);
      }
    }
    this.#writeProducts(shop, products);

    for (const item of ITEM_KINDS) {
      for (const entry of itemDays[item].values()) {
        this.add(`${item}_daily_counts`, [entry.id, entry.day, entry.views, entry.clicks]);
      }
    }
    const countedFrom = dayIn(this.now - 90 * DAY_MS, offset);
    for (const [day, entry] of days) {
      // The shop's own counts (pages, visits, steps) go with the 90 days of history.
      const funnel = day >= countedFrom ? funnelOf(entry.product_opens) : undefined;
      this.add("shop_daily_counts", [
        shop.id,
        day,
        funnel?.page_views ?? 0,
        funnel?.visits ?? 0,
        entry.link_clicks,
        entry.product_opens,
        funnel?.visits_with_product ?? 0,
        funnel?.visits_with_cart ?? 0,
        funnel?.visits_with_checkout ?? 0,
        entry.placed,
        entry.finished,
        entry.cancelled,
        entry.revenue,
        entry.revenue_paid,
      ]);
    }
  }

  /** New products made over the shop's life, newest first in the seller's order. */
  #makeProducts(shop, count) {
    const products = [];
    for (let p = 0; p < count; p++) {
      const [base, category, basePrice] = this.pick(GOODS);
      const name = `${base}${this.pick(VARIANTS)}`;
      const price = Math.max(1000, Math.round((basePrice * (0.6 + this.random())) / 500) * 500);
      const createdMs = shop.createdMs + Math.floor(this.random() * (this.now - shop.createdMs));
      products.push({ id: this.newId(), name, price, category, createdMs, views: 0, clicks: 0 });
    }
    return products.sort((a, b) => b.createdMs - a.createdMs);
  }

  #writeProducts(shop, products) {
    const first = shop.isExisting ? shop.products.length - products.length : 0;
    products.forEach((product, position) => {
      const at = new Date(product.createdMs).toISOString();
      // A few switched off (deleted), a few 'Habis', some counting their stock.
      const roll = this.random();
      this.add("products", [
        product.id,
        shop.id,
        product.name,
        // The seller's own categories (decision 066) are not generated: no chips at scale.
        null,
        `${product.name}, dibuat dan dikemas sendiri. Tanya stok lewat WhatsApp.`,
        product.price,
        roll >= 0.04,
        roll >= 0.04 && roll < 0.06,
        roll >= 0.06 && roll < 0.2 ? Math.floor(this.random() * 50) : null,
        first + position,
        product.views,
        product.clicks,
        at,
        at,
      ]);
      if (roll >= 0.8) {
        const goods = product.category === "barang";
        this.add("product_options", [
          this.newId(),
          product.id,
          goods ? "Ukuran" : "Porsi",
          goods ? '["S","M","L","XL"]' : '["Reguler","Besar"]',
          true,
          0,
          goods ? "{}" : '{"Besar":5000}',
          1,
          1,
        ]);
      }
    });
  }

  /** Orders oldest first over two years (or the shop's life), the newest few in flight. */
  #writeOrders(shop, count, dayOf) {
    const { random, newId, now } = this;
    const span = Math.min(2 * 365 * DAY_MS, now - shop.createdMs);
    const inFlight = Math.ceil(count * 0.03);
    for (let o = 0; o < count; o++) {
      const createdMs = now - span + Math.floor(((o + random()) / count) * span);
      const created = new Date(createdMs).toISOString();
      const status =
        o >= count - inFlight
          ? IN_FLIGHT[o % IN_FLIGHT.length]
          : random() < 0.015
            ? "dibatalkan"
            : "selesai";
      const id = newId();
      const lines = 1 + Math.floor(random() * random() * 3);
      let total = 0;
      for (let l = 0; l < lines; l++) {
        const product = shop.products[Math.floor(shop.products.length * random() * random())];
        const quantity = 1 + Math.floor(random() * random() * 4);
        total += product.price * quantity;
        this.add("order_products", [
          newId(),
          id,
          product.id,
          product.name,
          quantity,
          product.price,
          product.price * quantity,
          l,
        ]);
      }
      let number;
      do {
        // A bijection of 0 … 99,999,999: unique on the platform, in no visible order.
        number = `ORD${String((this.#orderNumber++ * 48_271_337 + 12_345) % 100_000_000).padStart(8, "0")}`;
      } while (shop.takenNumbers.has(number));
      // For the day after it was placed, as the checkout writes it.
      const local = new Date(createdMs + ZONES[shop.zone] * 60_000 + DAY_MS).toISOString();
      const weekday = WEEKDAYS[new Date(local).getUTCDay()];
      const deliveryDay = `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;
      const [payment, paid] = paymentOf(status, total, random());
      this.add("orders", [
        id,
        shop.id,
        number,
        status,
        `${this.pick(FIRST_NAMES)} ${this.pick(LAST_NAMES)}`,
        `62857${10_000_000 + Math.floor(random() * 89_999_999)}`,
        random() < 0.5 ? "Diambil Sendiri" : "Diantar",
        `${weekday}, ${deliveryDay} ${this.pick(["10:00", "13:00", "16:00"])} ${ZONE_LABELS[shop.zone]}`,
        total,
        status === "dibatalkan" ? "Stok habis" : null,
        payment,
        paid,
        created,
        created,
      ]);
      this.add("order_histories", [newId(), id, status, created]);
      const day = dayOf(createdMs);
      day.placed += 1;
      if (status === "selesai") day.finished += 1;
      if (status === "dibatalkan") day.cancelled += 1;
      else {
        day.revenue += total;
        day.revenue_paid += paid;
      }
    }
  }

  /** Views and clicks over the last 90 days, popular items most; answers the items' days. */
  #writeCounts(shop, count, dayOf) {
    const { random, newId, now } = this;
    const items = { link: shop.links, product: shop.products, store: shop.stores };
    const itemDays = { link: new Map(), product: new Map(), store: new Map() };
    for (let v = 0; v < count; v++) {
      const [kind, event] = trafficOf(random());
      const list = items[kind];
      if (list.length === 0) continue;
      const item = list[Math.floor(list.length * random() * random())];
      const at = instantWithin(now, 90, random());
      this.add(`${kind}_${event}_histories`, [
        newId(),
        item.id,
        null,
        USER_AGENTS[v % USER_AGENTS.length],
        v % 3 === 0 ? "https://www.instagram.com/" : null,
        new Date(at).toISOString(),
      ]);
      const day = dayIn(at, ZONES[shop.zone]);
      const key = `${item.id} ${day}`;
      let entry = itemDays[kind].get(key);
      if (!entry) itemDays[kind].set(key, (entry = { id: item.id, day, views: 0, clicks: 0 }));
      const counter = event === "view" ? "views" : "clicks";
      entry[counter] += 1;
      item[counter] = (item[counter] ?? 0) + 1;
      if (event === "click" && kind === "link") dayOf(at).link_clicks += 1;
      if (event === "click" && kind === "product") dayOf(at).product_opens += 1;
    }
    return itemDays;
  }
}

function historyRows(counts) {
  return ITEM_KINDS.reduce(
    (sum, kind) => sum + counts[`${kind}_view_histories`] + counts[`${kind}_click_histories`],
    0,
  );
}

const seconds = (since) => Number(((performance.now() - since) / 1000).toFixed(1));

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      db: { type: "string", default: "sqlite" },
      file: { type: "string" },
      url: { type: "string" },
      scale: { type: "string", default: "1" },
      seed: { type: "string", default: "1" },
    },
  });
  if ((values.db === "sqlite" && !values.file) || (values.db === "postgres" && !values.url)) {
    console.error(
      "usage: node bench/scale-data.mjs --db sqlite --file gerai.db | --db postgres --url URL " +
        "[--scale 0.01] [--seed 1]\n(a migrated database: start the server on it once first)",
    );
    process.exit(2);
  }
  const result = await generateScaleData({
    kind: values.db,
    file: values.file,
    url: values.url,
    scale: Number(values.scale),
    seed: Number(values.seed),
  });
  console.log(JSON.stringify(result, null, 2));
}
