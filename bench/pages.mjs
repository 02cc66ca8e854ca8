// Shop pages under a burst of visitors (a shop link shared into a WhatsApp group), against
// the ceiling of this machine: a bare Node HTTP server sending the same bytes, measured in
// the same run. The figures go to docs/performance.md.
//   npm run build && node bench/pages.mjs [--seconds N] [--soak-minutes M]
// Every request comes from a visitor of its own (X-Forwarded-For behind TRUST_PROXY=1), so
// each one counts a view of every link the shop home shows; after the run the links' view
// counters must have grown by exactly that much.
// --soak-minutes M loads the shop home for M more minutes and samples the server's memory.
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import SQLite from "better-sqlite3";
import { machineLine, writeReportBlock } from "./report.mjs";
import { startBareServer, startBenchServer } from "./server.mjs";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index >= 0 ? Number(args[index + 1]) : fallback;
};
const SECONDS = option("--seconds", 20);
const SOAK_MINUTES = option("--soak-minutes", 0);
const CONNECTIONS = 50;

/** A visitor address of its own for every request, from 10.0.0.0/8. */
let visitor = 0;
const nextVisitor = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** The one client of a run that comes from a single address, as a plain load tool does. */
const ONE_CLIENT = "10.255.255.254";

function load(url, { seconds = SECONDS, onSample, isOneClient = false } = {}) {
  const { pathname, search, origin } = new URL(url);
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: origin,
        connections: CONNECTIONS,
        duration: seconds,
        requests: [
          {
            method: "GET",
            path: pathname + search,
            setupRequest: (request) => ({
              ...request,
              headers: {
                ...request.headers,
                "x-forwarded-for": isOneClient ? ONE_CLIENT : nextVisitor(),
              },
            }),
          },
        ],
      },
      (error, result) => {
        clearInterval(sampler);
        if (error) reject(error);
        else
          resolve({
            requestsPerSecond: result.requests.average,
            p50Ms: result.latency.p50,
            p99Ms: result.latency.p99,
            ok: result["2xx"],
            non2xx: result.non2xx,
            errors: result.errors + result.timeouts,
          });
      },
    );
    const sampler = onSample ? setInterval(onSample, 1000) : undefined;
    instance.on("error", reject);
  });
}

/** The resident memory of a process, in MB. */
function rssOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)[1]) / 1024;
}

function linkViews(dataDir) {
  const db = new SQLite(path.join(dataDir, "gerai.db"), { readonly: true });
  try {
    return db
      .prepare(
        `select count(*) as links, coalesce(sum(links.views), 0) as views from links
         join brands on brands.id = links.brand_id where brands.username = 'demo'`,
      )
      .get();
  } finally {
    db.close();
  }
}

const server = await startBenchServer({ TRUST_PROXY: "1" });
let isStopped = false;
const lines = [];
const home = `${server.baseUrl}/demo`;
try {
  // The page as a visitor's first request gets it, and the same bytes from a bare server.
  const first = await fetch(home, { headers: { "accept-encoding": "identity" } });
  const body = Buffer.from(await first.arrayBuffer());
  const headers = Object.fromEntries(
    [...first.headers].filter(
      ([name]) => !["content-length", "date", "connection", "keep-alive"].includes(name),
    ),
  );
  const bare = await startBareServer(body, headers);
  let reference;
  try {
    reference = await load(bare.url);
  } finally {
    bare.stop();
  }

  let peakRss = 0;
  const sample = () => (peakRss = Math.max(peakRss, rssOf(server.pid)));
  const page = await load(home, { onSample: sample });
  // One client asking again and again: its views count once per link per repeat window
  // (decision 010), within this run: once.
  const oneClient = await load(home, { isOneClient: true, onSample: sample });
  const data = await load(`${server.baseUrl}/demo/products.data`, { onSample: sample });
  console.log({ reference, page, data, peakRss });

  const soak = [];
  if (SOAK_MINUTES > 0) {
    for (let minute = 1; minute <= SOAK_MINUTES; minute++) {
      const result = await load(home, { seconds: 60 });
      page.ok += result.ok;
      soak.push({ minute, requestsPerSecond: result.requestsPerSecond, rss: rssOf(server.pid) });
      console.log(soak.at(-1));
    }
  }

  await server.stop({ keepData: true });
  isStopped = true;
  // Every answer of the shop home counted each of its links once, for its own visitor. The
  // load tool counts the answers it read; up to one request per connection was still being
  // answered when it stopped, and was counted by the server all the same.
  const { links, views } = linkViews(server.dataDir);
  const answered = (views - links) / links;
  const isExact =
    Number.isInteger(answered) &&
    answered >= page.ok + 1 &&
    answered <= page.ok + 1 + CONNECTIONS * (1 + SOAK_MINUTES);
  const ratio = page.requestsPerSecond / reference.requestsPerSecond;
  lines.push(
    `### Shop pages under load (autocannon, ${CONNECTIONS} connections, ${SECONDS} s each, SQLite, a new visitor per request)`,
    "",
    "| request | requests/s | p50 | p99 | non-2xx | errors |",
    "|---|---|---|---|---|---|",
    `| reference: a bare Node server sending the same ${(body.length / 1024).toFixed(1)} KiB | ${reference.requestsPerSecond.toFixed(0)} | ${reference.p50Ms} ms | ${reference.p99Ms} ms | ${reference.non2xx} | ${reference.errors} |`,
    `| /demo (HTML) | ${page.requestsPerSecond.toFixed(0)} | ${page.p50Ms} ms | ${page.p99Ms} ms | ${page.non2xx} | ${page.errors} |`,
    `| /demo (HTML), one client | ${oneClient.requestsPerSecond.toFixed(0)} | ${oneClient.p50Ms} ms | ${oneClient.p99Ms} ms | ${oneClient.non2xx} | ${oneClient.errors} |`,
    `| /demo/products.data (products data) | ${data.requestsPerSecond.toFixed(0)} | ${data.p50Ms} ms | ${data.p99Ms} ms | ${data.non2xx} | ${data.errors} |`,
    "",
    `- /demo at ${(100 * ratio).toFixed(1)} % of the bare server with a new visitor per request (each answer writes its views), ${(100 * (oneClient.requestsPerSecond / reference.requestsPerSecond)).toFixed(1)} % from one client (budget ≥ 40 %, p99 < 50 ms); products data budget ≥ 5,000 requests/s.`,
    `- Link views counted: ${views} = ${links} links × (${answered} answers to new visitors (${page.ok + 1} read by the load tool, the rest in flight when it stopped) + 1 for the one client)${isExact ? ": every answer counted once per link, the one client once" : ": NOT EXACT"}.`,
    `- Server memory (RSS) at its peak under load: ${peakRss.toFixed(0)} MB (budget ≤ 200 MB).`,
    "",
  );
  if (soak.length > 0) {
    lines.push(
      `#### ${SOAK_MINUTES} more minutes of /demo`,
      "",
      "| minute | requests/s | RSS MB |",
      "|---|---|---|",
      ...soak.map(
        (row) => `| ${row.minute} | ${row.requestsPerSecond.toFixed(0)} | ${row.rss.toFixed(0)} |`,
      ),
      "",
    );
  }
} finally {
  if (!isStopped) await server.stop({ keepData: true });
  fs.rmSync(server.dataDir, { recursive: true, force: true });
}

writeReportBlock("pages", ["## Shop pages", "", machineLine("pages.mjs"), "", ...lines]);
console.log("written docs/performance.md");
