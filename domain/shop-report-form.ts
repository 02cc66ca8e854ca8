import { z } from "zod";
import { INVALID_VALUE_MESSAGE, requiredText } from "./form-text";
import { isIndonesianMobileNumber, normalizePhone } from "./phone";
import {
  SHOP_REPORT_CONTACT_MAX,
  SHOP_REPORT_DETAILS_MAX,
  SHOP_REPORT_DETAILS_MIN,
  SHOP_REPORT_FILTER_ALL,
  SHOP_REPORT_FILTER_PARAM,
  SHOP_REPORT_HONEYPOT,
  SHOP_REPORT_MESSAGES as MESSAGES,
  SHOP_REPORT_REASON_KEYS,
  type ShopReportFilter,
} from "./shop-reports";

// The report form's schema (decision 079), checked by the route's action and the service.

const form = <Shape extends z.ZodRawShape>(shape: Shape) =>
  z.object(shape, { error: INVALID_VALUE_MESSAGE });

const EMAIL = z.email();
/** What a typed phone number may hold besides its digits. */
const PHONE_CHARACTERS = /^\+?[\d\s().-]+$/;

/**
 * How the reporter may be reached, stored in one form: an e-mail address in lower case, or
 * a WhatsApp number as 62… (domain/phone.ts). Blank is none.
 */
export function normalizeReportContact(value: string): string | null | undefined {
  const text = value.trim();
  if (text === "") return null;
  if (text.includes("@")) {
    return EMAIL.safeParse(text).success ? text.toLowerCase() : undefined;
  }
  if (!PHONE_CHARACTERS.test(text)) return undefined;
  const phone = normalizePhone(text);
  return isIndonesianMobileNumber(phone) ? phone : undefined;
}

const contact = z
  .string({ error: MESSAGES.contactInvalid })
  .max(SHOP_REPORT_CONTACT_MAX, { error: MESSAGES.contactInvalid })
  .optional()
  .transform((value, context) => {
    const normalized = normalizeReportContact(value ?? "");
    if (normalized === undefined) {
      context.addIssue({ code: "custom", message: MESSAGES.contactInvalid });
      return z.NEVER;
    }
    return normalized;
  });

export const ZShopReportSchema = form({
  reason: z.enum(SHOP_REPORT_REASON_KEYS, { error: MESSAGES.reasonRequired }),
  details: requiredText(MESSAGES.details, SHOP_REPORT_DETAILS_MAX, {
    multiline: true,
  }).pipe(z.string().min(SHOP_REPORT_DETAILS_MIN, { error: MESSAGES.details })),
  contact,
  // Filled in only by programs that fill in every field; the service drops such a report.
  [SHOP_REPORT_HONEYPOT]: z.string({ error: INVALID_VALUE_MESSAGE }).max(1000).optional(),
});

/**
 * 'Tandai sudah ditinjau': the shop whose new reports the platform admin has read, up to the
 * latest one the list showed (`seenUntil`), so that a report sent meanwhile stays new.
 */
export const ZReviewShopReportsSchema = form({
  brandId: z
    .string({ error: MESSAGES.shopNotFound })
    .min(1, { error: MESSAGES.shopNotFound })
    .max(100, { error: MESSAGES.shopNotFound }),
  seenUntil: z.iso.datetime({ error: INVALID_VALUE_MESSAGE }).optional(),
});

/** The list's filter, from the address's query: `?tampil=semua` is every report. */
export const ZShopReportListSchema = z
  .object({ [SHOP_REPORT_FILTER_PARAM]: z.string().optional().catch(undefined) })
  .transform((query): { filter: ShopReportFilter } => ({
    filter: query[SHOP_REPORT_FILTER_PARAM] === SHOP_REPORT_FILTER_ALL ? "all" : "new",
  }));
