import { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "./form-text";
import {
  PAYMENT_MESSAGES,
  PAYMENT_STATUSES,
  parseDpAmount,
  type PaymentStatus,
} from "./payment-status";

// The forms of an order's payment status (domain/payment-status.ts): apart from its labels
// and rules, so that a page showing payment statuses does not load zod.

const ZPaymentFields = z.object({
  paymentStatus: z.enum(PAYMENT_STATUSES, { error: INVALID_VALUE_MESSAGE }),
  dpAmount: z.string().trim().max(30, PAYMENT_MESSAGES.dpNotWhole).optional(),
});

/** A DP needs its amount, typed as whole rupiah; the order's total bounds it on the server. */
function refineDpAmount(
  value: { paymentStatus: PaymentStatus; dpAmount?: string | undefined },
  context: z.RefinementCtx,
) {
  if (value.paymentStatus !== "dp") return;
  const message = !value.dpAmount
    ? PAYMENT_MESSAGES.dpRequired
    : parseDpAmount(value.dpAmount) === null
      ? PAYMENT_MESSAGES.dpNotWhole
      : null;
  if (message) context.addIssue({ code: "custom", path: ["dpAmount"], message });
}

/** The seller's payment change: the status, and the DP's amount when it is DP. */
export const ZPaymentChangeSchema = ZPaymentFields.superRefine(refineDpAmount);

/** The payment form of an order's page or row; the order's id is checked by the use-case. */
export const ZPaymentFormSchema = ZPaymentFields.extend({
  orderId: z.string().optional(),
}).superRefine(refineDpAmount);

/** The payment form as one intent of the order page's action. */
export const ZPaymentIntentSchema = ZPaymentFields.extend({
  orderId: z.string().optional(),
  intent: z.literal("update-payment"),
}).superRefine(refineDpAmount);
