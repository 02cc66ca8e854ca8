import {
  PostgresAdapter,
  sql,
  type Compilable,
  type CompiledQuery,
  type DialectAdapter,
  type Kysely,
  type QueryResult,
  type RawBuilder,
  type SqlBool,
} from "kysely";
import type { Database } from "./schema";

// Queries built and compiled once, then run with new values. Building a query with Kysely
// and compiling it to SQL costs more than SQLite takes to run a small one: on the path of an
// order, a tenth of its time (decision 034). A prepared query is written with the same
// builder as any other; where a value goes it names a parameter, and each run gives the
// values by name.

const NAME = Symbol("parameter");
type Parameter = { readonly [NAME]: string };

const isParameter = (value: unknown): value is Parameter =>
  typeof value === "object" && value !== null && NAME in value;

type Compiled = { query: CompiledQuery; names: (string | undefined)[] };

export type Prepared<Values, Row> = (
  db: Kysely<Database>,
  values: Values,
) => Promise<QueryResult<Row>>;

/**
 * A query whose SQL is compiled once per database: `build` writes it with
 * `parameter("name")` wherever a value goes, and the query then runs with `values`. Values
 * written into the query itself (constants) stay as they are. The SQL depends only on the
 * database's dialect, so a transaction runs the query compiled for its database.
 */
export function prepared<Values extends Record<string, unknown>, Row>(
  build: (
    db: Kysely<Database>,
    parameter: <Name extends keyof Values & string>(name: Name) => Values[Name],
  ) => Compilable<Row>,
): Prepared<Values, Row> {
  const compiledFor = new WeakMap<DialectAdapter, Compiled>();
  const parameter = (name: string) => ({ [NAME]: name }) as never;
  return async (db, values) => {
    const { adapter } = db.getExecutor();
    let compiled = compiledFor.get(adapter);
    if (!compiled) {
      const query = build(db, parameter).compile();
      compiled = {
        query,
        names: query.parameters.map((value) => (isParameter(value) ? value[NAME] : undefined)),
      };
      compiledFor.set(adapter, compiled);
    }
    const { query, names } = compiled;
    const parameters = query.parameters.map((value, index) => {
      const name = names[index];
      return name === undefined ? value : values[name];
    });
    return db.executeQuery<Row>({ ...query, parameters } as CompiledQuery<Row>);
  };
}

/** Whether `db` runs on PostgreSQL: some writes take one statement there, several on SQLite. */
export function isPostgres(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * `column` is one of the values of `list`, an array given as one parameter: the statement
 * reads the same for any number of values, so PostgreSQL parses and plans it once per
 * connection and SQLite compiles it once, where an `in ($1, …, $n)` list is a statement of
 * its own for each count (decision 038). PostgreSQL takes the array as it is (`= any`);
 * SQLite gets it as JSON text (the SQLite connection binds arrays so) and reads it with
 * `json_each`. Both look each value up through an index on `column`.
 */
export function isAmong(
  db: Kysely<Database>,
  column: string,
  list: readonly string[],
): RawBuilder<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} = any(${list})`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${list}))`;
}

/**
 * Prepared queries of one shape per count (rows of a multi-row insert, ids of an `in` list):
 * `build` writes the query for `count` items, its parameters named per item. The first
 * `maxCount` counts met are kept compiled; any other is built and compiled on each run.
 */
export function preparedPerCount<Values extends Record<string, unknown>, Row>(
  maxCount: number,
  build: (
    count: number,
    db: Kysely<Database>,
    parameter: <Name extends keyof Values & string>(name: Name) => Values[Name],
  ) => Compilable<Row>,
): (db: Kysely<Database>, count: number, values: Values) => Promise<QueryResult<Row>> {
  const byShape = preparedPerShape<Values, Row>(maxCount, (shape, db, parameter) =>
    build(Number(shape), db, parameter),
  );
  return (db, count, values) => byShape(db, String(count), values);
}

/**
 * Prepared queries of one shape per key of what varies (`build` reads the key): at most
 * `maxShapes` are kept, and a query of another shape is then built and run each time.
 */
export function preparedPerShape<Values extends Record<string, unknown>, Row>(
  maxShapes: number,
  build: (
    shape: string,
    db: Kysely<Database>,
    parameter: <Name extends keyof Values & string>(name: Name) => Values[Name],
  ) => Compilable<Row>,
): (db: Kysely<Database>, shape: string, values: Values) => Promise<QueryResult<Row>> {
  const shapes = new Map<string, Prepared<Values, Row>>();
  return (db, shape, values) => {
    let query = shapes.get(shape);
    if (!query) {
      query = prepared<Values, Row>((database, parameter) => build(shape, database, parameter));
      if (shapes.size >= maxShapes) return query(db, values);
      shapes.set(shape, query);
    }
    return query(db, values);
  };
}
