// The one clock for shops' time zones (docs/decisions/047-one-clock.md). Every calendar value
// — today and tomorrow, the day of the week, a time of day, a day's first instant — is read
// in the shop's zone here, by the zone's offset from UTC, never the server's or the browser's
// zone (ARCHITECTURE "Time zones"). A zone enters as text only at the shop's settings and its
// stored row; from there on it is a ShopTimeZone, and text naming any other zone is refused.

export const DEFAULT_TIME_ZONE = "Asia/Jakarta";

/** The three zones of Indonesia a shop can choose, with the label every time shown carries. */
export const SHOP_TIME_ZONES = [
  { value: "Asia/Jakarta", label: "WIB", name: "WIB (Waktu Indonesia Barat)" },
  { value: "Asia/Makassar", label: "WITA", name: "WITA (Waktu Indonesia Tengah)" },
  { value: "Asia/Jayapura", label: "WIT", name: "WIT (Waktu Indonesia Timur)" },
] as const;
export type ShopTimeZone = (typeof SHOP_TIME_ZONES)[number]["value"];
export type TimeZoneLabel = (typeof SHOP_TIME_ZONES)[number]["label"];

export const SHOP_TIME_ZONE_VALUES = SHOP_TIME_ZONES.map((zone) => zone.value) as [
  ShopTimeZone,
  ...ShopTimeZone[],
];

/** The refusal of any other zone where settings enter (ZShopHoursSchema, domain/shop-hours.ts). */
export const TIME_ZONE_INVALID_MESSAGE = "Pilih zona waktu WIB, WITA, atau WIT.";

export function isShopTimeZone(value: unknown): value is ShopTimeZone {
  return SHOP_TIME_ZONES.some((zone) => zone.value === value);
}

/**
 * A shop's stored zone (brands.time_zone), or WIB for no shop at all. Any other text is
 * refused, not read as WIB: the settings only store the three zones (migration 0007 moved
 * older ones), so another zone there is a fault to see, not a clock to guess.
 */
export function shopTimeZoneOf(stored: string | null | undefined): ShopTimeZone {
  if (stored === null || stored === undefined) return DEFAULT_TIME_ZONE;
  if (!isShopTimeZone(stored)) throw new Error(`Zona waktu toko tidak dikenal: ${stored}`);
  return stored;
}

/** 'WIB', 'WITA' or 'WIT'. */
export function timeZoneLabel(zone: ShopTimeZone): TimeZoneLabel {
  return SHOP_TIME_ZONES.find((known) => known.value === zone)!.label;
}

/** Indonesian day names, Sunday first as Date.getUTCDay counts. */
export const WEEKDAY_NAMES_ID = [
  "Minggu",
  "Senin",
  "Selasa",
  "Rabu",
  "Kamis",
  "Jumat",
  "Sabtu",
] as const;

// Our own table: ICU versions differ ("Agt" vs "Agu"), and server-rendered dates must not
// change on hydration in another browser.
export const MONTH_ABBREVIATIONS_ID = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "Mei",
  "Jun",
  "Jul",
  "Agu",
  "Sep",
  "Okt",
  "Nov",
  "Des",
] as const;

const MS_PER_MINUTE = 60_000;
const MINUTES_PER_DAY = 24 * 60;
const MS_PER_DAY = MINUTES_PER_DAY * MS_PER_MINUTE;

type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * Minutes each zone's clock is ahead of UTC. Indonesia keeps no summer time, and the zone
 * database gives these offsets for every instant since 1988 (WIB since 1964): the clock is
 * arithmetic, with no formatter and none of ICU's tables in memory (decision 084). The
 * tests hold this table to Intl's zone database over decades of instants.
 */
const OFFSET_MINUTES: Record<ShopTimeZone, number> = {
  "Asia/Jakarta": 7 * 60,
  "Asia/Makassar": 8 * 60,
  "Asia/Jayapura": 9 * 60,
};

/** The wall clock in `zone` at `date`: year, month (1–12), day, hour (0–23) and minute. */
export function getZonedParts(date: Date, zone: ShopTimeZone): ZonedParts {
  const wall = new Date(date.getTime() + OFFSET_MINUTES[zone] * MS_PER_MINUTE);
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
  };
}

/** Minutes the zone's clock is ahead of UTC, the same at every instant. */
export function offsetMinutesOf(zone: ShopTimeZone): number {
  return OFFSET_MINUTES[zone];
}

/**
 * Today in the shop's zone: its weekday (0 = Senin), the minutes since its midnight, and
 * that midnight as minutes since the epoch on the shop's clock.
 */
export function shopClock(now: Date, zone: ShopTimeZone) {
  const local = Math.floor(now.getTime() / MS_PER_MINUTE) + OFFSET_MINUTES[zone];
  const midnight = Math.floor(local / MINUTES_PER_DAY) * MINUTES_PER_DAY;
  const sundayFirst = new Date(midnight * MS_PER_MINUTE).getUTCDay();
  return { dayIndex: (sundayFirst + 6) % 7, minute: local - midnight, midnight };
}

/**
 * The instant the shop's clock shows `local` (minutes since the epoch on that clock, as
 * shopClock counts them).
 */
export function instantOnShopClock(local: number, zone: ShopTimeZone): Date {
  return new Date((local - OFFSET_MINUTES[zone]) * MS_PER_MINUTE);
}

/** The calendar day `offset` days after `now`'s day in the zone; weekday 0 is Minggu. */
export function calendarDayAt(now: Date, zone: ShopTimeZone, offset: number) {
  const { year, month, day } = getZonedParts(now, zone);
  // Calendar arithmetic in UTC so month and year ends roll over correctly.
  const date = new Date(Date.UTC(year, month - 1, day + offset));
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    weekday: date.getUTCDay(),
  };
}

/** YYYY-MM-DD of `instant` in the zone: the day a count or an order belongs to. */
export function calendarDayIn(instant: Date | string, zone: ShopTimeZone): string {
  const at = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  // The wall clock's instant as if it were UTC: its date is the zone's day.
  return new Date(at + OFFSET_MINUTES[zone] * MS_PER_MINUTE).toISOString().slice(0, 10);
}

/** The first instant of `day` (YYYY-MM-DD) plus `plusDays` days in the zone. */
export function startOfDayIn(day: string, zone: ShopTimeZone, plusDays = 0): Date {
  const local = (Date.parse(`${day}T00:00:00Z`) + plusDays * MS_PER_DAY) / MS_PER_MINUTE;
  return instantOnShopClock(local, zone);
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * Spec §9 date format 'dd MMM yyyy, HH:mm' in Indonesian: "22 Nov 2026, 14:05". Accepts a
 * Date or an ISO string (as rows come from the database); an invalid date gives "".
 */
export function formatDateTimeId(
  date: Date | string,
  zone: ShopTimeZone = DEFAULT_TIME_ZONE,
): string {
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return "";
  const { year, month, day, hour, minute } = getZonedParts(instant, zone);
  return `${pad2(day)} ${MONTH_ABBREVIATIONS_ID[month - 1]} ${year}, ${pad2(hour)}:${pad2(minute)}`;
}
