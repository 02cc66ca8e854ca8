// The first half of `npm start` (scripts/start.sh): checks that this Node can run Gerai, then
// builds when the production build is missing or older than the sources. It ends there: the
// server is started by start.sh in place of itself, so nothing else stays running beside it.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { runtimeProblem } from "./runtime.mjs";

const problem = runtimeProblem();
if (problem) {
  console.error(problem);
  process.exit(1);
}

const root = fileURLToPath(new URL("..", import.meta.url));
const entry = path.join(root, "build/server/main.js");
const sources = [
  "app",
  "server",
  "domain",
  "public",
  "package.json",
  "vite.config.ts",
  "react-router.config.ts",
];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of fs.readdirSync(target)) {
    newest = Math.max(newest, newestMtime(path.join(target, name)));
  }
  return newest;
}

const builtAt = fs.existsSync(entry) ? fs.statSync(entry).mtimeMs : 0;
const changedAt = Math.max(...sources.map((source) => newestMtime(path.join(root, source))));
if (builtAt < changedAt) {
  console.log("Building Gerai…");
  const result = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
