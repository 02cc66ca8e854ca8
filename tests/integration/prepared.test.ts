import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { prepared, preparedPerCount } from "#server/db/prepared";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "./support/databases";

// Queries compiled once and run with new values (server/db/prepared.ts), on each database:
// every run binds its own values, in a transaction too, a parameter named twice gets its
// value twice, constants stay in place, and two databases each run their own SQL.

const limitHit = prepared<{ key: string; resetAt: string; now: string }, { count: number }>(
  (db, parameter) =>
    db
      .insertInto("rate_limits")
      .values({ key: parameter("key"), count: 1, reset_at: parameter("resetAt") })
      .onConflict((oc) =>
        oc.column("key").doUpdateSet({
          count: sql<number>`case when rate_limits.reset_at <= ${parameter("now")} then 1 else rate_limits.count + 1 end`,
        }),
      )
      .returning("count"),
);

const countsOf = preparedPerCount<Record<string, string>, { key: string; count: number }>(
  2,
  (count, db, parameter) =>
    db
      .selectFrom("rate_limits")
      .select(["key", "count"])
      .where(
        "key",
        "in",
        Array.from({ length: count }, (_, index) => parameter(`key${index}`)),
      )
      .orderBy("key"),
);
const keys = (list: string[]) => Object.fromEntries(list.map((key, i) => [`key${i}`, key]));

describe.each(testDatabaseKinds)("prepared queries on %s", (kind) => {
  let t: TestDatabase;
  let other: TestDatabase;

  beforeAll(async () => {
    [t, other] = await Promise.all([createTestDatabase(kind), createTestDatabase(kind)]);
  });

  afterAll(async () => {
    await Promise.all([t?.destroy(), other?.destroy()]);
  });

  const LATER = "2030-01-01T00:00:00.000Z";
  const EARLIER = "2020-01-01T00:00:00.000Z";

  it("binds each run's own values, a parameter named twice included", async () => {
    const hit = (key: string, now: string) =>
      limitHit(t.db, { key, resetAt: LATER, now }).then(({ rows }) => rows[0]!.count);
    expect(await hit("prepared:a", EARLIER)).toBe(1);
    expect(await hit("prepared:a", EARLIER)).toBe(2);
    expect(await hit("prepared:b", EARLIER)).toBe(1);
    // Past its reset: the `now` named inside the update decides.
    expect(await hit("prepared:a", "2031-01-01T00:00:00.000Z")).toBe(1);
  });

  it("runs inside a transaction, which rolls it back with the rest", async () => {
    await t.db
      .transaction()
      .execute(async (trx) => {
        await limitHit(trx, { key: "prepared:rolled", resetAt: LATER, now: EARLIER });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    await t.db.transaction().execute(async (trx) => {
      await limitHit(trx, { key: "prepared:kept", resetAt: LATER, now: EARLIER });
    });
    const { rows } = await countsOf(t.db, 2, keys(["prepared:kept", "prepared:rolled"]));
    expect(rows).toEqual([{ key: "prepared:kept", count: 1 }]);
  });

  it("keeps a shape per count, and builds a count past the kept ones each time", async () => {
    // The SQL of each build, in order: a kept shape is built (and compiled) once, however
    // often it runs; past the kept counts a shape is built on every run.
    const built: string[] = [];
    const counted = preparedPerCount<Record<string, string>, { key: string; count: number }>(
      2,
      (count, db, parameter) => {
        const query = db
          .selectFrom("rate_limits")
          .select(["key", "count"])
          .where(
            "key",
            "in",
            Array.from({ length: count }, (_, index) => parameter(`key${index}`)),
          )
          .orderBy("key");
        built.push(query.compile().sql);
        return query;
      },
    );
    for (const key of ["shape:a", "shape:b", "shape:c"]) {
      await limitHit(t.db, { key, resetAt: LATER, now: EARLIER });
    }
    const one = await counted(t.db, 1, keys(["shape:b"]));
    expect(one.rows).toEqual([{ key: "shape:b", count: 1 }]);
    const otherOne = await counted(t.db, 1, keys(["shape:c"]));
    expect(otherOne.rows).toEqual([{ key: "shape:c", count: 1 }]);
    await counted(t.db, 2, keys(["shape:a", "shape:b"]));
    await counted(t.db, 2, keys(["shape:b", "shape:c"]));
    expect(built).toHaveLength(2);
    // One statement per count: one parameter, then two.
    expect(built.map((text) => text.match(/in \((.*?)\)/)![1]!.split(",").length)).toEqual([1, 2]);

    const abc = keys(["shape:a", "shape:b", "shape:c"]);
    const three = await counted(t.db, 3, abc);
    expect(three.rows.map((row) => row.key)).toEqual(["shape:a", "shape:b", "shape:c"]);
    await counted(t.db, 3, abc);
    expect(built).toHaveLength(4);
    expect(built[2]).toBe(built[3]);
    // The kept shapes stay kept after one past them ran.
    await counted(t.db, 1, keys(["shape:a"]));
    expect(built).toHaveLength(4);
  });

  it("runs on a second database of the same kind with its own connection", async () => {
    await limitHit(other.db, { key: "prepared:other", resetAt: LATER, now: EARLIER });
    const here = await countsOf(t.db, 1, keys(["prepared:other"]));
    const there = await countsOf(other.db, 1, keys(["prepared:other"]));
    expect(here.rows).toEqual([]);
    expect(there.rows).toEqual([{ key: "prepared:other", count: 1 }]);
  });
});

describe.runIf(testDatabaseKinds.includes("postgres"))(
  "queries as PostgreSQL's own statements",
  () => {
    let t: TestDatabase;
    beforeAll(async () => {
      t = await createTestDatabase("postgres");
    });
    afterAll(async () => {
      await t?.destroy();
    });

    // From its second run a query's SQL is parsed and planned once per connection: the
    // connection keeps the statement by name and runs it again with new values.
    it("runs a query's SQL from its second run as a named statement, kept by its connection", async () => {
      const named = await t.db.transaction().execute(async (trx) => {
        const hit = (key: string) =>
          limitHit(trx, {
            key,
            resetAt: "2030-01-01T00:00:00.000Z",
            now: "2020-01-01T00:00:00.000Z",
          });
        expect((await hit("named:a")).rows).toEqual([{ count: 1 }]);
        expect((await hit("named:a")).rows).toEqual([{ count: 2 }]);
        await trx.selectFrom("rate_limits").select("key").where("key", "=", "named:a").execute();
        const { rows } = await sql<{
          statement: string;
        }>`select statement from pg_prepared_statements where name like 'gerai\\_%'`.execute(trx);
        return rows.map((row) => row.statement);
      });
      expect(named.filter((text) => text.startsWith('insert into "rate_limits"'))).toHaveLength(1);
      expect(named.filter((text) => text.startsWith('select "key" from "rate_limits"'))).toEqual(
        [],
      );
    });
  },
);
