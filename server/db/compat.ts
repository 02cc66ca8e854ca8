import {
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
} from "kysely";

// Plugins that make both databases answer in one shape (see server/db/schema.ts), so
// one query works on both. better-auth gets the same connection without them
// (`db.withoutPlugins()`): its adapter does its own conversions.

const JSON_COLUMNS = new Set([
  "choices",
  "choice_prices",
  "sold_out_choices",
  "operational_hours",
  "bank_accounts",
]);

function restoreRow(row: UnknownRow): UnknownRow {
  const out: UnknownRow = {};
  for (const [key, value] of Object.entries(row)) {
    if (key.startsWith("is_") && (value === 0 || value === 1)) {
      out[key] = value === 1;
    } else if (JSON_COLUMNS.has(key) && typeof value === "string") {
      out[key] = JSON.parse(value);
    } else {
      out[key] = value;
    }
  }
  return out;
}

/**
 * SQLite returns booleans as 0/1 and JSON as text: `is_*` columns come back as booleans and
 * the JSON columns come back parsed. (Boolean parameters become 0/1 where the statement is
 * run, database.ts: walking every query's tree for them took 4 % of an order's CPU.)
 */
export class SqliteCompatPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(restoreRow) };
  }
}

function isoTimestamps(row: UnknownRow): UnknownRow {
  const out: UnknownRow = {};
  for (const [key, value] of Object.entries(row)) {
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** PostgreSQL returns timestamptz as Date; SQLite stores ISO strings. Answer with strings. */
export class PgCompatPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return { ...args.result, rows: args.result.rows.map(isoTimestamps) };
  }
}
