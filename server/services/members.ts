import crypto from "node:crypto";
import { APIError } from "better-auth/api";
import { ACCOUNT_MESSAGES } from "#domain/account";
import {
  MEMBER_MESSAGES,
  ZAcceptInvitationSchema,
  ZChangeMemberRoleSchema,
  ZInviteMemberSchema,
  ZRemoveMemberSchema,
  ZRevokeInvitationSchema,
} from "#domain/member-forms";
import {
  INVITATION_LIFETIME_DAYS,
  MEMBER_ROLE_LABELS,
  resolveMemberRole,
  type MemberRole,
} from "#domain/member-roles";
import { shopTimeZoneOf, type ShopTimeZone } from "#domain/shop-time";
import type { BrandOwner, Membership } from "../auth/guards";
import type { AppContext } from "../context";
import type { Db } from "../db/database";
import { timeOrderedId } from "../db/ids";
import { AppError, parseInput } from "../errors";
import { invitationMail } from "../mail/templates";
import { signIn, type AccountClient } from "./accounts";
import { ownedBy } from "./brand-scope";
import { getPlatformSettings } from "./platform-settings";
import { hitRateLimit, type RateLimitRule } from "./rate-limit";

// A shop's team (decision 071): the owner invites by e-mail, changes roles and removes
// members; an invitation's link works once, for INVITATION_LIFETIME_DAYS days, and joins
// the account of the invited address (made on the spot when there is none: the link proved
// the address). Every function takes the acting member, whose role the route's guard
// checked, and works within their shop.

type MembersContext = Pick<AppContext, "auth" | "db" | "mailer" | "config" | "logger">;

// Invitations mail strangers' addresses and role changes end or widen access: both are
// limited per shop, and invitations to one address as account mails are (accounts.ts).
const INVITATIONS_PER_SHOP: RateLimitRule = { max: 20, windowSeconds: 60 * 60 };
const INVITATIONS_PER_RECIPIENT: RateLimitRule = { max: 3, windowSeconds: 60 * 60 };
const ROLE_CHANGES_PER_SHOP: RateLimitRule = { max: 30, windowSeconds: 60 * 60 };

const LIFETIME_MS = INVITATION_LIFETIME_DAYS * 24 * 60 * 60 * 1000;
const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

async function hitOrRefuse(db: Db, key: string, rule: RateLimitRule) {
  const result = await hitRateLimit(db, key, rule);
  if (!result.allowed) throw new AppError("RATE_LIMITED", MEMBER_MESSAGES.tooMany);
}

export type MemberRow = {
  userId: string;
  name: string;
  email: string;
  role: MemberRole;
  joinedAt: string;
  lastActiveAt: string | null;
};

export type PendingInvitation = {
  id: string;
  email: string;
  role: MemberRole;
  createdAt: string;
  expiresAt: string;
};

const asText = (value: string | Date) => (value instanceof Date ? value.toISOString() : value);

/** The shop's members, the owner first, and its invitations still waiting. */
export async function listMembers(
  db: Db,
  actor: BrandOwner,
  now: Date = new Date(),
): Promise<{ members: MemberRow[]; invitations: PendingInvitation[]; timeZone: ShopTimeZone }> {
  const [members, invitations, brand] = await Promise.all([
    db
      .selectFrom("brand_members")
      .innerJoin("user", "user.id", "brand_members.user_id")
      .select([
        "brand_members.user_id",
        "brand_members.role",
        "brand_members.created_at",
        "brand_members.last_active_at",
        "user.name",
        "user.email",
      ])
      .where(ownedBy(actor, "brand_members"))
      .orderBy("brand_members.created_at")
      .execute(),
    db
      .selectFrom("brand_invitations")
      .select(["id", "email", "role", "created_at", "expires_at"])
      .where(ownedBy(actor))
      .where("accepted_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .orderBy("created_at", "desc")
      .execute(),
    db.selectFrom("brands").select("time_zone").where("id", "=", actor.brandId).executeTakeFirst(),
  ]);
  return {
    timeZone: shopTimeZoneOf(brand?.time_zone),
    members: members
      .map((row) => ({
        userId: row.user_id,
        name: row.name,
        email: row.email,
        role: resolveMemberRole(row.role),
        joinedAt: asText(row.created_at),
        lastActiveAt: row.last_active_at ? asText(row.last_active_at) : null,
      }))
      .sort((a, b) => Number(b.role === "owner") - Number(a.role === "owner")),
    invitations: invitations.map((row) => ({
      id: row.id,
      email: row.email,
      role: resolveMemberRole(row.role),
      createdAt: asText(row.created_at),
      expiresAt: asText(row.expires_at),
    })),
  };
}

/**
 * Mails an invitation to join the actor's shop with `role`; a newer invitation to the same
 * address replaces the one before it. Answers the link's token (the mail holds it too).
 */
export async function inviteMember(
  context: MembersContext,
  actor: BrandOwner,
  input: unknown,
  now: Date = new Date(),
): Promise<{ token: string }> {
  const { email, role } = parseInput(ZInviteMemberSchema, {
    ...(input as object),
    intent: "invite",
  });
  const isMember = await context.db
    .selectFrom("brand_members")
    .innerJoin("user", "user.id", "brand_members.user_id")
    .select("brand_members.user_id")
    .where(ownedBy(actor, "brand_members"))
    .where("user.email", "=", email)
    .executeTakeFirst();
  if (isMember) {
    throw new AppError("CONFLICT", MEMBER_MESSAGES.alreadyMember, {
      email: MEMBER_MESSAGES.alreadyMember,
    });
  }
  await hitOrRefuse(context.db, `invite-shop:${actor.brandId}`, INVITATIONS_PER_SHOP);
  await hitOrRefuse(context.db, `mail-to:invite:${email}`, INVITATIONS_PER_RECIPIENT);

  const token = crypto.randomBytes(32).toString("base64url");
  const brand = await context.db
    .selectFrom("brands")
    .select("name")
    .where("id", "=", actor.brandId)
    .executeTakeFirstOrThrow();
  await context.db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom("brand_invitations")
      .where(ownedBy(actor))
      .where("email", "=", email)
      .where("accepted_at", "is", null)
      .execute();
    await trx
      .insertInto("brand_invitations")
      .values({
        id: timeOrderedId(now.getTime()),
        brand_id: actor.brandId,
        email,
        role,
        token_hash: hashOf(token),
        invited_by: actor.id,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LIFETIME_MS).toISOString(),
      })
      .execute();
  });
  const { siteTitle } = await getPlatformSettings(context.db);
  const link = `${context.config.appUrl}/invite?${new URLSearchParams({ token })}`;
  try {
    await context.mailer.send(
      invitationMail({
        to: email,
        inviterName: actor.name,
        shopName: brand.name,
        roleLabel: MEMBER_ROLE_LABELS[role],
        siteTitle,
        link,
      }),
    );
  } catch (error) {
    context.logger.error("invitation mail failed", { error });
    throw new AppError("INTERNAL", MEMBER_MESSAGES.inviteFailed);
  }
  return { token };
}

/** Withdraws an invitation still waiting: its link stops working. */
export async function revokeInvitation(db: Db, actor: BrandOwner, input: unknown): Promise<void> {
  const { invitationId } = parseInput(ZRevokeInvitationSchema, {
    ...(input as object),
    intent: "revoke",
  });
  const deleted = await db
    .deleteFrom("brand_invitations")
    .where(ownedBy(actor))
    .where("id", "=", invitationId)
    .where("accepted_at", "is", null)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) {
    throw new AppError("NOT_FOUND", MEMBER_MESSAGES.notFound);
  }
}

/** Gives a member (not the owner) another role; their next request has it. */
export async function changeMemberRole(db: Db, actor: BrandOwner, input: unknown): Promise<void> {
  const { userId, role } = parseInput(ZChangeMemberRoleSchema, {
    ...(input as object),
    intent: "role",
  });
  await hitOrRefuse(db, `member-role:${actor.brandId}`, ROLE_CHANGES_PER_SHOP);
  const updated = await db
    .updateTable("brand_members")
    .set({ role })
    .where(ownedBy(actor))
    .where("user_id", "=", userId)
    .where("role", "<>", "owner")
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) await refuseMemberChange(db, actor, userId);
}

async function refuseMemberChange(db: Db, actor: BrandOwner, userId: string): Promise<never> {
  const found = await db
    .selectFrom("brand_members")
    .select("role")
    .where(ownedBy(actor))
    .where("user_id", "=", userId)
    .executeTakeFirst();
  if (found) throw new AppError("CONFLICT", MEMBER_MESSAGES.ownerFixed);
  throw new AppError("NOT_FOUND", MEMBER_MESSAGES.notFound);
}

/**
 * Removes a member (not the owner) from the shop and ends every session of theirs at once:
 * a signed-in browser left on a shared phone at the stall is signed out too.
 */
export async function removeMember(
  context: Pick<AppContext, "auth" | "db">,
  actor: BrandOwner,
  input: unknown,
): Promise<void> {
  const { userId } = parseInput(ZRemoveMemberSchema, { ...(input as object), intent: "remove" });
  await hitOrRefuse(context.db, `member-role:${actor.brandId}`, ROLE_CHANGES_PER_SHOP);
  const deleted = await context.db
    .deleteFrom("brand_members")
    .where(ownedBy(actor))
    .where("user_id", "=", userId)
    .where("role", "<>", "owner")
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) await refuseMemberChange(context.db, actor, userId);
  const authContext = await context.auth.$context;
  await authContext.internalAdapter.deleteUserSessions(userId);
}

/** The shops an account belongs to, named, for the admin's switcher. */
export async function namedShops(
  db: Db,
  memberships: readonly Membership[],
): Promise<{ brandId: string; name: string; role: MemberRole }[]> {
  if (memberships.length < 2) return [];
  const brands = await db
    .selectFrom("brands")
    .select(["id", "name"])
    .where(
      "id",
      "in",
      memberships.map((m) => m.brandId),
    )
    .execute();
  const names = new Map(brands.map((b) => [b.id, b.name]));
  return memberships.map((m) => ({ ...m, name: names.get(m.brandId) ?? "" }));
}

export type InvitationView = {
  shopName: string;
  email: string;
  role: MemberRole;
  /** Whether the invited address has an account already (it then signs in to accept). */
  hasAccount: boolean;
};

async function liveInvitation(db: Db, token: string, now: Date) {
  return db
    .selectFrom("brand_invitations")
    .innerJoin("brands", "brands.id", "brand_invitations.brand_id")
    .select([
      "brand_invitations.id",
      "brand_invitations.brand_id",
      "brand_invitations.email",
      "brand_invitations.role",
      "brands.name",
    ])
    .where("brand_invitations.token_hash", "=", hashOf(token))
    .where("brand_invitations.accepted_at", "is", null)
    .where("brand_invitations.expires_at", ">", now.toISOString())
    .executeTakeFirst();
}

/** What the invitation page shows for a link, or null for a link that no longer works. */
export async function findInvitation(
  context: Pick<AppContext, "auth" | "db">,
  token: string,
  now: Date = new Date(),
): Promise<InvitationView | null> {
  if (!token || token.length > 200) return null;
  const found = await liveInvitation(context.db, token, now);
  if (!found) return null;
  const authContext = await context.auth.$context;
  const account = await authContext.internalAdapter.findUserByEmail(found.email);
  return {
    shopName: found.name,
    email: found.email,
    role: resolveMemberRole(found.role),
    hasAccount: Boolean(account),
  };
}

/**
 * Uses an invitation: marks it used (once, while it lives) and makes the account a member
 * with the invited role, in one transaction. An account already a member keeps its row.
 */
async function join(
  db: Db,
  token: string,
  userId: string,
  now: Date,
): Promise<{ brandId: string; role: MemberRole }> {
  return db.transaction().execute(async (trx) => {
    const used = await trx
      .updateTable("brand_invitations")
      .set({ accepted_at: now.toISOString() })
      .where("token_hash", "=", hashOf(token))
      .where("accepted_at", "is", null)
      .where("expires_at", ">", now.toISOString())
      .returning(["brand_id", "role"])
      .executeTakeFirst();
    if (!used) throw new AppError("NOT_FOUND", MEMBER_MESSAGES.invitationInvalid);
    // Only an owner's invitation makes members, and there is one owner: never another.
    const invited = resolveMemberRole(used.role);
    const role = invited === "owner" ? "cashier" : invited;
    const joined = await trx
      .insertInto("brand_members")
      .values({
        brand_id: used.brand_id,
        user_id: userId,
        role,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["brand_id", "user_id"]).doNothing())
      .executeTakeFirst();
    // Already a member (the owner invited their own address): the role they have stays.
    if (Number(joined.numInsertedOrUpdatedRows ?? 0n) === 0) {
      const kept = await trx
        .selectFrom("brand_members")
        .select("role")
        .where("brand_id", "=", used.brand_id)
        .where("user_id", "=", userId)
        .executeTakeFirstOrThrow();
      return { brandId: used.brand_id, role: resolveMemberRole(kept.role) };
    }
    return { brandId: used.brand_id, role };
  });
}

export type AcceptedInvitation = { brandId: string; role: MemberRole; setCookie: string[] };

/**
 * The invitation page's three ways in: accepting while signed in with the invited address
 * (`signedIn`), signing in with it first, or creating its account. Each joins the shop and
 * answers the cookies to set: the session's, when one was made here.
 */
export async function acceptInvitation(
  context: MembersContext,
  input: unknown,
  client: AccountClient & { headers: Headers },
  signedIn: { id: string; email: string } | null,
  now: Date = new Date(),
): Promise<AcceptedInvitation> {
  const value = parseInput(ZAcceptInvitationSchema, input);
  const found = await liveInvitation(context.db, value.token, now);
  if (!found) throw new AppError("NOT_FOUND", MEMBER_MESSAGES.invitationInvalid);

  if (value.intent === "accept") {
    if (!signedIn) throw new AppError("UNAUTHENTICATED", MEMBER_MESSAGES.accountExists);
    if (signedIn.email.toLowerCase() !== found.email) {
      throw new AppError("FORBIDDEN", MEMBER_MESSAGES.invitationOtherAccount);
    }
    return { ...(await join(context.db, value.token, signedIn.id, now)), setCookie: [] };
  }

  const authContext = await context.auth.$context;
  if (value.intent === "sign-in") {
    const { setCookie } = await signIn(
      context,
      { email: found.email, password: value.password },
      client,
    );
    const account = await authContext.internalAdapter.findUserByEmail(found.email);
    if (!account) throw new AppError("NOT_FOUND", MEMBER_MESSAGES.invitationInvalid);
    return { ...(await join(context.db, value.token, account.user.id, now)), setCookie };
  }

  if (await authContext.internalAdapter.findUserByEmail(found.email)) {
    throw new AppError("CONFLICT", MEMBER_MESSAGES.accountExists);
  }
  let userId: string;
  try {
    const created = await context.auth.api.signUpEmail({
      body: { email: found.email, password: value.password, name: value.fullName },
    });
    userId = created.user.id;
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "USER_ALREADY_EXISTS") {
      throw new AppError("CONFLICT", MEMBER_MESSAGES.accountExists);
    }
    context.logger.error("account from an invitation failed", { error });
    throw new AppError(
      "INTERNAL",
      `${ACCOUNT_MESSAGES.registrationFailed}${ACCOUNT_MESSAGES.unexpectedFailure}`,
    );
  }
  // The link arrived in their inbox: the address is proven.
  await authContext.internalAdapter.updateUser(userId, { emailVerified: true });
  const joined = await join(context.db, value.token, userId, now);
  const { setCookie } = await signIn(
    context,
    { email: found.email, password: value.password },
    client,
  );
  return { ...joined, setCookie };
}
