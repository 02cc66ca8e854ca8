import { sql } from "kysely";
import { DEFAULT_TIME_ZONE, calendarDayIn } from "#domain/shop-time";
import { ZReviewShopReportsSchema, ZShopReportSchema } from "#domain/shop-report-form";
import {
  SHOP_REPORT_ADMIN_TEXTS,
  SHOP_REPORT_HONEYPOT,
  SHOP_REPORT_MESSAGES,
  shopReportMailSubject,
  shopReportReasonLabel,
  type ShopReportFilter,
} from "#domain/shop-reports";
import { clientKeyOf } from "../client-key";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import { AppError, parseInput } from "../errors";
import { sendAfterAnswer } from "../mail/background";
import { shopReportMail } from "../mail/templates";
import { getPlatformSettings } from "./platform-settings";
import { hitRateLimit, type RateLimitRule } from "./rate-limit";
import { recordPlatformAction, type PlatformActor } from "./shop-suspension";

// 'Laporkan Toko' (decision 079): a visitor tells the platform about a shop; the platform
// admin reads the reports grouped by shop and marks a shop's as reviewed. The first report
// of a shop on a day (Asia/Jakarta) is mailed to every platform admin.

const HOUR = 60 * 60;

export const SHOP_REPORT_LIMITS = {
  /** One person rarely has more than one shop to report; three leaves room for a retry. */
  perClient: { max: 3, windowSeconds: HOUR },
  /** More than a shop's worth for the admin to act on; a flood stops here. */
  perShop: { max: 50, windowSeconds: 24 * HOUR },
} satisfies Record<string, RateLimitRule>;

/** The shop a report is about: a public one, as the page found it. */
export type ReportedShop = { id: string; name: string; username: string };

export type ShopReportContext = Pick<AppContext, "db" | "config" | "mailer" | "logger">;

/** The path of the platform admin's list. */
export const SHOP_REPORTS_ADMIN_PATH = "/admin/platform/reports";

/**
 * Stores a visitor's report about `shop`. Bad input is VALIDATION with each field's message;
 * past a limit RATE_LIMITED; neither stores anything. A form whose hidden field was filled
 * in (a program filling every field) is answered as sent and stored nowhere.
 * The first report of the shop on the day mails the platform admins after the answer; a
 * mail that fails is logged, the report stays.
 */
export async function submitShopReport(
  context: ShopReportContext,
  shop: ReportedShop,
  input: unknown,
  client: { ip: string },
  now: Date = new Date(),
): Promise<{ isStored: boolean }> {
  const report = parseInput(ZShopReportSchema, input);
  if (report[SHOP_REPORT_HONEYPOT]) {
    context.logger.warn("shop report dropped: hidden field filled in", { brandId: shop.id });
    return { isStored: false };
  }
  const perClient = await hitRateLimit(
    context.db,
    `shop-report:client:${clientKeyOf(client.ip)}`,
    SHOP_REPORT_LIMITS.perClient,
    now,
  );
  if (!perClient.allowed) throw new AppError("RATE_LIMITED", SHOP_REPORT_MESSAGES.tooMany);
  const perShop = await hitRateLimit(
    context.db,
    `shop-report:shop:${shop.id}`,
    SHOP_REPORT_LIMITS.perShop,
    now,
  );
  if (!perShop.allowed) throw new AppError("RATE_LIMITED", SHOP_REPORT_MESSAGES.tooManyForShop);

  await context.db
    .insertInto("shop_reports")
    .values({
      id: timeOrderedId(now.getTime()),
      brand_id: shop.id,
      created_at: now.toISOString(),
      reason: report.reason,
      details: report.details,
      contact: report.contact,
    })
    .execute();

  if (await isFirstReportOfDay(context, shop.id, now)) {
    mailPlatformAdmins(context, shop, report);
  }
  return { isStored: true };
}

/**
 * Whether this is the shop's first report on the Jakarta day of `now`: claimed once per
 * shop and day through the atomic counter of the rate limits, so two reports sent at the
 * same moment cannot both be first (nor both be second). Should the claim fail, no mail.
 */
async function isFirstReportOfDay(
  context: ShopReportContext,
  brandId: string,
  now: Date,
): Promise<boolean> {
  const day = calendarDayIn(now, DEFAULT_TIME_ZONE);
  try {
    // Two days: the claim outlives its day wherever in it it was made.
    const claim = await hitRateLimit(
      context.db,
      `shop-report-mail:${brandId}:${day}`,
      { max: 1, windowSeconds: 48 * HOUR },
      now,
    );
    return claim.allowed;
  } catch (error) {
    context.logger.error("shop report mail not claimed", { brandId, error });
    return false;
  }
}

function mailPlatformAdmins(
  context: ShopReportContext,
  shop: ReportedShop,
  report: { reason: string; details: string },
): void {
  const recipients = context.config.platformAdminEmails;
  if (recipients.length === 0) return;
  sendAfterAnswer(context, "shop report mail", async () => {
    const { siteTitle } = await getPlatformSettings(context.db);
    for (const to of recipients) {
      try {
        await context.mailer.send(
          shopReportMail({
            to,
            subject: shopReportMailSubject(shop.name),
            shopName: shop.name,
            username: shop.username,
            reasonLabel: shopReportReasonLabel(report.reason),
            details: report.details,
            siteTitle,
            link: `${context.config.appUrl}${SHOP_REPORTS_ADMIN_PATH}`,
          }),
        );
      } catch (error) {
        // One address failing does not keep the mail from the others.
        context.logger.error("shop report mail failed", { brandId: shop.id, error });
      }
    }
  });
}

export type ShopReportEntry = {
  id: string;
  reason: string;
  reasonLabel: string;
  details: string;
  contact: string | null;
  createdAt: string;
  isNew: boolean;
};

export type ShopReportGroup = {
  brandId: string;
  name: string;
  username: string;
  isSuspended: boolean;
  newCount: number;
  totalCount: number;
  latestAt: string;
  /** The newest reports the list shows (the new ones only, under the 'new' filter). */
  reports: ShopReportEntry[];
  /** Reports of the group the list leaves out, the oldest. */
  olderCount: number;
};

/** Shops the list shows at most, those reported last first. */
const GROUPS_SHOWN = 100;
/** Reports shown per shop, the newest. */
const REPORTS_SHOWN = 20;

const asIso = (value: unknown) =>
  value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();

/**
 * The reports grouped by shop, the shop reported last first: each shop's count of new and
 * of all reports, its latest report's date and its newest reports. Under the 'new' filter
 * only shops with new reports, and only those.
 */
export async function listShopReports(
  db: Db,
  { filter }: { filter: ShopReportFilter },
): Promise<ShopReportGroup[]> {
  let groupsQuery = db
    .selectFrom("shop_reports")
    .innerJoin("brands", "brands.id", "shop_reports.brand_id")
    .select((eb) => [
      "shop_reports.brand_id as brandId",
      "brands.name as name",
      "brands.username as username",
      "brands.suspended_at as suspendedAt",
      eb.fn.countAll<string | number>().as("totalCount"),
      sql<
        string | number
      >`sum(case when ${sql.ref("shop_reports.reviewed_at")} is null then 1 else 0 end)`.as(
        "newCount",
      ),
      eb.fn.max("shop_reports.created_at").as("latestAt"),
    ])
    .groupBy(["shop_reports.brand_id", "brands.name", "brands.username", "brands.suspended_at"])
    .orderBy("latestAt", "desc")
    .orderBy("shop_reports.brand_id")
    .limit(GROUPS_SHOWN);
  if (filter === "new") {
    groupsQuery = groupsQuery.having(
      sql<boolean>`sum(case when ${sql.ref("shop_reports.reviewed_at")} is null then 1 else 0 end) > 0`,
    );
  }
  const groups = await groupsQuery.execute();
  if (groups.length === 0) return [];

  let reportsQuery = db
    .selectFrom("shop_reports")
    .select(["id", "brand_id", "reason", "details", "contact", "created_at", "reviewed_at"])
    .where(
      "brand_id",
      "in",
      groups.map((group) => group.brandId),
    )
    .orderBy("created_at", "desc")
    .orderBy("id", "desc");
  if (filter === "new") reportsQuery = reportsQuery.where("reviewed_at", "is", null);
  const rows = await reportsQuery.execute();

  const byShop = new Map<string, ShopReportEntry[]>();
  for (const row of rows) {
    const list = byShop.get(row.brand_id) ?? [];
    list.push({
      id: row.id,
      reason: row.reason,
      reasonLabel: shopReportReasonLabel(row.reason),
      details: row.details,
      contact: row.contact,
      createdAt: asIso(row.created_at),
      isNew: row.reviewed_at === null,
    });
    byShop.set(row.brand_id, list);
  }
  return groups.map((group) => {
    const reports = byShop.get(group.brandId) ?? [];
    return {
      brandId: group.brandId,
      name: group.name,
      username: group.username,
      isSuspended: group.suspendedAt !== null,
      newCount: Number(group.newCount),
      totalCount: Number(group.totalCount),
      latestAt: asIso(group.latestAt),
      reports: reports.slice(0, REPORTS_SHOWN),
      olderCount: Math.max(0, reports.length - REPORTS_SHOWN),
    };
  });
}

/**
 * 'Tandai sudah ditinjau': the shop's new reports, up to the latest the admin was shown, are
 * marked read, and the audit list records it. NOT_FOUND for no such shop, CONFLICT when it
 * has no new report.
 */
export async function markShopReportsReviewed(
  db: Db,
  actor: PlatformActor,
  input: unknown,
  now: Date = new Date(),
): Promise<{ count: number }> {
  const { brandId, seenUntil } = parseInput(ZReviewShopReportsSchema, input);
  return db.transaction().execute(async (trx) => {
    const shop = await trx
      .selectFrom("brands")
      .select("id")
      .where("id", "=", brandId)
      .executeTakeFirst();
    if (!shop) throw new AppError("NOT_FOUND", SHOP_REPORT_MESSAGES.shopNotFound);
    let update = trx
      .updateTable("shop_reports")
      .set({ reviewed_at: now.toISOString() })
      .where("brand_id", "=", brandId)
      .where("reviewed_at", "is", null);
    // Stored as ISO strings in UTC on SQLite, as timestamps on PostgreSQL: both compare so.
    if (seenUntil) update = update.where("created_at", "<=", new Date(seenUntil).toISOString());
    const updated = await update.executeTakeFirst();
    const count = Number(updated.numUpdatedRows);
    if (count === 0) throw new AppError("CONFLICT", SHOP_REPORT_ADMIN_TEXTS.nothingNew);
    await recordPlatformAction(trx, actor, "review-reports", {
      brandId,
      reason: SHOP_REPORT_ADMIN_TEXTS.reviewAudit(count),
    });
    return { count };
  });
}
