import { sql, type ColumnDataType, type Expression, type RawBuilder } from "kysely";
import type { DatabaseKind } from "../database";

// Column types and defaults per database, so each migration is written once.
export type ColumnTypes = {
  bool: ColumnDataType;
  timestamp: ColumnDataType;
  json: ColumnDataType;
  now: RawBuilder<unknown>;
  boolValue(value: boolean): Expression<unknown>;
};

export function columnTypes(kind: DatabaseKind): ColumnTypes {
  if (kind === "postgres") {
    return {
      bool: "boolean",
      timestamp: "timestamptz",
      json: "jsonb",
      now: sql`now()`,
      boolValue: (value) => sql.lit(value),
    };
  }
  return {
    bool: "integer",
    timestamp: "text",
    json: "text",
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    boolValue: (value) => sql.lit(value ? 1 : 0),
  };
}
