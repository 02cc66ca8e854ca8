import { sql, type ExpressionBuilder } from "kysely";
import { escapeLike } from "#domain/order-summary";
import {
  isShopId,
  type PlatformAuditPage,
  type PlatformShopDetail,
  type PlatformShopRow,
  type PlatformShopsPage,
  PLATFORM_AUDIT_PAGE_SIZE,
  PLATFORM_SHOPS_PAGE_SIZE,
  RECENT_DAYS,
  SHOP_REPORTS_SHOWN,
  shopStatusOf,
  type TPlatformShopsQuery,
} from "#domain/platform-shops";
import { calendarDayIn, DEFAULT_TIME_ZONE } from "#domain/shop-time";
import { addDays } from "#domain/special-days";
import type { Database } from "../db/schema";
import type { Db } from "../db/database";
import { listPlatformActions } from "./shop-suspension";

// The platform admin's view of every shop (decision 078). Only platform admins reach these
// (the routes' guard); nothing here is scoped to one seller's shop.
//
// The list stays fast with 10,000 shops by reading one page of shops first and the figures
// of those 50 shops only; the two sorts by a figure read it from small inputs: the reports
// (few rows, grouped) and the shops' daily counts of the last 30 days (an index-only read of
// `shop_daily_counts_orders_idx`, migration 0035), never the orders themselves.

const asText = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);
const asOptionalText = (value: string | Date | null | undefined) =>
  value === null || value === undefined ? null : asText(value);

/** The first day (YYYY-MM-DD, WIB) of the last RECENT_DAYS days, today included. */
export function recentDaysStart(now: Date): string {
  return addDays(calendarDayIn(now, DEFAULT_TIME_ZONE), -(RECENT_DAYS - 1));
}

type ShopsBuilder = ExpressionBuilder<Database & { b: Database["brands"] }, "b">;

// The owner's conditions are a semi-join on her account, never a join of every shop with
// its owner: a page of 50 reads its owners afterwards, by id.
const verifiedOwners = (eb: ShopsBuilder, isVerified: boolean) =>
  eb(
    "b.user_id",
    "in",
    eb
      .selectFrom("user")
      .select("id")
      .where(sql<boolean>`${sql.ref("emailVerified")} = ${sql.lit(isVerified)}`),
  );

/** The filters of the address, as one condition on brands `b` and their owner `owner`. */
function matchesQuery(eb: ShopsBuilder, query: TPlatformShopsQuery) {
  const conditions = [];
  if (query.q) {
    const pattern = `%${escapeLike(query.q.toLowerCase())}%`;
    conditions.push(
      eb.or([
        sql<boolean>`lower(b.name) like ${pattern} escape '\\'`,
        sql<boolean>`lower(b.username) like ${pattern} escape '\\'`,
        eb(
          "b.user_id",
          "in",
          eb
            .selectFrom("user")
            .select("id")
            .where(sql<boolean>`lower(email) like ${pattern} escape '\\'`),
        ),
      ]),
    );
  }
  switch (query.status) {
    case "closed":
      conditions.push(eb("b.closed_at", "is not", null));
      break;
    case "suspended":
      conditions.push(eb("b.closed_at", "is", null), eb("b.suspended_at", "is not", null));
      break;
    case "unverified":
      conditions.push(
        eb("b.closed_at", "is", null),
        eb("b.suspended_at", "is", null),
        verifiedOwners(eb, false),
      );
      break;
    case "active":
      conditions.push(
        eb("b.closed_at", "is", null),
        eb("b.suspended_at", "is", null),
        verifiedOwners(eb, true),
      );
      break;
    case null:
      break;
  }
  if (query.hasReports) {
    conditions.push(
      eb.exists(
        eb
          .selectFrom("shop_reports as r")
          .select(sql.lit(1).as("one"))
          .whereRef("r.brand_id", "=", "b.id"),
      ),
    );
  }
  return eb.and(conditions);
}

const RECENT_ORDERS = "recent-orders";

/**
 * Sums each shop's orders of the 29 days before `today` into `shop_recent_orders`, once per
 * day: the first list sorted by orders that day pays one pass over those days' counts (an
 * index-only read), every other reads one row per shop. Two instances summing at once write
 * the same rows: every row is zeroed, then each shop's sum written over it.
 */
export async function sumRecentOrders(db: Db, today: string): Promise<void> {
  const summed = await db
    .selectFrom("platform_rollups")
    .select("day")
    .where("name", "=", RECENT_ORDERS)
    .executeTakeFirst();
  if (summed?.day === today) return;
  const start = addDays(today, -(RECENT_DAYS - 1));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable("shop_recent_orders").set({ orders_before: 0 }).execute();
    await trx
      .insertInto("shop_recent_orders")
      .columns(["brand_id", "orders_before"])
      .expression(
        trx
          .selectFrom("shop_daily_counts")
          .select(["brand_id", (eb) => eb.fn.sum<number>("orders_placed").as("orders_before")])
          .where("day", ">=", start)
          .where("day", "<", today)
          .groupBy("brand_id"),
      )
      .onConflict((oc) =>
        oc
          .column("brand_id")
          .doUpdateSet({ orders_before: (eb) => eb.ref("excluded.orders_before") }),
      )
      .execute();
    await trx
      .insertInto("platform_rollups")
      .values({ name: RECENT_ORDERS, day: today })
      .onConflict((oc) => oc.column("name").doUpdateSet({ day: today }))
      .execute();
  });
}

/** One page of every shop, filtered, searched and sorted as the address says. */
export async function listPlatformShops(
  db: Db,
  query: TPlatformShopsQuery,
  now: Date = new Date(),
): Promise<PlatformShopsPage> {
  const since = recentDaysStart(now);
  const today = calendarDayIn(now, DEFAULT_TIME_ZONE);
  if (query.sort === "orders") await sumRecentOrders(db, today);
  const base = db.selectFrom("brands as b").where((eb) => matchesQuery(eb, query));

  const columns = [
    "b.id",
    "b.name",
    "b.username",
    "b.created_at",
    "b.updated_at",
    "b.suspended_at",
    "b.closed_at",
    "b.user_id",
  ] as const;
  // A search reads every shop's names whatever the order: its page counts the matches in
  // the same pass (a window over them) instead of a second one.
  const isSearch = Boolean(query.q);
  const total = sql<number | string>`count(*) over ()`.as("total");
  const readPage = (offset: number) => {
    const ordered = (() => {
      switch (query.sort) {
        case "newest":
          return base.select(columns);
        case "reports": {
          // Shops with reports come first, most reports first; the rest newest first.
          const reported = db
            .selectFrom("shop_reports")
            .select(["brand_id", (eb) => eb.fn.countAll<number>().as("reports")])
            .groupBy("brand_id")
            .as("rc");
          return base
            .leftJoin(reported, "rc.brand_id", "b.id")
            .select(columns)
            .orderBy(sql`coalesce(rc.reports, 0)`, "desc");
        }
        case "orders":
          // The roll-up's 29 days before today, and today's own count (decision 078).
          return base
            .leftJoin("shop_recent_orders as ro", "ro.brand_id", "b.id")
            .leftJoin("shop_daily_counts as td", (join) =>
              join.onRef("td.brand_id", "=", "b.id").on("td.day", "=", today),
            )
            .select(columns)
            .orderBy(sql`coalesce(ro.orders_before, 0) + coalesce(td.orders_placed, 0)`, "desc");
      }
    })();
    return ordered
      .$if(isSearch, (q) => q.select(total))
      .orderBy("b.created_at", "desc")
      .orderBy("b.id", "desc")
      .limit(PLATFORM_SHOPS_PAGE_SIZE)
      .offset(offset)
      .execute();
  };
  const countAll = async () => {
    const { count } = await base
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .executeTakeFirstOrThrow();
    return Number(count);
  };
  const pagesOf = (count: number) => Math.max(1, Math.ceil(count / PLATFORM_SHOPS_PAGE_SIZE));
  const offsetOf = (page: number) => (page - 1) * PLATFORM_SHOPS_PAGE_SIZE;

  let page = query.page;
  let totalCount: number;
  let rows;
  if (isSearch) {
    rows = await readPage(offsetOf(page));
    if (rows.length > 0) {
      totalCount = Number((rows[0] as { total?: number | string }).total);
    } else {
      // Past the last page, or nothing found: the count says which.
      totalCount = await countAll();
      page = Math.min(page, pagesOf(totalCount));
      if (totalCount > 0) rows = await readPage(offsetOf(page));
    }
  } else {
    totalCount = await countAll();
    page = Math.min(page, pagesOf(totalCount));
    rows = await readPage(offsetOf(page));
  }
  const totalPages = pagesOf(totalCount);

  const ownerIds = [...new Set(rows.map((row) => row.user_id))];
  const [figures, owners] = await Promise.all([
    figuresOf(
      db,
      rows.map((row) => row.id),
      since,
    ),
    ownerIds.length === 0
      ? []
      : db
          .selectFrom("user")
          .select(["id", "email", "emailVerified"])
          .where("id", "in", ownerIds)
          .execute(),
  ]);
  const ownerOf = new Map(owners.map((owner) => [owner.id, owner]));
  const shops = rows.map((row): PlatformShopRow => {
    const of = figures.get(row.id);
    const owner = ownerOf.get(row.user_id);
    const verified = Boolean(owner?.emailVerified);
    return {
      id: row.id,
      name: row.name,
      username: row.username,
      ownerEmail: owner?.email ?? "",
      createdAt: asText(row.created_at),
      isVerified: verified,
      status: shopStatusOf({
        closedAt: asOptionalText(row.closed_at),
        suspendedAt: asOptionalText(row.suspended_at),
        isVerified: verified,
      }),
      products: of?.products ?? 0,
      orders30: of?.orders30 ?? 0,
      lastActivityAt: latestOf([asText(row.updated_at), of?.lastOrderAt, of?.lastMemberAt]),
      reports: of?.reports ?? 0,
      newReports: of?.newReports ?? 0,
    };
  });
  return { shops, totalCount, page, totalPages };
}

/** The latest of some instants (ISO text compares as time does). */
function latestOf(instants: (string | null | undefined)[]): string {
  return (
    instants
      .filter((value): value is string => Boolean(value))
      .sort()
      .at(-1) ?? ""
  );
}

type Figures = {
  products: number;
  orders30: number;
  revenue30: number;
  lastOrderAt: string | null;
  lastMemberAt: string | null;
  reports: number;
  newReports: number;
};

/** The figures of a page of shops, each an indexed read per shop. */
async function figuresOf(db: Db, ids: string[], since: string): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>(
    ids.map((id) => [
      id,
      {
        products: 0,
        orders30: 0,
        revenue30: 0,
        lastOrderAt: null,
        lastMemberAt: null,
        reports: 0,
        newReports: 0,
      },
    ]),
  );
  if (ids.length === 0) return figures;
  const [products, recent, lastOrders, members, reports] = await Promise.all([
    db
      .selectFrom("products")
      .select(["brand_id", (eb) => eb.fn.countAll<number | string>().as("count")])
      .where("brand_id", "in", ids)
      .where("is_active", "=", true)
      .groupBy("brand_id")
      .execute(),
    db
      .selectFrom("shop_daily_counts")
      .select([
        "brand_id",
        (eb) => eb.fn.sum<number | string>("orders_placed").as("orders"),
        (eb) => eb.fn.sum<number | string>("revenue").as("revenue"),
      ])
      .where("brand_id", "in", ids)
      .where("day", ">=", since)
      .groupBy("brand_id")
      .execute(),
    // Each shop's newest order, read off orders_brand_created_idx.
    db
      .selectFrom("orders")
      .select(["brand_id", (eb) => eb.fn.max("created_at").as("last")])
      .where("brand_id", "in", ids)
      .groupBy("brand_id")
      .execute(),
    db
      .selectFrom("brand_members")
      .select(["brand_id", (eb) => eb.fn.max("last_active_at").as("last")])
      .where("brand_id", "in", ids)
      .groupBy("brand_id")
      .execute(),
    db
      .selectFrom("shop_reports")
      .select([
        "brand_id",
        (eb) => eb.fn.countAll<number | string>().as("count"),
        sql<number | string>`sum(case when reviewed_at is null then 1 else 0 end)`.as("fresh"),
      ])
      .where("brand_id", "in", ids)
      .groupBy("brand_id")
      .execute(),
  ]);
  for (const row of products) figures.get(row.brand_id)!.products = Number(row.count);
  for (const row of recent) {
    const of = figures.get(row.brand_id)!;
    of.orders30 = Number(row.orders ?? 0);
    of.revenue30 = Number(row.revenue ?? 0);
  }
  for (const row of lastOrders) {
    figures.get(row.brand_id)!.lastOrderAt = asOptionalText(row.last as string | Date | null);
  }
  for (const row of members) {
    figures.get(row.brand_id)!.lastMemberAt = asOptionalText(row.last as string | Date | null);
  }
  for (const row of reports) {
    const of = figures.get(row.brand_id)!;
    of.reports = Number(row.count);
    of.newReports = Number(row.fresh ?? 0);
  }
  return figures;
}

/** One shop as the platform admin reviews it, or null when no shop has this id. */
export async function getPlatformShop(
  db: Db,
  brandId: string,
  now: Date = new Date(),
): Promise<PlatformShopDetail | null> {
  // Ids come from the address: anything not shaped like one names no shop.
  if (!isShopId(brandId)) return null;
  const shop = await db
    .selectFrom("brands as b")
    .innerJoin("user as owner", "owner.id", "b.user_id")
    .select([
      "b.id",
      "b.name",
      "b.username",
      "b.created_at",
      "b.updated_at",
      "b.suspended_at",
      "b.suspension_reason",
      "b.closed_at",
      "owner.name as owner_name",
      "owner.email",
      "owner.emailVerified",
    ])
    .where("b.id", "=", brandId)
    .executeTakeFirst();
  if (!shop) return null;
  const since = recentDaysStart(now);
  const [figures, orders, members, latestReports, history] = await Promise.all([
    figuresOf(db, [brandId], since),
    db
      .selectFrom("orders")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("brand_id", "=", brandId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("brand_members")
      .select((eb) => eb.fn.countAll<number | string>().as("count"))
      .where("brand_id", "=", brandId)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("shop_reports")
      .select(["id", "created_at", "reason", "details", "contact", "reviewed_at"])
      .where("brand_id", "=", brandId)
      .orderBy("created_at", "desc")
      .orderBy("id", "desc")
      .limit(SHOP_REPORTS_SHOWN)
      .execute(),
    listPlatformActions(db, { brandId, limit: 50 }),
  ]);
  const of = figures.get(brandId)!;
  const verified = Boolean(shop.emailVerified);
  const suspendedAt = asOptionalText(shop.suspended_at);
  const closedAt = asOptionalText(shop.closed_at);
  return {
    id: shop.id,
    name: shop.name,
    username: shop.username,
    ownerName: shop.owner_name,
    ownerEmail: shop.email,
    isVerified: verified,
    status: shopStatusOf({ closedAt, suspendedAt, isVerified: verified }),
    createdAt: asText(shop.created_at),
    suspendedAt,
    suspensionReason: shop.suspension_reason,
    closedAt,
    products: of.products,
    orders30: of.orders30,
    ordersTotal: Number(orders.count),
    revenue30: of.revenue30,
    members: Number(members.count),
    lastActivityAt: latestOf([asText(shop.updated_at), of.lastOrderAt, of.lastMemberAt]),
    reports: of.reports,
    newReports: of.newReports,
    latestReports: latestReports.map((row) => ({
      id: row.id,
      createdAt: asText(row.created_at),
      reason: row.reason,
      details: row.details,
      contact: row.contact,
      reviewedAt: asOptionalText(row.reviewed_at),
    })),
    history: history.map((entry) => ({ ...entry, createdAt: asText(entry.createdAt) })),
  };
}

/** Every platform action, newest first, a page at a time. */
export async function listPlatformAudit(db: Db, page: number): Promise<PlatformAuditPage> {
  const { count } = await db
    .selectFrom("platform_actions")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .executeTakeFirstOrThrow();
  const totalPages = Math.max(1, Math.ceil(Number(count) / PLATFORM_AUDIT_PAGE_SIZE));
  const current = Math.min(Math.max(1, page), totalPages);
  const rows = await db
    .selectFrom("platform_actions as a")
    .leftJoin("brands as b", "b.id", "a.brand_id")
    .select([
      "a.id",
      "a.created_at",
      "a.actor_email",
      "a.action",
      "a.brand_id",
      "a.brand_username",
      "a.brand_name",
      "a.reason",
      "b.id as shop_id",
    ])
    .orderBy("a.created_at", "desc")
    .orderBy("a.id", "desc")
    .limit(PLATFORM_AUDIT_PAGE_SIZE)
    .offset((current - 1) * PLATFORM_AUDIT_PAGE_SIZE)
    .execute();
  return {
    entries: rows.map((row) => ({
      id: row.id,
      createdAt: asText(row.created_at),
      actorEmail: row.actor_email,
      action: row.action,
      brandId: row.brand_id,
      brandUsername: row.brand_username,
      brandName: row.brand_name,
      reason: row.reason,
      isShopThere: row.shop_id !== null,
    })),
    page: current,
    totalPages,
  };
}
