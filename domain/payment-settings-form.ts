import { z } from "zod";
import { INVALID_VALUE_MESSAGE, requiredText } from "./form-text";
import { PAYMENT_METHODS } from "./payment-methods";

// The forms of /admin/payments (decision 055): a transfer account added or changed, one
// deleted, a method switched on or off, the unique code switched, the QRIS saved after the
// seller confirmed what was read from her sticker, or removed.

export const BANK_ACCOUNT_MESSAGES = {
  bankRequired: "Nama bank wajib diisi",
  numberRequired: "Nomor rekening wajib diisi",
  numberInvalid: "Nomor rekening hanya berisi angka, 5 sampai 20 digit",
  holderRequired: "Nama pemilik rekening wajib diisi",
} as const;

/** "1234 5678-90" is typed; "1234567890" is stored. */
const accountNumber = requiredText(BANK_ACCOUNT_MESSAGES.numberRequired, 40)
  .transform((text) => text.replace(/[\s.-]/g, ""))
  .refine((digits) => /^\d{5,20}$/.test(digits), { error: BANK_ACCOUNT_MESSAGES.numberInvalid });

export const ZBankAccountSchema = z.object({
  /** Absent for a new account. */
  id: z.string().max(64).optional(),
  bank: requiredText(BANK_ACCOUNT_MESSAGES.bankRequired, 60),
  accountNumber,
  holder: requiredText(BANK_ACCOUNT_MESSAGES.holderRequired, 100),
});

const switchValue = z.enum(["true", "false"], { error: INVALID_VALUE_MESSAGE });

export const ZPaymentsFormSchema = z.discriminatedUnion("intent", [
  ZBankAccountSchema.extend({ intent: z.literal("save-account") }),
  z.object({ intent: z.literal("delete-account"), id: z.string().max(64) }),
  z.object({
    intent: z.literal("set-method"),
    method: z.enum(PAYMENT_METHODS, { error: INVALID_VALUE_MESSAGE }),
    isEnabled: switchValue,
  }),
  z.object({ intent: z.literal("set-unique-code"), isEnabled: switchValue }),
  z.object({ intent: z.literal("save-qris"), payload: z.string().max(512) }),
  z.object({ intent: z.literal("delete-qris") }),
]);
