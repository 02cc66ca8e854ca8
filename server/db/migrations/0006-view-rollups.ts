import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";

// Placeholder: filled in by the change that bounds view and click history.
export function viewRollupsMigration(_kind: DatabaseKind): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
