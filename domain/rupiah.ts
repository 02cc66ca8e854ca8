/**
 * A whole number with Indonesian thousands separators: 1234567 → "1.234.567", -5000 →
 * "-5.000"; a fraction is rounded to whole (halves away from zero). Our own digits rather
 * than Intl.NumberFormat: the same text on every engine, and a server rendering prices
 * loads none of ICU's tables (decision 084).
 */
export function groupThousands(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const whole = Math.round(Math.abs(value));
  // BigInt writes every digit, where String() turns to an exponent past 10^21.
  const grouped = BigInt(whole)
    .toString()
    .replace(/\B(?=(\d{3})+$)/g, ".");
  return value < 0 && whole !== 0 ? `-${grouped}` : grouped;
}

/**
 * "Rp 15.000": prefix, one normal space, "." thousands separators, no decimals (spec §9).
 * Halves round away from zero so -2.5 and 2.5 mirror each other; a non-finite amount
 * (bad data) shows as "Rp 0" rather than "Rp NaN".
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return "Rp 0";
  const digits = groupThousands(Math.abs(amount));
  return amount < 0 && digits !== "0" ? `-Rp ${digits}` : `Rp ${digits}`;
}

/** "+Rp 5.000" or "-Rp 2.000" next to a choice; "" when it costs nothing extra. */
export function formatChoicePrice(price: number): string {
  if (price === 0) return "";
  return price > 0 ? `+${formatRupiah(price)}` : formatRupiah(price);
}

/**
 * Spec §3/§9: a price is parsed by dropping every non-digit ("Rp 15.000" → 15000).
 * Numbers are rounded to whole rupiah; non-finite numbers become 0.
 */
export function parsePrice(input: string | number): number {
  if (typeof input === "number") return Number.isFinite(input) ? Math.round(input) : 0;
  const digits = input.replace(/\D/g, "");
  return digits === "" ? 0 : Number(digits);
}

/** Spec §9: line total = unit price × quantity. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}
