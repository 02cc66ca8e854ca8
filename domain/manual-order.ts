import { z } from "zod";
import type { CurrentCartProduct } from "./cart";
import { checked, checkoutFormSchema, storedOptionalText } from "./checkout";
import {
  checkCustomerName,
  checkCustomerPhone,
  type CheckoutFieldProblem,
} from "./checkout-fields";
import { normalizePhone } from "./phone";
import type { CartOrderingWindow } from "./cart-lead-time";
import type { DeliveryAreaSettings } from "./delivery-fee";
import type { PaymentMethod } from "./payment-methods";
import { CHECKOUT_LIMITS } from "./checkout-messages";
import { INVALID_VALUE_MESSAGE } from "./form-text";
import { MANUAL_ORDER_SOURCES } from "./order-source";

// 'Pesanan Manual' (decision 072): the form a member of the shop fills in for an order that
// came by chat, by phone or at the stall. Its day, slot, customer, delivery and lines are the
// checkout's own fields, checked by the checkout's rules on the server (domain/checkout.ts);
// this schema only shapes what the form posts.

export const MANUAL_ORDER_MESSAGES = {
  title: "Pesanan Manual",
  description: "Catat pesanan dari WhatsApp, telepon, atau pembeli yang datang langsung.",
  sourceRequired: "Pilih dari mana pesanan ini datang",
  noItems: "Pilih minimal satu produk",
  saved: "Pesanan manual tersimpan",
  failedTitle: "Pesanan belum tersimpan",
  noProducts: "Belum ada produk aktif. Tambahkan produk dulu di menu Produk.",
  noMatch: "Tidak ada produk yang cocok",
} as const;

/** The payment statuses a manual order can be saved with: a DP is set on its page after. */
export const MANUAL_PAYMENT_STATUSES = ["unpaid", "paid"] as const;

const optionalField = (max: number) => z.string().max(max, INVALID_VALUE_MESSAGE).optional();

export const ZManualOrderSchema = z.object({
  source: z.enum(MANUAL_ORDER_SOURCES, { error: MANUAL_ORDER_MESSAGES.sourceRequired }),
  /** The lines as the checkout sends them (ZCheckoutItemSchema), as JSON. */
  items: z.string({ error: MANUAL_ORDER_MESSAGES.noItems }).max(200_000, INVALID_VALUE_MESSAGE),
  customerName: optionalField(CHECKOUT_LIMITS.customerName),
  customerPhone: optionalField(CHECKOUT_LIMITS.customerPhone),
  deliveryMethod: optionalField(40),
  deliveryArea: optionalField(200),
  deliveryFee: z.number({ error: INVALID_VALUE_MESSAGE }).int().min(0).optional(),
  deliveryDay: optionalField(40),
  deliveryTime: optionalField(40),
  paymentMethod: optionalField(20),
  paymentStatus: z
    .enum(MANUAL_PAYMENT_STATUSES, { error: INVALID_VALUE_MESSAGE })
    .default("unpaid"),
  note: optionalField(CHECKOUT_LIMITS.note),
});

/** The lines posted as JSON: an array, or nothing (refused as no product picked). */
export function parseManualOrderItems(json: string): unknown[] | null {
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value : null;
  } catch {
    return null;
  }
}

/** What the form offers: the shop's products, its days and slots, delivery and payment. */
export type ManualOrderSetup = {
  username: string;
  products: CurrentCartProduct[];
  ordering: CartOrderingWindow;
  isDeliveryByStoreEnabled: boolean;
  delivery: DeliveryAreaSettings;
  paymentMethods: PaymentMethod[];
};

/** No problem for a blank or absent value; what is typed is held to `check`. */
const orBlank =
  (check: (value: unknown) => CheckoutFieldProblem | null) =>
  (value: unknown): CheckoutFieldProblem | null =>
    value === undefined || value === null || (typeof value === "string" && value.trim() === "")
      ? null
      : check(value);

/**
 * The checkout's form for a sale at the stall: the customer's name and number may be left
 * blank. Apart from the checkout's own module, so that no shop page carries it.
 */
const buildStallFormSchema = (isDeliveryByStoreEnabled: boolean) =>
  checkoutFormSchema(isDeliveryByStoreEnabled).extend({
    customerName: checked(orBlank(checkCustomerName), storedOptionalText),
    customerPhone: checked(
      orBlank(checkCustomerPhone),
      storedOptionalText.transform(normalizePhone),
    ),
  });

const STALL_FORM_SCHEMAS = {
  withOwnDelivery: buildStallFormSchema(true),
  withoutOwnDelivery: buildStallFormSchema(false),
};

export const stallFormSchema = (isDeliveryByStoreEnabled: boolean) =>
  isDeliveryByStoreEnabled
    ? STALL_FORM_SCHEMAS.withOwnDelivery
    : STALL_FORM_SCHEMAS.withoutOwnDelivery;
