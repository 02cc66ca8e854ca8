import { formatDayHours, type DayHours } from "./operational-hours";
import { WEEKDAY_NAMES_ID } from "./shop-time";

// Special days (decision 064): a date or a range of dates on which a shop is closed ('Libur
// Lebaran') or keeps other hours than its week's. Dates are calendar days in the shop's zone
// as YYYY-MM-DD, both ends included. A special day decides the hours that begin on its date,
// as a day of the week does: the evening before may still run past midnight into it. The
// rules of domain/shop-hours.ts read a date's hours here; the texts customers and sellers
// read about special days are written here too, on the server, so shop pages get text only.

export const SPECIAL_DAY_KINDS = ["closed", "hours"] as const;
export type SpecialDayKind = (typeof SPECIAL_DAY_KINDS)[number];

export type SpecialDay = {
  id: string;
  /** YYYY-MM-DD in the shop's zone. */
  startDate: string;
  /** YYYY-MM-DD, the last day included; the start date for one day. */
  endDate: string;
  kind: SpecialDayKind;
  /** HH:MM for other hours; null for a closure. */
  openTime: string | null;
  closeTime: string | null;
  /** 'Libur Lebaran': required for a closure, optional for other hours. */
  reason: string | null;
};

/** Upcoming special days a shop may hold at once. */
export const MAX_SPECIAL_DAYS = 100;
/** How far ahead a special day may end, in days after today. */
export const MAX_SPECIAL_DAYS_AHEAD = 365;
/** The longest range, in days. */
export const MAX_SPECIAL_DAY_RANGE = 60;
export const SPECIAL_DAY_REASON_MAX = 60;

const MS_PER_DAY = 24 * 60 * 60 * 1000;
const MINUTES_PER_DAY = 24 * 60;

const MONTH_NAMES_ID = [
  "Januari",
  "Februari",
  "Maret",
  "April",
  "Mei",
  "Juni",
  "Juli",
  "Agustus",
  "September",
  "Oktober",
  "November",
  "Desember",
] as const;

const pad2 = (n: number) => String(n).padStart(2, "0");

/** Whether `text` is a real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: unknown): text is string {
  if (typeof text !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The date `days` after `date` (YYYY-MM-DD). */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY);
}

/** The date `offset` days after the shop's midnight (shopClock's `midnight`, local minutes). */
export function shopDateAt(midnight: number, offset: number): string {
  return new Date((midnight + offset * MINUTES_PER_DAY) * 60_000).toISOString().slice(0, 10);
}

const partsOf = (date: string) => {
  const at = new Date(`${date}T00:00:00Z`);
  return {
    day: at.getUTCDate(),
    month: at.getUTCMonth(),
    year: at.getUTCFullYear(),
    weekday: WEEKDAY_NAMES_ID[at.getUTCDay()],
  };
};

/** "Jumat, 3 April": a date as the shop's status names it. */
export function formatSpecialDate(date: string): string {
  const { day, month, weekday } = partsOf(date);
  return `${weekday}, ${day} ${MONTH_NAMES_ID[month]}`;
}

/** "Jumat, 03/04/2026": a date as the checkout writes its days. */
export function formatCheckoutDate(date: string): string {
  const { day, month, year, weekday } = partsOf(date);
  return `${weekday}, ${pad2(day)}/${pad2(month + 1)}/${year}`;
}

/** "3 Apr": a date beside a day of the week in the shop's hours. */
const shortDate = (date: string) => {
  const { day, month } = partsOf(date);
  return `${day} ${MONTH_NAMES_ID[month].slice(0, 3)}`;
};

/** The special day on `date`, if one falls on it. */
export function specialDayOn(
  days: readonly SpecialDay[] | undefined,
  date: string,
): SpecialDay | undefined {
  return days?.find((day) => day.startDate <= date && date <= day.endDate);
}

/** The hours a special day sets on its dates. */
export function specialDayHours(day: SpecialDay): DayHours {
  return day.kind === "closed" || !day.openTime || !day.closeTime
    ? { isOpen: false, openTime: "00:00", closeTime: "00:00" }
    : { isOpen: true, openTime: day.openTime, closeTime: day.closeTime };
}

/** The hours of the day `offset` days from today when a special day sets them. */
export type SpecialHours = (offset: number) => DayHours | undefined;

/** The lookup of special hours by day, from the shop's midnight; none without special days. */
export function specialHoursFrom(
  days: readonly SpecialDay[] | undefined,
  midnight: number,
): SpecialHours | undefined {
  if (!days || days.length === 0) return undefined;
  return (offset) => {
    const day = specialDayOn(days, shopDateAt(midnight, offset));
    return day ? specialDayHours(day) : undefined;
  };
}

/** Days after today the last special day ends, 0 when none is ahead. */
export function lastSpecialOffset(days: readonly SpecialDay[] | undefined, today: string): number {
  return Math.max(0, ...(days ?? []).map((day) => daysBetween(today, day.endDate)));
}

/**
 * The closure between today and the day `offset` days ahead (that day left out): what keeps
 * a shop closed until it opens again, named in its status.
 */
export function closureBefore(
  days: readonly SpecialDay[] | undefined,
  today: string,
  offset: number,
): SpecialDay | undefined {
  const until = addDays(today, offset);
  return days?.find(
    (day) => day.kind === "closed" && day.endDate >= today && day.startDate < until,
  );
}

/** "Libur Lebaran, buka lagi Jumat, 3 April 08:00 WIB": a closed shop's status. */
export function closureStatusText(reason: string, opening: string | null): string {
  return opening ? `${reason}, buka lagi ${opening}` : `${reason}, toko sedang tutup`;
}

/** "Senin, 30/03/2026 – Kamis, 02/04/2026", or one date. */
function checkoutRange(day: SpecialDay): string {
  return day.startDate === day.endDate
    ? formatCheckoutDate(day.startDate)
    : `${formatCheckoutDate(day.startDate)} – ${formatCheckoutDate(day.endDate)}`;
}

/**
 * Under the checkout's days: "Tutup Minggu, 29/03/2026 – Kamis, 02/04/2026: Libur Lebaran."
 * or "Jam khusus Minggu, 05/04/2026: 10:00–14:00 WIB (Halal bihalal)."
 */
export function specialDayNote(day: SpecialDay, zoneLabel: string): string {
  if (day.kind === "closed") return `Tutup ${checkoutRange(day)}: ${day.reason ?? "Libur"}.`;
  const hours = formatDayHours(specialDayHours(day));
  const zone = hours === "24 jam" ? "" : ` ${zoneLabel}`;
  return `Jam khusus ${checkoutRange(day)}: ${hours}${zone}${day.reason ? ` (${day.reason})` : ""}.`;
}

/** The special days that fall between two dates (both included), in date order. */
export function specialDaysWithin(
  days: readonly SpecialDay[] | undefined,
  from: string,
  to: string,
): SpecialDay[] {
  return (days ?? [])
    .filter((day) => day.endDate >= from && day.startDate <= to)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
}

/** The refusal of an order for a date the shop is closed on. */
export function closedDateText(date: string, reason: string | null): string {
  return `Toko tutup pada ${formatCheckoutDate(date)}${reason ? ` (${reason})` : ""}. Pilih hari pengiriman lain.`;
}

/** The refusal of a slot outside a date's special hours. */
export function specialHoursSlotText(day: SpecialDay, date: string, zoneLabel: string): string {
  const hours = formatDayHours(specialDayHours(day));
  return `Pada ${formatCheckoutDate(date)} toko hanya buka ${hours} ${zoneLabel}${
    day.reason ? ` (${day.reason})` : ""
  }. Pilih jam pengiriman lain.`;
}

/** Beside a day of the shop's week: "29 Mar · Libur Lebaran" or "5 Apr · Jam khusus". */
export function weekNote(day: SpecialDay, date: string): string {
  return `${shortDate(date)} · ${day.reason ?? (day.kind === "closed" ? "Libur" : "Jam khusus")}`;
}

/** After today's hours: " (Libur Lebaran)" or " (jam khusus)". */
export function todaySuffix(day: SpecialDay): string {
  return ` (${day.reason ?? (day.kind === "closed" ? "libur" : "jam khusus")})`;
}

/** "Minggu, 29 Maret 2026 – Kamis, 2 April 2026" on the seller's list. */
export function formatSpecialRange(day: Pick<SpecialDay, "startDate" | "endDate">): string {
  const one = (date: string) => `${formatSpecialDate(date)} ${partsOf(date).year}`;
  return day.startDate === day.endDate
    ? one(day.startDate)
    : `${one(day.startDate)} – ${one(day.endDate)}`;
}

/** "Tutup · Libur Lebaran" or "Jam khusus 10:00–14:00 · Halal bihalal" on the seller's list. */
export function describeSpecialDay(day: SpecialDay): string {
  const what =
    day.kind === "closed" ? "Tutup" : `Jam khusus ${formatDayHours(specialDayHours(day))}`;
  return day.reason ? `${what} · ${day.reason}` : what;
}

export const SPECIAL_DAY_MESSAGES = {
  added: "Hari khusus berhasil ditambahkan",
  addFailed: "Gagal menambahkan hari khusus",
  deleted: "Hari khusus berhasil dihapus",
  deleteFailed: "Gagal menghapus hari khusus",
  dateInvalid: "Pilih tanggal yang valid.",
  startPast: "Tanggal tidak boleh sebelum hari ini.",
  endBeforeStart: "Tanggal selesai tidak boleh sebelum tanggal mulai.",
  tooFar: `Tanggal paling jauh ${MAX_SPECIAL_DAYS_AHEAD} hari dari hari ini.`,
  rangeTooLong: `Satu rentang paling lama ${MAX_SPECIAL_DAY_RANGE} hari.`,
  tooMany: `Maksimal ${MAX_SPECIAL_DAYS} hari khusus yang akan datang. Hapus yang tidak dipakai lagi.`,
  reasonRequired: "Tulis keterangan libur, contoh: Libur Lebaran.",
  kindInvalid: "Pilih Tutup atau Jam khusus.",
  timesRequired: "Isi jam buka dan jam tutup untuk jam khusus.",
  notFound: "Hari khusus tidak ditemukan. Muat ulang halaman lalu coba lagi.",
} as const;

/** The refusal of a date range that overlaps one already set. */
export function overlapText(existing: SpecialDay): string {
  return `Tanggal ini bertabrakan dengan ${formatSpecialRange(existing)} (${describeSpecialDay(existing)}). Hapus yang lama dulu atau pilih tanggal lain.`;
}

/** A special day on the seller's list, with its dates and what it does written out. */
export type OwnSpecialDay = SpecialDay & { rangeText: string; description: string };

/** The seller's 'Libur & Jam Khusus' page. */
export type OwnSpecialDays = {
  /** Today and on, in date order; past ones have dropped off. */
  upcoming: OwnSpecialDay[];
  /** Today in the shop's zone (YYYY-MM-DD): the earliest date the form takes. */
  today: string;
  zoneLabel: string;
};

/** A new special day's dates and kind as the form gives them, checked. */
export type NewSpecialDay = Omit<SpecialDay, "id">;

/**
 * Why a new special day cannot be added next to the shop's upcoming ones, today being
 * `today` in its zone: its field and the message, or null when it can.
 */
export function specialDayProblem(
  entry: NewSpecialDay,
  upcoming: readonly SpecialDay[],
  today: string,
): { field: "startDate" | "endDate" | "form"; message: string } | null {
  if (entry.startDate < today)
    return { field: "startDate", message: SPECIAL_DAY_MESSAGES.startPast };
  if (entry.endDate < entry.startDate) {
    return { field: "endDate", message: SPECIAL_DAY_MESSAGES.endBeforeStart };
  }
  if (daysBetween(today, entry.endDate) > MAX_SPECIAL_DAYS_AHEAD) {
    return { field: "endDate", message: SPECIAL_DAY_MESSAGES.tooFar };
  }
  if (daysBetween(entry.startDate, entry.endDate) + 1 > MAX_SPECIAL_DAY_RANGE) {
    return { field: "endDate", message: SPECIAL_DAY_MESSAGES.rangeTooLong };
  }
  const future = upcoming.filter((day) => day.endDate >= today);
  const overlapping = future.find(
    (day) => day.startDate <= entry.endDate && entry.startDate <= day.endDate,
  );
  if (overlapping) return { field: "startDate", message: overlapText(overlapping) };
  if (future.length >= MAX_SPECIAL_DAYS)
    return { field: "form", message: SPECIAL_DAY_MESSAGES.tooMany };
  return null;
}
