import {
  PostgresAdapter,
  sql,
  type Compilable,
  type Expression,
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

/** A condition on `column`: that it is one of a list of ids. */
export type AmongIds = (column: string) => Expression<SqlBool>;

/** `column` is one of `ids`, each its own parameter: `in ($1, …, $n)`. */
export function isListedAmong(column: string, ids: readonly unknown[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} in (${sql.join(ids)})`;
}

/**
 * `column` is one of `ids`, given as one parameter (an array): the same statement for any
 * number of ids. PostgreSQL takes the array as it is (`= any`); SQLite gets it as JSON
 * text (the SQLite connection binds arrays so) and reads it with `json_each`. Both look
 * each id up through an index on `column`.
 */
export function isAmong(
  db: Kysely<Database>,
  column: string,
  ids: readonly string[],
): RawBuilder<SqlBool> {
  return isPostgres(db)
    ? sql<SqlBool>`${sql.ref(column)} = any(${ids})`
    : sql<SqlBool>`${sql.ref(column)} in (select value from json_each(${ids}))`;
}

/** Lists of ids up to this long are written out, a statement per count (preparedForIds). */
const WRITTEN_OUT_IDS = 20;

/**
 * A prepared query of the rows among a list of ids: `build` writes it with `among(column)`
 * where the rows are picked. Up to WRITTEN_OUT_IDS ids are written out, a statement per
 * count: PostgreSQL plans each once and then reuses its plan. More go as one array
 * (isAmong): one statement for every longer list, where a statement per count would be
 * hundreds, more than the statements the server keeps named on PostgreSQL or compiled on
 * SQLite (decision 038). An array of a few ids would be planned again on each run:
 * PostgreSQL guesses ten for an array it cannot see and keeps planning a shorter one anew.
 * The values `ids` and `id0`, `id1`, … are this function's.
 */
export function preparedForIds<Values extends Record<string, unknown>, Row>(
  build: (
    db: Kysely<Database>,
    among: AmongIds,
    parameter: <Name extends keyof Values & string>(name: Name) => Values[Name],
  ) => Compilable<Row>,
): (db: Kysely<Database>, ids: readonly string[], values: Values) => Promise<QueryResult<Row>> {
  const byShape = preparedPerShape<Record<string, unknown>, Row>(
    WRITTEN_OUT_IDS + 1,
    (shape, db, parameter) => {
      const among: AmongIds =
        shape === "array"
          ? (column) => isAmong(db, column, parameter("ids") as readonly string[])
          : (column) =>
              isListedAmong(
                column,
                Array.from({ length: Number(shape) }, (_, index) => parameter(`id${index}`)),
              );
      return build(db, among, parameter as never);
    },
  );
  return (db, ids, values) =>
    ids.length === 0 || ids.length > WRITTEN_OUT_IDS
      ? byShape(db, "array", { ...values, ids })
      : byShape(db, String(ids.length), {
          ...values,
          ...Object.fromEntries(ids.map((id, index) => [`id${index}`, id])),
        });
}

/**
 * Prepared queries of one shape per count (rows of a multi-row insert; ids: preparedForIds):
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
