import { sql, type Transaction } from "kysely";
import { prepared } from "../db/prepared";
import type { Database, ShopDailyCountsTable } from "../db/schema";
import type { ItemKind } from "#domain/counted-events";
import { COUNTED_TABLES } from "./counting";

// The daily roll-ups (decision 025) are added to in the transaction that writes what they
// count: a view or click with its history row, an order with its lines, a status change
// with its history. So they always equal what they sum, on both databases, and the trends
// never read history or orders.

export type ShopCountColumn = Exclude<keyof ShopDailyCountsTable, "brand_id" | "day">;

const SHOP_COLUMNS = [
  "page_views",
  "visits",
  "link_clicks",
  "product_opens",
  "visits_with_product",
  "visits_with_cart",
  "visits_with_checkout",
  "orders_placed",
  "orders_finished",
  "orders_cancelled",
  "revenue",
  "revenue_paid",
  "delivery_fees",
  "new_customers",
  "returning_customers",
  "orders_whatsapp",
  "orders_phone",
  "orders_walk_in",
] as const satisfies readonly ShopCountColumn[];

const ITEM_ROLLUPS = {
  link: "link_daily_counts",
  product: "product_daily_counts",
  store: "store_daily_counts",
} as const;

type ItemDay = { kind: ItemKind; id: string; day: string; views: number; clicks: number };
type ShopDay = { brandId: string; day: string } & Record<ShopCountColumn, number>;

/** Counts gathered for one write, then added to their days in a few statements. */
export class DailyCounts {
  readonly #items = new Map<string, ItemDay>();
  readonly #shops = new Map<string, ShopDay>();

  addItem(kind: ItemKind, id: string, day: string, counter: "views" | "clicks", amount = 1) {
    const key = `${kind} ${id} ${day}`;
    const entry = this.#items.get(key) ?? { kind, id, day, views: 0, clicks: 0 };
    entry[counter] += amount;
    this.#items.set(key, entry);
  }

  addShop(brandId: string, day: string, column: ShopCountColumn, amount = 1) {
    const key = `${brandId} ${day}`;
    let entry = this.#shops.get(key);
    if (!entry) {
      entry = { brandId, day, ...Object.fromEntries(SHOP_COLUMNS.map((c) => [c, 0])) } as ShopDay;
      this.#shops.set(key, entry);
    }
    entry[column] += amount;
  }

  async write(trx: Transaction<Database>): Promise<void> {
    for (const kind of Object.keys(ITEM_ROLLUPS) as ItemKind[]) {
      const rows = [...this.#items.values()].filter((entry) => entry.kind === kind);
      const rollup = ITEM_ROLLUPS[kind];
      const key = COUNTED_TABLES[kind].parentKey;
      for (let start = 0; start < rows.length; start += 200) {
        const values = rows
          .slice(start, start + 200)
          .map((row) => sql`(${row.id}, ${row.day}, ${row.views}, ${row.clicks})`);
        await sql`
          insert into ${sql.table(rollup)} (${sql.ref(key)}, day, views, clicks)
          values ${sql.join(values)}
          on conflict (${sql.ref(key)}, day) do update set
            views = ${sql.ref(`${rollup}.views`)} + excluded.views,
            clicks = ${sql.ref(`${rollup}.clicks`)} + excluded.clicks`.execute(trx);
      }
    }
    const shops = [...this.#shops.values()];
    for (let start = 0; start < shops.length; start += 100) {
      await addShopDays(trx, shops.slice(start, start + 100));
    }
  }
}

/** Adds to one shop's day, e.g. an order placed or a status changed. */
export async function addToShopDay(
  trx: Transaction<Database>,
  brandId: string,
  day: string,
  changes: Partial<Record<ShopCountColumn, number>>,
): Promise<void> {
  const row = { brandId, day, ...Object.fromEntries(SHOP_COLUMNS.map((c) => [c, 0])) } as ShopDay;
  for (const [column, amount] of Object.entries(changes)) row[column as ShopCountColumn] += amount;
  await addShopDays(trx, [row]);
}

/** One shop's day added to, the query an order runs: compiled once. */
const shopDayAdd = prepared<ShopDay, never>((db, parameter) => {
  const query = shopDayUpsert(parameter("brandId"), parameter("day"), (c) => parameter(c));
  return { compile: () => query.compile(db) };
});

/**
 * The statement adding to a shop's day in parentheses, for a query that writes it together
 * with other rows (an order's own statement on PostgreSQL, order-store.ts).
 */
export function shopDayUpsertInParentheses(...args: Parameters<typeof shopDayUpsert>) {
  return sql<never>`(${shopDayUpsert(...args)})`;
}

/** The statement adding `amount`s to a shop's day. */
function shopDayUpsert(
  brandId: unknown,
  day: unknown,
  amount: (column: ShopCountColumn) => unknown,
) {
  const values = [brandId, day, ...SHOP_COLUMNS.map(amount)];
  return sql<never>`insert into shop_daily_counts (brand_id, day, ${sql.join(SHOP_COLUMNS.map((c) => sql.ref(c)))})
    values (${sql.join(values)})
    on conflict (brand_id, day) do update set ${sql.join(shopDayUpdates())}`;
}

function shopDayUpdates() {
  return SHOP_COLUMNS.map(
    (column) =>
      sql`${sql.ref(column)} = ${sql.ref(`shop_daily_counts.${column}`)} + excluded.${sql.ref(column)}`,
  );
}

async function addShopDays(trx: Transaction<Database>, rows: ShopDay[]): Promise<void> {
  if (rows.length === 1) {
    await shopDayAdd(trx, rows[0]!);
    return;
  }
  const values = rows.map(
    (row) => sql`(${sql.join([row.brandId, row.day, ...SHOP_COLUMNS.map((c) => row[c])])})`,
  );
  const updates = shopDayUpdates();
  await sql`
    insert into shop_daily_counts (brand_id, day, ${sql.join(SHOP_COLUMNS.map((c) => sql.ref(c)))})
    values ${sql.join(values)}
    on conflict (brand_id, day) do update set ${sql.join(updates)}`.execute(trx);
}
