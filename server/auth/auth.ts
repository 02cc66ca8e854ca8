import { betterAuth } from "better-auth";
import type { DatabaseHandle } from "../db/database";

export type AuthOptions = {
  database: DatabaseHandle;
  secret: string;
  appUrl: string;
};

export function createAuth({ database, secret, appUrl }: AuthOptions) {
  return betterAuth({
    appName: "Gerai",
    baseURL: appUrl,
    basePath: "/api/auth",
    secret,
    // better-auth does its own value conversions, so it gets the connection without
    // our compatibility plugins.
    database: { db: database.db.withoutPlugins(), type: database.kind },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: 6,
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
