import { sql, type SqlBool } from "kysely";
import {
  ACCOUNT_DATA_MESSAGES,
  DELETION_GRACE_DAYS,
  EXISTING_EXPORTS,
  ZDeleteAccountSchema,
} from "#domain/account-data";
import { mayUse, type MemberRole } from "#domain/member-roles";
import type { SessionUser } from "../auth/guards";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import { AppError, parseInput } from "../errors";
import { touchShopPages } from "./page-versions";
import { hitRateLimit, type RateLimitRule } from "./rate-limit";

// Deleting one's own account (decision 080). Asked with the password, it closes every shop
// the account owns at once (their kept pages dropped in the same transaction) and waits out
// a grace period the owner may end by taking it back; then the hourly job erases the account,
// its shops and everything under them.

const MS_PER_DAY = 24 * 60 * 60 * 1000;
/** Password guesses through this form: as few as the sign-in's, per account. */
const DELETE_ATTEMPTS: RateLimitRule = { max: 5, windowSeconds: 15 * 60 };

type DeletionContext = Pick<AppContext, "db" | "auth" | "config">;

export type PendingDeletion = { requestedAt: string; eraseAfter: string; ownsShop: boolean };

/** The account's pending deletion, or null: the admin's banner. */
export async function findPendingDeletion(db: Db, userId: string): Promise<PendingDeletion | null> {
  const row = await db
    .selectFrom("account_deletions")
    .select(["requested_at", "erase_after"])
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (!row) return null;
  const shop = await db
    .selectFrom("brands")
    .select("id")
    .where("user_id", "=", userId)
    .executeTakeFirst();
  return { requestedAt: row.requested_at, eraseAfter: row.erase_after, ownsShop: Boolean(shop) };
}

/** What 'Data & Akun' shows: the account, its own shop, its pending deletion, its exports. */
export async function getAccountOverview(
  db: Db,
  user: Pick<SessionUser, "id" | "email" | "name">,
  memberRole: MemberRole | null,
) {
  const [deletion, ownShop] = await Promise.all([
    findPendingDeletion(db, user.id),
    db
      .selectFrom("brands")
      .select(["name", "username"])
      .where("user_id", "=", user.id)
      .orderBy("created_at")
      .executeTakeFirst(),
  ]);
  return {
    email: user.email,
    name: user.name,
    ownShop: ownShop ?? null,
    deletion,
    // The spreadsheets of the shop the account acts for, those its role may download.
    exports: memberRole
      ? EXISTING_EXPORTS.filter((entry) => mayUse(memberRole, entry.permission))
      : [],
  };
}

/**
 * Schedules the account's erasure after checking its password: the shops it owns go offline
 * at once. The last platform admin is refused, so the platform always keeps one.
 */
export async function requestAccountDeletion(
  context: DeletionContext,
  user: Pick<SessionUser, "id" | "email">,
  input: unknown,
  now: Date = new Date(),
): Promise<PendingDeletion> {
  const { password } = parseInput(ZDeleteAccountSchema, input);
  const { db } = context;
  const limit = await hitRateLimit(db, `delete-account:${user.id}`, DELETE_ATTEMPTS);
  if (!limit.allowed) throw new AppError("RATE_LIMITED", ACCOUNT_DATA_MESSAGES.tooManyAttempts);

  const authContext = await context.auth.$context;
  const accounts = await authContext.internalAdapter.findAccounts(user.id);
  const hash = accounts.find((account) => account.providerId === "credential")?.password;
  if (!hash) throw new AppError("CONFLICT", ACCOUNT_DATA_MESSAGES.noPassword);
  if (!(await authContext.password.verify({ hash, password }))) {
    throw new AppError("VALIDATION", ACCOUNT_DATA_MESSAGES.wrongPassword, {
      password: ACCOUNT_DATA_MESSAGES.wrongPassword,
    });
  }
  if (await isLastPlatformAdmin(context, user)) {
    throw new AppError("FORBIDDEN", ACCOUNT_DATA_MESSAGES.lastPlatformAdmin);
  }

  const requestedAt = now.toISOString();
  const eraseAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * MS_PER_DAY).toISOString();
  const shops = await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("account_deletions")
      .values({ user_id: user.id, requested_at: requestedAt, erase_after: eraseAfter })
      .onConflict((conflict) => conflict.column("user_id").doNothing())
      .returning("user_id")
      .executeTakeFirst();
    if (!inserted) {
      throw new AppError("CONFLICT", ACCOUNT_DATA_MESSAGES.alreadyRequested);
    }
    const owned = await trx
      .updateTable("brands")
      .set({ closed_at: requestedAt })
      .where("user_id", "=", user.id)
      .returning("id")
      .execute();
    for (const shop of owned) await touchShopPages(trx, shop.id);
    return owned;
  });
  return { requestedAt, eraseAfter, ownsShop: shops.length > 0 };
}

/** Takes the deletion back: the row goes, and the account's shops are public again. */
export async function cancelAccountDeletion(db: Db, user: Pick<SessionUser, "id">): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const removed = await trx
      .deleteFrom("account_deletions")
      .where("user_id", "=", user.id)
      .executeTakeFirst();
    if (Number(removed.numDeletedRows) === 0) {
      throw new AppError("NOT_FOUND", ACCOUNT_DATA_MESSAGES.nothingToCancel);
    }
    const reopened = await trx
      .updateTable("brands")
      .set({ closed_at: null })
      .where("user_id", "=", user.id)
      .returning("id")
      .execute();
    for (const shop of reopened) await touchShopPages(trx, shop.id);
  });
}

/**
 * True when `user` is a platform admin and no other verified account, not itself waiting for
 * its erasure, has an address of PLATFORM_ADMIN_EMAILS.
 */
async function isLastPlatformAdmin(
  context: DeletionContext,
  user: Pick<SessionUser, "id" | "email">,
): Promise<boolean> {
  const admins = context.config.platformAdminEmails.map((email) => email.toLowerCase());
  if (!admins.includes(user.email.toLowerCase())) return false;
  const others = await context.db
    .selectFrom("user")
    .select(["user.id", "user.email"])
    .where("user.id", "!=", user.id)
    .where(sql<SqlBool>`${sql.ref("user.emailVerified")} = ${true}`)
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom("account_deletions")
            .select("account_deletions.user_id")
            .whereRef("account_deletions.user_id", "=", "user.id"),
        ),
      ),
    )
    .execute();
  return !others.some((other) => admins.includes(other.email.toLowerCase()));
}

/**
 * The hourly job: every account whose grace period ended is erased with the shops it owns and
 * everything under them, its memberships, sessions and sign-in. Each account is one
 * transaction that starts by taking its deletion row: a second instance running at the same
 * time finds the row gone (PostgreSQL waits on its lock first) and skips it, and a run that
 * fails leaves the row for the next hour. Answers the accounts erased.
 */
export async function eraseDeletedAccounts(db: Db, now: Date = new Date()): Promise<number> {
  const due = await db
    .selectFrom("account_deletions")
    .select("user_id")
    .where("erase_after", "<=", now.toISOString())
    .orderBy("erase_after")
    .execute();
  let erased = 0;
  for (const { user_id: userId } of due) {
    const isErased = await db.transaction().execute(async (trx) => {
      const taken = await trx
        .deleteFrom("account_deletions")
        .where("user_id", "=", userId)
        .where("erase_after", "<=", now.toISOString())
        .executeTakeFirst();
      if (Number(taken.numDeletedRows) === 0) return false;
      await eraseAccount(trx, userId);
      return true;
    });
    if (isErased) erased += 1;
  }
  return erased;
}

/**
 * Everything of one account. Every table under a shop references it with ON DELETE CASCADE
 * (orders → lines → options, histories, payments, fees; products → images, options, counts,
 * quantities; stores, links and their histories and counts; customers, members,
 * invitations, reports, daily figures), on both databases; the parents are still deleted
 * from the leaves up, so no single statement cascades over a whole shop's orders at once.
 */
async function eraseAccount(trx: Db, userId: string): Promise<void> {
  const shops = await trx.selectFrom("brands").select("id").where("user_id", "=", userId).execute();
  for (const { id: brandId } of shops) {
    const orders = trx.selectFrom("orders").select("id").where("brand_id", "=", brandId);
    const lines = trx.selectFrom("order_products").select("id").where("order_id", "in", orders);
    await trx.deleteFrom("order_product_options").where("order_product_id", "in", lines).execute();
    await trx.deleteFrom("order_products").where("order_id", "in", orders).execute();
    for (const table of ["order_histories", "order_payments", "order_delivery_fees"] as const) {
      await trx.deleteFrom(table).where("order_id", "in", orders).execute();
    }
    await trx.deleteFrom("orders").where("brand_id", "=", brandId).execute();
    for (const table of [
      "customer_products",
      "customers",
      "shop_daily_counts",
      "personal_data_events",
      "special_days",
      "brand_invitations",
      "brand_members",
      "shop_reports",
      "shop_domains",
    ] as const) {
      await trx.deleteFrom(table).where("brand_id", "=", brandId).execute();
    }
    // Products, stores and links take their pictures, options, histories and counts along.
    for (const table of ["products", "product_categories", "stores", "links"] as const) {
      await trx.deleteFrom(table).where("brand_id", "=", brandId).execute();
    }
    await trx.deleteFrom("brand_price_lists").where("brand_id", "=", brandId).execute();
    await trx.deleteFrom("brands").where("id", "=", brandId).execute();
  }
  // Her places in other shops' teams, and invitations she sent.
  await trx.deleteFrom("brand_members").where("user_id", "=", userId).execute();
  await trx
    .updateTable("brand_invitations")
    .set({ invited_by: null })
    .where("invited_by", "=", userId)
    .execute();
  // better-auth's rows: sessions and sign-ins reference the account (cascade), deleted here
  // first all the same; then the account itself.
  await sql`delete from ${sql.table("session")} where ${sql.ref("userId")} = ${userId}`.execute(
    trx,
  );
  await sql`delete from ${sql.table("account")} where ${sql.ref("userId")} = ${userId}`.execute(
    trx,
  );
  await trx.deleteFrom("user").where("id", "=", userId).execute();
}
