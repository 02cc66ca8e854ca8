// 'Daftar Produksi': what the kitchen makes for a day or a range of due days (decision 063).
// Every product with its choices, summed over the orders due then that are not cancelled,
// with the orders behind each line. The days are due days as the orders list reads them
// (decision 062): the shop's calendar, an order's day the start of its slot.

import {
  formatScheduleDay,
  isSchedulePreset,
  presetDays,
  SCHEDULE_PARAM,
  SCHEDULE_PRESET_LABELS,
  type SchedulePreset,
} from "./order-schedule";
import type { OrderFilter } from "./order-summary";
import { calendarDayIn, getZonedParts, type ShopTimeZone } from "./shop-time";

export const PRODUCTION_TEXTS = {
  title: "Daftar Produksi",
  intro: "Jumlah yang harus dibuat per produk dan pilihan, dari pesanan yang belum dibatalkan.",
  empty: "Tidak ada pesanan untuk dibuat pada jadwal ini.",
  emptyHint: "Pesanan yang dibatalkan tidak dihitung.",
  orders: "Pesanan",
  total: "Total",
  print: "Cetak",
  csv: "Unduh CSV",
  xlsx: "Unduh Excel",
  shortened: "Rentang paling lama 31 hari: daftar ini sampai",
  pickDays: "Pilih tanggal",
  from: "Dari",
  to: "Sampai (opsional)",
  show: "Tampilkan",
  back: "Kembali",
  printedAt: "Dicetak",
} as const;

/** The longest range of due days one list covers (a month of a busy shop's orders). */
export const MAX_PRODUCTION_DAYS = 31;

/** The day picker's quick choices: the list opens on tomorrow, what a baker plans for. */
export const PRODUCTION_PRESETS = ["hari-ini", "besok", "minggu-ini"] as const;
export const DEFAULT_PRODUCTION_PRESET: SchedulePreset = "besok";

/** The print page's paper, in the address as `kertas`: A4 (the default) or a 58 mm strip. */
export const PAPER_PARAM = "kertas";
export const PAPERS = ["a4", "58mm"] as const;
export type Paper = (typeof PAPERS)[number];
export const PAPER_LABELS: Record<Paper, string> = { a4: "A4", "58mm": "58 mm" };

export function parsePaper(value: string | null): Paper {
  return value === "58mm" ? "58mm" : "a4";
}

/** The due days a list covers (YYYY-MM-DD, both included), and the quick choice, if any. */
export type ProductionDays = {
  preset: SchedulePreset | null;
  from: string;
  to: string;
  /** The range asked for was longer than MAX_PRODUCTION_DAYS and ends earlier. */
  isShortened: boolean;
};

function parseDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
function dayCount(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * The days an address asks for: typed days (`dari`, and `sampai` for a range; days typed
 * the wrong way round mean the days between), else a quick choice (`jadwal`), else tomorrow
 * on the shop's calendar at `now`. Anything malformed is left out rather than refused.
 */
export function parseProductionDays(
  params: URLSearchParams,
  now: Date,
  zone: ShopTimeZone,
): ProductionDays {
  let from = parseDay(params.get("dari"));
  let to = parseDay(params.get("sampai")) ?? from;
  if (from && to) {
    if (from > to) [from, to] = [to, from];
    const isShortened = dayCount(from, to) > MAX_PRODUCTION_DAYS;
    return {
      preset: null,
      from,
      to: isShortened ? addDays(from, MAX_PRODUCTION_DAYS - 1) : to,
      isShortened,
    };
  }
  const raw = params.get(SCHEDULE_PARAM);
  const preset = isSchedulePreset(raw) ? raw : DEFAULT_PRODUCTION_PRESET;
  return { preset, ...presetDays(preset, now, zone), isShortened: false };
}

/** The address parameters of a list's days: the quick choice, or the typed days. */
export function productionParams(days: Pick<ProductionDays, "preset" | "from" | "to">) {
  const params = new URLSearchParams();
  if (days.preset) params.set(SCHEDULE_PARAM, days.preset);
  else {
    params.set("dari", days.from);
    if (days.to !== days.from) params.set("sampai", days.to);
  }
  return params;
}

export function productionHref(
  days: Pick<ProductionDays, "preset" | "from" | "to">,
  page: "list" | "print" = "list",
  paper?: Paper,
): string {
  const params = productionParams(days);
  if (paper) params.set(PAPER_PARAM, paper);
  return `/admin/production${page === "print" ? "/print" : ""}?${params.toString()}`;
}

/** "Besok · Rabu, 2 Des 2026", or "Senin, 30 Nov 2026 – Minggu, 6 Des 2026". */
export function productionDaysLabel(days: Pick<ProductionDays, "preset" | "from" | "to">) {
  const span =
    days.from === days.to
      ? formatScheduleDay(days.from)
      : `${formatScheduleDay(days.from)} – ${formatScheduleDay(days.to)}`;
  return days.preset ? `${SCHEDULE_PRESET_LABELS[days.preset]} · ${span}` : span;
}

/** One option value a line was ordered with. */
export type ProductionChoice = { name: string; value: string };

/** An order behind a line, and how many of the line it holds. */
export type ProductionOrder = { orderNumber: string; quantity: number };

/**
 * A product's line for one set of choices. The orders behind it, by due time, are two lists
 * of values, the i-th units belonging to the i-th number (read them with lineOrders): a week
 * of a busy kitchen lists thousands, which travel to the page far lighter than an object each.
 */
export type ProductionLine = {
  choices: ProductionChoice[];
  quantity: number;
  orderNumbers: string[];
  orderQuantities: number[];
};

/** The orders behind a line, by due time. */
export function lineOrders(line: ProductionLine): ProductionOrder[] {
  return line.orderNumbers.map((orderNumber, index) => ({
    orderNumber,
    quantity: line.orderQuantities[index]!,
  }));
}

export type ProductionProduct = { name: string; quantity: number; lines: ProductionLine[] };

export type ProductionList = ProductionDays & {
  timeZone: ShopTimeZone;
  products: ProductionProduct[];
  /** When each order behind the list is due (the start of its slot), by its number. */
  dueAt: Record<string, string>;
  /** Orders the list is made from, and the units in it. */
  orderCount: number;
  unitCount: number;
};

/**
 * What the database reads: the units of one product with one set of choices in one line of
 * an order (an order's lines of the same product and choices are added up by the fold).
 * `choices` is the line's options in their order, each "name\u001Fvalue", joined by
 * "\u001E" (null: none); `productKey` tells products apart (their id, or the stored name of
 * a product since deleted).
 */
export type ProductionRow = {
  productKey: string;
  productName: string;
  /** The product's place in the shop's catalogue; null for a product since deleted. */
  displayOrder: number | null;
  choices: string | null;
  orderNumber: string;
  dueAt: string;
  quantity: number;
};

export const CHOICE_NAME_SEPARATOR = "\u001F";
export const CHOICE_SEPARATOR = "\u001E";

/**
 * A line's choices as the one text an order line keeps and the list groups by: each
 * "name\u001Fvalue" in the order chosen, joined by "\u001E"; "" for none.
 */
export function lineChoicesKey(options: readonly ProductionChoice[]): string {
  return options
    .map((option) => `${option.name}${CHOICE_NAME_SEPARATOR}${option.value}`)
    .join(CHOICE_SEPARATOR);
}

function parseChoices(choices: string | null): ProductionChoice[] {
  if (!choices) return [];
  return choices.split(CHOICE_SEPARATOR).map((choice) => {
    const at = choice.indexOf(CHOICE_NAME_SEPARATOR);
    return { name: choice.slice(0, at), value: choice.slice(at + 1) };
  });
}

const byText = (a: string, b: string) => a.localeCompare(b, "id");
/** The line's values as one text to sort by: a line without choices sorts first. */
const valuesText = (choices: readonly ProductionChoice[]) =>
  choices.map((choice) => choice.value).join(", ");

/**
 * The rows folded into the list: products in the shop's catalogue order (products since
 * deleted last, by name), each product's lines by their choices (none first), each line's orders by due
 * time.
 */
export function foldProductionRows(rows: readonly ProductionRow[]): {
  products: ProductionProduct[];
  dueAt: Record<string, string>;
} {
  type Line = { choices: ProductionChoice[]; quantity: number; orders: Map<string, number> };
  const products = new Map<
    string,
    { name: string; displayOrder: number | null; lines: Map<string, Line> }
  >();
  const dueAt: Record<string, string> = {};
  for (const row of rows) {
    let product = products.get(row.productKey);
    if (!product) {
      product = { name: row.productName, displayOrder: row.displayOrder, lines: new Map() };
      products.set(row.productKey, product);
    }
    const key = row.choices ?? "";
    let line = product.lines.get(key);
    if (!line) {
      line = { choices: parseChoices(row.choices), quantity: 0, orders: new Map() };
      product.lines.set(key, line);
    }
    const quantity = Number(row.quantity);
    line.quantity += quantity;
    // An order's lines of one product and choices are one entry of the line.
    line.orders.set(row.orderNumber, (line.orders.get(row.orderNumber) ?? 0) + quantity);
    dueAt[row.orderNumber] = row.dueAt;
  }
  const byDueTime = (a: string, b: string) =>
    dueAt[a]!.localeCompare(dueAt[b]!) || a.localeCompare(b);
  const listed = [...products.values()]
    .sort(
      (a, b) =>
        (a.displayOrder ?? Number.MAX_SAFE_INTEGER) - (b.displayOrder ?? Number.MAX_SAFE_INTEGER) ||
        byText(a.name, b.name),
    )
    .map((product) => {
      const lines = [...product.lines.values()]
        .sort((a, b) => byText(valuesText(a.choices), valuesText(b.choices)))
        .map((line): ProductionLine => {
          const orderNumbers = [...line.orders.keys()].sort(byDueTime);
          return {
            choices: line.choices,
            quantity: line.quantity,
            orderNumbers,
            orderQuantities: orderNumbers.map((number) => line.orders.get(number)!),
          };
        });
      return {
        name: product.name,
        quantity: lines.reduce((sum, line) => sum + line.quantity, 0),
        lines,
      };
    });
  return { products: listed, dueAt };
}

/** The choices as the kitchen reads them: "Besar, Keju"; none: "Tanpa pilihan". */
export function choicesText(choices: readonly ProductionChoice[]): string {
  return choices.length ? choices.map((choice) => choice.value).join(", ") : NO_CHOICES;
}

export const NO_CHOICES = "Tanpa pilihan";

/** The choices with their options named, for a file: "Ukuran: Besar, Topping: Keju". */
export function namedChoicesText(choices: readonly ProductionChoice[]): string {
  const groups: { name: string; values: string[] }[] = [];
  for (const { name, value } of choices) {
    const last = groups.at(-1);
    if (last?.name === name) last.values.push(value);
    else groups.push({ name, values: [value] });
  }
  return groups.map(({ name, values }) => `${name}: ${values.join(", ")}`).join(", ");
}

const pad2 = (n: number) => String(n).padStart(2, "0");

/**
 * When an order behind a line is due, as short as the list allows: "10:00" on a one-day
 * list, "1/12 10:00" on a range.
 */
export function orderDueText(dueAt: string, zone: ShopTimeZone, isOneDay: boolean): string {
  const { hour, minute } = getZonedParts(new Date(dueAt), zone);
  const time = `${pad2(hour)}:${pad2(minute)}`;
  if (isOneDay) return time;
  const [, month, day] = calendarDayIn(dueAt, zone).split("-").map(Number) as [
    number,
    number,
    number,
  ];
  return `${day}/${month} ${time}`;
}

/** "ORD20261201 (2)": an order and its units of the line, as a file writes them. */
export function lineOrdersText(line: ProductionLine): string {
  return lineOrders(line)
    .map((order) => `${order.orderNumber} (${order.quantity})`)
    .join(", ");
}

/** The columns of the list's CSV and workbook. */
export const PRODUCTION_FILE_HEADER = ["Produk", "Pilihan", "Jumlah", "Pesanan"] as const;

/** `produksi-{username}-{from}.csv`, or `…-{from}-sampai-{to}.xlsx` for a range. */
export function productionFileName(
  username: string,
  days: Pick<ProductionDays, "from" | "to">,
  format: "csv" | "xlsx",
): string {
  const safe = username.replace(/[^a-z0-9_-]/gi, "") || "toko";
  const span = days.from === days.to ? days.from : `${days.from}-sampai-${days.to}`;
  return `produksi-${safe}-${span}.${format}`;
}

/**
 * The production list of the due days an orders list is filtered by (a quick choice, or
 * typed due days), or null when the list is not narrowed to due days.
 */
export function productionHrefOfOrderFilter(
  filter: Pick<OrderFilter, "schedule" | "dateKind" | "from" | "to">,
): string | null {
  if (filter.schedule) return productionHref({ preset: filter.schedule, from: "", to: "" });
  const from = filter.from ?? filter.to;
  if (filter.dateKind !== "jadwal" || !from) return null;
  return productionHref({ preset: null, from, to: filter.to ?? from });
}
