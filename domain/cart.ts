import {
  choicePrice,
  chosenValues,
  isMultiChoice,
  isProductSoldOut,
  optionsByName,
  selectionProblem,
  unitPriceOf,
  type Customizations,
  type ProductOption,
} from "./product-options";
import { lineTotal, parsePrice } from "./rupiah";
import { describeLineOptions, type CartLineOption } from "./line-options";

export { describeLineOptions, type CartLineOption };

// Cart rules (spec §3 cart item, §4 cart, §5 dialog quantity). Every function returns a new
// array and leaves its input untouched, so React state updates stay simple.

export type { ProductOption } from "./product-options";
export { defaultCustomizations } from "./product-options";

export type CartItem = {
  /** productId + '_' + timestamp. */
  id: string;
  productId: string;
  name: string;
  description: string;
  /** The unit price: the product's base price plus what the chosen values add. */
  price: number;
  /** The product's own price, absent on lines saved before options had prices. */
  basePrice?: number;
  image: string | null;
  category: string;
  images: string[];
  options: ProductOption[];
  /** Option name → chosen value, or values of a multi-choice option. */
  customizations: Customizations;
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
  customizations: Customizations;
  notes: string;
};

/** One chosen value of a line, with what it added to the unit price when it was chosen. */

export function createCartLineId(productId: string, now: number): string {
  return `${productId}_${now}`;
}

/**
 * A cart line from the product dialog. Its price is the unit price: the product's (a price
 * string is parsed by dropping non-digits) plus what the chosen values add.
 */
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
    price: unitPriceOf(parsePrice(product.price), product.options ?? [], selection.customizations),
    basePrice: parsePrice(product.price),
    image: product.image ?? product.images?.[0] ?? null,
    category: product.category ?? "",
    images: product.images ?? [],
    options: product.options ?? [],
    customizations: copyCustomizations(selection.customizations),
    notes: selection.notes,
    quantity: selection.quantity,
  };
}

function copyCustomizations(customizations: Customizations): Customizations {
  return Object.fromEntries(
    Object.entries(customizations).map(([name, value]) => [
      name,
      Array.isArray(value) ? [...value] : value,
    ]),
  );
}

type LineIdentity = {
  productId: string;
  customizations?: Customizations;
  notes?: string;
  sugar?: string;
  ice?: string;
};

/** A value's identity: the values of a multi-choice option in any order are one choice. */
const valueKey = (value: Customizations[string]) =>
  Array.isArray(value) ? JSON.stringify([...value].sort()) : value;

function haveSameCustomizations(a: Customizations = {}, b: Customizations = {}): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => Object.hasOwn(b, key) && valueKey(a[key]) === valueKey(b[key]));
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

/**
 * A line's chosen values in display order: the product's option order first, then any
 * other customizations, then legacy Sugar and Ice (recorded as options named so, spec §3).
 * A multi-choice option gives one entry per value; each carries what it adds to the price,
 * when the product sets an amount. Blank values are skipped.
 */
export function cartLineOptions(item: {
  customizations?: Customizations;
  options?: readonly ProductOption[];
  sugar?: string;
  ice?: string;
}): CartLineOption[] {
  const customizations = item.customizations ?? {};
  const byName = optionsByName(item.options ?? []);
  const names = [...byName.keys(), ...Object.keys(customizations)];
  const result: CartLineOption[] = [];
  const seen = new Set<string>();
  for (const name of names) {
    if (seen.has(name) || !Object.hasOwn(customizations, name)) continue;
    seen.add(name);
    const option = byName.get(name);
    for (const value of chosenValues(customizations[name])) {
      const price = option ? choicePrice(option, value) : 0;
      result.push(price === 0 ? { name, value } : { name, value, price });
    }
  }
  if (item.sugar?.trim()) result.push({ name: "Sugar", value: item.sugar });
  if (item.ice?.trim()) result.push({ name: "Ice", value: item.ice });
  return result;
}

/** The option line under a cart line (describeLineOptions of cartLineOptions). */
export function describeCustomizations(item: Parameters<typeof cartLineOptions>[0]): string {
  return describeLineOptions(cartLineOptions(item));
}

/**
 * Whether a line's choices are the product's own and can be ordered as they are
 * (selectionProblem): every chosen option and value offered, none sold out, each option
 * within its fewest and most values.
 */
export function hasOfferedChoices(
  customizations: Customizations,
  options: readonly ProductOption[],
): boolean {
  return selectionProblem(customizations, options) === null;
}

/** A product as the shop sells it now, read again for the lines of a cart. */
export type CurrentCartProduct = {
  id: string;
  name: string;
  /** The base price, before what chosen values add. */
  price: number;
  options: ProductOption[];
  /** The seller's 'Habis' switch. */
  isSoldOut?: boolean;
  /** Units left when counted, else null. */
  stock?: number | null;
};

/** What changed for a cart line since it was added, shown on the line once. */
export type CartLineNotice =
  | { kind: "price"; from: number; to: number }
  | { kind: "unavailable" }
  | { kind: "choices" }
  /** The product, or `choice` of it, is sold out ('Habis'). */
  | { kind: "sold-out"; choice?: string }
  /** The cart holds more of the product than is left. */
  | { kind: "stock"; left: number };

export type CartLineNotices = Record<string, CartLineNotice[]>;

/**
 * The product's own price of a line: as recorded, or for lines saved before options had
 * prices (whose values added nothing) the line's price.
 */
export function basePriceOfLine(line: Pick<CartItem, "price" | "basePrice">): number {
  return line.basePrice ?? line.price;
}

/** Notices that keep the cart from being ordered as it is. */
export function isBlockingNotice(notice: CartLineNotice): boolean {
  return notice.kind === "unavailable" || notice.kind === "sold-out" || notice.kind === "stock";
}

/**
 * A line the order leaves out: its product is no longer sold, or sold out as a whole. It
 * stays in the cart with its notice until the customer removes it, but counts in no total.
 */
export function isUnavailableLine(notices: readonly CartLineNotice[] = []): boolean {
  return notices.some(
    (notice) =>
      notice.kind === "unavailable" || (notice.kind === "sold-out" && notice.choice === undefined),
  );
}

/** The lines an order takes and a total counts: all but the unavailable ones. */
export function orderableLines<T extends Pick<CartItem, "id">>(
  items: readonly T[],
  notices: CartLineNotices,
): T[] {
  return items.filter((line) => !isUnavailableLine(notices[line.id]));
}

/** The line's values the product still offers, in the shape each option takes now. */
function offeredCustomizations(
  customizations: Customizations,
  options: readonly ProductOption[],
): Customizations {
  const byName = optionsByName(options);
  const kept: Customizations = {};
  for (const [name, value] of Object.entries(customizations)) {
    const option = byName.get(name);
    if (!option || Array.isArray(value) !== isMultiChoice(option)) continue;
    if (Array.isArray(value))
      kept[name] = value.filter((choice) => option.choices.includes(choice));
    else if (option.choices.includes(value)) kept[name] = value;
  }
  return kept;
}

/**
 * Brings the cart up to the shop's current products: each line whose product was looked
 * up (`checkedIds`) takes its current name, options and unit price (the base price plus
 * what its values add). A changed price, a product no longer sold, sold out or with fewer
 * units left than the cart holds, and choices the product stopped offering are returned as
 * notices per line id; a line whose product is gone or sold out stays, so the customer
 * sees why and removes it. Choices the product no longer offers are dropped from the line,
 * so editing it starts from what can still be chosen.
 */
export function applyCurrentProducts(
  cart: readonly CartItem[],
  checkedIds: readonly string[],
  products: readonly CurrentCartProduct[],
): { cart: CartItem[]; notices: CartLineNotices } {
  const checked = new Set(checkedIds);
  const byId = new Map(products.map((product) => [product.id, product]));
  const quantities = new Map<string, number>();
  for (const line of cart) {
    quantities.set(line.productId, (quantities.get(line.productId) ?? 0) + line.quantity);
  }
  const notices: CartLineNotices = {};
  const updated = cart.map((line) => {
    if (!checked.has(line.productId)) return line;
    const product = byId.get(line.productId);
    if (!product) {
      notices[line.id] = [{ kind: "unavailable" }];
      return line;
    }
    const found: CartLineNotice[] = [];
    let customizations = line.customizations ?? {};
    const problem = selectionProblem(customizations, product.options);
    if (isProductSoldOut(product)) {
      found.push({ kind: "sold-out" });
    } else if (problem?.kind === "sold-out") {
      found.push({ kind: "sold-out", choice: problem.choice });
    } else if (problem) {
      found.push({ kind: "choices" });
      customizations = offeredCustomizations(customizations, product.options);
    }
    const stock = product.stock ?? null;
    if (stock !== null && stock > 0 && (quantities.get(line.productId) ?? 0) > stock) {
      found.push({ kind: "stock", left: stock });
    }
    const price = unitPriceOf(product.price, product.options, customizations);
    if (line.price !== price) found.push({ kind: "price", from: line.price, to: price });
    if (found.length > 0) notices[line.id] = found;
    return {
      ...line,
      name: product.name,
      price,
      basePrice: product.price,
      options: product.options,
      customizations,
    };
  });
  return { cart: updated, notices };
}
