import { APIError } from "better-auth/api";
import {
  ACCOUNT_MESSAGES,
  ZEmailSchema,
  ZLoginSchema,
  ZRegisterSchema,
  ZResetPasswordSchema,
} from "#domain/account";
import { normalizePhone } from "#domain/phone";
import { USERNAME_TAKEN_ERROR, validateRegistrationUsername } from "#domain/username";
import { clientKeyOf } from "../client-key";
import {
  consumeMailToken,
  findMailTokenOwner,
  issueMailToken,
  type TokenPurpose,
} from "../auth/mail-tokens";
import { isKnownDevice, knownDeviceCookie } from "../auth/known-devices";
import type { AppContext } from "../context";
import { AppError, parseInput } from "../errors";
import { sendAfterAnswer } from "../mail/background";
import { resetPasswordMail, verificationMail } from "../mail/templates";
import { getPlatformSettings } from "./platform-settings";
import { clearRateLimit, forgetRateLimitHit, hitRateLimit, type RateLimitRule } from "./rate-limit";

type AccountContext = Pick<AppContext, "auth" | "db" | "mailer" | "config" | "logger">;

/** Who is asking: the address the per-client limits count under (server/client-key.ts). */
export type AccountClient = { ip: string };

// Spec §8: a real limit on sign-in attempts, per address and e-mail and per address.
const SIGN_IN_PER_EMAIL = { max: 5, windowSeconds: 15 * 60 };
const SIGN_IN_PER_ADDRESS = { max: 30, windowSeconds: 15 * 60 };
// And per account, over every address: guesses spread over many addresses stop too. Only
// browsers that never got into the account count and are refused, so a stranger's guesses
// cannot lock the owner out (server/auth/known-devices.ts); a password reset clears it.
const SIGN_IN_PER_ACCOUNT = { max: 10, windowSeconds: 15 * 60 };
const perAccountKey = (email: string) => `sign-in-account:${email}`;

// Registration creates a public name and mails a stranger's address, so both are limited per
// client: a seller, a family or a market's shared connection opens a few shops an hour, a
// script squatting names or mailing strangers gets no further. Attempts (checked forms,
// including those refused because a name or address is taken) are limited more loosely than
// the accounts actually created, and also bound probing which names and addresses exist.
const REGISTRATION_ATTEMPTS_PER_CLIENT = { max: 20, windowSeconds: 60 * 60 };
const REGISTRATIONS_PER_CLIENT = { max: 5, windowSeconds: 60 * 60 };

// Reset and verification links on request. Per client, refused with a message (it is about
// the client, not the address). Per recipient and kind, refused in silence: the answer is
// the usual one, so it still says nothing about whether the address has an account.
const MAIL_REQUESTS_PER_CLIENT = { max: 10, windowSeconds: 15 * 60 };
const MAILS_PER_RECIPIENT = { max: 3, windowSeconds: 60 * 60 };

/**
 * An account whose e-mail is still unverified this long after registration is deleted with
 * its shop, which was never public (see storefront.ts), so the URL name and the address can
 * be registered again.
 */
export const UNVERIFIED_ACCOUNT_LIFETIME_DAYS = 7;
const UNVERIFIED_ACCOUNT_LIFETIME_MS = UNVERIFIED_ACCOUNT_LIFETIME_DAYS * 24 * 60 * 60 * 1000;

async function hitOrRefuse(context: AccountContext, key: string, rule: RateLimitRule) {
  const result = await hitRateLimit(context.db, key, rule);
  if (!result.allowed) throw new AppError("RATE_LIMITED", ACCOUNT_MESSAGES.tooManyRequests);
}

export type SignInResult = { setCookie: string[] };

/**
 * Signs in with e-mail and password. Throws AppError with the spec's message:
 * RATE_LIMITED, EMAIL_NOT_VERIFIED, UNAUTHENTICATED (wrong credentials).
 */
export async function signIn(
  context: AccountContext,
  input: unknown,
  client: AccountClient & { headers: Headers },
): Promise<SignInResult> {
  const { email, password } = parseInput(ZLoginSchema, input);
  const clientKey = clientKeyOf(client.ip);
  const perEmailKey = `sign-in:${clientKey}:${email}`;
  const perAddressKey = `sign-in:${clientKey}`;
  const cookieHeader = client.headers.get("cookie");
  const isKnown = await isKnownDevice(context.auth, email, cookieHeader);
  const [perEmail, perAddress, perAccount] = await Promise.all([
    hitRateLimit(context.db, perEmailKey, SIGN_IN_PER_EMAIL),
    hitRateLimit(context.db, perAddressKey, SIGN_IN_PER_ADDRESS),
    isKnown ? undefined : hitRateLimit(context.db, perAccountKey(email), SIGN_IN_PER_ACCOUNT),
  ]);
  if (!perEmail.allowed || !perAddress.allowed || perAccount?.allowed === false) {
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
      perAccount && forgetRateLimitHit(context.db, perAccountKey(email)),
    ]);
    const secure = context.config.appUrl.startsWith("https:");
    return {
      setCookie: [
        ...response.headers.getSetCookie(),
        await knownDeviceCookie(context.auth, email, cookieHeader, { secure }),
      ],
    };
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

export type Registration = {
  email: string;
  /** False when the account and shop exist but the verification mail could not be sent. */
  isVerificationMailSent: boolean;
};

/**
 * Creates the seller and their brand together (ARCHITECTURE deviation 7): when the
 * brand cannot be created, the new account is removed again. A URL name or address held by
 * an account left unverified past UNVERIFIED_ACCOUNT_LIFETIME_DAYS is free again. Mails the
 * verification link; when that fails the account stays and the answer says so, and the
 * owner asks for a new link from /email-not-verified.
 */
export async function registerSeller(
  context: AccountContext,
  input: unknown,
  client: AccountClient,
): Promise<Registration> {
  const data = parseInput(ZRegisterSchema, input);
  const username = validateRegistrationUsername(data.username);
  if (!username.ok) {
    throw new AppError("VALIDATION", username.error, { username: username.error });
  }
  // The schema refused a number too short to be one.
  const phone = normalizePhone(data.phone);
  const clientKey = clientKeyOf(client.ip);
  await hitOrRefuse(context, `register-attempt:${clientKey}`, REGISTRATION_ATTEMPTS_PER_CLIENT);

  await releaseExpiredHolders(context, { username: username.username, email: data.email });
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

  const createdKey = `register:${clientKey}`;
  await hitOrRefuse(context, createdKey, REGISTRATIONS_PER_CLIENT);

  let userId: string;
  try {
    const result = await context.auth.api.signUpEmail({
      body: { email: data.email, password: data.password, name: data.fullName },
    });
    userId = result.user.id;
  } catch (error) {
    await forgetRateLimitHit(context.db, createdKey);
    if (error instanceof APIError && error.body?.code === "USER_ALREADY_EXISTS") {
      throw new AppError("CONFLICT", ACCOUNT_MESSAGES.alreadyRegistered, {
        email: ACCOUNT_MESSAGES.alreadyRegistered,
      });
    }
    // The database's or the library's own text is for the log, never for the page.
    context.logger.error("registration failed", { error });
    throw new AppError(
      "INTERNAL",
      `${ACCOUNT_MESSAGES.registrationFailed}${ACCOUNT_MESSAGES.unexpectedFailure}`,
    );
  }

  try {
    const now = new Date().toISOString();
    const brandId = crypto.randomUUID();
    await context.db
      .insertInto("brands")
      .values({
        id: brandId,
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
    // Its owner is the shop's first member (decision 071).
    await context.db
      .insertInto("brand_members")
      .values({ brand_id: brandId, user_id: userId, role: "owner", created_at: now })
      .execute();
  } catch (error) {
    await authContext.internalAdapter.deleteUser(userId);
    await forgetRateLimitHit(context.db, createdKey);
    const isTaken = await context.db
      .selectFrom("brands")
      .select("id")
      .where("username", "=", username.username)
      .executeTakeFirst();
    if (isTaken)
      throw new AppError("CONFLICT", USERNAME_TAKEN_ERROR, { username: USERNAME_TAKEN_ERROR });
    context.logger.error("brand creation failed", { error });
    throw new AppError(
      "INTERNAL",
      `${ACCOUNT_MESSAGES.brandCreationFailed}${ACCOUNT_MESSAGES.unexpectedFailure}`,
    );
  }

  // Counts towards the address's verification mails but is never refused: the address was
  // just registered, once, by a client within its own limit.
  await hitRateLimit(context.db, recipientKey("verify-email", data.email), MAILS_PER_RECIPIENT);
  try {
    await sendVerificationMail(context, { id: userId, email: data.email, name: data.fullName });
    return { email: data.email, isVerificationMailSent: true };
  } catch (error) {
    context.logger.error("verification mail after registration failed", { error });
    return { email: data.email, isVerificationMailSent: false };
  }
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

const recipientKey = (purpose: TokenPurpose, email: string) => `mail-to:${purpose}:${email}`;

/**
 * Counts a request for a mailed link before anything about the address is looked up.
 * Throws RATE_LIMITED past the client's limit; false past the recipient's (send nothing).
 */
async function mayMail(
  context: AccountContext,
  client: AccountClient,
  purpose: TokenPurpose,
  email: string,
): Promise<boolean> {
  await hitOrRefuse(context, `mail-from:${clientKeyOf(client.ip)}`, MAIL_REQUESTS_PER_CLIENT);
  const perRecipient = await hitRateLimit(
    context.db,
    recipientKey(purpose, email),
    MAILS_PER_RECIPIENT,
  );
  return perRecipient.allowed;
}

/**
 * Sends a new verification link to an unverified account. Answers the same, in the same
 * time, whether or not the address is known: the account is looked up and the mail sent
 * after the answer (see mail/background.ts).
 */
export async function resendVerification(
  context: AccountContext,
  input: unknown,
  client: AccountClient,
): Promise<void> {
  const { email } = parseInput(ZEmailSchema, input);
  if (!(await mayMail(context, client, "verify-email", email))) return;
  // Each link replaces the one before it: the mails go out in the order they were asked for.
  sendAfterAnswer(
    context,
    "verification mail",
    async () => {
      const authContext = await context.auth.$context;
      const found = await authContext.internalAdapter.findUserByEmail(email);
      if (!found || found.user.emailVerified) return;
      await sendVerificationMail(context, found.user);
    },
    { key: `verify-email:${email}` },
  );
}

/** What opening a verification link did. */
export type EmailVerification = "verified" | "already-verified" | "invalid";

/**
 * Consumes a verification link. A link that no longer works (used, expired, replaced by a
 * newer one) answers "already-verified" when it was issued for this very account and the
 * account is verified: the token proves the mail was received, so nothing is revealed about
 * an address on its own (docs/decisions/016-messages-said-once.md).
 */
export async function verifyEmail(
  context: AccountContext,
  input: { token: string; email: string },
): Promise<EmailVerification> {
  const authContext = await context.auth.$context;
  const email = input.email.trim().toLowerCase();
  const userId = await consumeMailToken(context.auth, "verify-email", input.token);
  if (userId) {
    const user = await authContext.internalAdapter.findUserById(userId);
    if (!user || user.email.toLowerCase() !== email) return "invalid";
    await authContext.internalAdapter.updateUser(userId, { emailVerified: true });
    return "verified";
  }
  const issuedTo = await findMailTokenOwner(context.auth, "verify-email", input.token);
  if (!issuedTo) return "invalid";
  const user = await authContext.internalAdapter.findUserById(issuedTo);
  return user?.emailVerified && user.email.toLowerCase() === email ? "already-verified" : "invalid";
}

/**
 * Mails a reset link when the account exists. Answers the same, in the same time, either
 * way: the account is looked up and the mail sent after the answer.
 */
export async function requestPasswordReset(
  context: AccountContext,
  input: unknown,
  client: AccountClient,
): Promise<void> {
  const { email } = parseInput(ZEmailSchema, input);
  if (!(await mayMail(context, client, "reset-password", email))) return;
  // Each link replaces the one before it: the mails go out in the order they were asked for.
  sendAfterAnswer(
    context,
    "reset password mail",
    async () => {
      const authContext = await context.auth.$context;
      const found = await authContext.internalAdapter.findUserByEmail(email);
      if (!found) return;
      const token = await issueMailToken(context.auth, "reset-password", found.user.id);
      const { siteTitle } = await getPlatformSettings(context.db);
      const link = `${context.config.appUrl}/reset-password?${new URLSearchParams({ token })}`;
      await context.mailer.send(
        resetPasswordMail({ to: email, name: found.user.name, siteTitle, link }),
      );
    },
    { key: `reset-password:${email}` },
  );
}

/**
 * Sets a new password from a reset link and signs the account out everywhere. The owner's
 * way in while strangers guess: the account's sign-in count starts again, and the browser
 * that set the password is known to the account from now on (the cookie returned).
 */
export async function resetPassword(
  context: AccountContext,
  input: unknown,
  client: { headers: Headers } = { headers: new Headers() },
): Promise<{ setCookie: string[] }> {
  const data = parseInput(ZResetPasswordSchema, input);
  const userId = await consumeMailToken(context.auth, "reset-password", data.token);
  if (!userId) throw new AppError("VALIDATION", ACCOUNT_MESSAGES.resetLinkInvalid);
  const authContext = await context.auth.$context;
  // The account may have been deleted since the link was sent (see below).
  const user = await authContext.internalAdapter.findUserById(userId);
  if (!user) throw new AppError("VALIDATION", ACCOUNT_MESSAGES.resetLinkInvalid);
  const hash = await authContext.password.hash(data.password);
  await authContext.internalAdapter.updatePassword(userId, hash);
  await authContext.internalAdapter.deleteUserSessions(userId);
  // The link arrived in their inbox: the address is proven.
  await authContext.internalAdapter.updateUser(userId, { emailVerified: true });
  const email = user.email.toLowerCase();
  await clearRateLimit(context.db, perAccountKey(email));
  const secure = context.config.appUrl.startsWith("https:");
  const cookie = await knownDeviceCookie(context.auth, email, client.headers.get("cookie"), {
    secure,
  });
  return { setCookie: [cookie] };
}

/**
 * Deletes accounts still unverified UNVERIFIED_ACCOUNT_LIFETIME_DAYS after registration,
 * with their sessions and their shop (foreign keys cascade), optionally only among
 * `userIds`. The condition is checked by the delete itself, so an owner who verifies at
 * that moment keeps the account. Returns how many were deleted.
 */
export async function deleteExpiredUnverifiedAccounts(
  context: Pick<AppContext, "auth">,
  now: Date = new Date(),
  userIds?: string[],
): Promise<number> {
  if (userIds?.length === 0) return 0;
  const authContext = await context.auth.$context;
  return authContext.adapter.deleteMany({
    model: "user",
    where: [
      { field: "emailVerified", value: false },
      {
        field: "createdAt",
        operator: "lt",
        value: new Date(now.getTime() - UNVERIFIED_ACCOUNT_LIFETIME_MS),
      },
      ...(userIds ? [{ field: "id", operator: "in" as const, value: userIds }] : []),
    ],
  });
}

/** Frees a URL name and an address whose holder never verified and has expired. */
async function releaseExpiredHolders(
  context: AccountContext,
  wanted: { username: string; email: string },
): Promise<void> {
  const authContext = await context.auth.$context;
  const [brand, user] = await Promise.all([
    context.db
      .selectFrom("brands")
      .select("user_id")
      .where("username", "=", wanted.username)
      .executeTakeFirst(),
    authContext.internalAdapter.findUserByEmail(wanted.email),
  ]);
  const holders = [brand?.user_id, user?.user.id].filter((id): id is string => Boolean(id));
  await deleteExpiredUnverifiedAccounts(context, new Date(), holders);
}
