import { APIError } from "better-auth/api";
import {
  ACCOUNT_MESSAGES,
  ZEmailSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
} from "../../domain/account";
import { normalizePhone } from "../../domain/phone";
import { USERNAME_TAKEN_ERROR, validateRegistrationUsername } from "../../domain/username";
import { consumeMailToken, issueMailToken } from "../auth/mail-tokens";
import type { AppContext } from "../context";
import { AppError, parseInput } from "../errors";
import { resetPasswordMail, verificationMail } from "../mail/templates";
import { getPlatformSettings } from "./platform-settings";
import { clearRateLimit, forgetRateLimitHit, hitRateLimit } from "./rate-limit";

type AccountContext = Pick<AppContext, "auth" | "db" | "mailer" | "config" | "logger">;

// Spec §8: a real limit on sign-in attempts, per address and e-mail and per address.
const SIGN_IN_PER_EMAIL = { max: 5, windowSeconds: 15 * 60 };
const SIGN_IN_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };

export type SignInResult = { setCookie: string[] };

/**
 * Signs in with e-mail and password. Throws AppError with the spec's message:
 * RATE_LIMITED, EMAIL_NOT_VERIFIED, UNAUTHENTICATED (wrong credentials).
 */
export async function signIn(
  context: AccountContext,
  input: unknown,
  client: { ip: string; headers: Headers },
): Promise<SignInResult> {
  const { email, password } = parseInput(ZLoginSchema, input);
  const perEmailKey = `sign-in:${client.ip}:${email}`;
  const perAddressKey = `sign-in:${client.ip}`;
  const [perEmail, perAddress] = await Promise.all([
    hitRateLimit(context.db, perEmailKey, SIGN_IN_PER_EMAIL),
    hitRateLimit(context.db, perAddressKey, SIGN_IN_PER_ADDRESS),
  ]);
  if (!perEmail.allowed || !perAddress.allowed) {
    throw new AppError("RATE_LIMITED", ACCOUNT_MESSAGES.tooManyAttempts);
  }

  const response = await context.auth.api.signInEmail({
    body: { email, password },
    headers: client.headers,
    asResponse: true,
  });
  if (response.ok) {
    // Only failures count against the address: sellers behind one shared connection (a
    // market's Wi-Fi, an office) can all sign in, while guessing stays limited.
    await Promise.all([
      clearRateLimit(context.db, perEmailKey),
      forgetRateLimitHit(context.db, perAddressKey),
    ]);
    return { setCookie: response.headers.getSetCookie() };
  }
  const body = (await response.json().catch(() => ({}))) as { code?: string };
  if (response.status === 403 || body.code === "EMAIL_NOT_VERIFIED") {
    throw new AppError("EMAIL_NOT_VERIFIED", ACCOUNT_MESSAGES.emailNotVerified);
  }
  if (response.status === 401) {
    throw new AppError("UNAUTHENTICATED", ACCOUNT_MESSAGES.invalidCredentials);
  }
  context.logger.warn("sign-in failed", { status: response.status, code: body.code });
  throw new AppError("INTERNAL", ACCOUNT_MESSAGES.loginFailed);
}

export async function signOut(context: AccountContext, headers: Headers): Promise<string[]> {
  const response = await context.auth.api.signOut({ headers, asResponse: true });
  return response.headers.getSetCookie();
}

/**
 * Creates the seller and their brand together (ARCHITECTURE deviation 7): when the
 * brand cannot be created, the new account is removed again.
 */
export async function registerSeller(
  context: AccountContext,
  input: unknown,
): Promise<{ email: string }> {
  const data = parseInput(ZRegisterSchema, input);
  const username = validateRegistrationUsername(data.username);
  if (!username.ok) {
    throw new AppError("VALIDATION", username.error, { username: username.error });
  }
  const phone = normalizePhone(data.phone);
  if (phone.length < 9) {
    throw new AppError("VALIDATION", "Nomor HP tidak valid", { phone: "Nomor HP tidak valid" });
  }
  const taken = await context.db
    .selectFrom("brands")
    .select("id")
    .where("username", "=", username.username)
    .executeTakeFirst();
  if (taken)
    throw new AppError("CONFLICT", USERNAME_TAKEN_ERROR, { username: USERNAME_TAKEN_ERROR });

  const authContext = await context.auth.$context;
  if (await authContext.internalAdapter.findUserByEmail(data.email)) {
    throw new AppError("CONFLICT", ACCOUNT_MESSAGES.alreadyRegistered, {
      email: ACCOUNT_MESSAGES.alreadyRegistered,
    });
  }

  let userId: string;
  try {
    const result = await context.auth.api.signUpEmail({
      body: { email: data.email, password: data.password, name: data.fullName },
    });
    userId = result.user.id;
  } catch (error) {
    if (error instanceof APIError && error.body?.code === "USER_ALREADY_EXISTS") {
      throw new AppError("CONFLICT", ACCOUNT_MESSAGES.alreadyRegistered, {
        email: ACCOUNT_MESSAGES.alreadyRegistered,
      });
    }
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError("INTERNAL", `${ACCOUNT_MESSAGES.registrationFailed}${message}`);
  }

  try {
    const now = new Date().toISOString();
    await context.db
      .insertInto("brands")
      .values({
        id: crypto.randomUUID(),
        user_id: userId,
        name: data.brandName,
        username: username.username,
        about_text: data.description || null,
        phone_number: phone,
        customer_service_whatsapp: phone,
        customer_service_email: data.email,
        operational_hours: null,
        payment_information: null,
        delivery_cost_information: null,
        logo_url: null,
        created_at: now,
        updated_at: now,
      })
      .execute();
  } catch (error) {
    await authContext.internalAdapter.deleteUser(userId);
    const isTaken = await context.db
      .selectFrom("brands")
      .select("id")
      .where("username", "=", username.username)
      .executeTakeFirst();
    if (isTaken)
      throw new AppError("CONFLICT", USERNAME_TAKEN_ERROR, { username: USERNAME_TAKEN_ERROR });
    const message = error instanceof Error ? error.message : String(error);
    throw new AppError("INTERNAL", `${ACCOUNT_MESSAGES.brandCreationFailed}${message}`);
  }

  await sendVerificationMail(context, { id: userId, email: data.email, name: data.fullName });
  return { email: data.email };
}

async function sendVerificationMail(
  context: AccountContext,
  user: { id: string; email: string; name: string },
) {
  const token = await issueMailToken(context.auth, "verify-email", user.id);
  const { siteTitle } = await getPlatformSettings(context.db);
  const link = `${context.config.appUrl}/verify-email?${new URLSearchParams({ token, email: user.email })}`;
  await context.mailer.send(verificationMail({ to: user.email, name: user.name, siteTitle, link }));
}

/**
 * Sends a new verification link to an unverified account. Answers the same whether or
 * not the address is known, so it reveals no accounts.
 */
export async function resendVerification(context: AccountContext, input: unknown): Promise<void> {
  const { email } = parseInput(ZEmailSchema, input);
  const authContext = await context.auth.$context;
  const found = await authContext.internalAdapter.findUserByEmail(email);
  if (!found || found.user.emailVerified) return;
  await sendVerificationMail(context, found.user);
}

/** Consumes a verification link; true when the e-mail is now verified. */
export async function verifyEmail(
  context: AccountContext,
  input: { token: string; email: string },
): Promise<boolean> {
  const userId = await consumeMailToken(context.auth, "verify-email", input.token);
  if (!userId) return false;
  const authContext = await context.auth.$context;
  const user = await authContext.internalAdapter.findUserById(userId);
  if (!user || user.email.toLowerCase() !== input.email.trim().toLowerCase()) return false;
  await authContext.internalAdapter.updateUser(userId, { emailVerified: true });
  return true;
}

/** Mails a reset link when the account exists; answers the same either way. */
export async function requestPasswordReset(context: AccountContext, input: unknown): Promise<void> {
  const { email } = parseInput(ZEmailSchema, input);
  const authContext = await context.auth.$context;
  const found = await authContext.internalAdapter.findUserByEmail(email);
  if (!found) return;
  const token = await issueMailToken(context.auth, "reset-password", found.user.id);
  const { siteTitle } = await getPlatformSettings(context.db);
  const link = `${context.config.appUrl}/reset-password?${new URLSearchParams({ token })}`;
  await context.mailer.send(
    resetPasswordMail({ to: email, name: found.user.name, siteTitle, link }),
  );
}

/** Sets a new password from a reset link and signs the account out everywhere. */
export async function resetPassword(context: AccountContext, input: unknown): Promise<void> {
  const data = parseInput(ZResetPasswordSchema, input);
  const userId = await consumeMailToken(context.auth, "reset-password", data.token);
  if (!userId) throw new AppError("VALIDATION", ACCOUNT_MESSAGES.resetLinkInvalid);
  const authContext = await context.auth.$context;
  const hash = await authContext.password.hash(data.password);
  await authContext.internalAdapter.updatePassword(userId, hash);
  await authContext.internalAdapter.deleteUserSessions(userId);
  // The link arrived in their inbox: the address is proven.
  await authContext.internalAdapter.updateUser(userId, { emailVerified: true });
}
