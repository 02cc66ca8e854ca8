import crypto from "node:crypto";
import type { Auth } from "./auth";

// A browser that has signed in to an account, or set its password from a reset link, is
// known to that account: it carries a cookie with the account's tag, an HMAC of the
// normalised address under the auth secret. Guesses spread over many addresses stop an
// account's sign-ins from unknown browsers for a while (server/services/accounts.ts); a
// known browser is never stopped by them, so a stranger cannot lock the owner out
// (docs/decisions/045-sign-in-per-account.md). The tag proves nothing but "this browser got
// in before": it opens no session and is no password.

// Not `gerai.`: that prefix names the auth's session cookies, which make every answer
// private (server/http.ts); this one carries no session. Its path is the whole site, as
// the login form posts to /auth and, from the page, to /auth.data.
export const KNOWN_DEVICE_COOKIE = "gerai_known_device";
/** A year: a seller's phone stays known between seasons. */
const KNOWN_DEVICE_MAX_AGE = 365 * 24 * 60 * 60;
/** Accounts one browser is remembered for (a family's phone, a shop's tablet). */
const MAX_TAGS = 5;
/** 128 bits of the HMAC, in base64url. */
const TAG_LENGTH = 22;

async function tagOf(auth: Auth, email: string): Promise<string> {
  const { secret } = await auth.$context;
  return crypto
    .createHmac("sha256", secret)
    .update(`known-device:${email}`)
    .digest("base64url")
    .slice(0, TAG_LENGTH);
}

function tagsIn(cookieHeader: string | null): string[] {
  const prefix = `${KNOWN_DEVICE_COOKIE}=`;
  const value = (cookieHeader ?? "")
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(prefix))
    ?.slice(prefix.length);
  return (value ?? "")
    .split(".")
    .filter((tag) => tag.length === TAG_LENGTH)
    .slice(0, MAX_TAGS);
}

/** Whether the request's browser has got into the account of `email` before. */
export async function isKnownDevice(
  auth: Auth,
  email: string,
  cookieHeader: string | null,
): Promise<boolean> {
  const expected = Buffer.from(await tagOf(auth, email));
  return tagsIn(cookieHeader).some((tag) => crypto.timingSafeEqual(Buffer.from(tag), expected));
}

/** The Set-Cookie value that makes the browser known to `email`'s account, newest first. */
export async function knownDeviceCookie(
  auth: Auth,
  email: string,
  cookieHeader: string | null,
  { secure }: { secure: boolean },
): Promise<string> {
  const tag = await tagOf(auth, email);
  const tags = [tag, ...tagsIn(cookieHeader).filter((other) => other !== tag)].slice(0, MAX_TAGS);
  return [
    `${KNOWN_DEVICE_COOKIE}=${tags.join(".")}`,
    "Path=/",
    `Max-Age=${KNOWN_DEVICE_MAX_AGE}`,
    "HttpOnly",
    "SameSite=Lax",
    ...(secure ? ["Secure"] : []),
  ].join("; ");
}
