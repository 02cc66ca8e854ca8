import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import { SERVER_NODE_FLAGS } from "./server-flags.mjs";

// The young generation the server's flags give, once a burst of allocations has grown it to
// its most: V8 rounds a semi-space up to a power of two, so the flag must say what it gets.

const youngGenerationMb = (flags: readonly string[]) =>
  Number(
    execFileSync(process.execPath, [
      ...flags,
      "-e",
      `const v8 = require("node:v8");
       let kept = [];
       for (let i = 0; i < 3e6; i++) {
         const value = { i, list: [i] };
         if (i % 3 === 0) kept.push(value);
         if (kept.length > 80000) kept = [];
       }
       const young = v8.getHeapSpaceStatistics().find((space) => space.space_name === "new_space");
       process.stdout.write(String(young.space_size / 1048576));`,
    ]).toString(),
  );

describe("the server's Node flags", () => {
  it("give two semi-spaces of the size the flag names", () => {
    const flag = SERVER_NODE_FLAGS.find((value) => value.startsWith("--max-semi-space-size="));
    const semiSpaceMb = Number(flag?.split("=")[1]);
    expect(youngGenerationMb(SERVER_NODE_FLAGS)).toBe(2 * semiSpaceMb);
  });
});
