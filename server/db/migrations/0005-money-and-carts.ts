import type { Kysely, Migration } from "kysely";
import type { DatabaseKind } from "../database";

// Placeholder: filled in by the change that bounds money and binds checkout keys to carts.
export function moneyAndCartsMigration(_kind: DatabaseKind): Migration {
  return {
    async up(_db: Kysely<unknown>) {},
  };
}
