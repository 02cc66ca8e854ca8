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
