import { betterAuth } from "better-auth";
import type { DatabaseHandle } from "../db/database";

/** Turns a password into a stored hash and checks a password against one. */
export type PasswordHasher = {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
};

export type AuthOptions = {
  database: DatabaseHandle;
  secret: string;
  appUrl: string;
  /**
   * Left out everywhere but in tests, which sign in hundreds of times: better-auth's own
   * scrypt, deliberately slow, is what protects stored passwords.
   */
  passwordHasher?: PasswordHasher;
};

/**
 * better-auth holds users, password hashes (scrypt) and database sessions. Its HTTP
 * endpoints are not exposed: route actions call `auth.api` through server/services so
 * that our own validation, rate limits and single-use mail tokens apply to every path.
 */
export function createAuth({ database, secret, appUrl, passwordHasher }: AuthOptions) {
  return betterAuth({
    appName: "Gerai",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [new URL(appUrl).origin],
    // better-auth does its own value conversions, so it gets the connection without
    // our compatibility plugins.
    database: { db: database.db.withoutPlugins(), type: database.kind },
    user: {
      additionalFields: {
        // Spec §6: set to brand-owner at registration; platform admins come from
        // PLATFORM_ADMIN_EMAILS.
        role: { type: "string", required: false, defaultValue: "brand-owner", input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      password: passwordHasher,
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
    },
    // Sign-in attempts are limited by our own database-backed limiter (shared by every
    // server instance), see server/services/rate-limit.ts.
    rateLimit: { enabled: false },
    advanced: {
      useSecureCookies: appUrl.startsWith("https:"),
      cookiePrefix: "gerai",
    },
    telemetry: { enabled: false },
    logger: { level: "error" },
  });
}

export type Auth = ReturnType<typeof createAuth>;
