import { sql, type Kysely, type QueryCreator, type Transaction } from "kysely";
import {
  CUSTOMER_MESSAGES,
  CUSTOMERS_PAGE_SIZE,
  customerSearchPattern,
  newPeriodDays,
  storedTags,
  tagsOfStored,
  ZCustomerNoteSchema,
  type CustomerDetail,
  type CustomerFilter,
  type CustomerListItem,
  type CustomerPage,
} from "#domain/customers";
import { CANCELLED_STATUS } from "#domain/order-status";
import { clampPage, pageCount, pageRange } from "#domain/pagination";
import { calendarDayIn, startOfDayIn, type ShopTimeZone } from "#domain/shop-time";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { isPostgres, prepared, preparedPerCount } from "../db/prepared";
import type { Database } from "../db/schema";
import { AppError, parseInput } from "../errors";
import { brandTimeZone } from "./admin-orders";
import { ownedBy } from "./brand-scope";

// The seller's customers (decision 069). The customers and customer_products tables are
// kept by the transactions that write what they sum: an order placed (order-store.ts, in
// the order's own statement on PostgreSQL), a cancellation and a delivery fee set later
// (admin-orders.ts, order-delivery-fee.ts). The list reads them alone; a customer's page
// reads her orders through their (brand, phone) index.

const CANCELLED = sql.lit(CANCELLED_STATUS);

/** An order counted for its number: the values the statement below names. */
type CustomerOrderValues = {
  brandId: unknown;
  phone: unknown;
  name: unknown;
  /** What it adds to what her orders came to: its total, 0 for a cancelled one. */
  spent: unknown;
  at: unknown;
};

/**
 * The statement adding an order to its number's row, or making the row: her name becomes
 * the order's when it is her latest, her first and last order widen to it. Returns her
 * orders counted with it, 1 when it is her first in the shop.
 */
export function customerOrderUpsert(
  db: QueryCreator<Database>,
  values: CustomerOrderValues,
  onPostgres: boolean,
) {
  const [least, greatest] = onPostgres ? ["least", "greatest"] : ["min", "max"];
  return db
    .insertInto("customers")
    .values({
      brand_id: values.brandId as string,
      phone: values.phone as string,
      name: values.name as string,
      order_count: 1,
      total_spent: values.spent as number,
      first_order_at: values.at as string,
      last_order_at: values.at as string,
    })
    .onConflict((conflict) =>
      conflict.columns(["brand_id", "phone"]).doUpdateSet({
        name: sql`case when excluded.last_order_at >= customers.last_order_at then excluded.name else customers.name end`,
        order_count: sql`customers.order_count + 1`,
        total_spent: sql`customers.total_spent + excluded.total_spent`,
        first_order_at: sql`${sql.raw(least)}(customers.first_order_at, excluded.first_order_at)`,
        last_order_at: sql`${sql.raw(greatest)}(customers.last_order_at, excluded.last_order_at)`,
      }),
    )
    .returning("order_count");
}

const customerOrderAdd = prepared<
  Record<keyof CustomerOrderValues, unknown>,
  { order_count: number }
>((db, parameter) =>
  customerOrderUpsert(
    db,
    {
      brandId: parameter("brandId"),
      phone: parameter("phone"),
      name: parameter("name"),
      spent: parameter("spent"),
      at: parameter("at"),
    },
    isPostgres(db),
  ),
);

/**
 * The statement adding an order's lines to what its number took of each product: the lines'
 * units summed per product name (an order may hold one product twice, with other choices),
 * then added to her rows. `lines` names each line's product and quantity.
 */
export function customerProductsUpsert(
  brandId: unknown,
  phone: unknown,
  lines: readonly { name: unknown; quantity: unknown }[],
) {
  const rows = lines.map(
    (line) =>
      sql`select cast(${line.name} as text) as name, cast(${line.quantity} as integer) as units`,
  );
  return sql<never>`insert into customer_products (brand_id, phone, product_name, units)
    select cast(${brandId} as text), cast(${phone} as text), line.name, sum(line.units)
    from (${sql.join(rows, sql` union all `)}) as line
    where true
    group by line.name
    on conflict (brand_id, phone, product_name) do update set
      units = customer_products.units + excluded.units`;
}

/** Orders hold a few lines; the shapes of up to this many are kept. */
const PREPARED_LINES = 20;

const customerProductsAdd = preparedPerCount<Record<string, unknown>, never>(
  PREPARED_LINES,
  (count, db, parameter) => {
    const query = customerProductsUpsert(
      parameter("brandId"),
      parameter("phone"),
      Array.from({ length: count }, (_, index) => ({
        name: parameter(`name${index}`),
        quantity: parameter(`quantity${index}`),
      })),
    );
    return { compile: () => query.compile(db) };
  },
);

/** Adds an order's lines to what its number took of each product. */
export async function addLinesToCustomer(
  trx: Transaction<Database>,
  brandId: string,
  phone: string,
  lines: readonly { productName: string; quantity: number }[],
): Promise<void> {
  if (lines.length === 0) return;
  const values: Record<string, unknown> = { brandId, phone };
  lines.forEach((line, index) => {
    values[`name${index}`] = line.productName;
    values[`quantity${index}`] = line.quantity;
  });
  await customerProductsAdd(trx, lines.length, values);
}

/** An order cancelled: its lines' units no longer count among its number's products. */
export async function takeOrderFromCustomerProducts(
  trx: Transaction<Database>,
  brandId: string,
  phone: string,
  orderId: string,
): Promise<void> {
  await sql`
    update customer_products set units = units - (
      select coalesce(sum(line.quantity), 0) from order_products line
      where line.order_id = ${orderId} and line.product_name = customer_products.product_name)
    where brand_id = ${brandId} and phone = ${phone}
      and product_name in (select product_name from order_products where order_id = ${orderId})
  `.execute(trx);
}

/** Counts an order for its number; true when it is the number's first in the shop. */
export async function addOrderToCustomer(
  trx: Transaction<Database>,
  order: { brandId: string; phone: string; name: string; spent: number; at: string },
): Promise<boolean> {
  const { rows } = await customerOrderAdd(trx, {
    brandId: order.brandId,
    phone: order.phone,
    name: order.name,
    spent: order.spent,
    at: order.at,
  });
  return Number(rows[0]?.order_count) === 1;
}

/**
 * Adds `amount` (negative: takes it) to what a number's orders came to: an order cancelled
 * takes its total, a delivery fee set later adds its difference. A number forgotten has no
 * row, and nothing changes.
 */
export async function addToCustomerSpent(
  trx: Transaction<Database>,
  brandId: string,
  phone: string,
  amount: number,
): Promise<void> {
  if (amount === 0) return;
  await trx
    .updateTable("customers")
    .set({ total_spent: sql`total_spent + ${amount}` })
    .where("brand_id", "=", brandId)
    .where("phone", "=", phone)
    .execute();
}

/**
 * Removes a number's row from a shop's customers, her note and tags with it, when her data
 * is erased. Her orders are not touched here; an order she places afterwards starts a row
 * again.
 */
export async function forgetCustomer(
  trx: Kysely<Database>,
  brandId: string,
  phone: string,
): Promise<void> {
  await trx
    .deleteFrom("customer_products")
    .where("brand_id", "=", brandId)
    .where("phone", "=", phone)
    .execute();
  await trx
    .deleteFrom("customers")
    .where("brand_id", "=", brandId)
    .where("phone", "=", phone)
    .execute();
}

type CustomerRow = {
  phone: string;
  name: string;
  order_count: number | string;
  total_spent: number | string;
  first_order_at: string | Date;
  last_order_at: string | Date;
  tags: string;
};

const isoOf = (value: string | Date) =>
  value instanceof Date ? value.toISOString() : new Date(value).toISOString();

function listItemOf(row: CustomerRow, favourites: string[]): CustomerListItem {
  return {
    phone: row.phone,
    name: row.name,
    orderCount: Number(row.order_count),
    totalSpent: Number(row.total_spent),
    firstOrderAt: isoOf(row.first_order_at),
    lastOrderAt: isoOf(row.last_order_at),
    tags: tagsOfStored(row.tags),
    favourites,
  };
}

const SORT_COLUMNS = {
  terakhir: "last_order_at",
  pesanan: "order_count",
  belanja: "total_spent",
} as const;

/** The owner's customers the filter keeps, unsorted and unpaged. */
export function customersQuery(
  db: Db,
  owner: BrandOwner,
  filter: CustomerFilter,
  zone: ShopTimeZone,
  now: Date,
) {
  let query = db.selectFrom("customers").where(ownedBy(owner));
  const search = customerSearchPattern(filter.q);
  if (search?.column === "phone") {
    query = query.where(sql<boolean>`phone like ${search.pattern} escape '\\'`);
  } else if (search) {
    // The names are read from their own index (name and number, no other column), the
    // page's rows then by number: read from the table, every customer of a large shop was
    // looked up for her name.
    query = query.where("phone", "in", (eb) =>
      eb
        .selectFrom("customers")
        .select("phone")
        .where(ownedBy(owner))
        .where(sql<boolean>`lower(name) like ${search.pattern} escape '\\'`),
    );
  }
  if (filter.isRepeat) query = query.where("order_count", ">=", 2);
  const days = filter.newPeriod
    ? newPeriodDays(filter.newPeriod, calendarDayIn(now, zone))
    : { from: filter.from, to: filter.to };
  if (days.from) {
    query = query.where("first_order_at", ">=", startOfDayIn(days.from, zone).toISOString());
  }
  if (days.to) {
    query = query.where("first_order_at", "<", startOfDayIn(days.to, zone, 1).toISOString());
  }
  if (filter.tag) query = query.where("tags", "like", `%,${filter.tag},%`);
  return query;
}

/** One page of the owner's customers the filter keeps, by its sort's column, then number. */
export function customerPageQuery(
  db: Db,
  owner: BrandOwner,
  filter: CustomerFilter,
  zone: ShopTimeZone,
  now: Date,
  { offset, limit }: { offset: number; limit: number },
) {
  return customersQuery(db, owner, filter, zone, now)
    .select([
      "phone",
      "name",
      "order_count",
      "total_spent",
      "first_order_at",
      "last_order_at",
      "tags",
    ])
    .orderBy(SORT_COLUMNS[filter.sort], "desc")
    .orderBy("phone", "desc")
    .limit(limit)
    .offset(offset);
}

/** A page of the owner's customers (20 a page), each with her three favourite products. */
export async function listCustomers(
  db: Db,
  owner: BrandOwner,
  input: { filter: CustomerFilter; page: number },
  now: Date = new Date(),
): Promise<CustomerPage> {
  const zone = await brandTimeZone(db, owner);
  const pageOf = (page: number) =>
    customerPageQuery(db, owner, input.filter, zone, now, pageRange(page, CUSTOMERS_PAGE_SIZE));
  // The count and the page at once (on PostgreSQL, two connections): a search by name reads
  // the shop's names for each. The page is read again in the rare case it was past the last.
  const [counted, asked] = await Promise.all([
    customersQuery(db, owner, input.filter, zone, now)
      .select(sql<number | string>`count(*)`.as("count"))
      .executeTakeFirstOrThrow(),
    pageOf(input.page).execute(),
  ]);
  const totalCount = Number(counted.count);
  const totalPages = pageCount(totalCount, CUSTOMERS_PAGE_SIZE);
  const page = clampPage(input.page, totalPages);
  const rows = page === input.page ? asked : await pageOf(page).execute();
  const favourites = await favouritesOf(
    db,
    owner,
    rows.map((row) => row.phone),
  );
  return {
    customers: rows.map((row) => listItemOf(row, favourites.get(row.phone) ?? [])),
    timeZone: zone,
    totalCount,
    page,
    totalPages,
  };
}

const FAVOURITES = 3;

/**
 * Each number's favourite products in the shop: the three product names she took most
 * units of in her orders not cancelled (ties by name).
 */
async function favouritesOf(
  db: Db,
  owner: BrandOwner,
  phones: readonly string[],
): Promise<Map<string, string[]>> {
  const favourites = new Map<string, string[]>();
  if (phones.length === 0) return favourites;
  const rows = await db
    .selectFrom("customer_products")
    .select(["phone", "product_name as product", "units"])
    .where(ownedBy(owner))
    .where("phone", "in", phones)
    .where("units", ">", 0)
    .execute();
  const sorted = rows
    .map((row) => ({ phone: row.phone, product: row.product, units: Number(row.units) }))
    .sort(
      (a, b) => b.units - a.units || (a.product < b.product ? -1 : a.product > b.product ? 1 : 0),
    );
  for (const row of sorted) {
    const own = favourites.get(row.phone) ?? [];
    if (own.length < FAVOURITES) favourites.set(row.phone, [...own, row.product]);
  }
  return favourites;
}

/** At most this many of her orders on her page, newest first. */
const CUSTOMER_ORDERS_SHOWN = 100;

/** One of the owner's customers by her number, with her orders; another shop's: not found. */
export async function getCustomer(
  db: Db,
  owner: BrandOwner,
  phone: unknown,
): Promise<CustomerDetail> {
  if (typeof phone !== "string" || !/^\d{1,20}$/.test(phone)) {
    throw new AppError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
  }
  const row = await db
    .selectFrom("customers")
    .select([
      "phone",
      "name",
      "order_count",
      "total_spent",
      "first_order_at",
      "last_order_at",
      "tags",
      "note",
    ])
    .where(ownedBy(owner))
    .where("phone", "=", phone)
    .executeTakeFirst();
  if (!row) throw new AppError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
  const orders = await db
    .selectFrom("orders")
    .select(["id", "order_number", "created_at", "status", "total"])
    .where(ownedBy(owner))
    .where("customer_phone", "=", phone)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(CUSTOMER_ORDERS_SHOWN)
    .execute();
  const lines =
    orders.length === 0
      ? []
      : await db
          .selectFrom("order_products")
          .select(["order_id", "product_name", "quantity"])
          .where(
            "order_id",
            "in",
            orders.map((order) => order.id),
          )
          .orderBy("order_id")
          .orderBy("display_order")
          .execute();
  const itemsOf = new Map<string, string[]>();
  for (const line of lines) {
    itemsOf.set(line.order_id, [
      ...(itemsOf.get(line.order_id) ?? []),
      `${line.quantity}x ${line.product_name}`,
    ]);
  }
  const active = await db
    .selectFrom("orders")
    .select(sql<number | string>`count(*)`.as("count"))
    .where(ownedBy(owner))
    .where("customer_phone", "=", phone)
    .where("status", "<>", CANCELLED)
    .executeTakeFirstOrThrow();
  const favourites = await favouritesOf(db, owner, [phone]);
  return {
    ...listItemOf(row, favourites.get(phone) ?? []),
    note: row.note ?? "",
    timeZone: await brandTimeZone(db, owner),
    activeOrderCount: Number(active.count),
    orders: orders.map((order) => ({
      orderNumber: order.order_number,
      createdAt: isoOf(order.created_at),
      status: order.status,
      total: Number(order.total),
      items: (itemsOf.get(order.id) ?? []).join(", "),
    })),
  };
}

/** Saves the seller's note and tags on one of her customers; another shop's: not found. */
export async function saveCustomerNote(
  db: Db,
  owner: BrandOwner,
  phone: unknown,
  input: Record<string, unknown>,
): Promise<void> {
  const { note, tags } = parseInput(ZCustomerNoteSchema, input);
  if (typeof phone !== "string" || !/^\d{1,20}$/.test(phone)) {
    throw new AppError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
  }
  const updated = await db
    .updateTable("customers")
    .set({ note: note || null, tags: storedTags(tags) })
    .where(ownedBy(owner))
    .where("phone", "=", phone)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) !== 1) {
    throw new AppError("NOT_FOUND", CUSTOMER_MESSAGES.notFound);
  }
}

/** The tags the owner has given her customers, for the list's filter. */
export async function ownCustomerTags(db: Db, owner: BrandOwner): Promise<string[]> {
  const rows = await db
    .selectFrom("customers")
    .select("tags")
    .distinct()
    .where(ownedBy(owner))
    .where("tags", "<>", "")
    .execute();
  return [...new Set(rows.flatMap((row) => tagsOfStored(row.tags)))].sort();
}
