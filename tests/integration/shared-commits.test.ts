import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "kysely";
import type { DatabaseHandle } from "#server/db/database";
import { createSharedCommits } from "#server/db/shared-commits";
import { createTestDatabase, testDatabaseKinds } from "./support/databases";

// Writes sharing one commit (group commit): each is kept or rolled back on its own, none is
// answered before the commit that keeps it, and writes that arrive together share a commit.

describe.each(testDatabaseKinds)("shared commits on %s", (kind) => {
  let t: Awaited<ReturnType<typeof createTestDatabase>>;
  let other: DatabaseHandle;

  beforeAll(async () => {
    t = await createTestDatabase(kind);
    other = t.reopen();
  });
  afterAll(async () => {
    await other?.close();
    await t?.destroy();
  });

  const keysLike = async (prefix: string) =>
    (
      await t.db
        .selectFrom("rate_limits")
        .select("key")
        .where("key", "like", `${prefix}%`)
        .orderBy("key")
        .execute()
    ).map((row) => row.key);

  const insertKey = (key: string) => ({
    key,
    count: 1,
    reset_at: new Date(Date.now() + 60_000).toISOString(),
  });

  it("rolls back a failing write alone and keeps the others of its batch", async () => {
    const batches: number[] = [];
    const commits = createSharedCommits(t.db, { onCommit: (size) => batches.push(size) });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, index) =>
        commits.run(async (trx) => {
          const key = `keep-${String(index).padStart(2, "0")}`;
          await trx.insertInto("rate_limits").values(insertKey(key)).execute();
          // A write that fails after writing: a duplicate key, as a taken order number is.
          if (index % 10 === 7) {
            await trx.insertInto("rate_limits").values(insertKey(key)).execute();
          }
          return key;
        }),
      ),
    );
    const refused = outcomes.flatMap((outcome, index) =>
      outcome.status === "rejected" ? [index] : [],
    );
    expect(refused).toEqual([7, 17, 27]);
    const kept = outcomes.flatMap((outcome) =>
      outcome.status === "fulfilled" ? [outcome.value] : [],
    );
    expect(kept).toHaveLength(27);
    expect(await keysLike("keep-")).toEqual(kept);
    // Thirty writes sent at once share far fewer commits.
    expect(batches.reduce((sum, size) => sum + size, 0)).toBe(30);
    expect(batches.length).toBeLessThanOrEqual(3);
  });

  it("sends savepoints only where a write of the batch may fail alone", async () => {
    // Every statement sent for the writes besides begin and commit: on PostgreSQL each is a
    // round trip the orders behind it wait for.
    const sent: string[] = [];
    const counted = t.db.withPlugin({
      transformQuery: ({ node }) => {
        sent.push(node.kind === "RawNode" ? node.sqlFragments.join("?") : node.kind);
        return node;
      },
      transformResult: async ({ result }) => result,
    });
    const commits = createSharedCommits(counted);
    await commits.run((trx) => trx.insertInto("rate_limits").values(insertKey("alone")).execute());
    expect(sent).toEqual(["InsertQueryNode"]);

    // A failing write alone leaves nothing of what it wrote before failing.
    await expect(
      commits.run(async (trx) => {
        await trx.insertInto("rate_limits").values(insertKey("alone-failed")).execute();
        await trx.insertInto("rate_limits").values(insertKey("alone-failed")).execute();
      }),
    ).rejects.toThrow();
    expect(await keysLike("alone")).toEqual(["alone"]);

    const writeThree = (prefix: string, failing?: string) =>
      Promise.allSettled(
        ["a", "b", "c"].map((key) =>
          commits.run(async (trx) => {
            await trx
              .insertInto("rate_limits")
              .values(insertKey(`${prefix}-${key}`))
              .execute();
            if (key === failing) {
              await trx
                .insertInto("rate_limits")
                .values(insertKey(`${prefix}-${key}`))
                .execute();
            }
          }),
        ),
      );
    const careful = (inserts: number[]) => {
      const between =
        kind === "postgres"
          ? ["release savepoint shared_write; savepoint shared_write"]
          : ["release savepoint shared_write", "savepoint shared_write"];
      return inserts.flatMap((count, index) => [
        ...(index === 0 ? ["savepoint shared_write"] : between),
        ...Array(count).fill("InsertQueryNode"),
        ...(count > 1 ? ["rollback to savepoint shared_write"] : []),
      ]);
    };

    sent.length = 0;
    await writeThree("three");
    // PostgreSQL writes a batch without savepoints first: writes seldom fail.
    expect(sent).toEqual(
      kind === "postgres" ? Array(3).fill("InsertQueryNode") : careful([1, 1, 1]),
    );
    expect(await keysLike("three-")).toEqual(["three-a", "three-b", "three-c"]);

    // A write failing in such a batch has it written again with savepoints, and the next
    // batch too.
    sent.length = 0;
    const outcomes = await writeThree("again", "b");
    expect(outcomes.map((outcome) => outcome.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    expect(sent).toEqual(
      kind === "postgres"
        ? ["InsertQueryNode", "InsertQueryNode", "InsertQueryNode", ...careful([1, 2, 1])]
        : careful([1, 2, 1]),
    );
    expect(await keysLike("again-")).toEqual(["again-a", "again-c"]);
    sent.length = 0;
    await writeThree("after");
    expect(sent).toEqual(careful([1, 1, 1]));
  });

  it("answers a write only once another connection can read it", async () => {
    const commits = createSharedCommits(t.db);
    const seen = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        commits
          .run((trx) =>
            trx
              .insertInto("rate_limits")
              .values(insertKey(`seen-${index}`))
              .execute(),
          )
          .then(() =>
            other.db
              .selectFrom("rate_limits")
              .select("key")
              .where("key", "=", `seen-${index}`)
              .executeTakeFirst(),
          ),
      ),
    );
    expect(seen.map((row) => row?.key)).toEqual(
      Array.from({ length: 10 }, (_, index) => `seen-${index}`),
    );
  });

  it("refuses the writes waiting when the database is closed, and goes on taking none", async () => {
    // As when the server stops with requests still arriving: the transaction cannot begin.
    const closed = t.reopen();
    await closed.db.selectFrom("rate_limits").select("key").execute();
    await closed.close();
    const commits = createSharedCommits(closed.db);
    const outcomes = await Promise.allSettled(
      Array.from({ length: 5 }, () => commits.run(async () => "never")),
    );
    expect(outcomes.map((outcome) => outcome.status)).toEqual(Array(5).fill("rejected"));
    await expect(commits.run(async () => "never")).rejects.toThrow();
  });

  it("refuses every write of a batch whose commit fails, and keeps none", async () => {
    // A reference checked only at commit: the statement passes, the commit fails.
    await sql`create table commit_probe (id integer primary key, ref integer references commit_probe (id) deferrable initially deferred)`.execute(
      t.db,
    );
    const commits = createSharedCommits(t.db);
    const probe = (id: number, ref: number | null) =>
      commits.run((trx) =>
        sql`insert into commit_probe (id, ref) values (${id}, ${ref})`.execute(trx),
      );
    const outcomes = await Promise.allSettled([probe(1, null), probe(2, 999), probe(3, null)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(["rejected", "rejected", "rejected"]);
    const { rows } = await sql<{ id: number }>`select id from commit_probe`.execute(t.db);
    expect(rows).toEqual([]);
    // The queue goes on with the next writes.
    await probe(4, null);
    expect((await sql<{ id: number }>`select id from commit_probe`.execute(t.db)).rows).toEqual([
      { id: 4 },
    ]);
  });
});
