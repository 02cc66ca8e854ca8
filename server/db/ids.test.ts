import { describe, expect, it } from "vitest";
import { timeOrderedId } from "./ids";

describe("time-ordered ids", () => {
  it("are version 7 UUIDs carrying the time", () => {
    const id = timeOrderedId(Date.UTC(2026, 10, 25, 5, 0, 0, 123));
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(parseInt(id.replace("-", "").slice(0, 12), 16)).toBe(
      Date.UTC(2026, 10, 25, 5, 0, 0, 123),
    );
  });

  it("sort by time as text, and never repeat", () => {
    const ids = Array.from({ length: 1000 }, (_, index) =>
      timeOrderedId(1_700_000_000_000 + index),
    );
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map(() => timeOrderedId(1_700_000_000_000))).size).toBe(1000);
  });
});
