import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

function capture(isTTY: boolean) {
  const stream = Object.assign(new PassThrough(), { isTTY });
  const chunks: string[] = [];
  stream.on("data", (chunk: Buffer) => chunks.push(chunk.toString("utf8")));
  return { logger: createLogger(stream), lines: () => chunks.join("").split("\n").filter(Boolean) };
}

describe("logger", () => {
  it("writes one JSON object a line, errors with their message and stack", async () => {
    const { logger, lines } = capture(false);
    logger.info("request", { requestId: "r1", status: 200 });
    logger.warn("view counting failed", { error: new Error("disk full") });
    await new Promise((resolve) => setImmediate(resolve));
    const [first, second] = lines().map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(first).toMatchObject({ level: "info", msg: "request", requestId: "r1", status: 200 });
    expect(first!.time).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(second).toMatchObject({
      level: "warn",
      msg: "view counting failed",
      error: { name: "Error", message: "disk full", stack: expect.stringContaining("disk full") },
    });
  });

  it("writes plain lines for a person at a terminal", async () => {
    const { logger, lines } = capture(true);
    logger.info("Gerai listening on http://localhost:3000 (sqlite)");
    logger.error("unhandled request error", { path: "/x" });
    await new Promise((resolve) => setImmediate(resolve));
    expect(lines()).toEqual([
      expect.stringMatching(/^\S+Z INFO Gerai listening on http:\/\/localhost:3000 \(sqlite\)$/),
      expect.stringMatching(/^\S+Z ERROR unhandled request error \{"path":"\/x"\}$/),
    ]);
  });
});
