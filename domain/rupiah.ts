const groupFormatter = new Intl.NumberFormat("id-ID", {
  maximumFractionDigits: 0,
  useGrouping: true,
});

/**
 * "Rp 15.000": prefix, one normal space, "." thousands separators, no decimals (spec §9).
 * Halves round away from zero so -2.5 and 2.5 mirror each other; a non-finite amount
 * (bad data) shows as "Rp 0" rather than "Rp NaN".
 */
export function formatRupiah(amount: number): string {
  if (!Number.isFinite(amount)) return "Rp 0";
  const rounded = Math.round(Math.abs(amount));
  // Some ICU builds put NBSP/narrow spaces into grouped numbers; keep the output ASCII-stable.
  const digits = groupFormatter.format(rounded).replace(/[\s\u00a0\u202f]/g, "");
  return amount < 0 && rounded !== 0 ? `-Rp ${digits}` : `Rp ${digits}`;
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
