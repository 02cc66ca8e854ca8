// Delivery day, time slot and method rules (spec §5, §9). Every calendar value is computed
// in the shop's time zone, by the one clock of domain/shop-time.ts.

import {
  DEFAULT_TIME_ZONE,
  WEEKDAY_NAMES_ID,
  calendarDayAt,
  getZonedParts,
  timeZoneLabel,
  type ShopTimeZone,
} from "./shop-time";

const pad2 = (n: number) => String(n).padStart(2, "0");

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

export type DeliveryDayOption = {
  value: DeliveryDayValue;
  /** 'Hari ini', 'Besok', or the day's name further ahead ('Kamis'). */
  label: string;
  /** dd/MM/yyyy in the shop's zone. */
  date: string;
  /** The day's name: 'Senin'. */
  weekday: string;
};

/** The calendar day `offset` days after `now`'s day in the shop's zone. */
export function deliveryDayAt(now: Date, zone: ShopTimeZone, offset: number): DeliveryDayOption {
  const { year, month, day, weekday } = calendarDayAt(now, zone, offset);
  return {
    value: DELIVERY_DAY_VALUES[offset],
    label: offset === 0 ? "Hari ini" : offset === 1 ? "Besok" : WEEKDAY_NAMES_ID[weekday],
    date: `${pad2(day)}/${pad2(month)}/${year}`,
    weekday: WEEKDAY_NAMES_ID[weekday],
  };
}

/** 'Hari ini' and 'Besok' with their dd/MM/yyyy dates in the shop's zone (spec §9). */
export function deliveryDays(
  now: Date,
  zone: ShopTimeZone = DEFAULT_TIME_ZONE,
): DeliveryDayOption[] {
  return [deliveryDayAt(now, zone, 0), deliveryDayAt(now, zone, 1)];
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
  zone: ShopTimeZone = DEFAULT_TIME_ZONE,
): string {
  return `${option.weekday}, ${option.date} ${slot} ${timeZoneLabel(zone)}`;
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
export function defaultDeliverySlot(now: Date, zone: ShopTimeZone): DeliverySlot {
  const { hour } = getZonedParts(now, zone);
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
