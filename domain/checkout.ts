import { z } from "zod";
import {
  DELIVERY_DAY_VALUES,
  DELIVERY_SLOTS,
  resolveDeliveryMethod,
  type DeliveryMethod,
} from "./delivery";
import {
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_CHARACTERS_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_INVALID_PHONE_ERROR,
  CHECKOUT_LIMITS,
  CHECKOUT_TOO_LONG_ERROR,
} from "./checkout-messages";
import {
  INVALID_CHARACTERS_MESSAGE,
  INVALID_VALUE_MESSAGE,
  isSingleLineText,
  optionalText,
  requiredText,
} from "./form-text";
import { isIndonesianMobileNumber, normalizePhone } from "./phone";

// Spec §5 checkout: day, time, name and phone are required; the method only when the brand
// delivers itself, otherwise it is 'Diambil Sendiri'. One message for every missing field.
// Every text is bounded (CHECKOUT_LIMITS, the form's maxLength too), so one request cannot
// store unlimited text; past a bound the order is refused as invalid. Every text follows
// the form-text rules: the note and a line's notes may hold line breaks, every other text
// is one line, so nothing a customer types can start a line of the WhatsApp text.

/** Blank becomes "", as the order and its message expect. */
const noteText = (max: number) =>
  optionalText(max, { multiline: true }).transform((value) => value ?? "");

/** An option name or a chosen value, compared as is with the product's own. */
const choiceText = (max: number) =>
  z
    .string({ error: CHECKOUT_INVALID_ERROR })
    .max(max, { error: CHECKOUT_INVALID_ERROR })
    .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE });

const legacyChoice = z
  .string({ error: CHECKOUT_INVALID_ERROR })
  .trim()
  .max(CHECKOUT_LIMITS.legacyChoice, { error: CHECKOUT_INVALID_ERROR })
  .refine(isSingleLineText, { error: INVALID_CHARACTERS_MESSAGE })
  .optional();

export const ZCheckoutFormSchema = z.object({
  deliveryDay: z.enum(DELIVERY_DAY_VALUES, { error: CHECKOUT_INCOMPLETE_ERROR }),
  /** The dd/MM/yyyy date shown next to the picked day (see resolveDeliveryDay). */
  deliveryDate: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/)
    .optional()
    .catch(undefined),
  deliveryTime: z.enum(DELIVERY_SLOTS, { error: CHECKOUT_INCOMPLETE_ERROR }),
  customerName: requiredText(CHECKOUT_INCOMPLETE_ERROR, CHECKOUT_LIMITS.customerName),
  customerPhone: requiredText(CHECKOUT_INCOMPLETE_ERROR, CHECKOUT_LIMITS.customerPhone)
    .transform(normalizePhone)
    .refine((phone) => phone !== "", { error: CHECKOUT_INCOMPLETE_ERROR })
    // "12" would be stored as +6212: a number the seller cannot reach.
    .refine((phone) => phone === "" || isIndonesianMobileNumber(phone), {
      error: CHECKOUT_INVALID_PHONE_ERROR,
    }),
  deliveryMethod: optionalText(CHECKOUT_LIMITS.optionText).transform((value) => value ?? undefined),
  note: noteText(CHECKOUT_LIMITS.note),
  referralCode: optionalText(CHECKOUT_LIMITS.referralCode).transform((value) => value ?? ""),
});

/**
 * One cart line as the browser sends it: the customer's choices and the unit price the cart
 * showed them. That price is never charged; an order is refused when it is not the shop's
 * current price (docs/decisions/013-prices-the-customer-saw.md).
 */
export const ZCheckoutItemSchema = z.object({
  productId: z.string().min(1).max(100).refine(isSingleLineText, { error: CHECKOUT_INVALID_ERROR }),
  quantity: z.number().int().min(1).max(CHECKOUT_LIMITS.quantity),
  customizations: z
    .record(choiceText(CHECKOUT_LIMITS.optionText), choiceText(CHECKOUT_LIMITS.optionText))
    .refine((record) => Object.keys(record).length <= CHECKOUT_LIMITS.optionsPerLine, {
      error: CHECKOUT_INVALID_ERROR,
    })
    .default({}),
  notes: noteText(CHECKOUT_LIMITS.lineNotes),
  /** Missing only from pages opened before prices were sent; such an order is refused. */
  seenPrice: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  // Lines saved by older versions of the shop (spec §3): recorded as options "Sugar" and
  // "Ice", so they are held to what an option's value may be: one short line.
  sugar: legacyChoice,
  ice: legacyChoice,
  /**
   * Only to name a line the shop no longer sells; the stored name is the product's own.
   * A name that is not one clean line is left out rather than refusing the order.
   */
  name: z
    .string()
    .max(CHECKOUT_LIMITS.lineName)
    .refine(isSingleLineText)
    .optional()
    .catch(undefined),
});

export const ZCheckoutItemsSchema = z.array(ZCheckoutItemSchema);

export type CheckoutLine = z.output<typeof ZCheckoutItemSchema>;
export type CheckoutFormInput = z.output<typeof ZCheckoutFormSchema>;

export type CheckoutForm = Omit<CheckoutFormInput, "deliveryMethod"> & {
  deliveryMethod: DeliveryMethod;
};

/**
 * The message for a refused form or cart: characters a field may not hold first, then a
 * text past its bound or a value of the wrong kind, then a phone that is no mobile number,
 * else the spec's 'Mohon lengkapi…'.
 */
function refusalOf(error: z.ZodError, fallback: string): string {
  // A record's key reports its own issues inside the record's.
  const issues = error.issues.flatMap((issue) =>
    issue.code === "invalid_key" ? [issue, ...issue.issues] : [issue],
  );
  if (issues.some((issue) => issue.message === INVALID_CHARACTERS_MESSAGE)) {
    return CHECKOUT_INVALID_CHARACTERS_ERROR;
  }
  if (
    issues.some(
      (issue) =>
        issue.code === "too_big" ||
        issue.message === CHECKOUT_INVALID_ERROR ||
        issue.message === INVALID_VALUE_MESSAGE,
    )
  ) {
    return CHECKOUT_INVALID_ERROR;
  }
  if (issues.some((issue) => issue.message === CHECKOUT_INVALID_PHONE_ERROR)) {
    return CHECKOUT_INVALID_PHONE_ERROR;
  }
  return fallback;
}

export function validateCheckoutForm(
  input: unknown,
  isDeliveryByStoreEnabled: boolean,
): { ok: true; data: CheckoutForm; sent: CheckoutFormInput } | { ok: false; error: string } {
  const parsed = ZCheckoutFormSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, error: refusalOf(parsed.error, CHECKOUT_INCOMPLETE_ERROR) };
  }
  const deliveryMethod = resolveDeliveryMethod(
    isDeliveryByStoreEnabled,
    parsed.data.deliveryMethod,
  );
  if (!deliveryMethod) return { ok: false, error: CHECKOUT_INCOMPLETE_ERROR };
  return { ok: true, data: { ...parsed.data, deliveryMethod }, sent: parsed.data };
}

/**
 * The cart's lines, or the message refusing them. More lines than CHECKOUT_LIMITS.lines
 * could never reach the seller in one WhatsApp message: the customer is told so, before
 * anything else is read.
 */
export function validateCheckoutItems(
  input: unknown,
): { ok: true; data: CheckoutLine[] } | { ok: false; error: string } {
  if (Array.isArray(input) && input.length > CHECKOUT_LIMITS.lines) {
    return { ok: false, error: CHECKOUT_TOO_LONG_ERROR };
  }
  const parsed = ZCheckoutItemsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: refusalOf(parsed.error, CHECKOUT_INVALID_ERROR) };
  return { ok: true, data: parsed.data };
}
