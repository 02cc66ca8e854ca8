import { z } from "zod";

// Spec §3: one entry per day; stored hours count only when all seven days are present.
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

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "Format jam HH:MM" });

export const ZDayHoursSchema = z.object({ isOpen: z.boolean(), openTime: time, closeTime: time });
export type DayHours = z.infer<typeof ZDayHoursSchema>;

export const ZOperationalHoursSchema = z.object(
  Object.fromEntries(DAYS.map((day) => [day, ZDayHoursSchema])) as Record<
    Day,
    typeof ZDayHoursSchema
  >,
);
export type OperationalHours = Record<Day, DayHours>;

export const DEFAULT_OPERATIONAL_HOURS: OperationalHours = Object.fromEntries(
  DAYS.map((day) => [day, { isOpen: true, openTime: "08:00", closeTime: "22:00" }]),
) as OperationalHours;

/** Stored hours when all seven days are present and well-formed, else the default. */
export function resolveOperationalHours(stored: unknown): OperationalHours {
  const parsed = ZOperationalHoursSchema.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_OPERATIONAL_HOURS;
}
