import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hitRateLimit, purgeExpiredRateLimits } from "#server/services/rate-limit";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

describe.each(testDatabaseKinds)("rate-limit counters on %s", (kind) => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await t?.destroy();
  });

  const keys = async () =>
    (await t.db.selectFrom("rate_limits").select("key").orderBy("key").execute()).map(
      (row) => row.key,
    );

  it("counts in a window, refuses past the maximum and starts again when it has passed", async () => {
    const rule = { max: 2, windowSeconds: 60 };
    const start = new Date("2026-11-23T08:00:00Z");
    expect(await hitRateLimit(t.db, "count:a", rule, start)).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    });
    await hitRateLimit(t.db, "count:a", rule, start);
    expect(await hitRateLimit(t.db, "count:a", rule, new Date("2026-11-23T08:00:30Z"))).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(
      (await hitRateLimit(t.db, "count:a", rule, new Date("2026-11-23T08:01:00Z"))).allowed,
    ).toBe(true);
  });

  it("the purge drops only the counters whose window has passed", async () => {
    const rule = { max: 5, windowSeconds: 60 };
    await hitRateLimit(t.db, "purge:old", rule, new Date("2026-11-23T09:00:00Z"));
    await hitRateLimit(t.db, "purge:edge", rule, new Date("2026-11-23T09:01:00Z"));
    await hitRateLimit(t.db, "purge:live", rule, new Date("2026-11-23T09:01:30Z"));
    const removed = await purgeExpiredRateLimits(t.db, new Date("2026-11-23T09:02:00Z"));
    expect((await keys()).filter((key) => key.startsWith("purge:"))).toEqual(["purge:live"]);
    expect(removed).toBeGreaterThanOrEqual(2);
    // A purged key counts from zero again.
    expect(await hitRateLimit(t.db, "purge:old", rule, new Date("2026-11-23T09:02:00Z"))).toEqual({
      allowed: true,
      retryAfterSeconds: 60,
    });
  });
});
