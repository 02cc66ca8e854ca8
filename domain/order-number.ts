// Spec §9: "ORD" plus the last 8 digits of the current timestamp (milliseconds).
export const ORDER_NUMBER_PATTERN = /^ORD\d{8}$/;

export function isOrderNumber(value: string): boolean {
  return ORDER_NUMBER_PATTERN.test(value);
}

export function generateOrderNumber(now: Date): string {
  return `ORD${String(now.getTime()).slice(-8).padStart(8, "0")}`;
}

/**
 * The number to try on the `attempt`-th insert: the timestamp's number first, then the
 * following milliseconds, so a collision within one brand (unique index) is retried with
 * a number that keeps the spec's format (ARCHITECTURE deviation 2).
 */
export function nextOrderNumberCandidate(now: Date, attempt: number): string {
  return generateOrderNumber(new Date(now.getTime() + attempt));
}
