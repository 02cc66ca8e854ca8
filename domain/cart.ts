import { lineTotal, parsePrice } from "./rupiah";

// Cart rules (spec §3 cart item, §4 cart, §5 dialog quantity). Every function returns a new
// array and leaves its input untouched, so React state updates stay simple.

export type ProductOption = { name: string; choices: string[]; isRequired: boolean };

export type CartItem = {
  /** productId + '_' + timestamp. */
  id: string;
  productId: string;
  name: string;
  description: string;
  price: number;
  image: string | null;
  category: string;
  images: string[];
  options: ProductOption[];
  /** Option name → chosen value. */
  customizations: Record<string, string>;
  notes: string;
  quantity: number;
  /** Only on lines saved by older versions of the shop. */
  sugar?: string;
  ice?: string;
};

export type CartProduct = {
  id: string;
  name: string;
  description?: string | null;
  price: string | number;
  image?: string | null;
  category?: string | null;
  images?: string[];
  options?: ProductOption[];
};

export type CartSelection = {
  quantity: number;
  customizations: Record<string, string>;
  notes: string;
};

export type CartLineOption = { name: string; value: string };

export function createCartLineId(productId: string, now: number): string {
  return `${productId}_${now}`;
}

/** A cart line from the product dialog; the price string is parsed by dropping non-digits. */
export function createCartItem(
  product: CartProduct,
  selection: CartSelection,
  now: number,
): CartItem {
  return {
    id: createCartLineId(product.id, now),
    productId: product.id,
    name: product.name,
    description: product.description ?? "",
    price: parsePrice(product.price),
    image: product.image ?? product.images?.[0] ?? null,
    category: product.category ?? "",
    images: product.images ?? [],
    options: product.options ?? [],
    customizations: { ...selection.customizations },
    notes: selection.notes,
    quantity: selection.quantity,
  };
}

type LineIdentity = {
  productId: string;
  customizations?: Record<string, string>;
  sugar?: string;
  ice?: string;
};

function haveSameCustomizations(
  a: Record<string, string> = {},
  b: Record<string, string> = {},
): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * Spec §4: same product and identical customizations (key order irrelevant; missing counts
 * as none); older lines compare sugar and ice. Notes are not part of a line's identity.
 */
export function isSameCartLine(a: LineIdentity, b: LineIdentity): boolean {
  return (
    a.productId === b.productId &&
    haveSameCustomizations(a.customizations, b.customizations) &&
    (a.sugar ?? "") === (b.sugar ?? "") &&
    (a.ice ?? "") === (b.ice ?? "")
  );
}

/**
 * Notes are not part of a line's identity, so merging two lines would silently drop one
 * customer's note; keep both instead ("a; b"), without repeating an identical note.
 */
function mergeNotes(kept: string, added: string): string {
  const first = kept.trim();
  const second = added.trim();
  if (second === "" || second === first) return first;
  if (first === "") return second;
  return `${first}; ${second}`;
}

function mergeLines(kept: CartItem, added: CartItem): CartItem {
  return {
    ...kept,
    quantity: kept.quantity + added.quantity,
    notes: mergeNotes(kept.notes, added.notes),
  };
}

/** Merges into an identical line (spec §4), else appends. Non-positive quantities add nothing. */
export function addToCart(cart: readonly CartItem[], item: CartItem): CartItem[] {
  if (!(item.quantity > 0)) return [...cart];
  const index = cart.findIndex((line) => isSameCartLine(line, item));
  if (index === -1) return [...cart, item];
  return cart.map((line, i) => (i === index ? mergeLines(line, item) : line));
}

/** Sets a line's quantity; 0 or less removes it (spec §4). Fractions are truncated. */
export function updateCartQuantity(
  cart: readonly CartItem[],
  lineId: string,
  quantity: number,
): CartItem[] {
  if (Number.isNaN(quantity)) return [...cart];
  const whole = Math.trunc(quantity);
  if (whole <= 0) return removeCartLine(cart, lineId);
  return cart.map((line) => (line.id === lineId ? { ...line, quantity: whole } : line));
}

export function removeCartLine(cart: readonly CartItem[], lineId: string): CartItem[] {
  return cart.filter((line) => line.id !== lineId);
}

/**
 * 'Update Pesanan': the edited line replaces the old one in place and keeps its id. If the
 * edit makes it identical to another line, the edited line is folded into that one, exactly
 * as adding it would (the other line keeps its place and id). Unknown ids change nothing;
 * a quantity of 0 or less removes the line.
 */
export function replaceCartLine(
  cart: readonly CartItem[],
  lineId: string,
  item: CartItem,
): CartItem[] {
  const index = cart.findIndex((line) => line.id === lineId);
  if (index === -1) return [...cart];
  if (!(item.quantity > 0)) return removeCartLine(cart, lineId);
  const edited: CartItem = { ...item, id: lineId };
  const target = cart.findIndex((line) => line.id !== lineId && isSameCartLine(line, edited));
  if (target === -1) return cart.map((line, i) => (i === index ? edited : line));
  return cart
    .map((line, i) => (i === target ? mergeLines(line, edited) : line))
    .filter((_, i) => i !== index);
}

/** Total number of items (sum of quantities), as in 'Keranjang Belanja (N item)'. */
export function cartItemCount(cart: readonly Pick<CartItem, "quantity">[]): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

export function cartTotal(cart: readonly Pick<CartItem, "price" | "quantity">[]): number {
  return cart.reduce((sum, line) => sum + lineTotal(line.price, line.quantity), 0);
}

/**
 * Spec §5 product dialog: parsed as an integer; unparsable input gives 1; values under 1
 * are ignored, so the current quantity stays.
 */
export function parseDialogQuantity(input: string, current: number): number {
  const parsed = Number.parseInt(input, 10);
  if (Number.isNaN(parsed)) return 1;
  return parsed < 1 ? current : parsed;
}

/** The minus button is disabled at 1 (spec §5). */
export function canDecrementQuantity(quantity: number): boolean {
  return quantity > 1;
}

/** First choice of each option preselected (spec §2 dialog); options without choices skipped. */
export function defaultCustomizations(
  options: readonly Pick<ProductOption, "name" | "choices">[],
): Record<string, string> {
  const selected: Record<string, string> = {};
  for (const option of options) {
    if (option.choices.length > 0) selected[option.name] = option.choices[0];
  }
  return selected;
}

/**
 * A line's chosen options in display order: the product's option order first, then any
 * other customizations, then legacy Sugar and Ice (recorded as options named so, spec §3).
 * Blank values are skipped.
 */
export function cartLineOptions(item: {
  customizations?: Record<string, string>;
  options?: readonly Pick<ProductOption, "name">[];
  sugar?: string;
  ice?: string;
}): CartLineOption[] {
  const customizations = item.customizations ?? {};
  const names = [
    ...(item.options ?? []).map((option) => option.name),
    ...Object.keys(customizations),
  ];
  const result: CartLineOption[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name) || !Object.hasOwn(customizations, name)) continue;
    seen.add(name);
    const value = customizations[name];
    if (value.trim() !== "") result.push({ name, value });
  }
  if (item.sugar?.trim()) result.push({ name: "Sugar", value: item.sugar });
  if (item.ice?.trim()) result.push({ name: "Ice", value: item.ice });
  return result;
}

/** The option line under a cart line: "Ukuran: Besar, Gula: Sedikit" (legacy "Sugar: …, Ice: …"). */
export function describeCustomizations(item: Parameters<typeof cartLineOptions>[0]): string {
  return cartLineOptions(item)
    .map(({ name, value }) => `${name}: ${value}`)
    .join(", ");
}
