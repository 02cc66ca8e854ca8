import { data, redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "#domain/account";
import { MEMBER_MESSAGES } from "#domain/member-forms";
import { PLATFORM_MESSAGES } from "#domain/platform-oversight";
import { mayUse, resolveMemberRole, type MemberRole, type Permission } from "#domain/member-roles";
import type { AppContext } from "../context";
import { redirectWithToast } from "../toast";
import { hasRole, resolveRole, type Role } from "./roles";

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  role: Role | null;
};

type GuardContext = Pick<AppContext, "auth" | "config" | "db" | "logger">;

/** The signed-in user of this request, verified or not, or null. */
export async function getSessionUser(
  context: GuardContext,
  request: Request,
): Promise<SessionUser | null> {
  const session = await context.auth.api.getSession({ headers: request.headers });
  if (!session) return null;
  const { user } = session;
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
    role: resolveRole(user, context.config.platformAdminEmails),
  };
}

/**
 * Spec §2 admin guard: no user → /auth, unverified e-mail → /email-not-verified, where a
 * toast says why (spec §8). Guards throw the redirect or the 403 response, so loaders and
 * actions simply `await` them.
 */
export async function requireUser(context: GuardContext, request: Request): Promise<SessionUser> {
  const user = await getSessionUser(context, request);
  if (!user) throw redirect("/auth");
  if (!user.emailVerified) {
    throw await redirectWithToast(
      "/email-not-verified",
      "error",
      ACCOUNT_MESSAGES.emailNotVerified,
      { secure: context.config.appUrl.startsWith("https:") },
    );
  }
  return user;
}

/**
 * A verified user acting for one shop: `brandId` scopes every service (`ownedBy`),
 * `memberRole` is their role in it (decision 071). Built by hand, it is the shop's owner.
 */
export type BrandOwner = SessionUser & {
  brandId: string;
  memberRole?: MemberRole;
  /** The platform suspended the shop (decision 077): its admin is read-only. */
  isSuspended?: boolean;
  /** Why, as the platform admin wrote it. */
  suspensionReason?: string | null;
};

/** One shop an account belongs to, for the admin's shop switcher. */
export type Membership = { brandId: string; role: MemberRole };

/** The cookie naming the shop the account last chose; always checked against membership. */
export const ACTIVE_SHOP_COOKIE = "gerai_shop";
/** Last activity is written at most this often per member: one small write, not one per request. */
const ACTIVITY_RESOLUTION_MS = 5 * 60 * 1000;

/** The Set-Cookie value that makes `brandId` the account's chosen shop. */
export function activeShopCookie(brandId: string, { secure }: { secure: boolean }): string {
  const flags = `Path=/admin; HttpOnly; SameSite=Lax; Max-Age=${365 * 24 * 60 * 60}`;
  return `${ACTIVE_SHOP_COOKIE}=${brandId}; ${flags}${secure ? "; Secure" : ""}`;
}

function activeShopOf(request: Request): string | null {
  const cookie = request.headers.get("Cookie") ?? "";
  const match = new RegExp(`(?:^|;\\s*)${ACTIVE_SHOP_COOKIE}=([^;]+)`).exec(cookie);
  // Brand ids are UUIDs: anything else in the cookie names no shop.
  return match?.[1] && /^[\w-]{1,100}$/.test(match[1]) ? match[1] : null;
}

/**
 * The guard of every admin loader and action (decision 071): a verified seller account who
 * belongs to a shop with a role that may use `permission` (domain/member-roles.ts). The
 * shop is the one the account chose (cookie), if it still belongs to it, else its own, else
 * the first it joined. No user → /auth; no shop or a role without the permission → 403 with
 * the reason in Indonesian.
 */
export async function requireMember(
  context: GuardContext,
  request: Request,
  permission: Permission,
): Promise<BrandOwner> {
  const user = await requireUser(context, request);
  if (!hasRole(user.role, "brand-owner")) {
    throw data("Akses ditolak.", { status: 403 });
  }
  const member = await memberOf(context, user, request);
  if (!member) {
    // The spec's "No brands found for user", for the log; the person reads Indonesian.
    context.logger.warn("No brands found for user", { userId: user.id });
    throw data(ACCOUNT_MESSAGES.noShop, { status: 403 });
  }
  if (!mayUse(member.memberRole ?? "owner", permission)) {
    throw data(MEMBER_MESSAGES.forbidden, { status: 403 });
  }
  // A suspended shop's team still reads everything and downloads its files; every write is
  // refused here, once, whatever the form (decision 077).
  if (member.isSuspended && !isReadRequest(request)) {
    throw data(PLATFORM_MESSAGES.ownerReadOnly, { status: 403 });
  }
  return member;
}

/** A request that changes nothing: a page, a file. */
function isReadRequest(request: Request): boolean {
  return request.method === "GET" || request.method === "HEAD";
}

/** The shop's owner only: the members, payment accounts and the shop's web address. */
export async function requireBrandOwner(
  context: GuardContext,
  request: Request,
): Promise<BrandOwner> {
  return requireMember(context, request, "owner");
}

/**
 * The signed-in user acting for their shop, or null when they belong to none (or their
 * role is not a seller's): for pages every admin account may open, such as the home.
 */
export async function findBrandOwner(
  context: GuardContext,
  request: Request,
): Promise<MemberOf | null> {
  return findBrandOwnerOf(context, await requireUser(context, request), request);
}

type MemberOf = BrandOwner & {
  memberRole: MemberRole;
  memberships: Membership[];
};

/** A user already signed in acting for their shop, or null (as `findBrandOwner`). */
export async function findBrandOwnerOf(
  context: GuardContext,
  user: SessionUser,
  request: Request,
): Promise<MemberOf | null> {
  return hasRole(user.role, "brand-owner") ? memberOf(context, user, request) : null;
}

/**
 * One query: every shop the account belongs to, whether each is suspended, the chosen one
 * picked here. Last activity is written when the stored one is older than its resolution.
 */
async function memberOf(
  context: GuardContext,
  user: SessionUser,
  request: Request,
): Promise<MemberOf | null> {
  const rows = await context.db
    .selectFrom("brand_members")
    .innerJoin("brands", "brands.id", "brand_members.brand_id")
    .select(["brand_members.brand_id", "brand_members.role", "brand_members.last_active_at"])
    .select(["brands.suspended_at", "brands.suspension_reason"])
    .where("brand_members.user_id", "=", user.id)
    .orderBy("brand_members.created_at")
    .orderBy("brand_members.brand_id")
    .execute();
  if (rows.length === 0) return null;
  const chosen = activeShopOf(request);
  const row =
    rows.find((r) => r.brand_id === chosen) ?? rows.find((r) => r.role === "owner") ?? rows[0]!;
  const now = Date.now();
  if (
    !row.last_active_at ||
    now - new Date(row.last_active_at).getTime() > ACTIVITY_RESOLUTION_MS
  ) {
    await context.db
      .updateTable("brand_members")
      .set({ last_active_at: new Date(now).toISOString() })
      .where("brand_id", "=", row.brand_id)
      .where("user_id", "=", user.id)
      .execute();
  }
  return {
    ...user,
    brandId: row.brand_id,
    memberRole: resolveMemberRole(row.role),
    isSuspended: row.suspended_at !== null,
    suspensionReason: row.suspended_at !== null ? row.suspension_reason : null,
    memberships: rows.map((r) => ({ brandId: r.brand_id, role: resolveMemberRole(r.role) })),
  };
}

export async function requirePlatformAdmin(
  context: GuardContext,
  request: Request,
): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (user.role !== "platform-admin") throw data("Akses ditolak.", { status: 403 });
  return user;
}
