import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, productionEntry, productionEnv } from "#tests/support/production-build";
import { SERVER_NODE_FLAGS } from "../../scripts/server-flags.mjs";
import { send, sleep } from "./support/http";
import { childProcessIds } from "./support/server";

// `npm start` runs the server in a process of its own with the server's Node options, and a
// stop sent to `npm start` reaches the server, which finishes and exits cleanly. Pictures are
// handled outside it.

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

describe("npm start", () => {
  it("serves from a process started with the server's options and stops with it", async () => {
    productionEntry("reliability");
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-start-"));
    folders.push(dataDir);
    const port = await freePort();
    const env = productionEnv(port, dataDir);
    delete env.NODE_ENV;
    const start = spawn(process.execPath, ["scripts/start.mjs"], {
      env,
      stdio: ["ignore", "ignore", "inherit"],
    });
    const exited = new Promise<number | null>((resolve) => start.once("exit", resolve));
    try {
      const deadline = Date.now() + 30_000;
      for (;;) {
        const outcome = await send(`http://127.0.0.1:${port}`, { path: "/healthz" });
        if (outcome.kind === "answered" && outcome.status === 200) break;
        if (Date.now() > deadline) throw new Error("npm start did not serve within 30 s");
        await sleep(200);
      }

      const [serverId] = childProcessIds(start.pid!);
      const commandLine = fs.readFileSync(`/proc/${serverId}/cmdline`, "utf8").split("\0");
      expect(commandLine).toEqual(expect.arrayContaining([...SERVER_NODE_FLAGS]));
      // NODE_ENV unset is taken as production: the build is served.
      const environment = fs.readFileSync(`/proc/${serverId}/environ`, "utf8").split("\0");
      expect(environment).toContain("NODE_ENV=production");
      expect(environment).toContain("MALLOC_ARENA_MAX=2");

      // The demo shop's pictures were stored at start and the app's icons are drawn on
      // request, all by the picture decoder's process: libvips never enters the server's.
      for (const name of ["192.png", "maskable-512.png"]) {
        const icon = await fetch(`http://127.0.0.1:${port}/admin/icons/${name}`);
        expect(icon.status, name).toBe(200);
        expect(icon.headers.get("content-type")).toBe("image/png");
        const png = Buffer.from(await icon.arrayBuffer());
        expect(png.subarray(1, 4).toString()).toBe("PNG");
      }
      expect(
        fs.readdirSync(path.join(dataDir, "uploads"), { recursive: true }).length,
      ).toBeGreaterThan(0);
      const mapped = fs.readFileSync(`/proc/${serverId}/maps`, "utf8");
      expect(mapped).not.toMatch(/libvips|sharp/);

      start.kill("SIGTERM");
      expect(await exited).toBe(0);
      expect(fs.existsSync(`/proc/${serverId}`)).toBe(false);
    } finally {
      start.kill("SIGKILL");
    }
  });
});
