import { z } from "zod";
import {
  DELIVERY_DAY_VALUES,
  DELIVERY_SLOTS,
  resolveDeliveryMethod,
  type DeliveryMethod,
} from "./delivery";
import {
  CHECKOUT_INCOMPLETE_ERROR,
  CHECKOUT_INVALID_ERROR,
  CHECKOUT_LIMITS,
} from "./checkout-messages";
import { normalizePhone } from "./phone";

// Spec §5 checkout: day, time, name and phone are required; the method only when the brand
// delivers itself, otherwise it is 'Diambil Sendiri'. One message for every missing field.
// Every text is bounded (CHECKOUT_LIMITS, the form's maxLength too), so one request cannot
// store unlimited text; past a bound the order is refused as invalid.

const required = (max: number) =>
  z
    .string({ error: CHECKOUT_INCOMPLETE_ERROR })
    .trim()
    .min(1, { error: CHECKOUT_INCOMPLETE_ERROR })
    .max(max, { error: CHECKOUT_INVALID_ERROR });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: CHECKOUT_INVALID_ERROR })
    .optional()
    .transform((value) => value ?? "");

const choiceText = z.string().max(CHECKOUT_LIMITS.optionText);

export const ZCheckoutFormSchema = z.object({
  deliveryDay: z.enum(DELIVERY_DAY_VALUES, { error: CHECKOUT_INCOMPLETE_ERROR }),
  /** The dd/MM/yyyy date shown next to the picked day (see resolveDeliveryDay). */
  deliveryDate: z
    .string()
    .regex(/^\d{2}\/\d{2}\/\d{4}$/)
    .optional()
    .catch(undefined),
  deliveryTime: z.enum(DELIVERY_SLOTS, { error: CHECKOUT_INCOMPLETE_ERROR }),
  customerName: required(CHECKOUT_LIMITS.customerName),
  customerPhone: required(CHECKOUT_LIMITS.customerPhone)
    .transform(normalizePhone)
    .refine((phone) => phone !== "", { error: CHECKOUT_INCOMPLETE_ERROR }),
  deliveryMethod: z.string().max(CHECKOUT_LIMITS.optionText).optional(),
  note: optionalText(CHECKOUT_LIMITS.note),
  referralCode: optionalText(CHECKOUT_LIMITS.referralCode),
});

/** One cart line as the browser sends it: the customer's choices, never a price. */
export const ZCheckoutItemSchema = z.object({
  productId: z.string().min(1).max(100),
  quantity: z.number().int().min(1).max(CHECKOUT_LIMITS.quantity),
  customizations: z
    .record(choiceText, choiceText)
    .refine((record) => Object.keys(record).length <= CHECKOUT_LIMITS.optionsPerLine)
    .default({}),
  notes: optionalText(CHECKOUT_LIMITS.lineNotes),
  sugar: choiceText.optional(),
  ice: choiceText.optional(),
  /** Only to name a line the shop no longer sells; the stored name is the product's own. */
  name: z.string().max(200).optional(),
});

export const ZCheckoutItemsSchema = z.array(ZCheckoutItemSchema).max(CHECKOUT_LIMITS.lines);

export type CheckoutForm = Omit<z.infer<typeof ZCheckoutFormSchema>, "deliveryMethod"> & {
  deliveryMethod: DeliveryMethod;
};

export function validateCheckoutForm(
  input: unknown,
  isDeliveryByStoreEnabled: boolean,
): { ok: true; data: CheckoutForm } | { ok: false; error: string } {
  const parsed = ZCheckoutFormSchema.safeParse(input);
  if (!parsed.success) {
    const isTooLong = parsed.error.issues.some((issue) => issue.code === "too_big");
    return { ok: false, error: isTooLong ? CHECKOUT_INVALID_ERROR : CHECKOUT_INCOMPLETE_ERROR };
  }
  const deliveryMethod = resolveDeliveryMethod(
    isDeliveryByStoreEnabled,
    parsed.data.deliveryMethod,
  );
  if (!deliveryMethod) return { ok: false, error: CHECKOUT_INCOMPLETE_ERROR };
  return { ok: true, data: { ...parsed.data, deliveryMethod } };
}
