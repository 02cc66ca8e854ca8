import crypto from "node:crypto";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { isReservedPath } from "#domain/reserved-paths";

// What an operator watches (Prometheus text at /metrics, server/http.ts): requests and their
// latency per route, orders placed, view and click counts written and dropped, the database
// pool, and Node's own figures (event-loop lag, memory, garbage collection). One registry per
// server, so two in one process (tests) do not mix their counts.

export type PoolUse = { total: number; idle: number; waiting: number };

export type Metrics = {
  registry: Registry;
  observeRequest(route: string, method: string, status: number, seconds: number): void;
  orderPlaced(): void;
  countsWritten(amount: number): void;
  countsDropped(amount: number): void;
};

export function createMetrics({ poolUse }: { poolUse?: () => PoolUse } = {}): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Counter({
    name: "gerai_http_requests_total",
    help: "HTTP requests answered, by route, method and status.",
    labelNames: ["route", "method", "status"],
    registers: [registry],
  });
  const latency = new Histogram({
    name: "gerai_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer's headers, by route and method.",
    labelNames: ["route", "method"],
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const orders = new Counter({
    name: "gerai_orders_placed_total",
    help: "Orders placed and stored.",
    registers: [registry],
  });
  const written = new Counter({
    name: "gerai_counts_written_total",
    help: "View and click counts written to the database.",
    registers: [registry],
  });
  const dropped = new Counter({
    name: "gerai_counts_dropped_total",
    help: "View and click counts dropped because the database fell behind or failed.",
    registers: [registry],
  });
  if (poolUse) {
    new Gauge({
      name: "gerai_db_pool_connections",
      help: "Database pool connections: open, idle, and requests waiting for one.",
      labelNames: ["state"],
      registers: [registry],
      collect() {
        const use = poolUse();
        this.set({ state: "open" }, use.total);
        this.set({ state: "idle" }, use.idle);
        this.set({ state: "waiting" }, use.waiting);
      },
    });
  }
  return {
    registry,
    observeRequest(route, method, status, seconds) {
      requests.inc({ route, method, status: String(status) });
      latency.observe({ route, method }, seconds);
    },
    orderPlaced: () => orders.inc(),
    countsWritten: (amount) => written.inc(amount),
    countsDropped: (amount) => dropped.inc(amount),
  };
}

/** Whether an Authorization header carries the metrics token. */
export function isMetricsAuthorized(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith("Bearer ") ? header.slice(7) : "");
  const expected = Buffer.from(token);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

const API_ROUTES = new Set(["visits", "uploads", "orders", "ordering-window", "cart-products"]);
const ADMIN_SECTIONS = new Set([
  "links",
  "products",
  "orders",
  "order-alerts",
  "orders-export",
  "production",
  "production-export",
  "store",
  "about",
  "qr",
  "platform-settings",
  "platform",
  "supports",
  "manifest.webmanifest",
  "icons",
  "sw.js",
  "offline",
  "trends",
]);
const SHOP_PAGES = new Set(["products", "cart", "stores", "about", "order-tracking", "laporkan"]);

/**
 * The route a path belongs to, as a metric label: a fixed, small set (shop names, order
 * numbers and file names stand as placeholders), whatever paths clients send.
 */
export function routeOf(pathname: string): string {
  const isData = pathname.endsWith(".data");
  const [first, second, third] = (isData ? pathname.slice(0, -5) : pathname)
    .split("/")
    .filter(Boolean);
  const route = (() => {
    if (first === undefined) return "/";
    if (first === "assets" || first === "media") return `/${first}/*`;
    if (first === "api") {
      if (second === "auth") return "/api/auth/*";
      return second !== undefined && API_ROUTES.has(second) ? `/api/${second}` : "/api/*";
    }
    if (first === "admin") {
      if (second === undefined) return "/admin";
      if (!ADMIN_SECTIONS.has(second)) return "/admin/*";
      if (second === "orders" && third !== undefined) return "/admin/orders/:orderNumber";
      return third === undefined ? `/admin/${second}` : `/admin/${second}/*`;
    }
    if (isReservedPath(first)) return second === undefined ? `/${first.toLowerCase()}` : "/*";
    if (first.includes(".")) return "/(file)";
    if (second === undefined) return "/:username";
    if (SHOP_PAGES.has(second) && third === undefined) return `/:username/${second}`;
    return "/:username/*";
  })();
  return isData ? `${route}.data` : route;
}
