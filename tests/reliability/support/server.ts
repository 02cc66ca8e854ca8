import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { onTestFailed, onTestFinished } from "vitest";
import { freePort, productionEntry, productionEnv } from "#tests/support/production-build";
import { send } from "./http";

// Runs the production build (build/server/main.js) as a process of its own, the way a
// host runs it: a fresh DATA_DIR under the system's temp folder, a free port, the demo
// shop. Each test's servers are killed and their folders removed when the test ends;
// the servers' output is printed when it fails.

export type ServerExit = { code: number | null; signal: NodeJS.Signals | null; at: number };

export type SellerLogin = { email: string; password: string };

export type GeraiServer = {
  pid: number;
  port: number;
  baseUrl: string;
  dataDir: string;
  /** Empty for SQLite (DATA_DIR/gerai.db). */
  databaseUrl: string;
  /** The demo seller's login, as printed on the console at start. */
  sellerLogin: SellerLogin;
  exited: Promise<ServerExit>;
  hasExited(): boolean;
  kill(signal: NodeJS.Signals): void;
  /** A new process on the same port, DATA_DIR and database, once this one has exited. */
  restart(): Promise<GeraiServer>;
  /** Everything the servers of this test printed so far. */
  log(): string;
};

export type StartOptions = {
  /** A postgres:// URL; SQLite in DATA_DIR when absent. */
  databaseUrl?: string;
  env?: Record<string, string>;
  /**
   * The demo seller's login, for an instance joining a database another one seeded: only the
   * seeding instance writes it into its DATA_DIR.
   */
  demoLogin?: SellerLogin;
};

const START_TIMEOUT_MS = 30_000;

/** Starts the build for the running test; it is stopped and cleaned up after the test. */
export async function startGerai(options: StartOptions = {}): Promise<GeraiServer> {
  const entry = productionEntry("reliability");
  // DATA_DIR itself does not exist yet: the server creates it, with its own permissions.
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-rel-"));
  const dataDir = path.join(root, "data");
  if (options.demoLogin) {
    fs.mkdirSync(dataDir, { mode: 0o700 });
    fs.writeFileSync(path.join(dataDir, "demo-login.json"), JSON.stringify(options.demoLogin));
  }
  const port = await freePort();
  const children: ChildProcess[] = [];
  const lines: string[] = [];

  onTestFailed(() => {
    console.error(`Server output (${dataDir}):\n${lines.join("")}`);
  });
  onTestFinished(async () => {
    await Promise.all(
      children.map((child) => {
        if (child.exitCode !== null || child.signalCode !== null) return undefined;
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGKILL");
        return gone;
      }),
    );
    fs.rmSync(root, { recursive: true, force: true });
  });

  const launch = async (run: number): Promise<GeraiServer> => {
    const baseUrl = `http://127.0.0.1:${port}`;
    const child = spawn(process.execPath, [entry], {
      env: productionEnv(port, dataDir, {
        DATABASE_URL: options.databaseUrl ?? "",
        TRUST_PROXY: "1",
        ...options.env,
      }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    children.push(child);
    let output = "";
    const capture = (chunk: Buffer) => {
      const text = chunk.toString("utf8");
      output += text;
      lines.push(text.replace(/^(?=.)/gm, `[run ${run}] `));
    };
    child.stdout!.on("data", capture);
    child.stderr!.on("data", capture);
    const exited = new Promise<ServerExit>((resolve) =>
      child.once("exit", (code, signal) => {
        lines.push(`[run ${run}] exited: code ${code}, signal ${signal}\n`);
        resolve({ code, signal, at: Date.now() });
      }),
    );
    const hasExited = () => child.exitCode !== null || child.signalCode !== null;

    await waitForHealthy(baseUrl, hasExited, () => lines.join(""));
    const login = /seller login: (\S+) \/ ([^\s"]+)/.exec(output);
    if (!login) throw new Error(`No seller login on the console:\n${lines.join("")}`);

    return {
      pid: child.pid!,
      port,
      baseUrl,
      dataDir,
      databaseUrl: options.databaseUrl ?? "",
      sellerLogin: { email: login[1], password: login[2] },
      exited,
      hasExited,
      kill: (signal) => child.kill(signal),
      restart: async () => {
        if (!hasExited()) throw new Error("The server is still running.");
        return launch(run + 1);
      },
      log: () => lines.join(""),
    };
  };

  return launch(1);
}

/** The server's exit, or undefined when it is still running after `timeoutMs`. */
export function waitForExit(
  server: GeraiServer,
  timeoutMs: number,
): Promise<ServerExit | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), timeoutMs);
  });
  return Promise.race([server.exited, timeout]).finally(() => clearTimeout(timer));
}

async function waitForHealthy(baseUrl: string, hasExited: () => boolean, log: () => string) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (hasExited()) throw new Error(`The server exited while starting:\n${log()}`);
    const outcome = await send(baseUrl, { path: "/healthz", timeoutMs: 2_000 });
    if (outcome.kind === "answered" && outcome.status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The server did not answer /healthz within ${START_TIMEOUT_MS} ms:\n${log()}`);
}

/** The resident memory of a process in bytes (VmRSS), from /proc. */
export function residentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`No VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** The most resident memory a process has had since it started (VmHWM), in bytes, from /proc. */
export function peakResidentBytes(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const match = /^VmHWM:\s+(\d+) kB/m.exec(status);
  if (!match) throw new Error(`No VmHWM for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** The processes a process started and that are still running, from /proc. */
export function childProcessIds(pid: number): number[] {
  const tasks = fs.readdirSync(`/proc/${pid}/task`);
  return tasks.flatMap((task) =>
    fs
      .readFileSync(`/proc/${pid}/task/${task}/children`, "utf8")
      .split(" ")
      .filter(Boolean)
      .map(Number),
  );
}

/**
 * Whether the server on `port` has taken in everything sent to it: no connection waits in its
 * listen backlog and no accepted one holds unread bytes (the kernel's queues, /proc/net/tcp).
 * Once a request's headers were sent, this means the server has read them: the request is in
 * its hands, not in the kernel's.
 */
export function hasReadEverythingSent(port: number): boolean {
  const localPort = `:${port.toString(16).toUpperCase().padStart(4, "0")}`;
  const sockets = ["/proc/net/tcp", "/proc/net/tcp6"]
    .flatMap((table) => fs.readFileSync(table, "utf8").split("\n").slice(1))
    .map((line) => line.trim().split(/\s+/))
    // local address, remote address, state, tx_queue:rx_queue; for a listening socket (0A)
    // rx_queue is its backlog, for a connection (01) the bytes not yet read.
    .filter(
      ([, local, , state]) => local?.endsWith(localPort) && (state === "0A" || state === "01"),
    )
    .map(([, , , state, queues]) => ({
      state,
      unread: Number.parseInt(queues!.split(":")[1]!, 16),
    }));
  // No listening socket found: nothing can be said.
  return sockets.some(({ state }) => state === "0A") && sockets.every(({ unread }) => unread === 0);
}
