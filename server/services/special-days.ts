import crypto from "node:crypto";
import { PostgresAdapter, sql, type Kysely, type RawBuilder } from "kysely";
import type { ShopHoursSettings } from "#domain/shop-hours";
import { ZSpecialDaySchema } from "#domain/special-days-form";
import {
  MAX_SPECIAL_DAYS,
  SPECIAL_DAY_MESSAGES,
  addDays,
  describeSpecialDay,
  formatSpecialRange,
  specialDayProblem,
  type OwnSpecialDays,
  type SpecialDay,
  type SpecialDayKind,
} from "#domain/special-days";
import { calendarDayIn, shopTimeZoneOf, timeZoneLabel } from "#domain/shop-time";
import type { BrandOwner } from "../auth/guards";
import type { Db } from "../db/database";
import { isPostgres, prepared } from "../db/prepared";
import type { Database } from "../db/schema";
import { AppError, parseId, parseInput } from "../errors";
import { ownedBy } from "./brand-scope";

// A shop's special days (decision 064): the seller's 'Libur & Jam Khusus' page adds and
// deletes them; the shop's pages, its checkout and every order read them with its hours
// (server/services/shop-hours.ts), from yesterday on: yesterday's hours may still run past
// midnight into today.

type SpecialDayRow = {
  id: string;
  start_date: string;
  end_date: string;
  kind: string;
  open_time: string | null;
  close_time: string | null;
  reason: string | null;
};

const SPECIAL_DAY_COLUMNS = [
  "id",
  "start_date",
  "end_date",
  "kind",
  "open_time",
  "close_time",
  "reason",
] as const;

function specialDayOf(row: SpecialDayRow): SpecialDay {
  return {
    id: row.id,
    startDate: row.start_date,
    endDate: row.end_date,
    kind: row.kind === "hours" ? "hours" : "closed",
    openTime: row.open_time,
    closeTime: row.close_time,
    reason: row.reason,
  };
}

// Read on the way of every order and shop page: compiled once (decision 034).
const specialDaysFrom = prepared<{ brandId: string; from: string }, SpecialDayRow>(
  (db, parameter) =>
    db
      .selectFrom("special_days")
      .select(SPECIAL_DAY_COLUMNS)
      .where("brand_id", "=", parameter("brandId"))
      .where("end_date", ">=", parameter("from"))
      .orderBy("start_date")
      // The upcoming ones a shop may hold, and those that ended yesterday or today.
      .limit(MAX_SPECIAL_DAYS * 2),
);

/** The brand's special days that end yesterday or later in its zone, in date order. */
export async function readSpecialDays(
  db: Db,
  brandId: string,
  settings: Pick<ShopHoursSettings, "timeZone">,
  now: Date,
): Promise<SpecialDay[]> {
  const yesterday = addDays(calendarDayIn(now, settings.timeZone), -1);
  const { rows } = await specialDaysFrom(db, { brandId, from: yesterday });
  return rows.map(specialDayOf);
}

/**
 * The first date a read of a shop's special days may start from, before its time zone is
 * known: its yesterday is at most two days before the UTC date (zones run from UTC−12 to
 * UTC+14).
 */
export const specialDaysReadFrom = (now: Date) => addDays(now.toISOString().slice(0, 10), -2);

/**
 * A shop's special days as one value of its own row (`brandId` names its id column), from
 * `from` on (specialDaysReadFrom): the order reads them with its shop, one round trip fewer.
 * Special days do not overlap, so at most two of them end before the shop's yesterday.
 */
export function specialDaysColumn(
  db: Kysely<Database>,
  brandId: string,
  from: unknown,
): RawBuilder<unknown> {
  const rows = sql`select ${sql.join(SPECIAL_DAY_COLUMNS.map((column) => sql.ref(column)))}
    from special_days where brand_id = ${sql.ref(brandId)} and end_date >= ${from}
    order by start_date limit ${sql.lit(MAX_SPECIAL_DAYS * 2 + 2)}`;
  const fields = sql.join(SPECIAL_DAY_COLUMNS.map((column) => sql.ref(`d.${column}`)));
  return isPostgres(db)
    ? sql`coalesce((select json_agg(json_build_array(${fields})) from (${rows}) d), '[]'::json)`
    : sql`(select json_group_array(json_array(${fields})) from (${rows}) d)`;
}

/** A shop's special days read with its row (specialDaysColumn) from `from` on. */
export type SpecialDaysRead = { from: string; days: SpecialDay[] };

export function specialDaysReadOf(value: unknown, from: string): SpecialDaysRead {
  const tuples = (typeof value === "string" ? JSON.parse(value) : value) as (string | null)[][];
  return {
    from,
    days: tuples.map(([id, start_date, end_date, kind, open_time, close_time, reason]) =>
      specialDayOf({
        id: id!,
        start_date: start_date!,
        end_date: end_date!,
        kind: kind!,
        open_time: open_time ?? null,
        close_time: close_time ?? null,
        reason: reason ?? null,
      }),
    ),
  };
}

/**
 * The settings with the brand's special days, as withSpecialDays gives them, from those read
 * with its row when that read reaches back to its yesterday, else read now.
 */
export async function withSpecialDaysRead<Settings extends ShopHoursSettings>(
  db: Db,
  brandId: string,
  settings: Settings,
  now: Date,
  read: SpecialDaysRead | undefined,
): Promise<Settings> {
  const yesterday = addDays(calendarDayIn(now, settings.timeZone), -1);
  if (!read || read.from > yesterday) return withSpecialDays(db, brandId, settings, now);
  const specialDays = read.days
    .filter((day) => day.endDate >= yesterday)
    .sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0))
    .slice(0, MAX_SPECIAL_DAYS * 2);
  return { ...settings, specialDays };
}

/** The settings with the brand's special days, as every rule about its hours takes them. */
export async function withSpecialDays<Settings extends ShopHoursSettings>(
  db: Db,
  brandId: string,
  settings: Settings,
  now: Date,
): Promise<Settings> {
  return { ...settings, specialDays: await readSpecialDays(db, brandId, settings, now) };
}

async function shopZoneOf(db: Db, owner: BrandOwner) {
  const row = await db
    .selectFrom("brands")
    .select("time_zone")
    .where("id", "=", owner.brandId)
    .executeTakeFirstOrThrow();
  return shopTimeZoneOf(row.time_zone);
}

export async function getOwnSpecialDays(
  db: Db,
  owner: BrandOwner,
  now: Date = new Date(),
): Promise<OwnSpecialDays> {
  const timeZone = await shopZoneOf(db, owner);
  const today = calendarDayIn(now, timeZone);
  const rows = await db
    .selectFrom("special_days")
    .select(SPECIAL_DAY_COLUMNS)
    .where(ownedBy(owner))
    .where("end_date", ">=", today)
    .orderBy("start_date")
    .execute();
  return {
    upcoming: rows.map(specialDayOf).map((day) => ({
      ...day,
      rangeText: formatSpecialRange(day),
      description: describeSpecialDay(day),
    })),
    today,
    zoneLabel: timeZoneLabel(timeZone),
  };
}

/**
 * Adds a special day. VALIDATION, naming the field, for a date in the past, an end before
 * the start, a date more than a year ahead, a range over 60 days, one overlapping another
 * special day, or more than the upcoming special days a shop may hold. The brand's row is
 * locked on PostgreSQL (SQLite has one writer), so two additions cannot overlap each other.
 */
export async function addOwnSpecialDay(
  db: Db,
  owner: BrandOwner,
  input: unknown,
  now: Date = new Date(),
): Promise<void> {
  const value = parseInput(ZSpecialDaySchema, input);
  const entry = {
    startDate: value.startDate,
    endDate: value.endDate ?? value.startDate,
    kind: value.kind as SpecialDayKind,
    openTime: value.kind === "hours" ? (value.openTime ?? null) : null,
    closeTime: value.kind === "hours" ? (value.closeTime ?? null) : null,
    reason: value.reason ?? null,
  };
  await db.transaction().execute(async (trx) => {
    let brand = trx.selectFrom("brands").select("time_zone").where("id", "=", owner.brandId);
    if (trx.getExecutor().adapter instanceof PostgresAdapter) brand = brand.forUpdate();
    const { time_zone } = await brand.executeTakeFirstOrThrow();
    const today = calendarDayIn(now, shopTimeZoneOf(time_zone));
    const upcoming = await trx
      .selectFrom("special_days")
      .select(SPECIAL_DAY_COLUMNS)
      .where(ownedBy(owner))
      .where("end_date", ">=", today)
      .execute();
    const problem = specialDayProblem(entry, upcoming.map(specialDayOf), today);
    if (problem) {
      throw new AppError(
        "VALIDATION",
        problem.message,
        problem.field === "form" ? {} : { [problem.field]: problem.message },
      );
    }
    // Those past no page shows any more go: a shop's list stays as short as its plans.
    await trx
      .deleteFrom("special_days")
      .where(ownedBy(owner))
      .where("end_date", "<", addDays(today, -1))
      .execute();
    await trx
      .insertInto("special_days")
      .values({
        id: crypto.randomUUID(),
        brand_id: owner.brandId,
        start_date: entry.startDate,
        end_date: entry.endDate,
        kind: entry.kind,
        open_time: entry.openTime,
        close_time: entry.closeTime,
        reason: entry.reason,
        created_at: now.toISOString(),
      })
      .execute();
  });
}

/** Deletes one of the owner's special days; NOT_FOUND for any other. */
export async function deleteOwnSpecialDay(db: Db, owner: BrandOwner, id: unknown): Promise<void> {
  const own = parseId(id, SPECIAL_DAY_MESSAGES.notFound);
  const result = await db
    .deleteFrom("special_days")
    .where(ownedBy(owner))
    .where("id", "=", own)
    .executeTakeFirst();
  if (Number(result.numDeletedRows) === 0) {
    throw new AppError("NOT_FOUND", SPECIAL_DAY_MESSAGES.notFound);
  }
}
