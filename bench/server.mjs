// Starts the production build on a free port with a fresh DATA_DIR (or the one given, kept)
// and the demo shop.
import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { SERVER_NODE_FLAGS, serverEnvironment } from "../scripts/server-flags.mjs";

export async function startBenchServer(extraEnv = {}, { dataDir: givenDataDir } = {}) {
  const entry = path.resolve("build/server/main.js");
  if (!fs.existsSync(entry)) throw new Error("Run `npm run build` first.");
  const dataDir = givenDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "gerai-bench-"));
  const port = await new Promise((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, entry], {
    env: serverEnvironment({
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      APP_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      DEMO_SEED: "1",
      ...extraEnv,
    }),
    stdio: ["ignore", "ignore", "inherit"],
  });
  // The demo seed decodes its pictures first: on a busy machine that takes a while.
  const deadline = Date.now() + 90_000;
  for (;;) {
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("server did not start");
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid,
    /** Stops the server (its buffered counts written); its data stays when `keepData`. */
    async stop({ keepData = givenDataDir !== undefined } = {}) {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!keepData) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Signs in as the demo shop's seller; answers the session cookie. */
export async function signInAsDemo(server) {
  const { email, password } = JSON.parse(
    fs.readFileSync(path.join(server.dataDir, "demo-login.json"), "utf8"),
  );
  const login = await fetch(`${server.baseUrl}/auth`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: server.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email, password }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  if (login.status !== 302 || !cookie) throw new Error(`login failed: ${login.status}`);
  return cookie;
}

/**
 * A bare Node HTTP server in a process of its own answering every request with `status`,
 * `body` and `headers`: what this machine can serve at all, with no application in between.
 */
export async function startBareServer(body, headers, status = 200) {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "gerai-bare-")), "body");
  fs.writeFileSync(file, body);
  const script = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    const headers = ${JSON.stringify(headers)};
    const server = http.createServer({ keepAliveTimeout: 65000 }, (req, res) => {
      res.writeHead(${status}, { ...headers, "content-length": body.length });
      res.end(body);
    });
    server.listen(0, "127.0.0.1", () => console.log(server.address().port));
  `;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise((resolve) =>
    child.stdout.once("data", (chunk) => resolve(Number(String(chunk).trim()))),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill();
      fs.rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}
