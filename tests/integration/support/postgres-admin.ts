import pg from "pg";

/** Runs `run` on a connection to the server of TEST_DATABASE_URL, for creating and dropping. */
export async function withAdminClient<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error("TEST_DATABASE_URL is not set");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
