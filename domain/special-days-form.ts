import { z } from "zod";
import { INVALID_VALUE_MESSAGE, optionalText } from "./form-text";
import { TIME_FORMAT_ERROR } from "./operational-hours";
import { normalizeTimeInput } from "./shop-hours";
import {
  SPECIAL_DAY_KINDS,
  SPECIAL_DAY_MESSAGES,
  SPECIAL_DAY_REASON_MAX,
  isCalendarDate,
} from "./special-days";

// The forms of the seller's 'Libur & Jam Khusus' page (decision 064): a special day added,
// one deleted. The dates are checked against today and the shop's other special days by the
// use-case (server/services/special-days.ts), which alone knows both.

const date = z
  .string({ error: SPECIAL_DAY_MESSAGES.dateInvalid })
  .trim()
  .refine(isCalendarDate, { error: SPECIAL_DAY_MESSAGES.dateInvalid });

/** A time as the hours editor takes it ("1000", "10.00"); blank is none. */
const optionalTime = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    const text = normalizeTimeInput(value);
    return text === "" ? undefined : text;
  },
  z
    .string({ error: TIME_FORMAT_ERROR })
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: TIME_FORMAT_ERROR })
    .optional(),
);

const specialDayFields = z.object({
  startDate: date,
  /** Blank for one day: the start date. */
  endDate: z.preprocess((value) => (value === "" ? undefined : value), date.optional()),
  kind: z.enum(SPECIAL_DAY_KINDS, { error: SPECIAL_DAY_MESSAGES.kindInvalid }),
  openTime: optionalTime,
  closeTime: optionalTime,
  reason: optionalText(SPECIAL_DAY_REASON_MAX),
});

/** A closure names its reason; other hours name both times. */
function checkKind(value: z.infer<typeof specialDayFields>, context: z.RefinementCtx): void {
  if (value.kind === "closed" && !value.reason) {
    context.addIssue({
      code: "custom",
      path: ["reason"],
      message: SPECIAL_DAY_MESSAGES.reasonRequired,
    });
  }
  if (value.kind === "hours") {
    for (const field of ["openTime", "closeTime"] as const) {
      if (!value[field]) {
        context.addIssue({
          code: "custom",
          path: [field],
          message: SPECIAL_DAY_MESSAGES.timesRequired,
        });
      }
    }
  }
}

export const ZSpecialDaySchema = specialDayFields.superRefine(checkKind);

export const ZSpecialDaysFormSchema = z.discriminatedUnion("intent", [
  specialDayFields.extend({ intent: z.literal("add-special-day") }).superRefine(checkKind),
  z.object({
    intent: z.literal("delete-special-day"),
    id: z.string({ error: INVALID_VALUE_MESSAGE }).max(64, { error: INVALID_VALUE_MESSAGE }),
  }),
]);
