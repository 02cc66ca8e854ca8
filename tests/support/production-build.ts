import fs from "node:fs";
import net from "node:net";
import path from "node:path";

// The production build run as a process of its own, the way a host runs it, by the
// end-to-end and reliability suites: its entry, the environment of a throwaway instance
// (SQLite in DATA_DIR, the dev outbox, the demo shop) and a port to give it.

const ENTRY = path.resolve("build/server/main.js");

/** The build's entry point; `npm run build` must have run first. */
export function productionEntry(suite: string): string {
  if (!fs.existsSync(ENTRY)) {
    throw new Error(`No production build: run \`npm run build\` before the ${suite} tests.`);
  }
  return ENTRY;
}

/** The environment of an instance on `port` keeping its data in `dataDir`. */
export function productionEnv(
  port: number,
  dataDir: string,
  env: Record<string, string> = {},
): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    SMTP_URL: "",
    DEMO_SEED: "1",
    ...env,
  };
}

/** A port nothing listens on right now, for a server that must know its address first. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}
