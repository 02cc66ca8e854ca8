import { groupThousands } from "#domain/rupiah";

/** A count with Indonesian thousands separators: 12.345. */
export function formatCount(value: number): string {
  return groupThousands(value);
}
