import crypto from "node:crypto";
import type { Auth } from "./auth";

// Single-use tokens for the e-mail links (ARCHITECTURE deviation 6). Only a hash is
// stored, in better-auth's verification table; consuming is atomic, so a link works once.

export type TokenPurpose = "verify-email" | "reset-password";

export const TOKEN_LIFETIME_SECONDS: Record<TokenPurpose, number> = {
  "verify-email": 24 * 60 * 60,
  "reset-password": 60 * 60,
};

function identifierOf(purpose: TokenPurpose, token: string): string {
  return `gerai:${purpose}:${crypto.createHash("sha256").update(token).digest("hex")}`;
}

export async function issueMailToken(
  auth: Auth,
  purpose: TokenPurpose,
  userId: string,
  now: Date = new Date(),
): Promise<string> {
  const token = crypto.randomBytes(32).toString("base64url");
  const context = await auth.$context;
  await context.internalAdapter.createVerificationValue({
    identifier: identifierOf(purpose, token),
    value: userId,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_SECONDS[purpose] * 1000),
  });
  return token;
}

/** The user id the token was issued for, once; null when unknown, used or expired. */
export async function consumeMailToken(
  auth: Auth,
  purpose: TokenPurpose,
  token: string,
): Promise<string | null> {
  if (!token) return null;
  const context = await auth.$context;
  const row = await context.internalAdapter.consumeVerificationValue(identifierOf(purpose, token));
  if (!row || row.expiresAt.getTime() <= Date.now()) return null;
  return row.value;
}
