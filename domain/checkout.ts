import { z } from "zod";
import {
  DELIVERY_DAY_VALUES,
  DELIVERY_SLOTS,
  resolveDeliveryMethod,
  type DeliveryMethod,
} from "./delivery";
import { CHECKOUT_INCOMPLETE_ERROR } from "./checkout-messages";
import { normalizePhone } from "./phone";

// Spec §5 checkout: day, time, name and phone are required; the method only when the brand
// delivers itself, otherwise it is 'Diambil Sendiri'. One message for every missing field.

export {
  CHECKOUT_BRAND_NOT_FOUND_ERROR,
  CHECKOUT_FAILED_ERROR,
  CHECKOUT_INCOMPLETE_ERROR,
} from "./checkout-messages";

const required = z
  .string({ error: CHECKOUT_INCOMPLETE_ERROR })
  .trim()
  .min(1, { error: CHECKOUT_INCOMPLETE_ERROR });

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value ?? "");

export const ZCheckoutFormSchema = z.object({
  deliveryDay: z.enum(DELIVERY_DAY_VALUES, { error: CHECKOUT_INCOMPLETE_ERROR }),
  deliveryTime: z.enum(DELIVERY_SLOTS, { error: CHECKOUT_INCOMPLETE_ERROR }),
  customerName: required,
  customerPhone: required
    .transform(normalizePhone)
    .refine((phone) => phone !== "", { error: CHECKOUT_INCOMPLETE_ERROR }),
  deliveryMethod: z.string().optional(),
  note: optionalText,
  referralCode: optionalText,
});
export type TCheckoutFormInput = z.input<typeof ZCheckoutFormSchema>;

export const ZCheckoutItemSchema = z.object({
  productId: z.string().min(1),
  quantity: z.number().int().min(1),
  customizations: z.record(z.string(), z.string()).default({}),
  notes: optionalText,
  sugar: z.string().optional(),
  ice: z.string().optional(),
});
export type TCheckoutItem = z.infer<typeof ZCheckoutItemSchema>;

export type CheckoutForm = Omit<z.infer<typeof ZCheckoutFormSchema>, "deliveryMethod"> & {
  deliveryMethod: DeliveryMethod;
};

export function validateCheckoutForm(
  input: unknown,
  isDeliveryByStoreEnabled: boolean,
): { ok: true; data: CheckoutForm } | { ok: false; error: string } {
  const parsed = ZCheckoutFormSchema.safeParse(input);
  if (!parsed.success) return { ok: false, error: CHECKOUT_INCOMPLETE_ERROR };
  const deliveryMethod = resolveDeliveryMethod(
    isDeliveryByStoreEnabled,
    parsed.data.deliveryMethod,
  );
  if (!deliveryMethod) return { ok: false, error: CHECKOUT_INCOMPLETE_ERROR };
  return { ok: true, data: { ...parsed.data, deliveryMethod } };
}
