// Orders export: with 100,000 orders in one brand, 'Unduh CSV' and 'Unduh Excel' of the
// whole finished list stream to the end while the server holds a page of orders at a time.
// Prints each download's time and size, and the server's peak resident memory.
//   npm run build && node bench/orders-export.mjs [count]
import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { generateOrders } from "./orders-data.mjs";
import { signInAsDemo, startBenchServer } from "./server.mjs";

const COUNT = Number(process.argv[2] ?? 100_000);

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
  console.log("server before the downloads", memoryOf(server.pid));

  for (const format of ["csv", "xlsx"]) {
    const begin = performance.now();
    const response = await fetch(
      `${server.baseUrl}/admin/orders-export?view=selesai&cakupan=tab&format=${format}`,
      { headers: { cookie } },
    );
    if (response.status !== 200) throw new Error(`${format}: ${response.status}`);
    let bytes = 0;
    let rows = 0;
    const decoder = new TextDecoder();
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      if (format === "csv")
        rows += decoder.decode(chunk, { stream: true }).split("\r\n").length - 1;
    }
    const seconds = (performance.now() - begin) / 1000;
    console.log({
      format,
      seconds: Number(seconds.toFixed(1)),
      megabytes: Number((bytes / 1e6).toFixed(1)),
      ...(format === "csv" ? { csvRows: rows } : {}),
      server: memoryOf(server.pid),
    });
  }
} finally {
  await server.stop();
}
