// Spec §9 writes an order number as 'ORD' plus 8 digits, taken from the millisecond clock.
// We keep the format but draw the digits at random: numbers read off a clock tell anyone
// holding one order the numbers of the orders placed around it. Uniqueness per brand comes
// from the database (unique index, retried with a new draw; ARCHITECTURE deviation 2).

/** How many different numbers there are: 8 digits. */
export const ORDER_NUMBER_SUFFIXES = 100_000_000;

export const ORDER_NUMBER_PATTERN = /^ORD\d{8}$/;

/** As long as every order number, for measuring a message before its order has one. */
export const ORDER_NUMBER_PLACEHOLDER = "ORD00000000";

/** 'ORD' and `suffix` (0 … 99,999,999) as 8 zero-padded digits. */
export function formatOrderNumber(suffix: number): string {
  if (!Number.isInteger(suffix) || suffix < 0 || suffix >= ORDER_NUMBER_SUFFIXES) {
    throw new RangeError(`an order number suffix is 0 to 99999999, got ${suffix}`);
  }
  return `ORD${String(suffix).padStart(8, "0")}`;
}

/**
 * A new order number. `randomInt(max)` gives a uniformly drawn whole number below `max`
 * from a cryptographic source (node:crypto's randomInt on the server).
 */
export function generateOrderNumber(randomInt: (max: number) => number): string {
  return formatOrderNumber(randomInt(ORDER_NUMBER_SUFFIXES));
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
