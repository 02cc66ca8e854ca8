// The one clock for shops' time zones (docs/decisions/047-one-clock.md). Every calendar value
// — today and tomorrow, the day of the week, a time of day, a day's first instant — is read
// in the shop's zone here, with Intl's zone database, never the server's or the browser's
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

// One formatter per zone, built once: constructing an Intl.DateTimeFormat costs far more than
// using one, and the orders list and the counts ask for thousands of dates a second.
const formatters = new Map<ShopTimeZone, Intl.DateTimeFormat>();

function formatterFor(zone: ShopTimeZone): Intl.DateTimeFormat {
  let formatter = formatters.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      numberingSystem: "latn",
    });
    formatters.set(zone, formatter);
  }
  return formatter;
}

/**
 * Parts already worked out, by zone and minute: Intl's formatToParts is slow next to
 * everything around it, and the orders and counts of a busy minute ask for the same minute
 * thousands of times. Zones in use today are offset from UTC by whole minutes, so one minute
 * of UTC is one minute of the zone's clock.
 */
const zonedMinutes = new Map<string, ZonedParts>();
const MAX_ZONED_MINUTES = 1_000;

/** The wall clock in `zone` at `date`: year, month (1–12), day, hour (0–23) and minute. */
export function getZonedParts(date: Date, zone: ShopTimeZone): ZonedParts {
  const key = `${zone} ${Math.floor(date.getTime() / MS_PER_MINUTE)}`;
  const known = zonedMinutes.get(key);
  if (known) return { ...known };
  const parts = zonedPartsOf(date, zone);
  if (zonedMinutes.size >= MAX_ZONED_MINUTES) zonedMinutes.clear();
  zonedMinutes.set(key, parts);
  return { ...parts };
}

function zonedPartsOf(date: Date, zone: ShopTimeZone): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(zone).formatToParts(date)) {
    if (part.type !== "literal") values[part.type] = Number(part.value);
  }
  return {
    year: values.year,
    month: values.month,
    day: values.day,
    // Older engines print midnight as "24" even with h23.
    hour: values.hour % 24,
    minute: values.minute,
  };
}

/** Minutes the zone's clock is ahead of UTC at `date`. */
export function offsetMinutesAt(date: Date, zone: ShopTimeZone): number {
  const { year, month, day, hour, minute } = getZonedParts(date, zone);
  const wall = Date.UTC(year, month - 1, day, hour, minute) / MS_PER_MINUTE;
  return wall - Math.floor(date.getTime() / MS_PER_MINUTE);
}

/**
 * Today in the shop's zone: its weekday (0 = Senin), the minutes since its midnight, and
 * that midnight as minutes since the epoch on the shop's clock.
 */
export function shopClock(now: Date, zone: ShopTimeZone) {
  const local = Math.floor(now.getTime() / MS_PER_MINUTE) + offsetMinutesAt(now, zone);
  const midnight = Math.floor(local / MINUTES_PER_DAY) * MINUTES_PER_DAY;
  const sundayFirst = new Date(midnight * MS_PER_MINUTE).getUTCDay();
  return { dayIndex: (sundayFirst + 6) % 7, minute: local - midnight, midnight };
}

/**
 * The instant the shop's clock shows `local` (minutes since the epoch on that clock, as
 * shopClock counts them). The offset is read again at the first guess, so a zone whose
 * offset changed in between still lands on the right instant.
 */
export function instantOnShopClock(local: number, zone: ShopTimeZone): Date {
  const guess = local - offsetMinutesAt(new Date(local * MS_PER_MINUTE), zone);
  return new Date((local - offsetMinutesAt(new Date(guess * MS_PER_MINUTE), zone)) * MS_PER_MINUTE);
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
  const { year, month, day } = getZonedParts(new Date(instant), zone);
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
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
