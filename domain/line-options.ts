import { formatChoicePrice } from "./rupiah";

// An order line's chosen options as one line of text, in a module of its own: the tracking
// page, the nota and the order's message read it without the cart's code.

/** One chosen value of an order line: its option, the value and what it added. */
export type CartLineOption = { name: string; value: string; price?: number };

/**
 * Chosen values as one line, the values of one option together, each with what it added:
 * "Ukuran: Besar (+Rp 5.000), Topping: Keju (+Rp 3.000), Telur" (legacy "Sugar: …, Ice: …").
 */
export function describeLineOptions(options: readonly CartLineOption[]): string {
  const groups: { name: string; values: string[] }[] = [];
  for (const { name, value, price } of options) {
    const text = price ? `${value} (${formatChoicePrice(price)})` : value;
    const last = groups[groups.length - 1];
    if (last?.name === name) last.values.push(text);
    else groups.push({ name, values: [text] });
  }
  return groups.map(({ name, values }) => `${name}: ${values.join(", ")}`).join(", ");
}
