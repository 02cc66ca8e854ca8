import { z } from "zod";
import { optionalText } from "./form-text";
import { formatDateTimeId, type ShopTimeZone } from "./shop-time";
import { escapeLike, phoneSearchDigits, SEARCH_MAX_LENGTH } from "./order-summary";

// The seller's customers, 'Pelanggan' (decision 069): one per WhatsApp number that ordered
// from the shop, with her orders, what they came to and the seller's own note and tags.

export const CUSTOMERS_PAGE_SIZE = 20;

export const CUSTOMER_MESSAGES = {
  empty: "Pelanggan muncul di sini setelah pesanan pertama masuk.",
  emptyFiltered: "Tidak ada pelanggan yang sesuai filter.",
  notFound: "Pelanggan tidak ditemukan",
  saved: "Catatan pelanggan disimpan",
  saveFailed: "Gagal menyimpan catatan pelanggan",
  tagInvalid: "Label hanya boleh berisi huruf, angka, spasi, atau tanda hubung",
  tagsTooMany: "Paling banyak 10 label",
} as const;

/** Tags the seller is offered; any other she types is kept as well. */
export const SUGGESTED_TAGS = ["langganan", "reseller", "grosir", "teman", "kantor"] as const;

export const CUSTOMER_NOTE_MAX = 1000;
export const TAG_MAX_LENGTH = 30;
export const TAGS_MAX = 10;

export const CUSTOMER_SORTS = ["terakhir", "pesanan", "belanja"] as const;
export type CustomerSort = (typeof CUSTOMER_SORTS)[number];
export const CUSTOMER_SORT_LABELS: Record<CustomerSort, string> = {
  terakhir: "Pesanan terakhir",
  pesanan: "Jumlah pesanan",
  belanja: "Total belanja",
};

/** Quick choices of 'new in a period': the last 7, 30 or 90 days, today included. */
export const NEW_PERIODS = ["7", "30", "90"] as const;
export type NewPeriod = (typeof NEW_PERIODS)[number];
export const NEW_PERIOD_LABELS: Record<NewPeriod, string> = {
  "7": "7 hari terakhir",
  "30": "30 hari terakhir",
  "90": "90 hari terakhir",
};

/**
 * What /admin/customers shows, all of it in the address: `q` (a name, or a number in any of
 * its forms), the sort (`urut`), repeat buyers only (`ulang=1`, two orders or more), those
 * whose first order falls in `dari`…`sampai` (days in the shop's zone) or in the last days
 * of `baru`, and one tag (`label`). Anything malformed is left out rather than refused.
 */
export type CustomerFilter = {
  q: string;
  sort: CustomerSort;
  isRepeat: boolean;
  newPeriod: NewPeriod | null;
  from: string | null;
  to: string | null;
  tag: string | null;
};

export const NO_CUSTOMER_FILTER: CustomerFilter = {
  q: "",
  sort: "terakhir",
  isRepeat: false,
  newPeriod: null,
  from: null,
  to: null,
  tag: null,
};

function parseDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : null;
}

export function parseCustomerFilter(params: URLSearchParams): CustomerFilter {
  const sort = params.get("urut");
  const period = params.get("baru");
  let from = parseDay(params.get("dari"));
  let to = parseDay(params.get("sampai"));
  if (from && to && from > to) [from, to] = [to, from];
  const newPeriod = NEW_PERIODS.find((value) => value === period) ?? null;
  const tag = normalizeTag(params.get("label") ?? "");
  return {
    q: (params.get("q") ?? "").trim().replace(/\s+/g, " ").slice(0, SEARCH_MAX_LENGTH),
    sort: CUSTOMER_SORTS.find((value) => value === sort) ?? "terakhir",
    isRepeat: params.get("ulang") === "1",
    // A quick choice takes the place of typed days.
    newPeriod,
    from: newPeriod ? null : from,
    to: newPeriod ? null : to,
    tag: tag && isValidTag(tag) ? tag : null,
  };
}

export function isCustomerFiltered(filter: CustomerFilter): boolean {
  return Boolean(
    filter.q || filter.isRepeat || filter.newPeriod || filter.from || filter.to || filter.tag,
  );
}

export function customerFilterParams(filter: CustomerFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.sort !== "terakhir") params.set("urut", filter.sort);
  if (filter.isRepeat) params.set("ulang", "1");
  if (filter.newPeriod) params.set("baru", filter.newPeriod);
  if (filter.from) params.set("dari", filter.from);
  if (filter.to) params.set("sampai", filter.to);
  if (filter.tag) params.set("label", filter.tag);
  return params;
}

export function customerListHref(filter: CustomerFilter, page = 1): string {
  const params = customerFilterParams(filter);
  if (page > 1) params.set("page", String(page));
  const query = params.toString();
  return query ? `/admin/customers?${query}` : "/admin/customers";
}

/** The first order's days a quick choice covers, ending `today` (YYYY-MM-DD). */
export function newPeriodDays(period: NewPeriod, today: string): { from: string; to: string } {
  const start = new Date(Date.parse(`${today}T00:00:00Z`) - (Number(period) - 1) * 86_400_000);
  return { from: start.toISOString().slice(0, 10), to: today };
}

/** What a search looks for: digits of a number in the phone, or else text in the name. */
export function customerSearchPattern(
  q: string,
): { column: "phone"; pattern: string } | { column: "name"; pattern: string } | null {
  if (!q) return null;
  const digits = phoneSearchDigits(q);
  if (digits) return { column: "phone", pattern: `%${escapeLike(digits)}%` };
  return { column: "name", pattern: `%${escapeLike(q.toLowerCase())}%` };
}

/** A tag as it is kept: lower case, single spaces. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, " ").toLowerCase();
}

export function isValidTag(tag: string): boolean {
  return tag.length > 0 && tag.length <= TAG_MAX_LENGTH && /^[\p{L}\p{N} -]+$/u.test(tag);
}

/** Tags as the customers table keeps them: ',langganan,reseller,'; '' for none. */
export function storedTags(tags: readonly string[]): string {
  return tags.length > 0 ? `,${tags.join(",")},` : "";
}

export function tagsOfStored(stored: string): string[] {
  return stored.split(",").filter(Boolean);
}

/** The form of a customer's page: her note and her tags, typed separated by commas. */
export const ZCustomerNoteSchema = z.object({
  intent: z.literal("save-customer"),
  note: optionalText(CUSTOMER_NOTE_MAX, { multiline: true }),
  tags: z
    .string()
    .max(TAGS_MAX * (TAG_MAX_LENGTH + 2))
    .optional()
    .transform((value) => [...new Set((value ?? "").split(",").map(normalizeTag).filter(Boolean))])
    .pipe(
      z
        .array(z.string().refine(isValidTag, { error: CUSTOMER_MESSAGES.tagInvalid }))
        .max(TAGS_MAX, { error: CUSTOMER_MESSAGES.tagsTooMany }),
    ),
});

export type CustomerListItem = {
  phone: string;
  name: string;
  orderCount: number;
  totalSpent: number;
  firstOrderAt: string;
  lastOrderAt: string;
  tags: string[];
  /** Up to three product names, most units first, of her orders not cancelled. */
  favourites: string[];
};

export type CustomerPage = {
  customers: CustomerListItem[];
  timeZone: ShopTimeZone;
  totalCount: number;
  page: number;
  totalPages: number;
};

export type CustomerOrder = {
  orderNumber: string;
  createdAt: string;
  status: string;
  total: number;
  items: string;
};

export type CustomerDetail = CustomerListItem & {
  timeZone: ShopTimeZone;
  note: string;
  orders: CustomerOrder[];
  /** Orders not cancelled. */
  activeOrderCount: number;
};

/** A number's address on the admin: its digits as stored. */
export function customerHref(phone: string): string {
  return `/admin/customers/${encodeURIComponent(phone)}`;
}

/** 'dd MMM yyyy' in the shop's zone: "22 Nov 2026". */
export function formatCustomerDate(instant: string, zone: ShopTimeZone): string {
  return formatDateTimeId(instant, zone).split(",")[0] ?? "";
}
