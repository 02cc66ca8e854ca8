// Spec §9: rupiah with the "Rp" prefix, Indonesian thousands separators, no decimals.
const grouping = new Intl.NumberFormat("id-ID", { maximumFractionDigits: 0 });

export function formatRupiah(amount: number): string {
  const rounded = Math.round(amount);
  const digits = grouping.format(Math.abs(rounded)).replace(/\s/g, "");
  return rounded < 0 ? `-Rp ${digits}` : `Rp ${digits}`;
}

/** Spec §9: a price is parsed by dropping every non-digit ("Rp 15.000" → 15000). */
export function parsePrice(input: string | number): number {
  if (typeof input === "number") return Number.isFinite(input) ? Math.round(input) : 0;
  const digits = input.replace(/\D/g, "");
  return digits === "" ? 0 : Number(digits);
}

/** Spec §9: line total = unit price × quantity. */
export function lineTotal(unitPrice: number, quantity: number): number {
  return unitPrice * quantity;
}
