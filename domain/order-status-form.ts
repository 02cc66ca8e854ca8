import { z } from "zod";
import { INVALID_VALUE_MESSAGE, optionalText, requiredText } from "./form-text";
import {
  CANCEL_REASON_REQUIRED_MESSAGE,
  ORDER_STATUSES,
  STATUS_NOTE_MAX_LENGTH,
} from "./order-status";
import { ZDeliveryFeeIntentSchema } from "./delivery-areas-form";
import { ZPaymentIntentSchema } from "./payment-status-form";

// The forms of an order's status (domain/order-status.ts): apart from its labels and rules,
// so that a page showing statuses does not load zod.

export const ZOrderStatusSchema = z.enum(ORDER_STATUSES, { error: INVALID_VALUE_MESSAGE });

/**
 * A status change by the seller, with an optional note for the history (shown as
 * 'Catatan:' to the customer): a paragraph that keeps its line breaks and nothing else
 * invisible.
 */
export const ZStatusChangeSchema = z.object({
  status: ZOrderStatusSchema,
  note: optionalText(STATUS_NOTE_MAX_LENGTH, { multiline: true }),
});

/** The status form of an order's page; the order's id is checked by the use-case. */
export const ZStatusUpdateFormSchema = ZStatusChangeSchema.extend({
  orderId: z.string().optional(),
});

/**
 * A cancellation by the seller: the reason is required, one paragraph with the status
 * note's rules, and goes into the history as the entry's note.
 */
export const ZCancelOrderSchema = z.object({
  reason: requiredText(CANCEL_REASON_REQUIRED_MESSAGE, STATUS_NOTE_MAX_LENGTH, {
    multiline: true,
  }),
});

/** The cancel dialog of an order's page; the order's id is checked by the use-case. */
export const ZCancelOrderFormSchema = ZCancelOrderSchema.extend({
  orderId: z.string().optional(),
});

/** The forms of an order's page, told apart by their `intent`. */
export const ZOrderDetailActionSchema = z.discriminatedUnion("intent", [
  ZStatusUpdateFormSchema.extend({ intent: z.literal("update-status") }),
  ZCancelOrderFormSchema.extend({ intent: z.literal("cancel") }),
  ZPaymentIntentSchema,
  ZDeliveryFeeIntentSchema,
]);
