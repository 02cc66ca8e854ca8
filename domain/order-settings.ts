import { z } from "zod";
import { formatRupiah } from "./rupiah";
import { MAX_LEAD_TIME_HOURS, ORDER_DAYS_AHEAD } from "./shop-hours";

// How far ahead a shop takes orders, how much notice it needs and how many orders one
// delivery slot holds (decision 022), set by the seller on /admin/store. The checkout
// offers, and the server accepts, only what these allow (domain/shop-hours.ts).

export const MAX_ORDERS_PER_SLOT = 1000;
/** The highest minimum order a shop may ask (domain/minimum-order.ts). */
export const MAX_MINIMUM_ORDER = 100_000_000;

export const ORDER_SETTINGS_MESSAGES = {
  saved: "Pengaturan pesanan berhasil disimpan",
  saveFailed: "Gagal menyimpan pengaturan pesanan",
  daysAheadRequired: "Jumlah hari wajib diisi",
  daysAheadInvalid: `Jumlah hari harus bilangan bulat 0 sampai ${ORDER_DAYS_AHEAD}`,
  leadTimeRequired: "Waktu persiapan wajib diisi",
  leadTimeInvalid: `Waktu persiapan harus bilangan bulat 0 sampai ${MAX_LEAD_TIME_HOURS} jam`,
  capacityInvalid: `Batas pesanan harus bilangan bulat 1 sampai ${MAX_ORDERS_PER_SLOT}, atau kosongkan jika tanpa batas`,
  minimumOrderInvalid: `Minimal pesanan harus angka Rp 1 sampai ${formatRupiah(MAX_MINIMUM_ORDER)}, atau kosongkan jika tanpa minimal`,
} as const;

/** A whole number typed as text ("3"), or a number from a caller that has one. */
const wholeNumber = (
  { min, max }: { min: number; max: number },
  messages: { required: string; invalid: string },
) =>
  z.preprocess(
    (value) => (typeof value === "number" ? String(value) : value),
    z
      .string({ error: messages.required })
      .trim()
      .max(String(max).length, { error: messages.invalid })
      .transform((text, ctx) => {
        const number = Number(text);
        if (text === "") {
          ctx.addIssue({ code: "custom", message: messages.required });
          return z.NEVER;
        }
        if (!/^\d+$/.test(text) || number < min || number > max) {
          ctx.addIssue({ code: "custom", message: messages.invalid });
          return z.NEVER;
        }
        return number;
      }),
  );

/**
 * A minimum order typed as the seller writes money ("50000", "50.000", "Rp 50.000"), or a
 * number; left empty (or left out), none.
 */
const minimumOrderAmount = z
  .preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === "number") return value;
      if (typeof value !== "string") return value;
      const text = value.trim();
      if (text === "") return undefined;
      return /^(Rp\.?\s?)?\d{1,3}(\.?\d{3})*$/i.test(text) ? Number(text.replace(/\D/g, "")) : text;
    },
    z
      .number({ error: ORDER_SETTINGS_MESSAGES.minimumOrderInvalid })
      .int({ error: ORDER_SETTINGS_MESSAGES.minimumOrderInvalid })
      .min(1, { error: ORDER_SETTINGS_MESSAGES.minimumOrderInvalid })
      .max(MAX_MINIMUM_ORDER, { error: ORDER_SETTINGS_MESSAGES.minimumOrderInvalid })
      .optional(),
  )
  .transform((value) => value ?? null);

export const ZOrderSettingsSchema = z.object({
  /** Days after today customers may book: 0 (today only) to 14; 1 is today and tomorrow. */
  orderDaysAhead: wholeNumber(
    { min: 0, max: ORDER_DAYS_AHEAD },
    {
      required: ORDER_SETTINGS_MESSAGES.daysAheadRequired,
      invalid: ORDER_SETTINGS_MESSAGES.daysAheadInvalid,
    },
  ),
  /** Hours between an order and the earliest slot it may take. */
  leadTimeHours: wholeNumber(
    { min: 0, max: MAX_LEAD_TIME_HOURS },
    {
      required: ORDER_SETTINGS_MESSAGES.leadTimeRequired,
      invalid: ORDER_SETTINGS_MESSAGES.leadTimeInvalid,
    },
  ),
  /** Orders one slot takes; left empty, no cap. */
  maxOrdersPerSlot: z
    .preprocess(
      (value) =>
        value === null || (typeof value === "string" && value.trim() === "") ? undefined : value,
      wholeNumber(
        { min: 1, max: MAX_ORDERS_PER_SLOT },
        {
          required: ORDER_SETTINGS_MESSAGES.capacityInvalid,
          invalid: ORDER_SETTINGS_MESSAGES.capacityInvalid,
        },
      ).optional(),
    )
    .transform((value) => value ?? null),
  /** The items' subtotal a delivered order needs; empty, none. */
  minimumOrderDelivery: minimumOrderAmount,
  /** The items' subtotal an order picked up needs; empty, none. */
  minimumOrderPickup: minimumOrderAmount,
});
export type TOrderSettingsSchema = z.output<typeof ZOrderSettingsSchema>;

/** The order settings form on /admin/store, posted with the store page's other forms. */
export const ZOrderSettingsFormSchema = ZOrderSettingsSchema.extend({
  intent: z.literal("save-order-settings"),
});

/** "Hari ini dan besok", "Hari ini saja", "Hari ini sampai 7 hari ke depan". */
export function describeDaysAhead(daysAhead: number): string {
  if (daysAhead === 0) return "Hari ini saja";
  if (daysAhead === 1) return "Hari ini dan besok";
  return `Hari ini sampai ${daysAhead} hari ke depan`;
}

/** "Tanpa waktu persiapan" or "Minimal 3 jam sebelum jadwal". */
export function describeLeadTime(hours: number): string {
  return hours === 0 ? "Tanpa waktu persiapan" : `Minimal ${hours} jam sebelum jadwal`;
}

/** "Tanpa batas" or "10 pesanan per jam". */
export function describeSlotCapacity(capacity: number | null): string {
  return capacity === null ? "Tanpa batas" : `${capacity} pesanan per jam`;
}

/** "Tanpa minimal" or "Rp 50.000". */
export function describeMinimumOrderAmount(amount: number | null): string {
  return amount === null ? "Tanpa minimal" : formatRupiah(amount);
}
