import { z } from "zod";
import { INVALID_VALUE_MESSAGE, requiredText } from "./form-text";
import {
  AREA_NAME_MAX,
  DELIVERY_AREA_MESSAGES,
  DELIVERY_ELSEWHERE,
  MAX_DELIVERY_FEE,
} from "./delivery-fee";

// The forms of the seller's 'Pengiriman' page (decision 058): an area added or changed, one
// deleted, what an address in no area gets; and the fee set on an order ('Ongkir menyusul').

/** Nothing typed: a field left out, or only spaces. */
const isBlank = (input: unknown) =>
  input === undefined || (typeof input === "string" && input.trim() === "");

/**
 * A rupiah amount as typed ("15.000", "Rp 15000"); blank is null. Where the form refuses a
 * blank (an empty input is left out, or turned away by the form's own parsing), it says
 * `requiredMessage`.
 */
const rupiahInput = (message: string, requiredMessage = message) =>
  z
    .union([z.string(), z.number()], {
      error: (issue) => (isBlank(issue.input) ? requiredMessage : message),
    })
    .transform((value) => (typeof value === "number" ? String(value) : value.trim()))
    .refine((text) => text === "" || /^(rp\.?\s*)?[\d.\s]+$/i.test(text), { error: message })
    .transform((text) => (text === "" ? null : Number(text.replace(/\D/g, ""))))
    .refine((amount) => amount === null || amount <= MAX_DELIVERY_FEE * 100, { error: message });

/** A fee: required (0 is free delivery), at most MAX_DELIVERY_FEE. */
const rupiahFee = rupiahInput(
  DELIVERY_AREA_MESSAGES.feeInvalid,
  DELIVERY_AREA_MESSAGES.feeRequired,
).pipe(
  z
    .number({ error: DELIVERY_AREA_MESSAGES.feeRequired })
    .max(MAX_DELIVERY_FEE, { error: DELIVERY_AREA_MESSAGES.feeInvalid }),
);

export const ZDeliveryAreaSchema = z.object({
  /** Absent for a new area. */
  id: z.string().max(64).optional(),
  name: requiredText(DELIVERY_AREA_MESSAGES.nameRequired, AREA_NAME_MAX).transform((name) =>
    name.replace(/\s+/g, " "),
  ),
  fee: rupiahFee,
  freeAbove: rupiahInput(DELIVERY_AREA_MESSAGES.freeAboveInvalid)
    .optional()
    .transform((amount) => amount ?? null),
});

export const ZDeliveryAreasFormSchema = z.discriminatedUnion("intent", [
  ZDeliveryAreaSchema.extend({ intent: z.literal("save-area") }),
  z.object({ intent: z.literal("delete-area"), id: z.string().max(64) }),
  z.object({
    intent: z.literal("set-elsewhere"),
    elsewhere: z.enum(DELIVERY_ELSEWHERE, { error: INVALID_VALUE_MESSAGE }),
  }),
]);

/** The fee the seller sets on an order whose fee was to follow. */
export const ZSetDeliveryFeeSchema = z.object({ fee: rupiahFee });

/** The order page's form setting the fee ('Ongkir menyusul'). */
export const ZDeliveryFeeIntentSchema = ZSetDeliveryFeeSchema.extend({
  orderId: z.string().optional(),
  intent: z.literal("set-delivery-fee"),
});
