import crypto from "node:crypto";
import { promisify } from "node:util";
import { createAuth, type PasswordHasher } from "#server/auth/auth";
import type { DatabaseHandle } from "#server/db/database";

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: string,
  length: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

// The suites sign in hundreds of times. Production's scrypt (N = 16384, r = 16) is made to be
// slow; here the same function at the lowest cost keeps a real salted hash, and a wrong
// password still fails, at a fraction of the time. server/auth/auth.test.ts holds production
// to the full cost.
const COST = { N: 16, r: 1, p: 1 };

const cheapHasher: PasswordHasher = {
  async hash(password) {
    const salt = crypto.randomBytes(16).toString("hex");
    const key = await scrypt(password.normalize("NFKC"), salt, 64, COST);
    return `${salt}:${key.toString("hex")}`;
  },
  async verify({ hash, password }) {
    const [salt, key] = hash.split(":");
    if (!salt || !key) throw new Error("Invalid password hash");
    const expected = Buffer.from(key, "hex");
    const actual = await scrypt(password.normalize("NFKC"), salt, expected.length, COST);
    return crypto.timingSafeEqual(actual, expected);
  },
};

/** better-auth as the server configures it, apart from the cheaper password hash. */
export function createTestAuth(database: DatabaseHandle) {
  return createAuth({
    database,
    secret: "test-secret-test-secret-test-secret-0123",
    appUrl: "http://localhost:3000",
    passwordHasher: cheapHasher,
  });
}
