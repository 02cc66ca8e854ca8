// Orders by the day they are due: the pickup or delivery day a kitchen plans by, not the day
// the order was placed (docs/decisions/062-orders-by-the-day-they-are-due.md). An order's due
// time is the start of its slot (orders.delivery_slot_at), read in the shop's zone.

import {
  calendarDayAt,
  MONTH_ABBREVIATIONS_ID,
  WEEKDAY_NAMES_ID,
  type ShopTimeZone,
} from "./shop-time";

/** The address parameter of the quick due-day choices, and its values. */
export const SCHEDULE_PARAM = "jadwal";
export const SCHEDULE_PRESETS = ["hari-ini", "besok", "minggu-ini"] as const;
export type SchedulePreset = (typeof SCHEDULE_PRESETS)[number];

export const SCHEDULE_PRESET_LABELS: Record<SchedulePreset, string> = {
  "hari-ini": "Hari Ini",
  besok: "Besok",
  "minggu-ini": "Minggu Ini",
};

/** Which date the filter's 'dari'/'sampai' days read: the order's, or its due day. */
export const DATE_KIND_PARAM = "tanggal";
export const DATE_KINDS = ["pesan", "jadwal"] as const;
export type DateKind = (typeof DATE_KINDS)[number];

/** The list's order: by the time it was placed (the default), or by its due time. */
export const SORT_PARAM = "urut";
export const ORDER_SORTS = ["pesan", "jadwal"] as const;
export type OrderSort = (typeof ORDER_SORTS)[number];

export const DATE_KIND_LABELS: Record<DateKind, string> = {
  pesan: "Saat dipesan",
  jadwal: "Jadwal",
};

export const ORDER_SORT_LABELS: Record<OrderSort, string> = {
  pesan: "Waktu pesan",
  jadwal: "Jadwal",
};

export function isSchedulePreset(value: unknown): value is SchedulePreset {
  return (SCHEDULE_PRESETS as readonly unknown[]).includes(value);
}

export function isDateKind(value: unknown): value is DateKind {
  return (DATE_KINDS as readonly unknown[]).includes(value);
}

export function isOrderSort(value: unknown): value is OrderSort {
  return (ORDER_SORTS as readonly unknown[]).includes(value);
}

const pad2 = (n: number) => String(n).padStart(2, "0");

function isoDay({ year, month, day }: { year: number; month: number; day: number }): string {
  return `${year}-${pad2(month)}-${pad2(day)}`;
}

/**
 * The days (YYYY-MM-DD, both included) a quick choice covers on the shop's calendar at `now`:
 * today, tomorrow, or this week from Monday to Sunday.
 */
export function presetDays(
  preset: SchedulePreset,
  now: Date,
  zone: ShopTimeZone,
): { from: string; to: string } {
  if (preset === "hari-ini") {
    const today = isoDay(calendarDayAt(now, zone, 0));
    return { from: today, to: today };
  }
  if (preset === "besok") {
    const tomorrow = isoDay(calendarDayAt(now, zone, 1));
    return { from: tomorrow, to: tomorrow };
  }
  // Weekday 0 is Minggu: Monday is 6 days back on a Sunday, `weekday - 1` days back otherwise.
  const { weekday } = calendarDayAt(now, zone, 0);
  const sinceMonday = (weekday + 6) % 7;
  return {
    from: isoDay(calendarDayAt(now, zone, -sinceMonday)),
    to: isoDay(calendarDayAt(now, zone, 6 - sinceMonday)),
  };
}

/** "Selasa, 1 Des 2026": a due day heading the orders due on it. */
export function formatScheduleDay(day: string): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const weekday = new Date(Date.UTC(year, month - 1, date)).getUTCDay();
  return `${WEEKDAY_NAMES_ID[weekday]}, ${date} ${MONTH_ABBREVIATIONS_ID[month - 1]} ${year}`;
}

/** The heading of orders placed before they had a due time (no slot stored). */
export const NO_SCHEDULE_DAY = "Tanpa jadwal";

/** Orders in a row grouped by their due day, in the order given (the list's order). */
export function groupByDueDay<T extends { dueDay: string | null }>(
  orders: readonly T[],
): { key: string; label: string; orders: T[] }[] {
  const groups: { key: string; label: string; orders: T[] }[] = [];
  for (const order of orders) {
    const key = order.dueDay ?? "";
    const last = groups.at(-1);
    if (last && last.key === key) last.orders.push(order);
    else {
      groups.push({
        key,
        label: order.dueDay ? formatScheduleDay(order.dueDay) : NO_SCHEDULE_DAY,
        orders: [order],
      });
    }
  }
  return groups;
}

/** An order on the admin home's due days (server/services/due-orders.ts). */
export type DueOrder = {
  orderNumber: string;
  customerName: string;
  deliveryMethod: string;
  /** "10:00", the slot's start on the shop's clock. */
  time: string;
};

export type DueDay = {
  preset: Extract<SchedulePreset, "hari-ini" | "besok">;
  /** YYYY-MM-DD in the shop's zone. */
  day: string;
  count: number;
  orders: DueOrder[];
};
