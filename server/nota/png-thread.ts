import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { PngJob, PngReply } from "./png-worker";

// The thread that draws the nota's PNGs (./png-worker.ts; docs/decisions/061): started with
// the first PNG, one job at a time, in order. It does not keep the process alive; if it
// fails, the PNGs it had are refused (the nota's answer says so) and the next one starts it
// again.

/**
 * The worker's script. From source it is the TypeScript file beside this one, which Node
 * runs with its types stripped. In the build this module is bundled into React Router's
 * chunks under build/server/assets/ (or build/server/main.js), and the script is
 * build/server/png-worker.js (scripts/build-server.mjs): beside the bundle or one folder up.
 */
function workerScript(moduleUrl: string): string {
  const here = fileURLToPath(moduleUrl);
  const folder = path.dirname(here);
  if (here.endsWith(".ts")) return path.join(folder, "png-worker.ts");
  const candidates = [folder, path.dirname(folder)].map((dir) => path.join(dir, "png-worker.js"));
  const script = candidates.find((candidate) => fs.existsSync(candidate));
  if (!script) throw new Error(`nota PNG worker not found: ${candidates.join(" or ")}`);
  return script;
}

type Waiting = { resolve: (png: Buffer) => void; reject: (error: Error) => void };

let worker: Worker | undefined;
const waiting = new Map<number, Waiting>();
let lastId = 0;

function failAll(error: Error) {
  for (const job of waiting.values()) job.reject(error);
  waiting.clear();
}

function startWorker(): Worker {
  const started = new Worker(workerScript(import.meta.url));
  started.unref();
  started.on("message", (reply: PngReply) => {
    const job = waiting.get(reply.id);
    if (!job) return;
    waiting.delete(reply.id);
    if ("png" in reply)
      job.resolve(Buffer.from(reply.png.buffer, reply.png.byteOffset, reply.png.byteLength));
    else job.reject(new Error(reply.error));
  });
  const gone = (error: Error) => {
    if (worker === started) worker = undefined;
    failAll(error);
  };
  started.on("error", gone);
  started.on("exit", (code) => gone(new Error(`nota PNG worker exited (${code})`)));
  return started;
}

/** The SVG drawn `width` pixels wide on white as a PNG, in the worker thread. */
export function drawPngInThread(svg: string, width: number): Promise<Buffer> {
  worker ??= startWorker();
  const id = ++lastId;
  const job: PngJob = { id, svg, width };
  return new Promise((resolve, reject) => {
    waiting.set(id, { resolve, reject });
    worker!.postMessage(job);
  });
}
