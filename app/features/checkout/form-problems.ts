import {
  checkoutRefusalOf,
  type CheckoutField,
  type CheckoutFieldProblems,
} from "#domain/checkout-fields";

// The checkout form's problems after a try to send: the whole form's message, and the
// field the focus moves to.

/**
 * After a try to send, the whole form's message as the server would answer it ('Mohon
 * lengkapi…'), leaving out a problem whose message is already the very text under its field
 * (a phone that is no mobile number); null when nothing is left.
 */
export function summaryOf(problems: CheckoutFieldProblems): string | null {
  const kinds = Object.values(problems)
    .filter((problem) => checkoutRefusalOf([problem.kind]) !== problem.message)
    .map((problem) => problem.kind);
  return kinds.length > 0 ? checkoutRefusalOf(kinds) : null;
}

/**
 * The problems the form's summary names: not a field the server refused (its text shows
 * under it: a day whose quota another order took meanwhile is no longer offered, and says
 * why), nor the day and time when no day's quota takes the cart (the day's error says so).
 */
export function problemsToSummarize(
  problems: CheckoutFieldProblems,
  serverErrors: Partial<Record<CheckoutField, string>>,
  quotaBlocksEveryDay: boolean,
): CheckoutFieldProblems {
  const isSaidApart = (name: string) =>
    name in serverErrors ||
    (quotaBlocksEveryDay && (name === "deliveryDay" || name === "deliveryTime"));
  return Object.fromEntries(
    Object.entries(problems).filter(([name]) => !isSaidApart(name)),
  ) as CheckoutFieldProblems;
}

/** Moves to a field the customer has to change: its input, or its group's choice. */
export function focusField(form: HTMLFormElement | null, field: CheckoutField | "deliveryArea") {
  const target = form?.elements.namedItem(field);
  const element =
    target instanceof RadioNodeList
      ? ([...target].find((radio) => (radio as HTMLInputElement).checked) ?? target[0])
      : target;
  if (!(element instanceof HTMLElement)) return;
  element.focus({ preventScroll: true });
  element.closest("[data-checkout-field]")?.scrollIntoView({ block: "center" });
}

/** The id of each field's input or group; its error is `${id}-error`. */
export const FIELD_IDS: Record<CheckoutField, string> = {
  deliveryDay: "checkout-day",
  deliveryTime: "checkout-time",
  customerName: "checkout-name",
  customerPhone: "checkout-phone",
  deliveryMethod: "checkout-method",
  referralCode: "checkout-referral",
  note: "checkout-note",
};
