// Storefront budgets (JavaScript weight, Lighthouse) measured on the production build with
// the demo data; the figures go to docs/performance.md. Throughput: bench/pages.mjs.
//   npm run build && node bench/storefront.mjs [--skip-lighthouse] [--check-js]
// --check-js exits with 1 when a page loads more JavaScript than the budget; it only prints,
// leaving docs/performance.md as it is (CI runs it after the tests).
import zlib from "node:zlib";
import { machineLine, writeReportBlock } from "./report.mjs";
import { startBenchServer } from "./server.mjs";

/** Lighthouse's pages, each measured LIGHTHOUSE_RUNS times and reported by the median. */
const PAGES = ["/demo", "/demo/products", "/demo/stores", "/demo/order-tracking"];
const LIGHTHOUSE_RUNS = 3;
const LIGHTHOUSE_RETRIES = 3;
const LIGHTHOUSE_BUDGET = { performance: 98, lcpMs: 1500, cls: 0.02 };
const FIRST_PRODUCT = "/demo/products/(first product)";
/** Every storefront page a first visit may land on; each must stay within the budget. */
const STOREFRONT_PAGES = [
  "/demo",
  "/demo/products",
  // A product's own page: the first product of the catalogue (its address is read there).
  FIRST_PRODUCT,
  "/demo/cart",
  "/demo/stores",
  "/demo/about",
  "/demo/order-tracking",
];
const JS_BUDGET_KIB = 130;
const args = new Set(process.argv.slice(2));
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** The address of the demo catalogue's first product, as its card links to it. */
async function firstProductPath(baseUrl) {
  const html = await (await fetch(`${baseUrl}/demo/products`)).text();
  const path = /href="(\/demo\/products\/[a-z0-9-]+)"/.exec(html)?.[1];
  if (!path) throw new Error("No product link on /demo/products");
  return path;
}

/**
 * The JavaScript a first visit of each page loads, read from the browser's own network log
 * (every response that is a script, module preloads included), each body gzipped at level 9
 * so the figure does not depend on how the server compressed it.
 */
async function javascriptWeight(baseUrl) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_FLAGS });
  const weights = {};
  try {
    for (const path of STOREFRONT_PAGES) {
      const address = path === FIRST_PRODUCT ? await firstProductPath(baseUrl) : path;
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      const bodies = new Map();
      page.on("response", (response) => {
        const type = response.headers()["content-type"] ?? "";
        if (response.request().resourceType() === "script" || type.includes("javascript")) {
          bodies.set(
            response.url(),
            response.body().catch(() => Buffer.alloc(0)),
          );
        }
      });
      await page.goto(baseUrl + address, { waitUntil: "networkidle" });
      const loaded = await Promise.all(bodies.values());
      weights[path] = {
        files: loaded.length,
        rawKiB: loaded.reduce((sum, body) => sum + body.length, 0) / 1024,
        gzipKiB:
          loaded.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0) / 1024,
      };
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
}

async function lighthouseScores(baseUrl) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const results = {};
  try {
    for (const page of PAGES) {
      const runs = [];
      for (let run = 0, failed = 0; run < LIGHTHOUSE_RUNS; run++) {
        const { lhr } = await lighthouse(baseUrl + page, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: ["performance", "accessibility"],
        });
        // A trace Chromium recorded badly (NO_NAVSTART, …) measures nothing: run it again.
        if (lhr.runtimeError && ++failed <= LIGHTHOUSE_RETRIES) {
          console.warn(`Lighthouse ${page}: ${lhr.runtimeError.code}, measuring again`);
          run--;
          continue;
        }
        runs.push({
          performance: Math.round(lhr.categories.performance.score * 100),
          accessibility: Math.round(lhr.categories.accessibility.score * 100),
          cls: lhr.audits["cumulative-layout-shift"].numericValue,
          lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
          tbtMs: lhr.audits["total-blocking-time"].numericValue,
          // How fast Lighthouse found this machine's CPU: its slowdown of 4 is applied to it,
          // so a slower machine emulates a slower phone.
          benchmarkIndex: lhr.environment.benchmarkIndex,
        });
      }
      results[page] = Object.fromEntries(
        Object.keys(runs[0]).map((key) => [key, median(runs.map((r) => r[key]))]),
      );
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

const server = await startBenchServer();
const lines = [];
try {
  const weights = await javascriptWeight(server.baseUrl);
  console.log("JavaScript a first visit loads (gzip KiB)", weights);
  const over = Object.entries(weights).filter(([, w]) => w.gzipKiB > JS_BUDGET_KIB);
  lines.push(
    `### Storefront JavaScript (budget ≤ ${JS_BUDGET_KIB} KiB gzip per page)`,
    "",
    "JavaScript a first visit loads, from the browser's network log, each file gzipped at level 9.",
    "",
    "| page | files | raw KiB | gzip KiB |",
    "|---|---|---|---|",
    ...Object.entries(weights).map(
      ([page, w]) => `| ${page} | ${w.files} | ${w.rawKiB.toFixed(1)} | ${w.gzipKiB.toFixed(1)} |`,
    ),
    "",
    over.length === 0
      ? "Every page within the budget."
      : `Over the budget: ${over.map(([page]) => page).join(", ")}.`,
    "",
  );
  if (args.has("--check-js") && over.length > 0) process.exitCode = 1;

  if (!args.has("--skip-lighthouse")) {
    const scores = await lighthouseScores(server.baseUrl);
    console.log("Lighthouse", scores);
    lines.push(
      `### Lighthouse (default mobile emulation, median of ${LIGHTHOUSE_RUNS} runs; budget: performance ≥ ${LIGHTHOUSE_BUDGET.performance}, LCP ≤ ${LIGHTHOUSE_BUDGET.lcpMs} ms, CLS ≤ ${LIGHTHOUSE_BUDGET.cls})`,
      "",
      "| page | performance | accessibility | CLS | LCP | TBT | within budget |",
      "|---|---|---|---|---|---|---|",
      ...Object.entries(scores).map(
        ([page, s]) =>
          `| ${page} | ${s.performance} | ${s.accessibility} | ${s.cls.toFixed(3)} | ${Math.round(s.lcpMs)} ms | ${Math.round(s.tbtMs)} ms | ${
            s.performance >= LIGHTHOUSE_BUDGET.performance &&
            s.lcpMs <= LIGHTHOUSE_BUDGET.lcpMs &&
            s.cls <= LIGHTHOUSE_BUDGET.cls
              ? "yes"
              : "no"
          } |`,
      ),
      "",
      `Lighthouse's benchmark index of this machine (the median of each page's runs): ${Object.values(
        scores,
      )
        .map((s) => Math.round(s.benchmarkIndex))
        .join(", ")}. The phone emulated is this machine slowed down four times.`,
      "",
    );
  }
} finally {
  await server.stop();
}

if (args.has("--check-js")) {
  console.log(lines.join("\n"));
} else {
  writeReportBlock("storefront", [
    "## Storefront",
    "",
    machineLine("storefront.mjs"),
    "",
    ...lines,
  ]);
  console.log("written docs/performance.md");
}
