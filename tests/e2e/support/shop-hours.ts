import { DAYS, type OperationalHours } from "#domain/operational-hours";

// The shop's clock, as the server reads it, for tests that set hours around the real time:
// the three zones have fixed offsets (no daylight saving time).

export const ZONES = {
  WIB: { timeZone: "Asia/Jakarta", offset: 7 },
  WITA: { timeZone: "Asia/Makassar", offset: 8 },
  WIT: { timeZone: "Asia/Jayapura", offset: 9 },
} as const;
export type ZoneLabel = keyof typeof ZONES;

const WEEKDAYS = ["Minggu", "Senin", "Selasa", "Rabu", "Kamis", "Jumat", "Sabtu"];
const pad = (n: number) => String(n).padStart(2, "0");

/** The shop's wall clock `minutesAhead` minutes from `now`. */
export function shopClock(zone: ZoneLabel, minutesAhead = 0, now = new Date()) {
  const local = new Date(now.getTime() + (ZONES[zone].offset * 60 + minutesAhead) * 60_000);
  return {
    /** 0 = Senin, as DAYS counts. */
    dayIndex: (local.getUTCDay() + 6) % 7,
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    time: `${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}`,
    weekday: WEEKDAYS[local.getUTCDay()],
    date: `${pad(local.getUTCDate())}/${pad(local.getUTCMonth() + 1)}/${local.getUTCFullYear()}`,
  };
}

/** "Selasa, 25/11/2026": the day `offset` days ahead as orders store it and messages show it. */
export function shopDayText(offset: number, zone: ZoneLabel = "WIB", now = new Date()): string {
  const day = shopClock(zone, offset * 24 * 60, now);
  return `${day.weekday}, ${day.date}`;
}

/** The same hours every day, with some days closed (by index, 0 = Senin). */
export function weekOf(
  openTime: string,
  closeTime: string,
  closedDays: number[] = [],
): OperationalHours {
  return Object.fromEntries(
    DAYS.map((day, index) => [day, { isOpen: !closedDays.includes(index), openTime, closeTime }]),
  ) as OperationalHours;
}
