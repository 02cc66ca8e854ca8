import path from "node:path";
import { z } from "zod";

// The one place that reads the environment (see the environment contract in
// ARCHITECTURE.md); everything else receives a typed `Config`.

export type Config = {
  isProduction: boolean;
  port: number;
  appUrl: string;
  dataDir: string;
  databaseUrl: string;
  database: { kind: "sqlite"; file: string } | { kind: "postgres"; url: string };
  smtpUrl: string | undefined;
  mailFrom: string;
  authSecret: string | undefined;
  platformAdminEmails: string[];
  s3: S3Config | undefined;
  demoSeed: boolean;
  /** How many reverse proxies stand in front (TRUST_PROXY); see server/forwarded.ts. */
  trustedProxies: number;
  /** How long a stop waits for the requests in flight (SHUTDOWN_TIMEOUT, seconds). */
  shutdownTimeoutMs: number;
  /** `/metrics` answers only with `Authorization: Bearer <token>`; without one it is off. */
  metricsToken: string | undefined;
  /**
   * Where the check of a shop's own domain (decision 081) connects for a name, instead of
   * asking DNS (GERAI_DOMAIN_RESOLVE, `name:address:port` pairs; for tests, as curl's
   * --resolve).
   */
  domainResolve: ReadonlyMap<string, { address: string; port: number }>;
};

export type S3Config = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  publicUrl: string | undefined;
};

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "ConfigError";
  }
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const httpUrl = z
  .url({ protocol: /^https?$/, error: "must be an http(s) URL" })
  .transform((value) => value.replace(/\/+$/, ""));

const flag = z.enum(["0", "1", "true", "false"], { error: "must be 1 or 0" });

const ZEnvSchema = z.object({
  NODE_ENV: optionalText,
  PORT: z.coerce
    .number({ error: "must be a port number" })
    .int({ error: "must be a port number" })
    .min(0, { error: "must be between 0 and 65535" })
    .max(65535, { error: "must be between 0 and 65535" })
    .default(3000),
  APP_URL: optionalText.pipe(httpUrl.optional()),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^(file:|postgres(ql)?:\/\/)/, {
        error: "must start with file: (SQLite) or postgres:// (PostgreSQL)",
      })
      .optional(),
  ),
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\/./, { error: "must be an smtp:// or smtps:// URL" })
      .optional(),
  ),
  MAIL_FROM: optionalText,
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { error: "must be at least 16 characters" }).optional(),
  ),
  AUTH_SECRET: optionalText.pipe(
    z.string().min(32, { error: "must be at least 32 characters" }).optional(),
  ),
  PLATFORM_ADMIN_EMAILS: optionalText.pipe(
    z
      .string()
      .transform((list) =>
        list
          .split(",")
          .map((email) => email.trim().toLowerCase())
          .filter(Boolean),
      )
      .pipe(z.array(z.email({ error: "must be a comma-separated list of e-mail addresses" })))
      .optional(),
  ),
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalText.pipe(httpUrl.optional()),
  S3_REGION: optionalText,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_PUBLIC_URL: optionalText.pipe(httpUrl.optional()),
  DEMO_SEED: optionalText.pipe(flag.optional()),
  TRUST_PROXY: optionalText.pipe(
    z.coerce
      .number<string | undefined>({
        error: "must be the number of proxies in front of Gerai (0 to 10)",
      })
      .int({ error: "must be the number of proxies in front of Gerai (0 to 10)" })
      .min(0, { error: "must be the number of proxies in front of Gerai (0 to 10)" })
      .max(10, { error: "must be the number of proxies in front of Gerai (0 to 10)" })
      .optional(),
  ),
  SHUTDOWN_TIMEOUT: optionalText.pipe(
    z.coerce
      .number<string | undefined>({ error: "must be a number of seconds (1 to 300)" })
      .int({ error: "must be a number of seconds (1 to 300)" })
      .min(1, { error: "must be a number of seconds (1 to 300)" })
      .max(300, { error: "must be a number of seconds (1 to 300)" })
      .optional(),
  ),
  GERAI_DOMAIN_RESOLVE: optionalText.pipe(
    z
      .string()
      .transform((list) => list.split(",").map((entry) => entry.trim()))
      .pipe(
        z.array(
          z.string().regex(/^[a-z0-9.-]+:[0-9.]+:\d{1,5}$/, {
            error: "must be a comma-separated list of name:address:port",
          }),
        ),
      )
      .optional(),
  ),
});

type Env = Record<string, string | undefined>;

/**
 * Validates the environment once and fails fast, naming every bad variable.
 * `cwd` anchors the relative default `./data`.
 */
export function loadConfig(env: Env, cwd: string = process.cwd()): Config {
  const parsed = ZEnvSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === "production";
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? "./data");
  const databaseUrl = e.DATABASE_URL ?? `file:${path.join(dataDir, "gerai.db")}`;

  const problems: string[] = [];
  const s3 = e.S3_BUCKET
    ? {
        bucket: e.S3_BUCKET,
        endpoint: e.S3_ENDPOINT,
        region: e.S3_REGION ?? "us-east-1",
        accessKeyId: e.S3_ACCESS_KEY_ID,
        secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        publicUrl: e.S3_PUBLIC_URL,
      }
    : undefined;
  if (s3 && Boolean(s3.accessKeyId) !== Boolean(s3.secretAccessKey)) {
    problems.push(
      "S3_ACCESS_KEY_ID / S3_SECRET_ACCESS_KEY: set both or neither (neither uses the default credential chain)",
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  return {
    isProduction,
    port: e.PORT,
    appUrl: e.APP_URL ?? `http://localhost:${e.PORT}`,
    dataDir,
    databaseUrl,
    database: databaseUrl.startsWith("file:")
      ? { kind: "sqlite", file: path.resolve(cwd, databaseUrl.slice("file:".length)) }
      : { kind: "postgres", url: databaseUrl },
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? "Gerai <no-reply@localhost>",
    authSecret: e.AUTH_SECRET,
    platformAdminEmails: e.PLATFORM_ADMIN_EMAILS ?? [],
    s3,
    demoSeed:
      e.DEMO_SEED === undefined ? !isProduction : e.DEMO_SEED === "1" || e.DEMO_SEED === "true",
    trustedProxies: e.TRUST_PROXY ?? 0,
    shutdownTimeoutMs: (e.SHUTDOWN_TIMEOUT ?? 10) * 1000,
    metricsToken: e.METRICS_TOKEN,
    domainResolve: new Map(
      (e.GERAI_DOMAIN_RESOLVE ?? []).map((entry) => {
        const [name, address, port] = entry.split(":") as [string, string, string];
        return [name, { address, port: Number(port) }];
      }),
    ),
  };
}
