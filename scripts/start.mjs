// `npm start`: build when the production build is missing or older than the sources,
// then serve it in a Node process of its own, started with the server's options.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_FLAGS, serverEnvironment } from "./server-flags.mjs";

const root = path.resolve(import.meta.dirname, "..");
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

const server = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
  stdio: "inherit",
  env: serverEnvironment({ ...process.env, NODE_ENV: process.env.NODE_ENV ?? "production" }),
});
// A stop asked of `npm start` is the server's to carry out: it finishes what is in flight.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
