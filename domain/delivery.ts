// Delivery day, time slot and method rules (spec §5, §9). Every calendar value is computed
// in the shop's time zone, never the server's or the browser's (ARCHITECTURE "Time zones").

export const DEFAULT_TIME_ZONE = "Asia/Jakarta";

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

export const DELIVERY_DAY_VALUES = ["today", "tomorrow"] as const;
export type DeliveryDayValue = (typeof DELIVERY_DAY_VALUES)[number];

export type DeliveryDayOption = {
  value: DeliveryDayValue;
  label: "Hari ini" | "Besok";
  /** dd/MM/yyyy in the shop's zone. */
  date: string;
};

// Our own table: ICU versions differ ("Agt" vs "Agu"), and server-rendered dates must not
// change on hydration in another browser.
const MONTH_ABBREVIATIONS_ID = [
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

function getZonedParts(date: Date, timeZone: string): ZonedParts {
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

/** A shop's stored zone when it is a real one, else Asia/Jakarta (WIB). */
export function resolveTimeZone(stored: string | null | undefined): string {
  return stored && isValidTimeZone(stored) ? stored : DEFAULT_TIME_ZONE;
}

/** 'Hari ini' and 'Besok' with their dd/MM/yyyy dates in the shop's zone (spec §9). */
export function deliveryDays(now: Date, timeZone: string = DEFAULT_TIME_ZONE): DeliveryDayOption[] {
  const { year, month, day } = getZonedParts(now, timeZone);
  // Calendar arithmetic in UTC so month and year ends roll over correctly.
  const tomorrow = new Date(Date.UTC(year, month - 1, day + 1));
  return [
    { value: "today", label: "Hari ini", date: formatCalendarDate(year, month, day) },
    {
      value: "tomorrow",
      label: "Besok",
      date: formatCalendarDate(
        tomorrow.getUTCFullYear(),
        tomorrow.getUTCMonth() + 1,
        tomorrow.getUTCDate(),
      ),
    },
  ];
}

/** The option for a submitted day value, recomputed from `now` (undefined if unknown). */
export function findDeliveryDay(
  now: Date,
  timeZone: string,
  value: string,
): DeliveryDayOption | undefined {
  return deliveryDays(now, timeZone).find((option) => option.value === value);
}

/**
 * The day an order is for. The customer saw a date next to the label they picked; while
 * that date is still one of the current options (an order sent at 23:59 may arrive after
 * midnight), the date wins and takes its current label. Otherwise, or without a date, the
 * picked value is recomputed from `now`.
 */
export function resolveDeliveryDay(
  now: Date,
  timeZone: string,
  value: string,
  shownDate?: string,
): DeliveryDayOption | undefined {
  const byDate = shownDate
    ? deliveryDays(now, timeZone).find((option) => option.date === shownDate)
    : undefined;
  return byDate ?? findDeliveryDay(now, timeZone, value);
}

/** "Hari ini (22/11/2026)". */
export function formatDeliveryDay(option: Pick<DeliveryDayOption, "label" | "date">): string {
  return `${option.label} (${option.date})`;
}

/** The order's delivery_time_option column: "Besok (23/11/2026) 10:00". */
export function formatDeliveryTimeOption(
  option: Pick<DeliveryDayOption, "label" | "date">,
  slot: string,
): string {
  return `${formatDeliveryDay(option)} ${slot}`;
}

export function isDeliverySlot(value: string): value is DeliverySlot {
  return (DELIVERY_SLOTS as readonly string[]).includes(value);
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
