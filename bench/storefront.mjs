// Storefront budgets (JavaScript weight, Lighthouse, throughput) measured on the
// production build with the demo data; the figures go to docs/performance.md.
//   npm run build && node bench/storefront.mjs [--skip-lighthouse] [--skip-load]
import zlib from "node:zlib";
import autocannon from "autocannon";
import { machineLine, writeReportBlock } from "./report.mjs";
import { startBenchServer } from "./server.mjs";

const PAGES = ["/demo", "/demo/products"];
const args = new Set(process.argv.slice(2));
const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

async function javascriptWeight(baseUrl) {
  const assets = new Set();
  for (const page of PAGES) {
    const html = await (await fetch(baseUrl + page)).text();
    for (const match of html.matchAll(/\/assets\/[\w.-]+\.js/g)) assets.add(match[0]);
  }
  let raw = 0;
  let gzip = 0;
  for (const asset of assets) {
    const bytes = Buffer.from(await (await fetch(baseUrl + asset)).arrayBuffer());
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes).length;
  }
  return { files: assets.size, rawKiB: raw / 1024, gzipKiB: gzip / 1024 };
}

async function lighthouseScores(baseUrl) {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const results = {};
  try {
    for (const page of PAGES) {
      const { lhr } = await lighthouse(baseUrl + page, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
      });
      results[page] = {
        performance: Math.round(lhr.categories.performance.score * 100),
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        cls: lhr.audits["cumulative-layout-shift"].numericValue,
        lcpMs: lhr.audits["largest-contentful-paint"].numericValue,
      };
    }
  } finally {
    await chrome.kill();
  }
  return results;
}

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration: 20 }, (error, result) => {
      if (error) reject(error);
      else
        resolve({
          requestsPerSecond: result.requests.average,
          p99Ms: result.latency.p99,
          non2xx: result.non2xx,
          errors: result.errors,
        });
    });
  });
}

const server = await startBenchServer();
const lines = [];
try {
  const weight = await javascriptWeight(server.baseUrl);
  console.log("JavaScript", weight);
  lines.push(
    "### Storefront JavaScript (budget ≤ 160 KiB gzip)",
    "",
    `JavaScript loaded by ${PAGES.join(" and ")}: ${weight.files} files, ` +
      `${weight.rawKiB.toFixed(1)} KiB raw, **${weight.gzipKiB.toFixed(1)} KiB gzip**.`,
    "",
  );

  if (!args.has("--skip-lighthouse")) {
    const scores = await lighthouseScores(server.baseUrl);
    console.log("Lighthouse", scores);
    lines.push(
      "### Lighthouse (default mobile emulation; budget: performance ≥ 95, accessibility ≥ 95, CLS ≤ 0.05)",
      "",
      "| page | performance | accessibility | CLS | LCP |",
      "|---|---|---|---|---|",
      ...Object.entries(scores).map(
        ([page, s]) =>
          `| ${page} | ${s.performance} | ${s.accessibility} | ${s.cls.toFixed(3)} | ${Math.round(s.lcpMs)} ms |`,
      ),
      "",
    );
  }

  if (!args.has("--skip-load")) {
    const html = await load(`${server.baseUrl}/demo`);
    const productsData = await load(`${server.baseUrl}/demo/products.data`);
    console.log("Load /demo", html, "Load products data", productsData);
    lines.push(
      "### Throughput (autocannon, 50 connections, 20 s, SQLite)",
      "",
      "| request | requests/s | p99 | non-2xx | errors |",
      "|---|---|---|---|---|",
      `| /demo (HTML) | ${html.requestsPerSecond.toFixed(0)} | ${html.p99Ms} ms | ${html.non2xx} | ${html.errors} |`,
      `| /demo/products.data (products data) | ${productsData.requestsPerSecond.toFixed(0)} | ${productsData.p99Ms} ms | ${productsData.non2xx} | ${productsData.errors} |`,
      "",
    );
  }
} finally {
  await server.stop();
}

writeReportBlock("storefront", ["## Storefront", "", machineLine("storefront.mjs"), "", ...lines]);
console.log("written docs/performance.md");
