import crypto from "node:crypto";
import pg from "pg";
import { onTestFinished } from "vitest";

// A PostgreSQL database and a login role of its own per test, made and dropped with the
// administrator's URL (TEST_DATABASE_URL), so the server's connections can be told apart
// from everyone else's and cut without touching them.

export const adminUrl = process.env.TEST_DATABASE_URL;

export type OwnDatabase = {
  /** The role's and the database's name. */
  name: string;
  /** The server's DATABASE_URL: the role on its database. */
  url: string;
};

/** Creates the role and its database; both are dropped when the running test ends. */
export async function createOwnDatabase(): Promise<OwnDatabase> {
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `gerai_rel_${crypto.randomBytes(6).toString("hex")}`;
  await adminQuery(`CREATE ROLE ${name} LOGIN`);
  onTestFinished(async () => {
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await adminQuery(`DROP ROLE IF EXISTS ${name}`);
  });
  await adminQuery(`CREATE DATABASE ${name} OWNER ${name}`);
  const url = new URL(adminUrl);
  url.username = name;
  url.password = "";
  url.pathname = `/${name}`;
  return { name, url: url.toString() };
}

export async function adminQuery<Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** Ends every connection the role holds; returns how many there were. */
export async function terminateConnections(role: string): Promise<number> {
  const rows = await adminQuery<{ terminated: boolean }>(
    "select pg_terminate_backend(pid) as terminated from pg_stat_activity where usename = $1",
    [role],
  );
  return rows.filter((row) => row.terminated).length;
}

/**
 * Ends the role's connections until none is left: one that was still starting up when the
 * database stopped accepting connections shows up only a moment later. Returns how many
 * were ended in all.
 */
export async function terminateAllConnections(role: string): Promise<number> {
  let total = 0;
  let quietChecks = 0;
  for (let attempt = 0; attempt < 30 && quietChecks < 3; attempt++) {
    const ended = await terminateConnections(role);
    total += ended;
    quietChecks = ended === 0 ? quietChecks + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return total;
}
