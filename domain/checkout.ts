import { z } from "zod";
import { DELIVERY_DAY_VALUES, resolveDeliveryMethod, type DeliveryMethod } from "./delivery";
import {
  checkCustomerName,
  checkCustomerPhone,
  checkDeliveryDay,
  checkDeliveryMethod,
  checkDeliveryTime,
  checkNote,
  checkoutRefusalOf,
  checkoutText,
  checkReferralCode,
  CHECKOUT_REQUIRED_MESSAGES,
  type CheckoutField,
  type CheckoutFieldProblem,
} from "./checkout-fields";
import {
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_LIMITS,
  CHECKOUT_TOO_LONG_ERROR,
} from "./checkout-messages";
import { INVALID_CHARACTERS_MESSAGE, isSingleLineText, optionalText } from "./form-text";
import { normalizePhone } from "./phone";

// Spec §5 checkout. The form's rules are the plain checks of ./checkout-fields, which the
// checkout dialog runs in the browser too; here each field is held to its check (the
// problem's message and kind become the issue) and then shaped as the order stores it.
// A cart's lines are checked here only: every text bounded (CHECKOUT_LIMITS), so one
// request cannot store unlimited text, and held to the form-text rules: a line's notes may
// hold line breaks, every other text is one line, so nothing a customer types can start a
// line of the WhatsApp text.

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

/**
 * A form field that passed `check` only, shaped by `shape`. A refusal is the check's own
 * problem: its message for the field, its kind for the message of the whole form. (Behind
 * a preprocess step, a field left out of the form is checked too, as undefined, and an
 * optional one is shaped like a blank one.)
 */
export const checked = <T extends z.ZodType>(
  check: (value: unknown) => CheckoutFieldProblem | null,
  shape: T,
) =>
  z.preprocess(
    (value) => value,
    z
      .unknown()
      .superRefine((value, context) => {
        const problem = check(value);
        if (problem) {
          context.addIssue({ code: "custom", message: problem.message, params: problem });
        }
      })
      .pipe(shape),
  );

/** A checked text as stored: line breaks as "\n", no surrounding spaces. */
const storedText = z.string().transform(checkoutText);
/** A checked optional text: blank or absent is "". */
export const storedOptionalText = z
  .string()
  .nullish()
  .transform((value) => checkoutText(value ?? ""));

/**
 * The form as the brand takes it: the method is required, and one of DELIVERY_METHODS, only
 * when the brand delivers itself. The method is kept as sent; the order's is resolved from
 * it (validateCheckoutForm).
 */
const buildCheckoutFormSchema = (isDeliveryByStoreEnabled: boolean) =>
  z.object({
    deliveryDay: checked(checkDeliveryDay, z.enum(DELIVERY_DAY_VALUES)),
    /** The dd/MM/yyyy date shown next to the picked day (see resolveDeliveryDay). */
    deliveryDate: z
      .string()
      .regex(/^\d{2}\/\d{2}\/\d{4}$/)
      .optional()
      .catch(undefined),
    deliveryTime: checked(checkDeliveryTime, z.string()),
    customerName: checked(checkCustomerName, storedText),
    customerPhone: checked(checkCustomerPhone, storedText.transform(normalizePhone)),
    deliveryMethod: checked(
      (value) => checkDeliveryMethod(value, isDeliveryByStoreEnabled),
      storedOptionalText.transform((value) => value || undefined),
    ),
    note: checked(checkNote, storedOptionalText),
    referralCode: checked(checkReferralCode, storedOptionalText),
    /** Checked against the shop's offered methods by the order's use-case. */
    paymentMethod: z.string({ error: CHECKOUT_INVALID_ERROR }).max(20).optional(),
    /** Checked against the shop's areas by the order's use-case (domain/delivery-fee.ts). */
    deliveryArea: z.string({ error: CHECKOUT_INVALID_ERROR }).max(200).optional(),
    deliveryFee: z.number({ error: CHECKOUT_INVALID_ERROR }).int().min(0).optional(),
    /** The shared position; the order's use-case builds its link (domain/location-pin.ts). */
    location: z.unknown().optional(),
    /** The promotions consent ticked (decision 070); unticked or absent: none. */
    marketingConsent: z.boolean({ error: CHECKOUT_INVALID_ERROR }).optional(),
  });

// Built once for each of the two cases: building a schema costs more than checking a form.
const CHECKOUT_FORM_SCHEMAS = {
  withOwnDelivery: buildCheckoutFormSchema(true),
  withoutOwnDelivery: buildCheckoutFormSchema(false),
};

export const checkoutFormSchema = (isDeliveryByStoreEnabled: boolean) =>
  isDeliveryByStoreEnabled
    ? CHECKOUT_FORM_SCHEMAS.withOwnDelivery
    : CHECKOUT_FORM_SCHEMAS.withoutOwnDelivery;

/**
 * One cart line as the browser sends it: the customer's choices and the unit price the cart
 * showed them. That price is never charged; an order is refused when it is not the shop's
 * current price (docs/decisions/013-prices-the-customer-saw.md).
 */
export const ZCheckoutItemSchema = z.object({
  productId: z.string().min(1).max(100).refine(isSingleLineText, { error: CHECKOUT_INVALID_ERROR }),
  quantity: z.number().int().min(1).max(CHECKOUT_LIMITS.quantity),
  customizations: z
    .record(
      choiceText(CHECKOUT_LIMITS.optionText),
      z.union([
        choiceText(CHECKOUT_LIMITS.optionText),
        // The values of a multi-choice option.
        z
          .array(choiceText(CHECKOUT_LIMITS.optionText))
          .max(CHECKOUT_LIMITS.choicesPerOption, { error: CHECKOUT_INVALID_ERROR }),
      ]),
    )
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
export type CheckoutFormInput = z.output<ReturnType<typeof checkoutFormSchema>>;

export type CheckoutForm = Omit<CheckoutFormInput, "deliveryMethod"> & {
  deliveryMethod: DeliveryMethod;
};

/** What an issue of a line's check is, for checkoutRefusalOf. */
function kindOf(issue: z.core.$ZodIssue): CheckoutFieldProblem["kind"] {
  return issue.message === INVALID_CHARACTERS_MESSAGE ? "characters" : "invalid";
}

/** The problems of a refused form, by field; a form that is no object at all is missing. */
function formProblemsOf(error: z.ZodError): [CheckoutField | null, CheckoutFieldProblem][] {
  return error.issues.map((issue) => {
    const field = issue.path.length === 1 ? (issue.path[0] as CheckoutField) : null;
    const params = (issue as { params?: Partial<CheckoutFieldProblem> }).params;
    return [
      field,
      params?.kind
        ? { kind: params.kind, message: issue.message }
        : { kind: "missing", message: issue.message },
    ];
  });
}

/**
 * The form as the order stores it, or the refusal: the one message of the whole form
 * (checkoutRefusalOf: 'Mohon lengkapi…' for a missing field) and each field's own.
 */
export function validateCheckoutForm(
  input: unknown,
  isDeliveryByStoreEnabled: boolean,
  /** Another form's schema built on this one (a member's record at the stall, decision 072). */
  schema: z.ZodType<CheckoutFormInput> = checkoutFormSchema(isDeliveryByStoreEnabled),
):
  | { ok: true; data: CheckoutForm; sent: CheckoutFormInput }
  | { ok: false; error: string; fieldErrors: Partial<Record<CheckoutField, string>> } {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const problems = formProblemsOf(parsed.error);
    const fieldErrors: Partial<Record<CheckoutField, string>> = {};
    for (const [field, problem] of problems) {
      if (field && !fieldErrors[field]) fieldErrors[field] = problem.message;
    }
    return {
      ok: false,
      error: checkoutRefusalOf(problems.map(([, problem]) => problem.kind)),
      fieldErrors,
    };
  }
  const deliveryMethod = resolveDeliveryMethod(
    isDeliveryByStoreEnabled,
    parsed.data.deliveryMethod,
  );
  // The method's check already refused this; the type does not know it.
  if (!deliveryMethod) {
    const message = CHECKOUT_REQUIRED_MESSAGES.deliveryMethod;
    return {
      ok: false,
      error: CHECKOUT_INCOMPLETE_ERROR,
      fieldErrors: { deliveryMethod: message },
    };
  }
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
  if (!parsed.success) {
    // A record's key reports its own issues inside the record's.
    const issues = parsed.error.issues.flatMap((issue) =>
      issue.code === "invalid_key" ? [issue, ...issue.issues] : [issue],
    );
    return { ok: false, error: checkoutRefusalOf(issues.map(kindOf)) };
  }
  return { ok: true, data: parsed.data };
}
