import { describe, expect, it } from "vitest";
import { postgresSkippedWarning } from "./support/postgres-skipped";

// The integration run's own setup prints this warning (support/template-databases.ts).
describe("a run without PostgreSQL", () => {
  it("is told that PostgreSQL was skipped when TEST_DATABASE_URL is unset or empty", () => {
    for (const url of [undefined, ""]) {
      const warning = postgresSkippedWarning(url);
      expect(warning).toMatch(/^WARNING: PostgreSQL was skipped/);
      expect(warning).toContain("TEST_DATABASE_URL");
    }
  });

  it("says nothing when TEST_DATABASE_URL is set", () => {
    expect(postgresSkippedWarning("postgres://postgres@127.0.0.1:5432/test")).toBeUndefined();
  });
});
