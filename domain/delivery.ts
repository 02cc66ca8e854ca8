// Delivery day, time slot and method rules (spec §5, §9). Every calendar value is computed
// in the shop's time zone, never the server's or the browser's (ARCHITECTURE "Time zones").

export const DEFAULT_TIME_ZONE = "Asia/Jakarta";

/**
 * The three zones of Indonesia a shop can choose, with the label every time shown to
 * customers and sellers carries. None of them has daylight saving time, so each is a fixed
 * offset from UTC.
 */
export const SHOP_TIME_ZONES = [
  {
    value: "Asia/Jakarta",
    label: "WIB",
    offsetMinutes: 7 * 60,
    name: "WIB (Waktu Indonesia Barat)",
  },
  {
    value: "Asia/Makassar",
    label: "WITA",
    offsetMinutes: 8 * 60,
    name: "WITA (Waktu Indonesia Tengah)",
  },
  {
    value: "Asia/Jayapura",
    label: "WIT",
    offsetMinutes: 9 * 60,
    name: "WIT (Waktu Indonesia Timur)",
  },
] as const;
export type ShopTimeZone = (typeof SHOP_TIME_ZONES)[number]["value"];
export type TimeZoneLabel = (typeof SHOP_TIME_ZONES)[number]["label"];

export const SHOP_TIME_ZONE_VALUES = SHOP_TIME_ZONES.map((zone) => zone.value) as [
  ShopTimeZone,
  ...ShopTimeZone[],
];

export function isShopTimeZone(value: unknown): value is ShopTimeZone {
  return SHOP_TIME_ZONES.some((zone) => zone.value === value);
}

function shopZone(timeZone: string) {
  return SHOP_TIME_ZONES.find((zone) => zone.value === timeZone) ?? SHOP_TIME_ZONES[0];
}

/** 'WIB', 'WITA' or 'WIT'; an unknown zone is read as the default, WIB. */
export function timeZoneLabel(timeZone: string): TimeZoneLabel {
  return shopZone(timeZone).label;
}

/** Minutes the shop's clock is ahead of UTC. */
export function timeZoneOffsetMinutes(timeZone: string): number {
  return shopZone(timeZone).offsetMinutes;
}

/**
 * The spec's hourly slots, for a cart that belongs to no shop; a shop's own slots follow its
 * opening hours (domain/shop-hours.ts).
 */
export const DELIVERY_SLOTS = [
  "09:00",
  "10:00",
  "11:00",
  "12:00",
  "13:00",
  "14:00",
  "15:00",
  "16:00",
  "17:00",
  "18:00",
  "19:00",
  "20:00",
] as const;
export type DeliverySlot = (typeof DELIVERY_SLOTS)[number];

export const DELIVERY_METHODS = ["Diantar", "Diambil Sendiri"] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];

/**
 * Today, tomorrow and the days after, up to two weeks ahead: a shop may take orders that far
 * ahead, and one closed over the days it takes still takes orders for its next open day
 * (domain/shop-hours.ts decides which days are offered).
 */
export const DELIVERY_DAY_VALUES = [
  "today",
  "tomorrow",
  "day-2",
  "day-3",
  "day-4",
  "day-5",
  "day-6",
  "day-7",
  "day-8",
  "day-9",
  "day-10",
  "day-11",
  "day-12",
  "day-13",
  "day-14",
] as const;
export type DeliveryDayValue = (typeof DELIVERY_DAY_VALUES)[number];

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

export type DeliveryDayOption = {
  value: DeliveryDayValue;
  /** 'Hari ini', 'Besok', or the day's name further ahead ('Kamis'). */
  label: string;
  /** dd/MM/yyyy in the shop's zone. */
  date: string;
  /** The day's name: 'Senin'. */
  weekday: string;
};

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

type ZonedParts = { year: number; month: number; day: number; hour: number; minute: number };

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
      numberingSystem: "latn",
    });
    formatters.set(timeZone, formatter);
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

export function getZonedParts(date: Date, timeZone: string): ZonedParts {
  const key = `${timeZone} ${Math.floor(date.getTime() / 60_000)}`;
  const known = zonedMinutes.get(key);
  if (known) return { ...known };
  const parts = zonedPartsOf(date, timeZone);
  if (zonedMinutes.size >= MAX_ZONED_MINUTES) zonedMinutes.clear();
  zonedMinutes.set(key, parts);
  return { ...parts };
}

function zonedPartsOf(date: Date, timeZone: string): ZonedParts {
  const values: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(date)) {
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

const pad2 = (n: number) => String(n).padStart(2, "0");

function formatCalendarDate(year: number, month: number, day: number): string {
  return `${pad2(day)}/${pad2(month)}/${year}`;
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** A shop's stored zone when it is one of WIB, WITA and WIT, else Asia/Jakarta (WIB). */
export function resolveShopTimeZone(stored: string | null | undefined): ShopTimeZone {
  return isShopTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** resolveShopTimeZone, for callers that keep the zone as plain text. */
export function resolveTimeZone(stored: string | null | undefined): string {
  return resolveShopTimeZone(stored);
}

/** The calendar day `offset` days after `now`'s day in the shop's zone. */
export function deliveryDayAt(now: Date, timeZone: string, offset: number): DeliveryDayOption {
  const { year, month, day } = getZonedParts(now, timeZone);
  // Calendar arithmetic in UTC so month and year ends roll over correctly.
  const date = new Date(Date.UTC(year, month - 1, day + offset));
  return {
    value: DELIVERY_DAY_VALUES[offset],
    label: offset === 0 ? "Hari ini" : offset === 1 ? "Besok" : WEEKDAY_NAMES_ID[date.getUTCDay()],
    date: formatCalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()),
    weekday: WEEKDAY_NAMES_ID[date.getUTCDay()],
  };
}

/** 'Hari ini' and 'Besok' with their dd/MM/yyyy dates in the shop's zone (spec §9). */
export function deliveryDays(now: Date, timeZone: string = DEFAULT_TIME_ZONE): DeliveryDayOption[] {
  return [deliveryDayAt(now, timeZone, 0), deliveryDayAt(now, timeZone, 1)];
}

/** "Hari ini (22/11/2026)": the day as the checkout shows it. */
export function formatDeliveryDay(option: Pick<DeliveryDayOption, "label" | "date">): string {
  return `${option.label} (${option.date})`;
}

/**
 * The order's delivery_time_option column: "Senin, 23/11/2026 10:00 WIB". The absolute
 * date, not 'Hari ini'/'Besok': the order is read again days later, by the seller and on
 * the tracking page, when 'Hari ini' would no longer be true.
 */
export function formatDeliveryTimeOption(
  option: Pick<DeliveryDayOption, "weekday" | "date">,
  slot: string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  return `${option.weekday}, ${option.date} ${slot} ${timeZoneLabel(timeZone)}`;
}

export function isDeliverySlot(value: string): value is DeliverySlot {
  return (DELIVERY_SLOTS as readonly string[]).includes(value);
}

/** A slot's start as the checkout sends it: 24-hour "HH:MM" ("07:30"). */
export function isSlotTime(value: unknown): value is string {
  return typeof value === "string" && /^([01]\d|2[0-3]):[0-5]\d$/.test(value);
}

export function isDeliveryDayValue(value: string): value is DeliveryDayValue {
  return (DELIVERY_DAY_VALUES as readonly string[]).includes(value);
}

/**
 * Spec §9: "the first slot at or after current hour plus one hour, else 09:00".
 * Minutes are ignored: with the shop's clock at h:mm we pick the first slot whose hour is
 * ≥ h + 1 (08:59 → 09:00, 19:30 → 20:00). From 20:00 on no slot qualifies and we fall
 * back to "09:00" (the morning slot; the day is left to the customer).
 */
export function defaultDeliverySlot(now: Date, timeZone: string): DeliverySlot {
  const { hour } = getZonedParts(now, timeZone);
  return DELIVERY_SLOTS.find((slot) => Number(slot.slice(0, 2)) >= hour + 1) ?? "09:00";
}

export function isDeliveryMethod(value: string): value is DeliveryMethod {
  return (DELIVERY_METHODS as readonly string[]).includes(value);
}

/**
 * Spec §5: without store delivery the method is always 'Diambil Sendiri'. With it the
 * customer's choice is required, so an absent or unknown choice gives undefined and the
 * caller reports the missing field.
 */
export function resolveDeliveryMethod(
  isDeliveryByStoreEnabled: boolean,
  chosen?: string,
): DeliveryMethod | undefined {
  if (!isDeliveryByStoreEnabled) return "Diambil Sendiri";
  return chosen !== undefined && isDeliveryMethod(chosen) ? chosen : undefined;
}

/**
 * Spec §9 date format 'dd MMM yyyy, HH:mm' in Indonesian: "22 Nov 2026, 14:05". Accepts a
 * Date or an ISO string (as rows come from the database); an invalid date gives "".
 */
export function formatDateTimeId(
  date: Date | string,
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const instant = typeof date === "string" ? new Date(date) : date;
  if (Number.isNaN(instant.getTime())) return "";
  const { year, month, day, hour, minute } = getZonedParts(instant, timeZone);
  return `${pad2(day)} ${MONTH_ABBREVIATIONS_ID[month - 1]} ${year}, ${pad2(hour)}:${pad2(minute)}`;
}
