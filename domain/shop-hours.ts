import { z } from "zod";
import { INVALID_VALUE_MESSAGE } from "./form-text";
import {
  DELIVERY_DAY_VALUES,
  DELIVERY_SLOTS,
  SHOP_TIME_ZONE_VALUES,
  deliveryDayAt,
  formatDeliveryTimeOption,
  timeZoneLabel,
  timeZoneOffsetMinutes,
  type DeliveryDayOption,
  type DeliverySlot,
  type ShopTimeZone,
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

// When a shop is open, and which delivery times it takes: a closed shop must not take
// orders, nor 'Hari ini' offer slots long past. The shop is open when the seller's switch
// ('Tutup Toko' / 'Buka Toko') is on AND the clock in the shop's zone is inside that day's
// hours. Orders are for hourly slots (spec §9) that are still ahead and fall inside the
// hours; while closed by its hours the shop takes them for its next open times or not at
// all, as the seller chose. Everything is computed from one `now`, on the server, which
// decides; pages get the results as text, so the browser's clock plays no part.

export type ShopHoursSettings = {
  /** The seller's 'Tutup Toko' / 'Buka Toko' switch (brands.is_currently_open). */
  isSwitchedOn: boolean;
  hours: OperationalHours;
  timeZone: ShopTimeZone;
  closedOrderPolicy: ClosedOrderPolicy;
};

/** How far ahead orders can be placed, in days after today. */
export const ORDER_DAYS_AHEAD = DELIVERY_DAY_VALUES.length - 1;
/** Days the checkout offers: the first ones ahead that still have a slot. */
export const OFFERED_DAYS = 2;

const MINUTES_PER_DAY = 24 * 60;
const MS_PER_MINUTE = 60_000;

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** Today in the shop's zone: its weekday (0 = Senin) and the minutes since its midnight. */
function clockOf(now: Date, timeZone: ShopTimeZone) {
  const local = now.getTime() + timeZoneOffsetMinutes(timeZone) * MS_PER_MINUTE;
  const midnight = Math.floor(local / (MINUTES_PER_DAY * MS_PER_MINUTE)) * MINUTES_PER_DAY;
  const sundayFirst = new Date(midnight * MS_PER_MINUTE).getUTCDay();
  return {
    dayIndex: (sundayFirst + 6) % 7,
    minute: Math.floor(local / MS_PER_MINUTE) - midnight,
  };
}

const dayAt = (todayIndex: number, offset: number) => DAYS[(((todayIndex + offset) % 7) + 7) % 7];

/** One day's open span in minutes after that day's midnight; the end may pass 24:00. */
function spanOf(hours: OperationalHours, todayIndex: number, offset: number) {
  const day = hours[dayAt(todayIndex, offset)];
  if (!day.isOpen) return undefined;
  const start = toMinutes(day.openTime);
  const end = toMinutes(day.closeTime);
  return { start, end: end > start ? end : end + MINUTES_PER_DAY };
}

/**
 * Whether the hours hold minute `t`, counted from today's midnight in the shop's zone (so
 * tomorrow 10:00 is 1440 + 600). The day before may still be open past its midnight.
 */
export function isWithinHours(hours: OperationalHours, todayIndex: number, t: number): boolean {
  const offset = Math.floor(t / MINUTES_PER_DAY);
  return [offset, offset - 1].some((day) => {
    const span = spanOf(hours, todayIndex, day);
    const at = t - day * MINUTES_PER_DAY;
    return span !== undefined && at >= span.start && at < span.end;
  });
}

type NextOpening = { offset: number; time: string };

/** The next time the hours begin after `now` within a week, if any. */
function nextOpeningOf(settings: ShopHoursSettings, now: Date): NextOpening | undefined {
  const { dayIndex, minute } = clockOf(now, settings.timeZone);
  for (let offset = 0; offset <= 7; offset++) {
    const span = spanOf(settings.hours, dayIndex, offset);
    if (span && offset * MINUTES_PER_DAY + span.start > minute) {
      return { offset, time: settings.hours[dayAt(dayIndex, offset)].openTime };
    }
  }
  return undefined;
}

/** "Senin 08:00 WIB", or "hari ini 16:00 WIB" when it is later today. */
function describeOpening(settings: ShopHoursSettings, now: Date, next: NextOpening): string {
  const day =
    next.offset === 0 ? "hari ini" : deliveryDayAt(now, settings.timeZone, next.offset).weekday;
  return `${day} ${next.time} ${timeZoneLabel(settings.timeZone)}`;
}

export type ShopStatus = {
  isOpen: boolean;
  /** Why it is closed: the seller's switch, or outside the hours. */
  closedReason: "switched-off" | "outside-hours" | null;
  /** 'Toko sedang tutup', or 'Tutup · Buka lagi Senin 08:00 WIB'; null while open. */
  closedText: string | null;
  /** "Senin 08:00 WIB" when the hours begin again within a week. */
  nextOpening: string | null;
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
  const { dayIndex, minute } = clockOf(now, settings.timeZone);
  if (isWithinHours(settings.hours, dayIndex, minute)) {
    return { isOpen: true, closedReason: null, closedText: null, nextOpening: null };
  }
  const next = nextOpeningOf(settings, now);
  const nextOpening = next ? describeOpening(settings, now, next) : null;
  return {
    isOpen: false,
    closedReason: "outside-hours",
    closedText: nextOpening ? `Tutup · Buka lagi ${nextOpening}` : SWITCHED_OFF_TEXT,
    nextOpening,
  };
}

export type OrderingDay = DeliveryDayOption & { slots: DeliverySlot[] };

export type OrderingWindow = {
  /** Whether an order can be sent now at all. */
  canOrder: boolean;
  /** Shown above the checkout form: why no order is possible, or that it is for later. */
  notice: string | null;
  /** The days offered, each with its slots (every one ahead and inside the hours). */
  days: OrderingDay[];
  /** 'WIB', 'WITA' or 'WIT', for every time shown. */
  zoneLabel: string;
  timeZone: ShopTimeZone;
};

/** The slots of the day `offset` days ahead: still ahead of `now` and inside the hours. */
function slotsOf(settings: ShopHoursSettings, now: Date, offset: number): DeliverySlot[] {
  const { dayIndex, minute } = clockOf(now, settings.timeZone);
  return DELIVERY_SLOTS.filter((slot) => {
    const t = offset * MINUTES_PER_DAY + toMinutes(slot);
    return t > minute && isWithinHours(settings.hours, dayIndex, t);
  });
}

export const NO_SLOTS_TEXT =
  "Belum ada jam pengiriman yang tersedia dalam 7 hari ke depan. Silakan hubungi penjual.";
const SWITCHED_OFF_ORDER_TEXT =
  "Toko sedang tutup. Pesanan belum bisa dikirim sampai penjual membuka toko kembali.";

/** The refusal for a shop closed by its hours that takes no orders meanwhile. */
export function closedNoOrdersText(nextOpening: string | null): string {
  return nextOpening
    ? `Toko sedang tutup. Pesanan bisa dikirim lagi saat toko buka: ${nextOpening}.`
    : "Toko sedang tutup. Pesanan belum bisa dikirim.";
}

/** What the checkout offers now: whether to order at all, the notice, the days and slots. */
export function orderingWindow(settings: ShopHoursSettings, now: Date): OrderingWindow {
  const status = shopStatus(settings, now);
  const base = { zoneLabel: timeZoneLabel(settings.timeZone), timeZone: settings.timeZone };
  if (status.closedReason === "switched-off") {
    return { ...base, canOrder: false, notice: SWITCHED_OFF_ORDER_TEXT, days: [] };
  }
  if (status.closedReason === "outside-hours" && settings.closedOrderPolicy === "none") {
    return { ...base, canOrder: false, notice: closedNoOrdersText(status.nextOpening), days: [] };
  }
  const days: OrderingDay[] = [];
  for (let offset = 0; offset <= ORDER_DAYS_AHEAD && days.length < OFFERED_DAYS; offset++) {
    const slots = slotsOf(settings, now, offset);
    if (slots.length > 0) days.push({ ...deliveryDayAt(now, settings.timeZone, offset), slots });
  }
  if (days.length === 0) return { ...base, canOrder: false, notice: NO_SLOTS_TEXT, days };
  const notice = status.isOpen
    ? null
    : `Toko sedang tutup. Anda tetap bisa memesan untuk jadwal setelah toko buka${
        status.nextOpening ? `: ${status.nextOpening}` : ""
      }.`;
  return { ...base, canOrder: true, notice, days };
}

/**
 * The stored delivery text of a customer's pick, or the refusal. The date the customer saw
 * wins while it is within the week ahead (a pick for 'Besok' sent just before midnight
 * arrives as today's); else the picked day is counted from `now`. The slot must still be
 * ahead and inside that day's hours, as the checkout offered it.
 */
export function checkOrderSlot(
  settings: ShopHoursSettings,
  now: Date,
  pick: { deliveryDay: string; deliveryDate?: string; deliveryTime: string },
): { ok: true; deliveryTimeOption: string } | { ok: false; error: string } {
  const window = orderingWindow(settings, now);
  if (!window.canOrder) return { ok: false, error: window.notice ?? NO_SLOTS_TEXT };
  const ahead = DELIVERY_DAY_VALUES.map((_, offset) =>
    deliveryDayAt(now, settings.timeZone, offset),
  );
  const byDate = pick.deliveryDate ? ahead.findIndex((day) => day.date === pick.deliveryDate) : -1;
  const offset = byDate >= 0 ? byDate : ahead.findIndex((day) => day.value === pick.deliveryDay);
  const day = ahead[offset];
  if (!day)
    return { ok: false, error: slotGoneText(undefined, pick.deliveryTime, settings.timeZone) };
  if (!(slotsOf(settings, now, offset) as string[]).includes(pick.deliveryTime)) {
    return { ok: false, error: slotGoneText(day, pick.deliveryTime, settings.timeZone) };
  }
  return {
    ok: true,
    deliveryTimeOption: formatDeliveryTimeOption(day, pick.deliveryTime, settings.timeZone),
  };
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
  /** Senin to Minggu, each "08:00–22:00", "24 jam" or "Tutup". */
  week: { day: string; hours: string; isToday: boolean }[];
};

/** The shop's hours as its pages show them, all text, computed where `now` is decided. */
export function describeShopHours(settings: ShopHoursSettings, now: Date): ShopHoursView {
  const status = shopStatus(settings, now);
  const { dayIndex } = clockOf(now, settings.timeZone);
  const zoneLabel = timeZoneLabel(settings.timeZone);
  const today = settings.hours[DAYS[dayIndex]];
  const todayHours = formatDayHours(today);
  return {
    isOpen: status.isOpen,
    closedText: status.closedText,
    todayText: `Hari ini: ${todayHours}${today.isOpen && todayHours !== "24 jam" ? ` ${zoneLabel}` : ""}`,
    zoneLabel,
    week: DAYS.map((day, index) => ({
      day: DAY_LABELS[day],
      hours: formatDayHours(settings.hours[day]),
      isToday: index === dayIndex,
    })),
  };
}

export const SHOP_HOURS_MESSAGES = {
  saved: "Jam operasional berhasil disimpan",
  saveFailed: "Gagal menyimpan jam operasional",
  timeZoneInvalid: "Pilih zona waktu WIB, WITA, atau WIT.",
  policyInvalid: "Pilih apa yang terjadi dengan pesanan saat toko tutup.",
} as const;

/**
 * A day as the editor posts it: its checkbox sends nothing when unticked, so a day without
 * `isOpen` is closed. The times of a closed day are kept for when it opens again.
 */
const editorDay = ZDayHoursSchema.extend({
  isOpen: z.boolean({ error: INVALID_VALUE_MESSAGE }).default(false),
});

/** The hours editor's input: the zone, the seven days and the closed-order policy. */
export const ZShopHoursSchema = z.object({
  timeZone: z.enum(SHOP_TIME_ZONE_VALUES, { error: SHOP_HOURS_MESSAGES.timeZoneInvalid }),
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
