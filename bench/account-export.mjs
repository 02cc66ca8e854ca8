// A seller's own data (decision 080): with 50,000 orders in her shop, 'Unduh Data Saya'
// streams one JSON document to the end while the server holds a page of orders at a time.
// Prints the download's time and size, the orders it holds, and the server's resident
// memory before it and at its peak.
//   npm run build && node bench/account-export.mjs [count]
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { generateOrders } from "./orders-data.mjs";
import { signInAsDemo, startBenchServer } from "./server.mjs";

const COUNT = Number(process.argv[2] ?? 50_000);

/** Resident memory of the server, now and at its peak, in MB (Linux). */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb("VmRSS") / 1024, peak: kb("VmHWM") / 1024 };
}

const server = await startBenchServer();
try {
  const file = path.join(server.dataDir, "gerai.db");
  const brand = new Database(file, { readonly: true })
    .prepare("select id from brands where username = 'demo'")
    .get();
  const started = Date.now();
  generateOrders(file, brand.id, COUNT);
  console.log(`generated ${COUNT} orders in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const cookie = await signInAsDemo(server);
  console.log("server before the download", memoryOf(server.pid));

  // Sampled while the file is written: the start's own peak would hide the download's.
  let duringDownload = 0;
  const sampler = setInterval(() => {
    duringDownload = Math.max(duringDownload, memoryOf(server.pid).rss);
  }, 20);
  const begin = performance.now();
  const response = await fetch(`${server.baseUrl}/admin/account/export`, {
    headers: { cookie },
  });
  if (response.status !== 200) throw new Error(`export: ${response.status}`);
  let bytes = 0;
  let text = "";
  const decoder = new TextDecoder();
  for await (const chunk of response.body) {
    bytes += chunk.byteLength;
    text += decoder.decode(chunk, { stream: true });
  }
  // The whole document is one valid JSON value.
  const orders = JSON.parse(text).shops.reduce((sum, shop) => sum + shop.orders.length, 0);
  clearInterval(sampler);
  const seconds = (performance.now() - begin) / 1000;
  console.log({
    seconds: Number(seconds.toFixed(1)),
    megabytes: Number((bytes / 1e6).toFixed(1)),
    orders,
    serverRssPeakDuringDownloadMb: Number(duringDownload.toFixed(1)),
    server: memoryOf(server.pid),
  });
} finally {
  await server.stop();
}
