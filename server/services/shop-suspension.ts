import { PLATFORM_MESSAGES, type PlatformAction } from "#domain/platform-oversight";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import { AppError } from "../errors";
import { touchShopPages } from "./page-versions";

// Suspending and reinstating a shop (decision 077). The shop's row keeps when and why; its
// kept pages are marked out of date in the same transaction, so every instance drops them
// on the next request; the audit list records who did it and why.

/** The platform admin acting: the account's id and e-mail address. */
export type PlatformActor = { id: string; email: string };

/**
 * Records one platform action in the audit list; `db` may be the action's own transaction.
 * The shop's name and URL name are copied in: the entry still reads once the shop is gone.
 */
export async function recordPlatformAction(
  db: Db,
  actor: PlatformActor,
  action: PlatformAction,
  { brandId, reason }: { brandId: string | null; reason: string | null },
): Promise<void> {
  const brand = brandId
    ? await db
        .selectFrom("brands")
        .select(["name", "username"])
        .where("id", "=", brandId)
        .executeTakeFirst()
    : undefined;
  await db
    .insertInto("platform_actions")
    .values({
      id: timeOrderedId(),
      created_at: new Date().toISOString(),
      actor_user_id: actor.id,
      actor_email: actor.email,
      action,
      brand_id: brandId,
      brand_username: brand?.username ?? null,
      brand_name: brand?.name ?? null,
      reason,
    })
    .execute();
}

/**
 * Suspends the shop, or lifts its suspension (`isSuspended` false), with the reason: the
 * owner reads a suspension's, the audit keeps both. A shop already so is refused.
 */
async function setSuspension(
  db: Db,
  actor: PlatformActor,
  { brandId, reason, isSuspended }: { brandId: string; reason: string; isSuspended: boolean },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const shop = await trx
      .selectFrom("brands")
      .select("suspended_at")
      .where("id", "=", brandId)
      .executeTakeFirst();
    if (!shop) throw new AppError("NOT_FOUND", PLATFORM_MESSAGES.shopNotFound);
    if (Boolean(shop.suspended_at) === isSuspended) {
      const message = isSuspended
        ? PLATFORM_MESSAGES.alreadySuspended
        : PLATFORM_MESSAGES.notSuspended;
      throw new AppError("CONFLICT", message);
    }
    await trx
      .updateTable("brands")
      .set(
        isSuspended
          ? { suspended_at: new Date().toISOString(), suspension_reason: reason }
          : { suspended_at: null, suspension_reason: null },
      )
      .where("id", "=", brandId)
      .execute();
    await touchShopPages(trx, brandId);
    await recordPlatformAction(trx, actor, isSuspended ? "suspend" : "reinstate", {
      brandId,
      reason,
    });
  });
}

/** Suspends the shop with the reason its owner will read. */
export function suspendShop(
  db: Db,
  actor: PlatformActor,
  change: { brandId: string; reason: string },
): Promise<void> {
  return setSuspension(db, actor, { ...change, isSuspended: true });
}

/** Lifts the suspension: the shop is public again as it was. */
export function reinstateShop(
  db: Db,
  actor: PlatformActor,
  change: { brandId: string; reason: string },
): Promise<void> {
  return setSuspension(db, actor, { ...change, isSuspended: false });
}

export type PlatformActionEntry = {
  id: string;
  createdAt: string;
  actorEmail: string;
  action: string;
  brandId: string | null;
  brandUsername: string | null;
  brandName: string | null;
  reason: string | null;
};

/** The audit list, newest first: every shop's, or one shop's (`brandId`). */
export async function listPlatformActions(
  db: Db,
  { brandId, limit = 100, before }: { brandId?: string; limit?: number; before?: string } = {},
): Promise<PlatformActionEntry[]> {
  let query = db
    .selectFrom("platform_actions")
    .select([
      "id",
      "created_at",
      "actor_email",
      "action",
      "brand_id",
      "brand_username",
      "brand_name",
      "reason",
    ])
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit);
  if (brandId) query = query.where("brand_id", "=", brandId);
  if (before) query = query.where("created_at", "<", before);
  const rows = await query.execute();
  return rows.map((row) => ({
    id: row.id,
    // PostgreSQL reads a timestamptz as a Date: the entry carries the ISO text on both.
    createdAt: new Date(row.created_at).toISOString(),
    actorEmail: row.actor_email,
    action: row.action,
    brandId: row.brand_id,
    brandUsername: row.brand_username,
    brandName: row.brand_name,
    reason: row.reason,
  }));
}
