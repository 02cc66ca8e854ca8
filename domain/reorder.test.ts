import { describe, expect, it } from "vitest";
import { canMove, isOrderOf, moveItem } from "./reorder";

describe("reordering a list", () => {
  it("moves an item to the front and back", () => {
    expect(moveItem(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveItem(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });

  it("leaves the list alone for a move out of range", () => {
    expect(moveItem(["a", "b"], 0, 5)).toEqual(["a", "b"]);
    expect(moveItem(["a", "b"], -1, 0)).toEqual(["a", "b"]);
  });

  it("disables the moves past either edge", () => {
    expect(canMove(0, 3, -1)).toBe(false);
    expect(canMove(0, 3, 1)).toBe(true);
    expect(canMove(2, 3, 1)).toBe(false);
    expect(canMove(1, 3, -1)).toBe(true);
    expect(canMove(0, 1, 1)).toBe(false);
  });

  it("takes an order naming each item of the list exactly once, and no other", () => {
    expect(isOrderOf(["b", "a", "c"], ["a", "b", "c"])).toBe(true);
    expect(isOrderOf([], [])).toBe(true);
    expect(isOrderOf(["a", "b"], ["a", "b", "c"])).toBe(false);
    expect(isOrderOf(["a", "b", "c", "d"], ["a", "b", "c"])).toBe(false);
    expect(isOrderOf(["a", "a", "b"], ["a", "b", "c"])).toBe(false);
    expect(isOrderOf(["a", "a"], ["a"])).toBe(false);
    expect(isOrderOf(["a", "x"], ["a", "b"])).toBe(false);
  });
});
