// Without TEST_DATABASE_URL the integration suite runs on SQLite alone, and a green run says
// nothing about PostgreSQL: the run says so, loudly, instead of passing in silence.

/** The warning for a run without PostgreSQL; undefined when TEST_DATABASE_URL is set. */
export function postgresSkippedWarning(testDatabaseUrl: string | undefined): string | undefined {
  if (testDatabaseUrl) return undefined;
  return (
    "WARNING: PostgreSQL was skipped: TEST_DATABASE_URL is not set, so the integration " +
    "tests run on SQLite only. Set it (e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test) " +
    "to run them on PostgreSQL too."
  );
}
