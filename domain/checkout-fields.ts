import {
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_CHARACTERS_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_INVALID_PHONE_ERROR,
  CHECKOUT_LIMITS,
} from "./checkout-messages";
import { DELIVERY_DAY_VALUES, isDeliveryMethod, isSlotTime } from "./delivery";
import { isIndonesianMobileNumber, normalizePhone } from "./phone";
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  isMultiLineText,
  isSingleLineText,
  normalizeLineBreaks,
} from "./text-characters";

// The checkout form's rules (spec §5) as plain functions, without zod: the checkout dialog
// runs them in the browser, on blur and before anything is sent, and the server's schema
// (./checkout) runs the very same ones, so each rule and its message exist once and the
// storefront's JavaScript stays without zod.
//
// Day, time, name and phone are required; the method only when the brand delivers itself.
// Every text is bounded (CHECKOUT_LIMITS) and follows the text-character rules: the note may
// hold line breaks, every other text is one line.

/** The form's fields, in the order the checkout dialog shows them. */
export const CHECKOUT_FIELDS = [
  "deliveryDay",
  "deliveryTime",
  "customerName",
  "customerPhone",
  "deliveryMethod",
  "referralCode",
  "note",
] as const;
export type CheckoutField = (typeof CHECKOUT_FIELDS)[number];

/** Shown under a required field left empty. */
export const CHECKOUT_REQUIRED_MESSAGES = {
  deliveryDay: "Hari wajib dipilih",
  deliveryTime: "Jam wajib dipilih",
  customerName: "Nama wajib diisi",
  customerPhone: "No. HP wajib diisi",
  deliveryMethod: "Metode pengiriman wajib dipilih",
} as const;

/**
 * Why a field is refused: `message` is shown under the field, `kind` decides the one message
 * a refused order gets as a whole (checkoutRefusalOf).
 */
export type CheckoutFieldProblem = {
  kind: "characters" | "invalid" | "phone" | "missing";
  message: string;
};

export type CheckoutFieldProblems = Partial<Record<CheckoutField, CheckoutFieldProblem>>;

/** What the form holds: text as typed (or anything at all, when a request is crafted). */
export type CheckoutFormValues = Partial<Record<CheckoutField, unknown>>;

const missing = (message: string): CheckoutFieldProblem => ({ kind: "missing", message });

/** A text as it is stored: line breaks as "\n", no surrounding spaces. */
export function checkoutText(value: string): string {
  return normalizeLineBreaks(value).trim();
}

/**
 * A text field: `required` is the message for a blank or absent one, else blank is allowed.
 * Characters a field may not hold weigh more than a text past its bound.
 */
function checkText(
  value: unknown,
  max: number,
  { required, multiline = false }: { required?: string; multiline?: boolean } = {},
): CheckoutFieldProblem | null {
  if (typeof value !== "string") {
    if (required) return missing(required);
    return value == null ? null : { kind: "invalid", message: INVALID_VALUE_MESSAGE };
  }
  const text = checkoutText(value);
  if (!(multiline ? isMultiLineText : isSingleLineText)(text)) {
    return { kind: "characters", message: INVALID_CHARACTERS_MESSAGE };
  }
  if (text.length > max) return { kind: "invalid", message: `Maksimal ${max} karakter` };
  if (required && text === "") return missing(required);
  return null;
}

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === "string" && (values as readonly string[]).includes(value);

export function checkDeliveryDay(value: unknown): CheckoutFieldProblem | null {
  return isOneOf(DELIVERY_DAY_VALUES, value)
    ? null
    : missing(CHECKOUT_REQUIRED_MESSAGES.deliveryDay);
}

/** A slot's start, "HH:MM"; whether the shop takes it is domain/shop-hours.ts's to say. */
export function checkDeliveryTime(value: unknown): CheckoutFieldProblem | null {
  return isSlotTime(value) ? null : missing(CHECKOUT_REQUIRED_MESSAGES.deliveryTime);
}

export function checkCustomerName(value: unknown): CheckoutFieldProblem | null {
  return checkText(value, CHECKOUT_LIMITS.customerName, {
    required: CHECKOUT_REQUIRED_MESSAGES.customerName,
  });
}

/** A number with digits that is an Indonesian mobile number (domain/phone): "12" is none. */
export function checkCustomerPhone(value: unknown): CheckoutFieldProblem | null {
  const required = CHECKOUT_REQUIRED_MESSAGES.customerPhone;
  const problem = checkText(value, CHECKOUT_LIMITS.customerPhone, { required });
  if (problem) return problem;
  const phone = normalizePhone(checkoutText(value as string));
  if (phone === "") return missing(required);
  return isIndonesianMobileNumber(phone)
    ? null
    : { kind: "phone", message: CHECKOUT_INVALID_PHONE_ERROR };
}

/**
 * Required, and one of DELIVERY_METHODS, only when the brand delivers itself; otherwise any
 * clean short text passes and the order is 'Diambil Sendiri' (resolveDeliveryMethod).
 */
export function checkDeliveryMethod(
  value: unknown,
  isDeliveryByStoreEnabled: boolean,
): CheckoutFieldProblem | null {
  const problem = checkText(value, CHECKOUT_LIMITS.optionText);
  if (problem || !isDeliveryByStoreEnabled) return problem;
  return typeof value === "string" && isDeliveryMethod(checkoutText(value))
    ? null
    : missing(CHECKOUT_REQUIRED_MESSAGES.deliveryMethod);
}

export function checkReferralCode(value: unknown): CheckoutFieldProblem | null {
  return checkText(value, CHECKOUT_LIMITS.referralCode);
}

export function checkNote(value: unknown): CheckoutFieldProblem | null {
  return checkText(value, CHECKOUT_LIMITS.note, { multiline: true });
}

/** Every field's problem, none for a form that can be sent. */
export function checkCheckoutForm(
  form: CheckoutFormValues,
  isDeliveryByStoreEnabled: boolean,
): CheckoutFieldProblems {
  const problems: CheckoutFieldProblems = {
    deliveryDay: checkDeliveryDay(form.deliveryDay) ?? undefined,
    deliveryTime: checkDeliveryTime(form.deliveryTime) ?? undefined,
    customerName: checkCustomerName(form.customerName) ?? undefined,
    customerPhone: checkCustomerPhone(form.customerPhone) ?? undefined,
    deliveryMethod: checkDeliveryMethod(form.deliveryMethod, isDeliveryByStoreEnabled) ?? undefined,
    referralCode: checkReferralCode(form.referralCode) ?? undefined,
    note: checkNote(form.note) ?? undefined,
  };
  return Object.fromEntries(
    Object.entries(problems).filter(([, problem]) => problem !== undefined),
  ) as CheckoutFieldProblems;
}

/** The first field, in the dialog's order, that has a problem. */
export function firstProblemField(problems: CheckoutFieldProblems): CheckoutField | undefined {
  return CHECKOUT_FIELDS.find((field) => problems[field] !== undefined);
}

const REFUSALS: readonly [CheckoutFieldProblem["kind"], string][] = [
  ["characters", CHECKOUT_INVALID_CHARACTERS_ERROR],
  ["invalid", CHECKOUT_INVALID_ERROR],
  ["phone", CHECKOUT_INVALID_PHONE_ERROR],
  ["missing", CHECKOUT_INCOMPLETE_ERROR],
];

/**
 * The one message for a refused form: characters a field may not hold first, then a text
 * past its bound or a value of the wrong kind, then a phone that is no mobile number, else
 * the spec's 'Mohon lengkapi semua field yang wajib diisi'.
 */
export function checkoutRefusalOf(
  kinds: Iterable<CheckoutFieldProblem["kind"] | undefined>,
): string {
  const found = new Set(kinds);
  return REFUSALS.find(([kind]) => found.has(kind))?.[1] ?? CHECKOUT_INCOMPLETE_ERROR;
}
