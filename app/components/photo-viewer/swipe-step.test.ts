import { describe, expect, it } from "vitest";
import { swipeStep } from "./swipe-step";

describe("swipeStep", () => {
  it("moves forward on a swipe to the left and back on a swipe to the right", () => {
    expect(swipeStep({ x: 200, y: 100 }, { x: 120, y: 110 })).toBe("forward");
    expect(swipeStep({ x: 120, y: 100 }, { x: 200, y: 90 })).toBe("back");
  });

  it("treats a move under 10 pixels across as a tap", () => {
    expect(swipeStep({ x: 100, y: 100 }, { x: 91, y: 100 })).toBeNull();
    expect(swipeStep({ x: 100, y: 100 }, { x: 109, y: 100 })).toBeNull();
    expect(swipeStep({ x: 100, y: 100 }, { x: 90, y: 100 })).toBe("forward");
  });

  it("leaves a mostly vertical move to the page's scrolling", () => {
    expect(swipeStep({ x: 100, y: 100 }, { x: 60, y: 160 })).toBeNull();
    expect(swipeStep({ x: 100, y: 100 }, { x: 160, y: 41 })).toBe("back");
  });
});
