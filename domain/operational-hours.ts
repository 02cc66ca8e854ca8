import { z } from "zod";

// Spec §3: one entry per day; default all open 08:00–22:00; stored hours are used only if
// all seven days are present.

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

const ZTimeSchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Format jam HH:MM" });

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
