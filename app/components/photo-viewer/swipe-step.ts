type Point = { x: number; y: number };

/**
 * The photo a swipe from `start` to `end` asks for: the next one for a swipe to the left,
 * the previous one for a swipe to the right. Embla's own threshold: less than 10 pixels
 * across is a tap, and a move mostly up or down is the page scrolling (null for both).
 */
export function swipeStep(start: Point, end: Point): "forward" | "back" | null {
  const across = end.x - start.x;
  if (Math.abs(across) < 10 || Math.abs(across) < Math.abs(end.y - start.y)) return null;
  return across < 0 ? "forward" : "back";
}
