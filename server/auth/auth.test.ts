import crypto from "node:crypto";
import { afterAll, describe, expect, it } from "vitest";
import { createDatabase } from "../db/database";
import { createAuth } from "./auth";

// The server creates its auth without a password hasher (server/main.ts), so stored
// passwords are better-auth's scrypt at full cost; only tests pass a cheaper hasher.
describe("password hashing", () => {
  const database = createDatabase({ kind: "sqlite", file: ":memory:" });
  const options = {
    database,
    secret: "test-secret-test-secret-test-secret-0123",
    appUrl: "http://localhost:3000",
  };
  afterAll(() => database.close());

  // Four full-cost hashes: slow on purpose, and slower still on a busy machine.
  it(
    "is scrypt with N = 16384, r = 16, p = 1 when no hasher is given",
    { timeout: 30_000 },
    async () => {
      const { password } = await createAuth(options).$context;
      const stored = await password.hash("rahasia123");
      const [salt, key] = stored.split(":");
      const N = 16384;
      const r = 16;
      const expected = crypto.scryptSync("rahasia123", salt!, 64, {
        N,
        r,
        p: 1,
        maxmem: 256 * N * r,
      });
      expect(key).toBe(expected.toString("hex"));
      expect(await password.verify({ hash: stored, password: "rahasia123" })).toBe(true);
      expect(await password.verify({ hash: stored, password: "rahasia124" })).toBe(false);
    },
  );

  it("hashes and checks with the hasher it is given", async () => {
    const { password } = await createAuth({
      ...options,
      passwordHasher: {
        hash: async (value) => `plain:${value}`,
        verify: async ({ hash, password: value }) => hash === `plain:${value}`,
      },
    }).$context;
    expect(await password.hash("rahasia123")).toBe("plain:rahasia123");
    expect(await password.verify({ hash: "plain:rahasia123", password: "rahasia123" })).toBe(true);
  });
});
