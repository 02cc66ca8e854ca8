import { z } from "zod";

// Spec §3: one entry per day; default all open 08:00–22:00; stored hours are used only if
// all seven days are present. Times are 24-hour HH:MM in the shop's zone. A closing time
// before the opening time runs past midnight into the next day (20:00–02:00); the same time
// for both means open around the clock (00:00–00:00).

export const DAYS = ["senin", "selasa", "rabu", "kamis", "jumat", "sabtu", "minggu"] as const;
export type Day = (typeof DAYS)[number];

export const DAY_LABELS: Record<Day, string> = {
  senin: "Senin",
  selasa: "Selasa",
  rabu: "Rabu",
  kamis: "Kamis",
  jumat: "Jumat",
  sabtu: "Sabtu",
  minggu: "Minggu",
};

export const TIME_FORMAT_ERROR = "Jam harus ditulis 24 jam dengan format JJ:MM, contoh 08:00.";

const ZTimeSchema = z.string({ error: TIME_FORMAT_ERROR }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, {
  error: TIME_FORMAT_ERROR,
});

export const ZDayHoursSchema = z.object({
  isOpen: z.boolean(),
  openTime: ZTimeSchema,
  closeTime: ZTimeSchema,
});
export type DayHours = z.infer<typeof ZDayHoursSchema>;

// Closing before opening is allowed on purpose: shops open past midnight exist.
export const ZOperationalHoursSchema = z.object({
  senin: ZDayHoursSchema,
  selasa: ZDayHoursSchema,
  rabu: ZDayHoursSchema,
  kamis: ZDayHoursSchema,
  jumat: ZDayHoursSchema,
  sabtu: ZDayHoursSchema,
  minggu: ZDayHoursSchema,
});
export type OperationalHours = z.infer<typeof ZOperationalHoursSchema>;

const DEFAULT_DAY_HOURS: DayHours = { isOpen: true, openTime: "08:00", closeTime: "22:00" };

export const DEFAULT_OPERATIONAL_HOURS: Readonly<OperationalHours> = Object.freeze(
  Object.fromEntries(
    DAYS.map((day) => [day, Object.freeze({ ...DEFAULT_DAY_HOURS })]),
  ) as OperationalHours,
);

function copyDefaultHours(): OperationalHours {
  return Object.fromEntries(DAYS.map((day) => [day, { ...DEFAULT_DAY_HOURS }])) as OperationalHours;
}

/**
 * The hours to use for a brand: the stored value (an object, or JSON text as SQLite keeps
 * it) only when all seven days are present and well-formed, else a fresh default copy.
 * Unknown extra keys are dropped.
 */
export function resolveOperationalHours(stored: unknown): OperationalHours {
  let value = stored;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return copyDefaultHours();
    }
  }
  const parsed = ZOperationalHoursSchema.safeParse(value);
  return parsed.success ? parsed.data : copyDefaultHours();
}

/** Open around the clock every day (the same opening and closing time). */
export const ALL_DAY_OPERATIONAL_HOURS: Readonly<OperationalHours> = Object.freeze(
  Object.fromEntries(
    DAYS.map((day) => [
      day,
      Object.freeze({ isOpen: true, openTime: "00:00", closeTime: "00:00" }),
    ]),
  ) as OperationalHours,
);

/**
 * What the shop does with orders while it is closed by its hours: take them for its next
 * open times ('preorder'), or take none until it opens ('none'). A shop switched off with
 * 'Tutup Toko' takes none either way.
 */
export const CLOSED_ORDER_POLICIES = ["preorder", "none"] as const;
export type ClosedOrderPolicy = (typeof CLOSED_ORDER_POLICIES)[number];
export const DEFAULT_CLOSED_ORDER_POLICY: ClosedOrderPolicy = "preorder";

export const CLOSED_ORDER_POLICY_LABELS: Record<ClosedOrderPolicy, string> = {
  preorder: "Tetap terima pesanan untuk jam buka berikutnya",
  none: "Tidak menerima pesanan sampai toko buka",
};

export function resolveClosedOrderPolicy(stored: unknown): ClosedOrderPolicy {
  return (CLOSED_ORDER_POLICIES as readonly unknown[]).includes(stored)
    ? (stored as ClosedOrderPolicy)
    : DEFAULT_CLOSED_ORDER_POLICY;
}

/** "08:00–22:00", "24 jam" or "Tutup" for one day of the week. */
export function formatDayHours(hours: DayHours): string {
  if (!hours.isOpen) return "Tutup";
  if (hours.openTime === hours.closeTime) return "24 jam";
  return `${hours.openTime}–${hours.closeTime}`;
}
