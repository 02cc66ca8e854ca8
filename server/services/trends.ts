import {
  buildItemTrends,
  buildShopTrends,
  ITEM_TREND_LABELS,
  trendRanges,
  type ItemTrends,
  type ShopDay,
  type ShopTrends,
  type TrendPeriod,
} from "#domain/trends";
import { calendarDayIn } from "#domain/shop-time";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { AppError, parseId } from "../errors";
import { brandTimeZone } from "./admin-orders";
import { ownedBy } from "./brand-scope";

// The seller's trends (decision 025): read from the daily roll-ups, at most two periods of
// rows per shop or item (180 for 90 days), whatever the size of the history behind them.

export type TrendsContext = { db: Db };

/** The admin home's figures for the owner's shop: the period ending today in its zone. */
export async function getShopTrends(
  context: TrendsContext,
  owner: BrandOwner,
  period: TrendPeriod,
  now: Date = new Date(),
): Promise<ShopTrends> {
  const today = calendarDayIn(now, await brandTimeZone(context.db, owner));
  const { previousFrom } = trendRanges(today, period);
  const rows = await shopDaysQuery(context.db, owner, previousFrom, today).execute();
  return buildShopTrends(rows.map(shopDayOf), today, period);
}

/** The shop's days from `from` to `to` (YYYY-MM-DD, both included). */
export function shopDaysQuery(db: Db, owner: BrandOwner, from: string, to: string) {
  return db
    .selectFrom("shop_daily_counts")
    .selectAll()
    .where(ownedBy(owner))
    .where("day", ">=", from)
    .where("day", "<=", to);
}

function shopDayOf(row: {
  day: string;
  page_views: number;
  visits: number;
  link_clicks: number;
  product_opens: number;
  visits_with_product: number;
  visits_with_cart: number;
  visits_with_checkout: number;
  orders_placed: number;
  orders_finished: number;
  orders_cancelled: number;
  revenue: number | string;
  revenue_paid: number | string;
  delivery_fees?: number | string;
  new_customers?: number;
  returning_customers?: number;
  orders_whatsapp?: number;
  orders_phone?: number;
  orders_walk_in?: number;
}): ShopDay {
  return {
    day: row.day,
    pageViews: row.page_views,
    visits: row.visits,
    linkClicks: row.link_clicks,
    productOpens: row.product_opens,
    visitsWithProduct: row.visits_with_product,
    visitsWithCart: row.visits_with_cart,
    visitsWithCheckout: row.visits_with_checkout,
    ordersPlaced: row.orders_placed,
    ordersFinished: row.orders_finished,
    ordersCancelled: row.orders_cancelled,
    revenue: Number(row.revenue),
    revenuePaid: Number(row.revenue_paid),
    deliveryFees: Number(row.delivery_fees ?? 0),
    newCustomers: Number(row.new_customers ?? 0),
    returningCustomers: Number(row.returning_customers ?? 0),
    ordersWhatsapp: Number(row.orders_whatsapp ?? 0),
    ordersPhone: Number(row.orders_phone ?? 0),
    ordersWalkIn: Number(row.orders_walk_in ?? 0),
  };
}

export type TrendedItemKind = keyof typeof ITEM_TREND_LABELS;

const ITEMS = {
  link: { table: "links", rollup: "link_daily_counts", key: "link_id", name: "title" },
  product: { table: "products", rollup: "product_daily_counts", key: "product_id", name: "name" },
} as const;

export const ITEM_NOT_FOUND = {
  link: "Link tidak ditemukan",
  product: "Produk tidak ditemukan. Mungkin sudah dihapus; muat ulang halaman.",
} as const;

/** One of the owner's links or products, day by day; another shop's is not found. */
export async function getItemTrends(
  context: TrendsContext,
  owner: BrandOwner,
  kind: TrendedItemKind,
  itemId: unknown,
  period: TrendPeriod,
  now: Date = new Date(),
): Promise<ItemTrends & { name: string }> {
  const id = parseId(itemId, ITEM_NOT_FOUND[kind]);
  const item = await trendedItemQuery(context.db, owner, kind, id).executeTakeFirst();
  if (!item) throw new AppError("NOT_FOUND", ITEM_NOT_FOUND[kind]);

  const today = calendarDayIn(now, await brandTimeZone(context.db, owner));
  const { previousFrom } = trendRanges(today, period);
  const rows = await itemDaysQuery(context.db, kind, id, previousFrom, today).execute();
  return {
    name: item.title,
    ...buildItemTrends(rows, today, period, ITEM_TREND_LABELS[kind]),
  };
}

/** One of the shop's links or products, by its id: its name. */
export function trendedItemQuery(db: Db, owner: BrandOwner, kind: TrendedItemKind, id: string) {
  const { table, name } = ITEMS[kind];
  return db
    .selectFrom(table)
    .select(`${name} as title` as "title")
    .where("id", "=", id)
    .where(ownedBy(owner));
}

/** An item's days from `from` to `to` (YYYY-MM-DD, both included). */
export function itemDaysQuery(db: Db, kind: TrendedItemKind, id: string, from: string, to: string) {
  const { rollup, key } = ITEMS[kind];
  return db
    .selectFrom(rollup as "link_daily_counts")
    .select(["day", "views", "clicks"])
    .where(key as "link_id", "=", id)
    .where("day", ">=", from)
    .where("day", "<=", to);
}
