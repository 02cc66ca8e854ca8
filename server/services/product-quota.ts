import { sql, type QueryCreator, type Transaction } from "kysely";
import { isoDayOf, unitsLeft, wantedQuantities, type QuotaLeft } from "#domain/product-quota";
import type { OrderingWindow } from "#domain/shop-hours";
import type { Db } from "../db/database";
import { isPostgres, preparedForIds, type AmongIds } from "../db/prepared";
import type { Database } from "../db/schema";

// A daily quota per product (decision 060). Every order not cancelled adds its units to
// product_daily_quantities, one row per product and due day, in the order's own
// transaction; a cancellation takes them off in its own. A day's count is one row read
// through the table's key, however many orders the shop has. The order takes its units
// with one conditional upsert: a product whose quota has no room for them is not written,
// and the order is refused (QuotaFullError rolls its transaction back). The row's lock
// (PostgreSQL's ON CONFLICT DO UPDATE waits for the row and checks its latest version) or
// the write lock (SQLite) makes concurrent orders take turns, so a quota is never passed.

/** An order for more units of a product than its quota has left on the order's due day. */
export class QuotaFullError extends Error {
  constructor(readonly productId: string) {
    super(`daily quota of product ${productId} is full`);
  }
}

/** Above any quota: a product without one is always written. */
const NO_QUOTA = 2_147_483_647;

/**
 * Those of the products `among` ids that have a quota. `isLocked`: read under a share lock
 * (PostgreSQL), so that a quota being set waits for the orders in flight and the orders after
 * it see it (see takeQuota).
 */
export function quotaProductsStatement(
  db: QueryCreator<Database>,
  among: AmongIds,
  { isLocked }: { isLocked: boolean },
) {
  const query = db
    .selectFrom("products")
    .select("id")
    .where(among("id"))
    .where("daily_quota", "is not", null);
  return isLocked ? query.forShare() : query;
}

const quotaProducts = preparedForIds<Record<never, never>, { id: string }>((db, among) =>
  quotaProductsStatement(db, among, { isLocked: isPostgres(db) }),
);

/**
 * Adds the order's units to the due day of each of its products that has a quota, inside
 * the order's transaction, while they fit. Products without one are not counted: every order
 * writing one row per product and day made a burst of orders queue on those rows; a quota
 * set later counts the orders already placed (`recountQuota`). The quotas are read in the
 * order's transaction (`quotaProductsStatement`) — here, or before, when the order's
 * transaction has read them already (`withQuota`: order-store.ts reads them with the
 * customer's order limit on PostgreSQL). Products are written in id order, so two orders
 * never wait on each other's rows in a cycle.
 */
export async function takeQuota(
  trx: Transaction<Database>,
  lines: readonly { productId: string; quantity: number }[],
  day: string,
  withQuota?: ReadonlySet<string>,
): Promise<void> {
  const all = wantedQuantities(lines);
  if (all.size === 0) return;
  const quota =
    withQuota ?? new Set((await quotaProducts(trx, [...all.keys()], {})).rows.map((row) => row.id));
  const wanted = [...all]
    .filter(([productId]) => quota.has(productId))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (wanted.length === 0) return;
  const rows = wanted.map(
    ([productId, quantity]) =>
      sql`select id, cast(${day} as text), cast(${quantity} as integer) from products
        where id = ${productId} and (daily_quota is null or daily_quota >= ${quantity})`,
  );
  const { rows: written } = await sql<{ product_id: string }>`
    insert into product_daily_quantities (product_id, day, quantity)
    ${sql.join(rows, sql` union all `)}
    on conflict (product_id, day) do update
      set quantity = product_daily_quantities.quantity + excluded.quantity
      where product_daily_quantities.quantity + excluded.quantity <= coalesce(
        (select daily_quota from products where products.id = excluded.product_id),
        ${NO_QUOTA})
    returning product_id`.execute(trx);
  const taken = new Set(written.map((row) => row.product_id));
  const short = wanted.find(([productId]) => !taken.has(productId));
  if (short) throw new QuotaFullError(short[0]);
}

/**
 * Gives back what a cancelled order took of its products' due day (decision 060), inside
 * the cancellation's transaction. An order without a due day (placed before quotas) took
 * nothing.
 */
export async function giveBackQuota(trx: Transaction<Database>, orderId: string): Promise<void> {
  const order = await trx
    .selectFrom("orders")
    .select("due_day")
    .where("id", "=", orderId)
    .executeTakeFirst();
  const day = order?.due_day ?? null;
  if (day === null) return;
  const lines = await trx
    .selectFrom("order_products")
    .select(["product_id", "quantity"])
    .where("order_id", "=", orderId)
    .where("product_id", "is not", null)
    .execute();
  const quantities = wantedQuantities(
    lines.map((line) => ({ productId: line.product_id!, quantity: Number(line.quantity) })),
  );
  for (const productId of [...quantities.keys()].sort()) {
    await trx
      .updateTable("product_daily_quantities")
      .set((eb) => ({ quantity: eb("quantity", "-", quantities.get(productId)!) }))
      .where("product_id", "=", productId)
      .where("day", "=", day)
      .execute();
  }
}

/**
 * Counts a product's orders not cancelled into its due days afresh, in the transaction that
 * gives it a quota (or takes it away: then it counts nothing). While it had none its orders
 * were not counted (`takeQuota`).
 */
export async function recountQuota(
  trx: Transaction<Database>,
  productId: string,
  hasQuota: boolean,
): Promise<void> {
  await trx.deleteFrom("product_daily_quantities").where("product_id", "=", productId).execute();
  if (!hasQuota) return;
  await sql`
    insert into product_daily_quantities (product_id, day, quantity)
    select order_products.product_id, orders.due_day, sum(order_products.quantity)
    from order_products join orders on orders.id = order_products.order_id
    where order_products.product_id = ${productId}
      and orders.due_day is not null
      and orders.status <> ${sql.lit("dibatalkan")}
    group by order_products.product_id, orders.due_day`.execute(trx);
}

/** Those of `productIds` that are the brand's and have a quota, with it. */
export function productQuotasQuery(
  db: Db | Transaction<Database>,
  brandId: string,
  productIds: readonly string[],
) {
  return db
    .selectFrom("products")
    .select(["id", "daily_quota"])
    .where("brand_id", "=", brandId)
    .where("id", "in", [...productIds])
    .where("daily_quota", "is not", null);
}

/** The units counted of `productIds` on `days`, through the roll-up's key. */
export function quotaDaysQuery(
  db: Db | Transaction<Database>,
  productIds: readonly string[],
  days: readonly string[],
) {
  return db
    .selectFrom("product_daily_quantities")
    .select(["product_id", "day", "quantity"])
    .where("product_id", "in", [...productIds])
    .where("day", "in", [...days]);
}

/**
 * Units left per day (YYYY-MM-DD) of each of `productIds` that is the brand's and has a
 * quota; a product without one is absent.
 */
export async function readQuotaLeft(
  db: Db | Transaction<Database>,
  brandId: string,
  productIds: readonly string[],
  days: readonly string[],
): Promise<Map<string, Record<string, number>>> {
  const left = new Map<string, Record<string, number>>(days.map((day) => [day, {}]));
  if (productIds.length === 0 || days.length === 0) return left;
  const products = await productQuotasQuery(db, brandId, productIds).execute();
  if (products.length === 0) return left;
  const ids = products.map((product) => product.id);
  const taken = await quotaDaysQuery(db, ids, days).execute();
  const takenOf = new Map(
    taken.map((row) => [`${row.product_id} ${row.day}`, Number(row.quantity)]),
  );
  for (const day of days) {
    const ofDay = left.get(day)!;
    for (const product of products) {
      ofDay[product.id] = unitsLeft(
        Number(product.daily_quota),
        takenOf.get(`${product.id} ${day}`) ?? 0,
      );
    }
  }
  return left;
}

/** The checkout's days, each with the units left of the cart's products with a quota. */
export async function withQuotaLeft<Window extends OrderingWindow>(
  db: Db,
  brandId: string,
  window: Window,
  productIds: readonly string[],
): Promise<Window> {
  if (productIds.length === 0) return window;
  const days = window.days.map((day) => isoDayOf(day.date));
  const left = await readQuotaLeft(db, brandId, productIds, days);
  return {
    ...window,
    days: window.days.map((day): OrderingWindow["days"][number] => {
      const quotaLeft: QuotaLeft = left.get(isoDayOf(day.date)) ?? {};
      return Object.keys(quotaLeft).length > 0 ? { ...day, quotaLeft } : day;
    }),
  };
}
