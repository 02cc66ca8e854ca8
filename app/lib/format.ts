const countFormatter = new Intl.NumberFormat("id-ID");

/** A count with Indonesian thousands separators: 12.345. */
export function formatCount(value: number): string {
  return countFormatter.format(value);
}
