import { lineTotal, parsePrice } from "./rupiah";

// Cart rules (spec §3 cart item, §4 cart, §5 dialog quantity). Every function returns a new
// array and leaves its input untouched, so React state updates stay simple.

/**
 * An option of a product (decision 022). A single-choice option (maxChoices 1, the default)
 * takes one value, required or not; a multi-choice one takes between minChoices and
 * maxChoices values (toppings: up to 3). A choice may add an amount to the unit price, or
 * subtract one, and may be sold out ('Habis').
 */
export type ProductOption = {
  name: string;
  choices: string[];
  isRequired: boolean;
  /** Rupiah each choice adds to the unit price (negative subtracts); absent adds nothing. */
  choicePrices?: Record<string, number>;
  /** Choices the seller marked 'Habis': shown, not chosen. */
  soldOutChoices?: string[];
  /** Fewest values of a multi-choice option (a required one: at least 1). */
  minChoices?: number;
  /** Most values: 1 (the default) makes a single-choice option. */
  maxChoices?: number;
};

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
  notes?: string;
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
 * as none); older lines compare sugar and ice. Unlike the spec, the note is part of a
 * line's identity too: one merged line with two notes would tell the seller neither which
 * item each note is for nor how many get it (docs/decisions/013-prices-the-customer-saw.md).
 */
export function isSameCartLine(a: LineIdentity, b: LineIdentity): boolean {
  return (
    a.productId === b.productId &&
    haveSameCustomizations(a.customizations, b.customizations) &&
    (a.notes ?? "").trim() === (b.notes ?? "").trim() &&
    (a.sugar ?? "") === (b.sugar ?? "") &&
    (a.ice ?? "") === (b.ice ?? "")
  );
}

function mergeLines(kept: CartItem, added: CartItem): CartItem {
  return { ...kept, quantity: kept.quantity + added.quantity };
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

/**
 * Whether a line's choices are the product's own: every chosen option is one of the
 * product's options and its value one of that option's choices, and every required option
 * is chosen. A required option without any choice cannot be chosen, so it is not asked
 * for. Options of one name (saved before names had to differ) share their choices, as the
 * cart keeps one value per name. Legacy sugar and ice are not options of the product
 * (spec §3).
 */
export function hasOfferedChoices(
  customizations: Record<string, string>,
  options: readonly ProductOption[],
): boolean {
  const choicesByName = choicesByOptionName(options);
  for (const [name, value] of Object.entries(customizations)) {
    const choices = choicesByName.get(name);
    if (!choices) return false;
    if (value.trim() !== "" && !choices.includes(value)) return false;
  }
  return options.every(
    (option) =>
      !option.isRequired ||
      option.choices.length === 0 ||
      (customizations[option.name] ?? "").trim() !== "",
  );
}

function choicesByOptionName(options: readonly ProductOption[]): Map<string, string[]> {
  const choicesByName = new Map<string, string[]>();
  for (const option of options) {
    choicesByName.set(option.name, [...(choicesByName.get(option.name) ?? []), ...option.choices]);
  }
  return choicesByName;
}

/** A product as the shop sells it now, read again for the lines of a cart. */
export type CurrentCartProduct = {
  id: string;
  name: string;
  price: number;
  options: ProductOption[];
};

/** What changed for a cart line since it was added, shown on the line once. */
export type CartLineNotice =
  { kind: "price"; from: number; to: number } | { kind: "unavailable" } | { kind: "choices" };

export type CartLineNotices = Record<string, CartLineNotice[]>;

/**
 * Brings the cart up to the shop's current products: each line whose product was looked
 * up (`checkedIds`) takes its current price, name and options. A changed price, a product
 * no longer sold and choices the product stopped offering are returned as notices per
 * line id; a line whose product is gone stays, so the customer sees why and removes it.
 * Choices the product no longer offers are dropped from the line, so editing it starts
 * from what can still be chosen.
 */
export function applyCurrentProducts(
  cart: readonly CartItem[],
  checkedIds: readonly string[],
  products: readonly CurrentCartProduct[],
): { cart: CartItem[]; notices: CartLineNotices } {
  const checked = new Set(checkedIds);
  const byId = new Map(products.map((product) => [product.id, product]));
  const notices: CartLineNotices = {};
  const updated = cart.map((line) => {
    if (!checked.has(line.productId)) return line;
    const product = byId.get(line.productId);
    if (!product) {
      notices[line.id] = [{ kind: "unavailable" }];
      return line;
    }
    const found: CartLineNotice[] = [];
    if (line.price !== product.price) {
      found.push({ kind: "price", from: line.price, to: product.price });
    }
    let customizations = line.customizations ?? {};
    if (!hasOfferedChoices(customizations, product.options)) {
      found.push({ kind: "choices" });
      const choicesByName = choicesByOptionName(product.options);
      customizations = Object.fromEntries(
        Object.entries(customizations).filter(([name, value]) =>
          choicesByName.get(name)?.includes(value),
        ),
      );
    }
    if (found.length > 0) notices[line.id] = found;
    return {
      ...line,
      name: product.name,
      price: product.price,
      options: product.options,
      customizations,
    };
  });
  return { cart: updated, notices };
}
