const SUFFIX_MODULUS = 100_000_000;

export const ORDER_NUMBER_PATTERN = /^ORD\d{8}$/;

function formatOrderNumber(milliseconds: number): string {
  // Modulo twice so timestamps before 1970 still give a non-negative suffix.
  const suffix = ((milliseconds % SUFFIX_MODULUS) + SUFFIX_MODULUS) % SUFFIX_MODULUS;
  return `ORD${String(suffix).padStart(8, "0")}`;
}

/** Spec §9: 'ORD' plus the last 8 digits of the millisecond timestamp, zero-padded. */
export function generateOrderNumber(now: Date): string {
  return formatOrderNumber(now.getTime());
}

/**
 * Order numbers are unique per brand (ARCHITECTURE deviation 2). On a collision the
 * service retries with attempt 1, 2, …; each attempt shifts the timestamp by that many
 * milliseconds, so every attempt below 10^8 yields a different suffix, deterministically.
 */
export function nextOrderNumberCandidate(now: Date, attempt: number): string {
  if (!Number.isInteger(attempt) || attempt < 0) {
    throw new RangeError(`attempt must be a non-negative integer, got ${attempt}`);
  }
  return formatOrderNumber(now.getTime() + attempt);
}

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}
