import { z } from "zod";
import { INVALID_VALUE_MESSAGE, optionalText } from "./form-text";
import { isIndonesianMobileNumber, lastFourDigits, normalizePhone } from "./phone";

export {
  ERASED_CUSTOMER_NAME,
  ERASED_ORDER_MESSAGE,
  marketingConsentText,
} from "./marketing-consent";

// Customers' personal data as UU 27/2022 asks (decision 070): promotions only with the
// customer's consent, a notice of what a shop keeps, a retention period after a customer's
// last order, and a customer's data exported or erased on request. The texts and the rules
// of those forms, shared by the seller's pages and their actions.

/** Months a shop may keep a customer's data after her last order; 24 unless it sets another. */
export const RETENTION_MONTH_OPTIONS = [6, 12, 24, 36, 60] as const;
export const DEFAULT_RETENTION_MONTHS = 24;

export function retentionLabel(months: number): string {
  return months % 12 === 0 ? `${months / 12} tahun` : `${months} bulan`;
}

/**
 * The instant before which a customer's last order puts her data past a retention of
 * `months`: the same day and time of day, `months` calendar months earlier (UTC). The
 * day of a month too short for it is its last (31 Maret − 1 bulan: 28/29 Februari).
 */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(
    Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0),
  ).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

export const PERSONAL_DATA_MESSAGES = {
  phoneInvalid: "Masukkan nomor WhatsApp pelanggan, contoh 081234567890.",
  confirmMismatch: "Nomor konfirmasi tidak sama. Tidak ada data yang diubah.",
  noData: "Tidak ada pesanan dengan nomor ini di toko Anda.",
  erased: "Data pelanggan sudah dihapus",
  eraseFailed: "Data pelanggan gagal dihapus",
  retentionSaved: "Masa simpan data disimpan",
  retentionFailed: "Masa simpan data gagal disimpan",
  promoMessageSaved: "Pesan promosi disimpan",
  promoMessageFailed: "Pesan promosi gagal disimpan",
  formatInvalid: "Format unduhan tidak dikenal.",
} as const;

export const PROMO_MESSAGE_MAX = 1000;

/** Characters a typed number may have, spaces and dashes included. */
export const CUSTOMER_PHONE_MAX = 30;

/** A customer's number as the seller types it, stored as orders keep it (62…). */
const customerPhone = z
  .string({ error: PERSONAL_DATA_MESSAGES.phoneInvalid })
  .trim()
  .max(CUSTOMER_PHONE_MAX, { error: PERSONAL_DATA_MESSAGES.phoneInvalid })
  .transform(normalizePhone)
  .refine(isIndonesianMobileNumber, { error: PERSONAL_DATA_MESSAGES.phoneInvalid });

export const ZCustomerPhoneSchema = z.object({ phone: customerPhone });

/** 'Hapus Data': the number, typed again to confirm. */
export const ZEraseCustomerSchema = z
  .object({
    intent: z.literal("erase-customer"),
    phone: customerPhone,
    confirmPhone: z
      .string({ error: PERSONAL_DATA_MESSAGES.confirmMismatch })
      .trim()
      .max(CUSTOMER_PHONE_MAX, { error: PERSONAL_DATA_MESSAGES.confirmMismatch }),
  })
  .refine((value) => normalizePhone(value.confirmPhone) === value.phone, {
    path: ["confirmPhone"],
    error: PERSONAL_DATA_MESSAGES.confirmMismatch,
  });

export const ZRetentionSchema = z.object({
  intent: z.literal("save-retention"),
  months: z.coerce
    .number({ error: INVALID_VALUE_MESSAGE })
    .int()
    .refine((months) => (RETENTION_MONTH_OPTIONS as readonly number[]).includes(months), {
      error: INVALID_VALUE_MESSAGE,
    }),
});

export const ZCustomerDataFormSchema = z.discriminatedUnion("intent", [
  ZEraseCustomerSchema,
  ZRetentionSchema,
]);

export const ZPromoMessageSchema = z.object({
  message: optionalText(PROMO_MESSAGE_MAX, { multiline: true }),
});

export const EXPORT_FORMATS = ["json", "csv"] as const;
export type CustomerExportFormat = (typeof EXPORT_FORMATS)[number];

export function parseCustomerExportFormat(value: string | null): CustomerExportFormat | null {
  return (EXPORT_FORMATS as readonly string[]).includes(value ?? "")
    ? (value as CustomerExportFormat)
    : null;
}

export type PersonalDataEventKind = "export-json" | "export-csv" | "erase" | "retention";

export const EVENT_LABELS: Record<PersonalDataEventKind, string> = {
  "export-json": "Unduh data (JSON)",
  "export-csv": "Unduh data (CSV)",
  erase: "Hapus data atas permintaan",
  retention: "Dihapus otomatis (masa simpan)",
};

/** The audit list keeps the number's last 4 digits only: '…7890'. */
export const phoneTail = (phone: string) => lastFourDigits(phone);

export type PersonalDataEvent = {
  id: string;
  kind: PersonalDataEventKind;
  phoneLast4: string;
  userName: string | null;
  orderCount: number;
  at: string;
  /** 'dd MMM yyyy, HH:mm' in the shop's zone. */
  atText: string;
};

export type OwnCustomerData = {
  retentionMonths: number;
  events: PersonalDataEvent[];
};

export type PromoCustomer = {
  phone: string;
  name: string;
  consentAt: string;
  /** 'dd MMM yyyy, HH:mm' in the shop's zone. */
  consentAtText: string;
  consentText: string | null;
  /** wa.me with the seller's message: one chat per tap. */
  whatsappUrl: string;
};
