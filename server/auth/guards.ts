import { data, redirect } from "react-router";
import { ACCOUNT_MESSAGES } from "#domain/account";
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

export type BrandOwner = SessionUser & { brandId: string };

/** A verified user with the brand-owner role (admins pass) and their own brand. */
export async function requireBrandOwner(
  context: GuardContext,
  request: Request,
): Promise<BrandOwner> {
  const user = await requireUser(context, request);
  if (!hasRole(user.role, "brand-owner")) {
    throw data("Akses ditolak.", { status: 403 });
  }
  const owner = await brandOwnerOf(context, user);
  if (!owner) {
    // The spec's "No brands found for user", for the log; the person reads Indonesian.
    context.logger.warn("No brands found for user", { userId: user.id });
    throw data(ACCOUNT_MESSAGES.noShop, { status: 403 });
  }
  return owner;
}

/**
 * The signed-in user as the owner of their shop, or null when they own none (or their
 * role is not a seller's): for pages every admin account may open, such as the home.
 */
export async function findBrandOwner(
  context: GuardContext,
  request: Request,
): Promise<BrandOwner | null> {
  return findBrandOwnerOf(context, await requireUser(context, request));
}

/** A user already signed in as the owner of their shop, or null (as `findBrandOwner`). */
export async function findBrandOwnerOf(
  context: GuardContext,
  user: SessionUser,
): Promise<BrandOwner | null> {
  return hasRole(user.role, "brand-owner") ? brandOwnerOf(context, user) : null;
}

async function brandOwnerOf(context: GuardContext, user: SessionUser): Promise<BrandOwner | null> {
  const brand = await context.db
    .selectFrom("brands")
    .select("id")
    .where("user_id", "=", user.id)
    .executeTakeFirst();
  return brand ? { ...user, brandId: brand.id } : null;
}

export async function requirePlatformAdmin(
  context: GuardContext,
  request: Request,
): Promise<SessionUser> {
  const user = await requireUser(context, request);
  if (user.role !== "platform-admin") throw data("Akses ditolak.", { status: 403 });
  return user;
}
