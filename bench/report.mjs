// Keeps docs/performance.md as one page with a block per benchmark; each script rewrites
// only its own block, between <!-- bench:NAME --> and <!-- /bench:NAME -->.
import fs from "node:fs";
import os from "node:os";

const FILE = "docs/performance.md";

export function machineLine(script) {
  return (
    `Measured by \`node bench/${script}\` on ${new Date().toISOString().slice(0, 10)}, ` +
    `${os.cpus().length} cores, Node ${process.version}, the production build.`
  );
}

export function writeReportBlock(name, lines) {
  const start = `<!-- bench:${name} -->`;
  const end = `<!-- /bench:${name} -->`;
  const block = [start, ...lines, end].join("\n");
  let text = fs.existsSync(FILE) ? fs.readFileSync(FILE, "utf8") : "";
  if (!text.startsWith("# Performance")) {
    text =
      "# Performance\n\nFigures printed by the scripts in `bench/` (`npm run bench`); " +
      "each script rewrites its own block.\n";
  }
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.mkdirSync("docs", { recursive: true });
  fs.writeFileSync(FILE, text);
}

/** The 50th, 95th and 99th percentiles of `samples` (ms), to a tenth of a millisecond. */
export function percentiles(samples) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
  const round = (ms) => Number(ms.toFixed(1));
  return { p50: round(at(50)), p95: round(at(95)), p99: round(at(99)) };
}

/**
 * A page's data asked `samples` times one after another, after `warmUp` asks not counted,
 * each answered 200 (else it throws): the answer's size and the times' percentiles.
 */
export async function timeDataRequests(url, { cookie, samples, warmUp = 20 }) {
  const get = async () => {
    const response = await fetch(url, { headers: { cookie } });
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
    return body;
  };
  const body = await get();
  const size = `${(Buffer.byteLength(body) / 1024).toFixed(1)} KiB`;
  for (let i = 0; i < warmUp; i++) await get();
  const times = [];
  for (let i = 0; i < samples; i++) {
    const begin = performance.now();
    await get();
    times.push(performance.now() - begin);
  }
  return { size, ...percentiles(times) };
}
