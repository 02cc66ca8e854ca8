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

const prefixOf = (purpose: TokenPurpose) => `gerai:${purpose}:`;

function identifierOf(purpose: TokenPurpose, token: string): string {
  return `${prefixOf(purpose)}${crypto.createHash("sha256").update(token).digest("hex")}`;
}

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
  return token;
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
