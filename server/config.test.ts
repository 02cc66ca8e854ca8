import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

const cwd = "/srv/gerai";

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, cwd);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe("configuration from the environment", () => {
  it("runs on the embedded defaults with an empty environment", () => {
    const config = loadConfig({}, cwd);
    expect(config.port).toBe(3000);
    expect(config.appUrl).toBe("http://localhost:3000");
    expect(config.dataDir).toBe(path.join(cwd, "data"));
    expect(config.database).toEqual({ kind: "sqlite", file: path.join(cwd, "data", "gerai.db") });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe("Gerai <no-reply@localhost>");
    expect(config.platformAdminEmails).toEqual([]);
    expect(config.s3).toBeUndefined();
    expect(config.demoSeed).toBe(true);
    expect(config.trustedProxies).toBe(0);
    expect(config.shutdownTimeoutMs).toBe(10_000);
  });

  it("reads SHUTDOWN_TIMEOUT in seconds, and refuses anything else", () => {
    expect(loadConfig({ SHUTDOWN_TIMEOUT: "30" }, cwd).shutdownTimeoutMs).toBe(30_000);
    for (const value of ["0", "soon", "2.5", "301"]) {
      expect(() => loadConfig({ SHUTDOWN_TIMEOUT: value }, cwd)).toThrow(
        /SHUTDOWN_TIMEOUT: must be a number of seconds \(1 to 300\)/,
      );
    }
  });

  it("reads TRUST_PROXY as the number of proxies in front, and refuses anything else", () => {
    expect(loadConfig({ TRUST_PROXY: "1" }, cwd).trustedProxies).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "2" }, cwd).trustedProxies).toBe(2);
    for (const value of ["yes", "-1", "1.5", "11"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }, cwd)).toThrow(
        /TRUST_PROXY: must be the number of proxies in front of Gerai \(0 to 10\)/,
      );
    }
  });

  it("derives APP_URL and the SQLite file from PORT and DATA_DIR", () => {
    const config = loadConfig({ PORT: "8080", DATA_DIR: "/var/lib/gerai" }, cwd);
    expect(config.appUrl).toBe("http://localhost:8080");
    expect(config.database).toEqual({ kind: "sqlite", file: "/var/lib/gerai/gerai.db" });
  });

  it("switches to PostgreSQL on a postgres:// DATABASE_URL", () => {
    const config = loadConfig({ DATABASE_URL: "postgres://u:p@db:5432/gerai" }, cwd);
    expect(config.database).toEqual({ kind: "postgres", url: "postgres://u:p@db:5432/gerai" });
  });

  it("turns the demo seed off in production unless DEMO_SEED asks for it", () => {
    expect(loadConfig({ NODE_ENV: "production" }, cwd).demoSeed).toBe(false);
    expect(loadConfig({ NODE_ENV: "production", DEMO_SEED: "1" }, cwd).demoSeed).toBe(true);
    expect(loadConfig({ DEMO_SEED: "0" }, cwd).demoSeed).toBe(false);
  });

  it("reads the platform admin list case-insensitively and trims the APP_URL slash", () => {
    const config = loadConfig(
      {
        PLATFORM_ADMIN_EMAILS: " Admin@Example.com, ops@example.com ",
        APP_URL: "https://gerai.id/",
      },
      cwd,
    );
    expect(config.platformAdminEmails).toEqual(["admin@example.com", "ops@example.com"]);
    expect(config.appUrl).toBe("https://gerai.id");
  });

  it("treats empty variables as unset", () => {
    const config = loadConfig({ DATABASE_URL: "", SMTP_URL: "", APP_URL: "" }, cwd);
    expect(config.database.kind).toBe("sqlite");
    expect(config.smtpUrl).toBeUndefined();
  });

  it("names every bad variable at once", () => {
    const problems = problemsOf({
      PORT: "abc",
      APP_URL: "ftp://x",
      DATABASE_URL: "mysql://db",
      SMTP_URL: "http://mail",
      AUTH_SECRET: "short",
      METRICS_TOKEN: "short",
      PLATFORM_ADMIN_EMAILS: "not-an-email",
      DEMO_SEED: "maybe",
    });
    const named = problems.map((problem) => problem.split(":")[0]);
    expect(named).toEqual(
      expect.arrayContaining([
        "PORT",
        "APP_URL",
        "DATABASE_URL",
        "SMTP_URL",
        "AUTH_SECRET",
        "METRICS_TOKEN",
        "PLATFORM_ADMIN_EMAILS",
        "DEMO_SEED",
      ]),
    );
  });

  it("refuses half an S3 key pair", () => {
    expect(problemsOf({ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "key" })).toEqual([
      expect.stringContaining("S3_SECRET_ACCESS_KEY"),
    ]);
    expect(loadConfig({ S3_BUCKET: "media" }, cwd).s3).toMatchObject({
      bucket: "media",
      region: "us-east-1",
    });
  });
});
