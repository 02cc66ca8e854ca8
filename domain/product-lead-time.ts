// A lead time per product (decision 065): the hours of notice a product needs before its
// pickup or delivery slot, set in hours or in days on the product form, overriding the
// shop's own lead time (null: the shop's). Kept apart from the checkout's rules
// (domain/cart-lead-time.ts), so the product form loads only these texts.

/**
 * The longest a product may ask, in days: a shop takes orders at most 14 days ahead
 * (ORDER_DAYS_AHEAD), so a product needing more could never be ordered.
 */
export const MAX_PRODUCT_LEAD_TIME_DAYS = 14;
export const MAX_PRODUCT_LEAD_TIME_HOURS = MAX_PRODUCT_LEAD_TIME_DAYS * 24;

/** The units the form offers; stored as hours either way. */
export const LEAD_TIME_UNITS = ["jam", "hari"] as const;
export type LeadTimeUnit = (typeof LEAD_TIME_UNITS)[number];

export const LEAD_TIME_MESSAGES = {
  notWhole: "Waktu persiapan harus berupa angka bulat 0 atau lebih",
  tooLong: `Waktu persiapan maksimal ${MAX_PRODUCT_LEAD_TIME_DAYS} hari (${MAX_PRODUCT_LEAD_TIME_HOURS} jam): pesanan hanya diterima sampai ${MAX_PRODUCT_LEAD_TIME_DAYS} hari ke depan`,
  unitInvalid: "Pilih satuan waktu persiapan: jam atau hari",
} as const;

/** "3 hari" for whole days, else "5 jam". */
export function leadTimeSpan(hours: number): string {
  return hours > 0 && hours % 24 === 0 ? `${hours / 24} hari` : `${hours} jam`;
}

/** A stored lead time as the form shows it: whole days in days, else hours; none is blank. */
export function leadTimeFormValue(hours: number | null): { amount: string; unit: LeadTimeUnit } {
  if (hours === null) return { amount: "", unit: "jam" };
  return hours > 0 && hours % 24 === 0
    ? { amount: String(hours / 24), unit: "hari" }
    : { amount: String(hours), unit: "jam" };
}

/**
 * The amount and unit typed on the form as hours: null when blank (the shop's), undefined
 * when it is no whole number, or past MAX_PRODUCT_LEAD_TIME_HOURS (the caller names which).
 */
export function leadTimeHoursOf(amount: string, unit: LeadTimeUnit): number | null | undefined {
  const text = amount.trim();
  if (text === "") return null;
  if (!/^\d{1,4}$/.test(text)) return undefined;
  return Number(text) * (unit === "hari" ? 24 : 1);
}

/** The field's placeholder: "Ikuti toko (3 jam)", or "Ikuti toko (tanpa waktu persiapan)". */
export function followShopText(shopLeadTimeHours: number): string {
  return `Ikuti toko (${
    shopLeadTimeHours > 0 ? leadTimeSpan(shopLeadTimeHours) : "tanpa waktu persiapan"
  })`;
}
