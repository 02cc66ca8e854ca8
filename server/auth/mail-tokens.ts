import crypto from "node:crypto";
import type { Auth } from "./auth";

// Single-use tokens for the e-mail links (ARCHITECTURE deviation 6). Only a hash is
// stored, in better-auth's verification table, with the user id as its value; consuming is
// atomic, so a link works once. A user holds at most one live link per purpose: sending a
// new one, or using one, voids every older one, so a link forgotten in an old mail (or
// read by someone else) stops working as soon as the owner acts again.

export type TokenPurpose = "verify-email" | "reset-password";

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60,
  "reset-password": 60 * 60,
};

/**
 * How long a verification link is still recognised after it was used, expired or replaced:
 * opening it again then says the address is verified already instead of failing. Mails are
 * opened again weeks later; past this the link reads as unknown.
 */
export const ISSUED_RECORD_SECONDS = 30 * 24 * 60 * 60;
// Only verification links are recognised afterwards; a used reset link just fails.
const RECORDED_PURPOSES: readonly TokenPurpose[] = ["verify-email"];

const prefixOf = (purpose: TokenPurpose) => `gerai:${purpose}:`;
const hashOf = (token: string) => crypto.createHash("sha256").update(token).digest("hex");

function identifierOf(purpose: TokenPurpose, token: string): string {
  return `${prefixOf(purpose)}${hashOf(token)}`;
}

// Outside the live links' prefix, so voiding or using a link leaves this record.
const issuedIdentifierOf = (purpose: TokenPurpose, token: string) =>
  `gerai:issued:${purpose}:${hashOf(token)}`;

/** Voids every link of this purpose the user still holds. */
export async function revokeMailTokens(
  auth: Auth,
  purpose: TokenPurpose,
  userId: string,
): Promise<void> {
  const context = await auth.$context;
  await context.adapter.deleteMany({
    model: "verification",
    where: [
      { field: "value", value: userId },
      { field: "identifier", operator: "starts_with", value: prefixOf(purpose) },
    ],
  });
}

/** A new link for the user; their older links of the same purpose stop working. */
export async function issueMailToken(
  auth: Auth,
  purpose: TokenPurpose,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  await revokeMailTokens(auth, purpose, userId);
  const token = crypto.randomBytes(32).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: identifierOf(purpose, token),
    value: userId,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
  });
  if (RECORDED_PURPOSES.includes(purpose)) {
    await context.internalAdapter.createVerificationValue({
      identifier: issuedIdentifierOf(purpose, token),
      value: userId,
      expiresAt: new Date(now.getTime() + ISSUED_RECORD_SECONDS * 1000),
    });
  }
  return token;
}

/**
 * The user id a verification link was issued for, whether or not it still works (used,
 * expired or replaced); null for a token never issued here or issued too long ago. Only
 * the holder of the link learns anything from it.
 */
export async function findMailTokenOwner(
  auth: Auth,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  if (!token || !RECORDED_PURPOSES.includes(purpose)) return null;
  const context = await auth.$context;
  const row = await context.internalAdapter.findVerificationValue(
    issuedIdentifierOf(purpose, token),
  );
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.value;
}

/**
 * The user id the token was issued for, once; null when unknown, used, expired or voided
 * by a newer link. Using it voids any other link of the same purpose the user holds.
 */
export async function consumeMailToken(
  auth: Auth,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  if (!token) return null;
  const context = await auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(identifierOf(purpose, token));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  await revokeMailTokens(auth, purpose, row.value);
  return row.value;
}
