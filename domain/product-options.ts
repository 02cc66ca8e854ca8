import { formatChoicePrice } from "./rupiah";

export { formatChoicePrice };

// What a customer may choose of a product's options, and what the choices cost (decision
// 022). The product dialog, the cart and the server all decide with these functions, so a
// choice the dialog refuses is refused by the server too, with the same reason.

/**
 * An option of a product. A single-choice option (maxChoices 1, the default) takes one
 * value, required or not; a multi-choice one takes between minChoices and maxChoices values
 * (toppings: up to 3). A choice may add an amount to the unit price, or subtract one, and
 * may be sold out ('Habis').
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

/** One value of a single-choice option, or the values of a multi-choice one. */
export type ChosenValue = string | string[];

/** Option name → what the customer chose. */
export type Customizations = Record<string, ChosenValue>;

export function isMultiChoice(option: Pick<ProductOption, "maxChoices">): boolean {
  return (option.maxChoices ?? 1) > 1;
}

/** The chosen values, blanks left out: a single value is a list of one. */
export function chosenValues(value: ChosenValue | undefined): string[] {
  const values = typeof value === "string" ? [value] : Array.isArray(value) ? value : [];
  return values.filter((item) => typeof item === "string" && item.trim() !== "");
}

/** What a choice adds to the unit price (0 when the seller set no amount). */
export function choicePrice(option: Pick<ProductOption, "choicePrices">, choice: string): number {
  const prices = option.choicePrices;
  if (!prices || !Object.hasOwn(prices, choice)) return 0;
  const price = prices[choice];
  return Number.isSafeInteger(price) ? price : 0;
}

export function isChoiceSoldOut(
  option: Pick<ProductOption, "soldOutChoices">,
  choice: string,
): boolean {
  return option.soldOutChoices?.includes(choice) ?? false;
}

/** The choices that can still be picked. */
export function availableChoices(option: ProductOption): string[] {
  return option.choices.filter((choice) => !isChoiceSoldOut(option, choice));
}

/** Most values the option takes. */
export function maxChoicesOf(option: Pick<ProductOption, "maxChoices">): number {
  return Math.max(1, Math.trunc(option.maxChoices ?? 1));
}

/**
 * Fewest values the option takes: a required option asks for at least one, a multi-choice
 * one for its minimum. A required option without any choice cannot be chosen, so it is not
 * asked for (options saved that way before choices had to exist).
 */
export function minChoicesOf(option: ProductOption): number {
  if (option.choices.length === 0) return 0;
  const min = isMultiChoice(option) ? Math.max(0, Math.trunc(option.minChoices ?? 0)) : 0;
  return Math.min(Math.max(min, option.isRequired ? 1 : 0), maxChoicesOf(option));
}

/** "Pilih 1", "Pilih hingga 3", "Pilih 1–3": what a multi-choice option asks for. */
export function describeChoiceRange(option: ProductOption): string {
  const min = minChoicesOf(option);
  const max = Math.min(maxChoicesOf(option), option.choices.length);
  if (min === max) return `Pilih ${max}`;
  if (min === 0) return `Pilih hingga ${max}`;
  return `Pilih ${min}–${max}`;
}

/** Why a selection cannot be ordered; the first problem found, in the product's option order. */
export type SelectionProblem =
  /** An option or a value the product does not offer, or a value of the wrong shape. */
  | { kind: "unknown" }
  | { kind: "too-few"; option: string; min: number }
  | { kind: "too-many"; option: string; max: number }
  | { kind: "sold-out"; option: string; choice: string };

/**
 * Options of one name (saved before names had to differ) are read as one: the first one's
 * rules, every one's choices, as the cart keeps one value per name.
 */
export function optionsByName(options: readonly ProductOption[]): Map<string, ProductOption> {
  const byName = new Map<string, ProductOption>();
  for (const option of options) {
    const seen = byName.get(option.name);
    byName.set(
      option.name,
      seen ? { ...seen, choices: [...seen.choices, ...option.choices] } : option,
    );
  }
  return byName;
}

/**
 * Whether `customizations` can be ordered: every chosen option is one of the product's and
 * every value one of its choices and not sold out, a single-choice option has one value at
 * most, and each option has between its fewest and most values. Legacy sugar and ice are not
 * options of the product (spec §3) and are not checked here.
 */
export function selectionProblem(
  customizations: Customizations,
  options: readonly ProductOption[],
): SelectionProblem | null {
  const byName = optionsByName(options);
  for (const [name, value] of Object.entries(customizations)) {
    const option = byName.get(name);
    if (!option) return { kind: "unknown" };
    if (Array.isArray(value) !== isMultiChoice(option) && chosenValues(value).length > 0) {
      // A list for a single-choice option, or one string for a multi-choice one (a cart
      // saved before the option became multi-choice is asked to choose again).
      return { kind: "unknown" };
    }
    const values = chosenValues(value);
    if (new Set(values).size !== values.length) return { kind: "unknown" };
    if (values.some((choice) => !option.choices.includes(choice))) return { kind: "unknown" };
  }
  for (const option of byName.values()) {
    const values = chosenValues(customizations[option.name]);
    const soldOut = values.find((choice) => isChoiceSoldOut(option, choice));
    if (soldOut !== undefined) return { kind: "sold-out", option: option.name, choice: soldOut };
    const max = maxChoicesOf(option);
    if (values.length > max) return { kind: "too-many", option: option.name, max };
    const min = minChoicesOf(option);
    if (values.length < min) return { kind: "too-few", option: option.name, min };
  }
  return null;
}

/** The line's unit price: the product's price plus what each chosen value adds, at least 0. */
export function unitPriceOf(
  basePrice: number,
  options: readonly ProductOption[],
  customizations: Customizations,
): number {
  const byName = optionsByName(options);
  let price = basePrice;
  for (const [name, value] of Object.entries(customizations)) {
    const option = byName.get(name);
    if (!option) continue;
    for (const choice of chosenValues(value)) price += choicePrice(option, choice);
  }
  return Math.max(0, price);
}

/**
 * What the dialog starts with (spec §2: the first choice of each option preselected): the
 * first choice still available of a single-choice option, nothing of a multi-choice one.
 */
export function defaultCustomizations(options: readonly ProductOption[]): Customizations {
  const selected: Customizations = {};
  for (const option of options) {
    if (Object.hasOwn(selected, option.name)) continue;
    if (isMultiChoice(option)) {
      selected[option.name] = [];
      continue;
    }
    const first = availableChoices(option)[0];
    if (first !== undefined) selected[option.name] = first;
  }
  return selected;
}

/**
 * Picks or unpicks `choice` of a multi-choice option, keeping the product's choice order;
 * a pick past the option's most is refused (the list is returned unchanged).
 */
export function toggleChoice(option: ProductOption, chosen: readonly string[], choice: string) {
  if (chosen.includes(choice)) return chosen.filter((item) => item !== choice);
  if (chosen.length >= maxChoicesOf(option)) return [...chosen];
  return option.choices.filter((item) => item === choice || chosen.includes(item));
}

/**
 * Whether a product can be ordered at all: not switched to 'Habis', stock left (when
 * counted), and every option it requires has a choice left.
 */
export function isProductSoldOut(product: {
  isSoldOut?: boolean;
  stock?: number | null;
  options?: readonly ProductOption[];
}): boolean {
  if (product.isSoldOut) return true;
  if (product.stock !== undefined && product.stock !== null && product.stock <= 0) return true;
  return [...optionsByName(product.options ?? []).values()].some(
    (option) => minChoicesOf(option) > availableChoices(option).length,
  );
}
