import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resolveAuthSecret } from "#server/secret";
import { createTestDatabase, testDatabaseKinds } from "./support/databases";

// The session secret is shared through the database by every instance on it; AUTH_SECRET
// overrides it, and a secret an install kept in DATA_DIR before is carried over.

describe.each(testDatabaseKinds)("the session secret on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  const folders: string[] = [];
  const dataDir = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "gerai-secret-"));
    folders.push(folder);
    return folder;
  };

  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });
  afterEach(async () => {
    await t.db.deleteFrom("platform_secrets").execute();
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it("is generated once, by whichever instance starts first, and read by every other", async () => {
    const secrets = await Promise.all(
      Array.from({ length: 5 }, () => resolveAuthSecret(t.db, undefined, dataDir())),
    );
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await resolveAuthSecret(t.db, undefined, dataDir())).toBe(secrets[0]);
    // Nothing of it is written to DATA_DIR.
    for (const folder of folders) expect(fs.readdirSync(folder)).toEqual([]);
  });

  it("is AUTH_SECRET when that is set, and the kept one is left alone", async () => {
    const kept = await resolveAuthSecret(t.db, undefined, dataDir());
    const configured = "a-secret-set-by-the-operator-0123456789";
    expect(await resolveAuthSecret(t.db, configured, dataDir())).toBe(configured);
    expect(await resolveAuthSecret(t.db, undefined, dataDir())).toBe(kept);
  });

  it("carries over the secret an earlier install kept in DATA_DIR", async () => {
    const earlier = dataDir();
    fs.writeFileSync(path.join(earlier, "auth-secret"), "the-earlier-installs-secret-0123456789\n");
    expect(await resolveAuthSecret(t.db, undefined, earlier)).toBe(
      "the-earlier-installs-secret-0123456789",
    );
    expect(await resolveAuthSecret(t.db, undefined, dataDir())).toBe(
      "the-earlier-installs-secret-0123456789",
    );
  });
});
