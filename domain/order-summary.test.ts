import { describe, expect, it } from "vitest";
import { summarizeItems } from "./order-summary";

describe("order card items", () => {
  it("lists two items, then counts the rest", () => {
    expect(summarizeItems(["a", "b", "c", "d"])).toEqual({
      shown: ["a", "b"],
      moreLabel: "+2 item lainnya",
    });
  });

  it("adds nothing when two or fewer items", () => {
    expect(summarizeItems(["a", "b"])).toEqual({ shown: ["a", "b"], moreLabel: null });
    expect(summarizeItems([])).toEqual({ shown: [], moreLabel: null });
  });
});
