import { z } from "zod";
import type { QuotaLeft } from "./product-quota";
import { MAX_PRODUCT_LEAD_TIME_HOURS } from "./product-lead-time";
import { INVALID_VALUE_MESSAGE } from "./form-text";
import {
  DELIVERY_DAY_VALUES,
  deliveryDayAt,
  formatDeliveryTimeOption,
  type DeliveryDayOption,
  type DeliveryDayValue,
} from "./delivery";
import {
  CLOSED_ORDER_POLICIES,
  DAY_LABELS,
  DAYS,
  ZDayHoursSchema,
  formatDayHours,
  type ClosedOrderPolicy,
  type OperationalHours,
} from "./operational-hours";
import {
  TIME_ZONE_INVALID_MESSAGE,
  SHOP_TIME_ZONE_VALUES,
  instantOnShopClock,
  shopClock,
  timeZoneLabel,
  type ShopTimeZone,
} from "./shop-time";
import {
  closedDateText,
  closureBefore,
  closureStatusText,
  formatSpecialDate,
  lastSpecialOffset,
  shopDateAt,
  specialDayHours,
  specialDayNote,
  specialDayOn,
  specialDaysWithin,
  specialHoursFrom,
  specialHoursSlotText,
  todaySuffix,
  weekNote,
  type SpecialDay,
  type SpecialHours,
} from "./special-days";

// When a shop is open, and which delivery times it takes: a closed shop must not take
// orders, nor 'Hari ini' offer slots long past. The shop is open when the seller's switch
// ('Tutup Toko' / 'Buka Toko') is on AND the clock in the shop's zone is inside that day's
// hours. Orders are for hourly slots from each day's opening to its closing that are at
// least the shop's lead time ahead, on the days from today to the shop's days ahead; a slot
// holding the shop's cap of orders is full. While closed by its hours the shop takes orders
// for its next open times or not at all, as the seller chose. Everything is computed from
// one `now`, on the server, which decides; pages get the results as text, so the browser's
// clock plays no part.

export type ShopHoursSettings = {
  /** The seller's 'Tutup Toko' / 'Buka Toko' switch (brands.is_currently_open). */
  isSwitchedOn: boolean;
  hours: OperationalHours;
  timeZone: ShopTimeZone;
  closedOrderPolicy: ClosedOrderPolicy;
  /** Days after today customers may book (brands.order_days_ahead); 1 when not given. */
  orderDaysAhead?: number;
  /** How many hours ahead of now a slot must start (brands.lead_time_hours); 0 when not given. */
  leadTimeHours?: number;
  /** Orders one slot takes (brands.max_orders_per_slot); none given: no cap. */
  maxOrdersPerSlot?: number | null;
  /** Dates closed or with other hours (decision 064), from yesterday on; none when not given. */
  specialDays?: readonly SpecialDay[];
};

/** The furthest a shop may take orders ahead, in days after today. */
export const ORDER_DAYS_AHEAD = DELIVERY_DAY_VALUES.length - 1;
/** Days ahead when the seller has not chosen: today and tomorrow (spec §5). */
export const DEFAULT_ORDER_DAYS_AHEAD = 1;

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;
const SLOT_MINUTES = 60;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const pad2 = (n: number) => String(n).padStart(2, "0");
/** "07:30" for a minute of the day. */
const timeOfDay = (minute: number) => `${pad2(Math.floor(minute / 60))}:${pad2(minute % 60)}`;

const dayAt = (todayIndex: number, offset: number) => DAYS[(((todayIndex + offset) % 7) + 7) % 7];

/**
 * One day's open span in minutes after that day's midnight; the end may pass 24:00. A
 * special day on that date sets its hours instead of the week (domain/special-days.ts).
 */
function spanOf(
  hours: OperationalHours,
  todayIndex: number,
  offset: number,
  special?: SpecialHours,
) {
  const day = special?.(offset) ?? hours[dayAt(todayIndex, offset)];
  if (!day.isOpen) return undefined;
  const start = toMinutes(day.openTime);
  const end = toMinutes(day.closeTime);
  return { start, end: end > start ? end : end + MINUTES_PER_DAY };
}

/**
 * Whether the hours hold minute `t`, counted from today's midnight in the shop's zone (so
 * tomorrow 10:00 is 1440 + 600). The day before may still be open past its midnight.
 */
export function isWithinHours(
  hours: OperationalHours,
  todayIndex: number,
  t: number,
  special?: SpecialHours,
): boolean {
  const offset = Math.floor(t / MINUTES_PER_DAY);
  return [offset, offset - 1].some((day) => {
    const span = spanOf(hours, todayIndex, day, special);
    const at = t - day * MINUTES_PER_DAY;
    return span !== undefined && at >= span.start && at < span.end;
  });
}

type NextOpening = { offset: number; time: string };

/**
 * The next time the hours begin after `now` within a week, if any; past the last special
 * day when there are some (a closure may last weeks).
 */
function nextOpeningOf(settings: ShopHoursSettings, now: Date): NextOpening | undefined {
  const { dayIndex, minute, midnight } = shopClock(now, settings.timeZone);
  const special = specialHoursFrom(settings.specialDays, midnight);
  const horizon = 7 + lastSpecialOffset(settings.specialDays, shopDateAt(midnight, 0));
  for (let offset = 0; offset <= horizon; offset++) {
    const span = spanOf(settings.hours, dayIndex, offset, special);
    if (span && offset * MINUTES_PER_DAY + span.start > minute) {
      return { offset, time: timeOfDay(span.start) };
    }
  }
  return undefined;
}

/**
 * "Senin 08:00 WIB", or "hari ini 16:00 WIB" when it is later today; a week or more ahead,
 * or when `dated`, with its date: "Jumat, 3 April 08:00 WIB".
 */
function describeOpening(
  settings: ShopHoursSettings,
  now: Date,
  next: NextOpening,
  dated = false,
): string {
  const zone = timeZoneLabel(settings.timeZone);
  if (dated || next.offset >= 7) {
    const date = shopDateAt(shopClock(now, settings.timeZone).midnight, next.offset);
    return `${formatSpecialDate(date)} ${next.time} ${zone}`;
  }
  const day =
    next.offset === 0 ? "hari ini" : deliveryDayAt(now, settings.timeZone, next.offset).weekday;
  return `${day} ${next.time} ${zone}`;
}

export type ShopStatus = {
  isOpen: boolean;
  /** Why it is closed: the seller's switch, or outside the hours. */
  closedReason: "switched-off" | "outside-hours" | null;
  /** 'Toko sedang tutup', or 'Tutup · Buka lagi Senin 08:00 WIB'; null while open. */
  closedText: string | null;
  /** "Senin 08:00 WIB" when the hours begin again within a week. */
  nextOpening: string | null;
  /** The reason of a special closure keeping it closed until then ('Libur Lebaran'). */
  closure?: string;
};

export const SWITCHED_OFF_TEXT = "Toko sedang tutup";

export function shopStatus(settings: ShopHoursSettings, now: Date): ShopStatus {
  if (!settings.isSwitchedOn) {
    return {
      isOpen: false,
      closedReason: "switched-off",
      closedText: SWITCHED_OFF_TEXT,
      nextOpening: null,
    };
  }
  const { dayIndex, minute, midnight } = shopClock(now, settings.timeZone);
  const special = specialHoursFrom(settings.specialDays, midnight);
  if (isWithinHours(settings.hours, dayIndex, minute, special)) {
    return { isOpen: true, closedReason: null, closedText: null, nextOpening: null };
  }
  const next = nextOpeningOf(settings, now);
  const nextOpening = next ? describeOpening(settings, now, next) : null;
  // A closure between now and the next opening names itself: "Libur Lebaran, buka lagi …".
  const closure = closureBefore(settings.specialDays, shopDateAt(midnight, 0), next?.offset ?? 1);
  if (closure) {
    const reason = closure.reason ?? "Libur";
    const dated = next ? describeOpening(settings, now, next, true) : null;
    return {
      isOpen: false,
      closedReason: "outside-hours",
      closedText: closureStatusText(reason, dated),
      nextOpening: dated,
      closure: reason,
    };
  }
  return {
    isOpen: false,
    closedReason: "outside-hours",
    closedText: nextOpening ? `Tutup · Buka lagi ${nextOpening}` : SWITCHED_OFF_TEXT,
    nextOpening,
  };
}

export type OrderingDay = DeliveryDayOption & {
  /** The slots a customer can pick: "HH:MM" in the shop's zone. */
  slots: string[];
  /** The day's slots that already hold the shop's cap of orders: shown, not choosable. */
  fullSlots: string[];
  /**
   * Units left that day of each product in the customer's cart with a daily quota
   * (decision 060), when the checkout named its products.
   */
  quotaLeft?: QuotaLeft;
};

export type OrderingWindow = {
  /** Whether an order can be sent now at all. */
  canOrder: boolean;
  /** Shown above the checkout form: why no order is possible, or that it is for later. */
  notice: string | null;
  /**
   * Shown where customers shop (the catalogue, the product dialog, the home): why no order
   * is possible, or, while the shop is closed, the day it still takes orders for; null
   * while it is open and taking orders.
   */
  shopNotice: string | null;
  /** The days offered, each with its slots (every one ahead and inside the hours). */
  days: OrderingDay[];
  /**
   * The special days among the days a customer could pick, each a sentence ("Tutup Minggu,
   * 29/03/2026: Libur Lebaran."); absent when there are none.
   */
  specialDayNotes?: string[];
  /** 'WIB', 'WITA' or 'WIT', for every time shown. */
  zoneLabel: string;
  timeZone: ShopTimeZone;
};

/**
 * Orders already taken per slot, by the slot's start (an ISO UTC instant, as
 * orders.delivery_slot_at holds it), cancelled ones left out.
 */
export type SlotOrderCounts = ReadonlyMap<string, number>;

const NO_ORDERS: SlotOrderCounts = new Map();

/** A whole number within [min, max]; anything else is `fallback`. */
function wholeWithin(value: number | null | undefined, min: number, max: number, fallback: number) {
  return typeof value === "number" && Number.isInteger(value) && value >= min && value <= max
    ? value
    : fallback;
}

/** The shop's days ahead, 0 to ORDER_DAYS_AHEAD. */
function daysAheadOf(settings: ShopHoursSettings): number {
  return wholeWithin(settings.orderDaysAhead, 0, ORDER_DAYS_AHEAD, DEFAULT_ORDER_DAYS_AHEAD);
}

/**
 * The hourly slots of the calendar day `offset` days ahead, in minutes after today's
 * midnight: from each opening, every hour that still ends by the closing (07:00–21:00 gives
 * 07:00 … 20:00). The day before may run past midnight into this day (20:00–02:00 gives
 * this day 00:00 and 01:00).
 */
function slotMinutesOf(
  hours: OperationalHours,
  todayIndex: number,
  offset: number,
  special?: SpecialHours,
) {
  const dayStart = offset * MINUTES_PER_DAY;
  const found = new Set<number>();
  for (const day of [offset - 1, offset]) {
    const span = spanOf(hours, todayIndex, day, special);
    if (!span) continue;
    const base = day * MINUTES_PER_DAY;
    for (let t = base + span.start; t + SLOT_MINUTES <= base + span.end; t += SLOT_MINUTES) {
      if (t >= dayStart && t < dayStart + MINUTES_PER_DAY) found.add(t);
    }
  }
  return [...found].sort((a, b) => a - b);
}

/** The instant a slot starts, `t` minutes after today's midnight on the shop's clock. */
function slotInstant(settings: ShopHoursSettings, midnight: number, t: number): string {
  return instantOnShopClock(midnight + t, settings.timeZone).toISOString();
}

/** A slot, `minute` minutes after today's midnight on the shop's clock. */
type Slot = { time: string; minute: number; isFull: boolean };

type ShopClock = ReturnType<typeof shopClock>;

/**
 * The slots of the day `offset` days ahead that a customer may still take: inside the
 * hours, after now and at least the lead time ahead. Each says whether it is full.
 */
function slotsOf(
  settings: ShopHoursSettings,
  clock: ShopClock,
  offset: number,
  taken: SlotOrderCounts,
): Slot[] {
  const { dayIndex, minute, midnight } = clock;
  // A cart's lead time may be a product's own, longer than a shop may ask (decision 065).
  const lead = wholeWithin(settings.leadTimeHours, 0, MAX_PRODUCT_LEAD_TIME_HOURS, 0) * 60;
  const capacity = settings.maxOrdersPerSlot ?? null;
  const special = specialHoursFrom(settings.specialDays, midnight);
  return slotMinutesOf(settings.hours, dayIndex, offset, special)
    .filter((t) => t > minute && t - minute >= lead)
    .map((t) => ({
      time: timeOfDay(t - offset * MINUTES_PER_DAY),
      minute: t,
      // Its instant is written out only where a cap is counted, and for the slot chosen.
      isFull: capacity !== null && (taken.get(slotInstant(settings, midnight, t)) ?? 0) >= capacity,
    }));
}

/** The most hours of lead time a shop may ask. */
export const MAX_LEAD_TIME_HOURS = 72;

export const NO_SLOTS_TEXT =
  "Belum ada jam pengiriman yang tersedia dalam 14 hari ke depan. Silakan hubungi penjual.";
export const ALL_SLOTS_FULL_TEXT =
  "Semua jadwal pengiriman yang tersedia sudah penuh. Silakan hubungi penjual.";
const SWITCHED_OFF_ORDER_TEXT =
  "Toko sedang tutup. Pesanan belum bisa dikirim sampai penjual membuka toko kembali.";

/** The refusal for a shop closed by its hours that takes no orders meanwhile. */
export function closedNoOrdersText(nextOpening: string | null, closure?: string): string {
  if (closure) {
    return nextOpening
      ? `Toko tutup (${closure}). Pesanan bisa dikirim lagi saat toko buka: ${nextOpening}.`
      : `Toko tutup (${closure}). Pesanan belum bisa dikirim.`;
  }
  return nextOpening
    ? `Toko sedang tutup. Pesanan bisa dikirim lagi saat toko buka: ${nextOpening}.`
    : "Toko sedang tutup. Pesanan belum bisa dikirim.";
}

type OfferedDay = { offset: number; day: DeliveryDayOption; slots: Slot[] };

/**
 * Every day from today to the shop's days ahead that has a slot. When none has (a shop
 * closed over all of them, or a lead time past them), the next day with a slot within
 * ORDER_DAYS_AHEAD: a closed shop keeps taking orders for its next open day.
 */
function offeredDays(settings: ShopHoursSettings, now: Date, taken: SlotOrderCounts): OfferedDay[] {
  const daysAhead = daysAheadOf(settings);
  const clock = shopClock(now, settings.timeZone);
  const days: OfferedDay[] = [];
  for (let offset = 0; offset <= ORDER_DAYS_AHEAD; offset++) {
    if (offset > daysAhead && days.length > 0) break;
    const slots = slotsOf(settings, clock, offset, taken);
    if (slots.length === 0) continue;
    days.push({ offset, day: deliveryDayAt(now, settings.timeZone, offset), slots });
  }
  return days;
}

type WindowState =
  | { canOrder: false; notice: string; days: OfferedDay[]; shopNotice: string }
  | { canOrder: true; notice: string | null; days: OfferedDay[]; shopNotice: string | null };

/** "Toko sedang tutup. Pesanan untuk Senin, 30/11/2026 tetap diterima.": a closed shop's pre-orders. */
export function preorderText(day: Pick<DeliveryDayOption, "weekday" | "date">): string {
  return `Toko sedang tutup. Pesanan untuk ${day.weekday}, ${day.date} tetap diterima.`;
}

/** Why a shop takes no order at all now, whatever the day: switched off, or closed by its hours. */
function closedRefusal(settings: ShopHoursSettings, status: ShopStatus): string | null {
  if (status.closedReason === "switched-off") return SWITCHED_OFF_ORDER_TEXT;
  if (status.closedReason === "outside-hours" && settings.closedOrderPolicy === "none") {
    return closedNoOrdersText(status.nextOpening, status.closure);
  }
  return null;
}

function windowState(settings: ShopHoursSettings, now: Date, taken: SlotOrderCounts): WindowState {
  const status = shopStatus(settings, now);
  const refused = (notice: string, days: OfferedDay[] = []): WindowState => ({
    canOrder: false,
    notice,
    days,
    shopNotice: notice,
  });
  const closed = closedRefusal(settings, status);
  if (closed) return refused(closed);
  const days = offeredDays(settings, now, taken);
  if (days.length === 0) return refused(NO_SLOTS_TEXT, days);
  const firstWithRoom = days.find((day) => day.slots.some((slot) => !slot.isFull));
  if (!firstWithRoom) return refused(ALL_SLOTS_FULL_TEXT, days);
  if (status.isOpen) return { canOrder: true, notice: null, days, shopNotice: null };
  return {
    canOrder: true,
    notice: `Toko sedang tutup. Anda tetap bisa memesan untuk jadwal setelah toko buka${
      status.nextOpening ? `: ${status.nextOpening}` : ""
    }.`,
    days,
    // The day a customer can still get, named where they shop (not only at the checkout).
    shopNotice: preorderText(firstWithRoom.day),
  };
}

/**
 * What the checkout offers now: whether to order at all, the notice, the days and slots.
 * `taken` counts the orders of each slot ahead, for the shop's cap per slot.
 */
export function orderingWindow(
  settings: ShopHoursSettings,
  now: Date,
  taken: SlotOrderCounts = NO_ORDERS,
): OrderingWindow {
  const state = windowState(settings, now, taken);
  const notes = specialDayNotesOf(settings, now, state.days);
  return {
    ...(notes.length > 0 && { specialDayNotes: notes }),
    zoneLabel: timeZoneLabel(settings.timeZone),
    timeZone: settings.timeZone,
    canOrder: state.canOrder,
    notice: state.notice,
    shopNotice: state.shopNotice,
    days: state.days.map(({ day, slots }) => ({
      ...day,
      slots: slots.filter((slot) => !slot.isFull).map((slot) => slot.time),
      fullSlots: slots.filter((slot) => slot.isFull).map((slot) => slot.time),
    })),
  };
}

/**
 * The special days from today to the last day a customer could pick (the shop's days ahead,
 * or further when it offers a later day), as the checkout names them under its days.
 */
function specialDayNotesOf(settings: ShopHoursSettings, now: Date, days: OfferedDay[]): string[] {
  if (!settings.specialDays?.length) return [];
  const { midnight } = shopClock(now, settings.timeZone);
  const last = Math.max(daysAheadOf(settings), ...days.map((day) => day.offset));
  const zone = timeZoneLabel(settings.timeZone);
  return specialDaysWithin(
    settings.specialDays,
    shopDateAt(midnight, 0),
    shopDateAt(midnight, last),
  ).map((day) => specialDayNote(day, zone));
}

/**
 * Why a day and time not offered is refused when a special day falls on the day: the shop is
 * closed that date, or the time is outside its special hours; undefined otherwise.
 */
function specialDayRefusal(
  settings: ShopHoursSettings,
  clock: ShopClock,
  offset: number,
  time: string,
): string | undefined {
  const date = shopDateAt(clock.midnight, offset);
  const day = specialDayOn(settings.specialDays, date);
  if (!day) return undefined;
  if (day.kind === "closed") return closedDateText(date, day.reason);
  const special = specialHoursFrom(settings.specialDays, clock.midnight);
  const inside = slotMinutesOf(settings.hours, clock.dayIndex, offset, special).some(
    (t) => timeOfDay(t - offset * MINUTES_PER_DAY) === time,
  );
  return inside ? undefined : specialHoursSlotText(day, date, timeZoneLabel(settings.timeZone));
}

/**
 * The slot starts whose orders decide whether a slot is full: those of every day ahead the
 * shop may offer, from `now` on (what to count before orderingWindow or checkOrderSlot).
 */
export function slotCountRange(now: Date): { from: string; to: string } {
  return {
    from: now.toISOString(),
    to: new Date(
      now.getTime() + (ORDER_DAYS_AHEAD + 2) * MINUTES_PER_DAY * MS_PER_MINUTE,
    ).toISOString(),
  };
}

export type CheckedSlot = {
  ok: true;
  /** "Sabtu, 28/11/2026 10:00 WIB", as the order stores and its message shows it. */
  deliveryTimeOption: string;
  /** The slot's start, an ISO UTC instant (orders.delivery_slot_at). */
  slotStartsAt: string;
};

/**
 * The stored delivery text of a customer's pick and its slot's start, or the refusal. The
 * date the customer saw wins while it is within the days ahead (a pick for 'Besok' sent
 * just before midnight arrives as today's); else the picked day is counted from `now`. The
 * day and slot must be offered as the checkout offers them: a day within the shop's days
 * ahead, a slot inside its hours, past the lead time, and not full.
 */
export function checkOrderSlot(
  settings: ShopHoursSettings,
  now: Date,
  pick: { deliveryDay: string; deliveryDate?: string; deliveryTime: string },
  taken: SlotOrderCounts = NO_ORDERS,
): CheckedSlot | { ok: false; error: string } {
  const closed = closedRefusal(settings, shopStatus(settings, now));
  if (closed) return { ok: false, error: closed };
  const picked = pickedDay(settings.timeZone, now, pick);
  const clock = shopClock(now, settings.timeZone);
  const accepted = (day: DeliveryDayOption, slot: Slot): CheckedSlot => ({
    ok: true,
    deliveryTimeOption: formatDeliveryTimeOption(day, pick.deliveryTime, settings.timeZone),
    slotStartsAt: slotInstant(settings, clock.midnight, slot.minute),
  });
  // Every order passes here: a day within the shop's days ahead is offered whenever it has
  // a slot, so a free slot on it is taken without working out the other days (offeredDays).
  if (picked && picked.offset <= daysAheadOf(settings)) {
    const slot = slotsOf(settings, clock, picked.offset, taken).find(
      (offered) => offered.time === pick.deliveryTime,
    );
    if (slot && !slot.isFull) return accepted(picked.day, slot);
  }

  // Refused, or a day past the days ahead (offered only while none before it has a slot):
  // the whole window decides, and names why.
  const window = windowState(settings, now, taken);
  if (!window.canOrder) return { ok: false, error: window.notice };
  if (!picked) {
    return { ok: false, error: slotGoneText(undefined, pick.deliveryTime, settings.timeZone) };
  }
  const slot = window.days
    .find((offered) => offered.offset === picked.offset)
    ?.slots.find((offered) => offered.time === pick.deliveryTime);
  if (!slot) {
    const special = specialDayRefusal(settings, clock, picked.offset, pick.deliveryTime);
    return {
      ok: false,
      error: special ?? slotGoneText(picked.day, pick.deliveryTime, settings.timeZone),
    };
  }
  if (slot.isFull) {
    const deliveryTimeOption = formatDeliveryTimeOption(
      picked.day,
      pick.deliveryTime,
      settings.timeZone,
    );
    return { ok: false, error: slotFullText(deliveryTimeOption) };
  }
  return accepted(picked.day, slot);
}

/**
 * The day a customer picked, counted from `now`: the date she saw while it is still ahead
 * (a pick for 'Besok' sent just before midnight arrives as today's), else the day's name.
 */
function pickedDay(
  timeZone: ShopTimeZone,
  now: Date,
  pick: { deliveryDay: string; deliveryDate?: string },
): { offset: number; day: DeliveryDayOption } | undefined {
  if (pick.deliveryDate) {
    for (let offset = 0; offset <= ORDER_DAYS_AHEAD; offset++) {
      const day = deliveryDayAt(now, timeZone, offset);
      if (day.date === pick.deliveryDate) return { offset, day };
    }
  }
  const offset = DELIVERY_DAY_VALUES.indexOf(pick.deliveryDay as DeliveryDayValue);
  return offset >= 0 ? { offset, day: deliveryDayAt(now, timeZone, offset) } : undefined;
}

/** "Jadwal Sabtu, 28/11/2026 10:00 WIB sudah penuh. …": the refusal of a full slot. */
export function slotFullText(deliveryTimeOption: string): string {
  return `Jadwal ${deliveryTimeOption} sudah penuh. Pilih hari dan jam pengiriman lain.`;
}

function slotGoneText(
  day: DeliveryDayOption | undefined,
  slot: string,
  timeZone: ShopTimeZone,
): string {
  const when = day
    ? formatDeliveryTimeOption(day, slot, timeZone)
    : `${slot} ${timeZoneLabel(timeZone)}`;
  return `Jadwal ${when} tidak tersedia. Pilih hari dan jam pengiriman lain.`;
}

export type ShopHoursView = {
  isOpen: boolean;
  /** 'Toko sedang tutup' or 'Tutup · Buka lagi Senin 08:00 WIB'; null while open. */
  closedText: string | null;
  /** "Hari ini: 08:00–22:00 WIB", "Hari ini: 24 jam", "Hari ini: Tutup". */
  todayText: string;
  zoneLabel: string;
  /**
   * Senin to Minggu, each "08:00–22:00", "24 jam" or "Tutup"; a special day in the coming
   * week gives its day its hours and a note ("29 Mar · Libur Lebaran").
   */
  week: { day: string; hours: string; isToday: boolean; note?: string }[];
};

/** The shop's hours as its pages show them, all text, computed where `now` is decided. */
export function describeShopHours(settings: ShopHoursSettings, now: Date): ShopHoursView {
  const status = shopStatus(settings, now);
  const { dayIndex, midnight } = shopClock(now, settings.timeZone);
  const zoneLabel = timeZoneLabel(settings.timeZone);
  // Each day of the week falls once in the coming seven: a special day there shows instead.
  const specialOf = (index: number) => {
    const date = shopDateAt(midnight, (index - dayIndex + 7) % 7);
    const day = specialDayOn(settings.specialDays, date);
    return day && { day, date };
  };
  const todaySpecial = specialOf(dayIndex);
  const today = todaySpecial ? specialDayHours(todaySpecial.day) : settings.hours[DAYS[dayIndex]];
  const todayHours = formatDayHours(today);
  return {
    isOpen: status.isOpen,
    closedText: status.closedText,
    todayText: `Hari ini: ${todayHours}${today.isOpen && todayHours !== "24 jam" ? ` ${zoneLabel}` : ""}${
      todaySpecial ? todaySuffix(todaySpecial.day) : ""
    }`,
    zoneLabel,
    week: DAYS.map((day, index) => {
      const special = specialOf(index);
      return {
        day: DAY_LABELS[day],
        hours: formatDayHours(special ? specialDayHours(special.day) : settings.hours[day]),
        isToday: index === dayIndex,
        ...(special && { note: weekNote(special.day, special.date) }),
      };
    }),
  };
}

export const SHOP_HOURS_MESSAGES = {
  saved: "Jam operasional berhasil disimpan",
  saveFailed: "Gagal menyimpan jam operasional",
  timeZoneInvalid: TIME_ZONE_INVALID_MESSAGE,
  policyInvalid: "Pilih apa yang terjadi dengan pesanan saat toko tutup.",
} as const;

/**
 * A time as the editor posts it, read as a phone's number pad types it ("1000", "930",
 * "10.00"), so that 'Simpan' takes what the field's hint suggests whether or not the field
 * was left first (its leaving tidies it on screen), and a post from anywhere else is read
 * the same way. Stored as HH:MM.
 */
/** The longest time the editor's field takes: "08:00", "10.00". */
export const TIME_INPUT_MAX_LENGTH = 5;

const editorTime = z.preprocess(
  (value) => (typeof value === "string" ? normalizeTimeInput(value) : value),
  ZDayHoursSchema.shape.openTime,
);

/**
 * A day as the editor posts it: its checkbox sends nothing when unticked, so a day without
 * `isOpen` is closed. The times of a closed day are kept for when it opens again.
 */
const editorDay = ZDayHoursSchema.extend({
  isOpen: z.boolean({ error: INVALID_VALUE_MESSAGE }).default(false),
  openTime: editorTime,
  closeTime: editorTime,
});

/** The hours editor's input: the zone, the seven days and the closed-order policy. */
export const ZShopHoursSchema = z.object({
  // Shop pages import domain/shop-time.ts, so its schema stays here, where zod already is.
  timeZone: z.enum(SHOP_TIME_ZONE_VALUES, { error: TIME_ZONE_INVALID_MESSAGE }),
  operationalHours: z.object({
    senin: editorDay,
    selasa: editorDay,
    rabu: editorDay,
    kamis: editorDay,
    jumat: editorDay,
    sabtu: editorDay,
    minggu: editorDay,
  }),
  closedOrderPolicy: z.enum(CLOSED_ORDER_POLICIES, { error: SHOP_HOURS_MESSAGES.policyInvalid }),
});
export type TShopHoursSchema = z.infer<typeof ZShopHoursSchema>;

/** The hours editor on /admin/store, posted with the store page's other forms. */
export const ZShopHoursFormSchema = ZShopHoursSchema.extend({ intent: z.literal("save-hours") });

/** The hours editor's values and what customers see now. */
export type OwnShopHours = TShopHoursSchema & {
  /** Whether customers see the shop open now, and why not. */
  isOpen: boolean;
  closedText: string | null;
  /** The seller's 'Tutup Toko' / 'Buka Toko' switch. */
  isSwitchedOn: boolean;
};

/**
 * A time as typed on a phone's number pad: "730" or "0730" becomes "07:30", "8" becomes
 * "08:00", "7:5" stays as typed so the check can name it. Anything else is left alone.
 */
export function normalizeTimeInput(raw: string): string {
  const text = raw.trim().replace(".", ":");
  const parts = /^(\d{1,2}):(\d{2})$/.exec(text);
  if (parts) return `${parts[1].padStart(2, "0")}:${parts[2]}`;
  if (!/^\d{1,4}$/.test(text)) return text;
  if (text.length <= 2) return `${text.padStart(2, "0")}:00`;
  return `${text.slice(0, -2).padStart(2, "0")}:${text.slice(-2)}`;
}

/**
 * The editor's input checked, or its messages by field, named as the form names its inputs
 * ("timeZone", "operationalHours.senin.openTime", …), so each shows next to its input.
 */
export function checkShopHours(
  input: unknown,
): { ok: true; data: TShopHoursSchema } | { ok: false; errors: Record<string, string> } {
  const parsed = ZShopHoursSchema.safeParse(input, {
    error: () => "Data jam operasional tidak valid. Muat ulang halaman lalu coba lagi.",
  });
  if (parsed.success) return { ok: true, data: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    errors[issue.path.map(String).join(".") || "form"] ??= issue.message;
  }
  return { ok: false, errors };
}
