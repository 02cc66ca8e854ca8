import { sql, type QueryCreator } from "kysely";
import type { Db } from "../db/database";
import { prepared } from "../db/prepared";
import type { Database } from "../db/schema";

export type RateLimitRule = { max: number; windowSeconds: number };

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

export type RateLimitHitValues = { key: string; now: string; resetAt: string };
type RateLimitRow = { count: number; reset_at: string };

/**
 * The statement that counts one attempt: `parameter` names its values (RateLimitHitValues).
 * It stands alone here, and joins another statement where a write counts its attempt in the
 * same round trip (order-store.ts).
 */
export function rateLimitHitStatement(
  db: QueryCreator<Database>,
  parameter: <Name extends keyof RateLimitHitValues>(name: Name) => RateLimitHitValues[Name],
) {
  return db
    .insertInto("rate_limits")
    .values({ key: parameter("key"), count: 1, reset_at: parameter("resetAt") })
    .onConflict((oc) =>
      oc.column("key").doUpdateSet({
        count: sql<number>`case when rate_limits.reset_at <= ${parameter("now")} then 1 else rate_limits.count + 1 end`,
        reset_at: sql<string>`case when rate_limits.reset_at <= ${parameter("now")} then ${parameter("resetAt")} else rate_limits.reset_at end`,
      }),
    )
    .returning(["count", "reset_at"]);
}

const limitHit = prepared<RateLimitHitValues, RateLimitRow>(rateLimitHitStatement);

/** The values of one attempt at `now` under `rule`. */
export const rateLimitHitValues = (
  key: string,
  rule: RateLimitRule,
  now: Date,
): RateLimitHitValues => ({
  key,
  now: now.toISOString(),
  resetAt: new Date(now.getTime() + rule.windowSeconds * 1000).toISOString(),
});

/** What the counted attempt's row says: allowed while the count is within `max`. */
export function rateLimitResultOf(
  row: RateLimitRow | undefined,
  rule: RateLimitRule,
  now: Date,
): RateLimitResult {
  if (!row) throw new Error("the rate limit's row was not returned");
  const retryAfterSeconds = Math.max(
    0,
    Math.ceil((new Date(row.reset_at).getTime() - now.getTime()) / 1000),
  );
  return { allowed: row.count <= rule.max, retryAfterSeconds };
}

/**
 * Counts one attempt against `key` in a fixed window, atomically in the database so
 * that every server instance shares the count. Refused once the count passes `max`.
 */
export async function hitRateLimit(
  db: Db,
  key: string,
  rule: RateLimitRule,
  now: Date = new Date(),
): Promise<RateLimitResult> {
  const {
    rows: [row],
  } = await limitHit(db, rateLimitHitValues(key, rule, now));
  return rateLimitResultOf(row, rule, now);
}

/** Forgets the attempts under `key` (after a successful sign-in, say). */
export async function clearRateLimit(db: Db, key: string): Promise<void> {
  await db.deleteFrom("rate_limits").where("key", "=", key).execute();
}

/** Takes back one attempt counted under `key` (one that turned out to be legitimate). */
export async function forgetRateLimitHit(db: Db, key: string): Promise<void> {
  await db
    .updateTable("rate_limits")
    .set({ count: sql<number>`case when count > 0 then count - 1 else 0 end` })
    .where("key", "=", key)
    .execute();
}

/** Deletes the counters whose window has passed (they would start again from zero). */
export async function purgeExpiredRateLimits(db: Db, now: Date = new Date()): Promise<number> {
  const result = await db
    .deleteFrom("rate_limits")
    .where("reset_at", "<=", now.toISOString())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
