import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';

/*
 * Rows read as JSON arrays instead of JSON objects (decision record 031). A statement that
 * answers one JSON value a row (the BOM lines, decision record 025) spent most of PostgreSQL's
 * time writing the values out as JSON, and `json_build_object` writes every key out again for
 * every row: a page of 50 BOM lines took 2.0 ms on PostgreSQL with objects and 1.35 ms with
 * arrays. The keys live here instead, once: `jsonTuple` writes the fields in the record's order
 * with `json_build_array` and `read` puts each value back under its key.
 */

/** A JSON value a statement writes (`sql`) and what it becomes once parsed (`read`). */
export interface JsonField<T> {
  readonly sql: SQL;
  readonly read: (value: unknown) => T;
}

const isJsonField = (field: SQLWrapper | JsonField<unknown>): field is JsonField<unknown> => 'read' in field;

/**
 * One row as a JSON array of `fields`' expressions in their order, read back into an object
 * with `fields`' keys (null when the statement wrote null: a left join that found no row). A
 * field is an expression, whose JSON value is kept as parsed, or another JsonField, read by its
 * own `read`. T, given by the caller, is the object a row becomes: every key of it needs a field.
 */
export function jsonTuple<T extends object>(fields: { [K in keyof T]: SQLWrapper | JsonField<T[K]> }): JsonField<T | null> {
  const entries = Object.entries(fields) as [string, SQLWrapper | JsonField<unknown>][];
  return {
    sql: sql`json_build_array(${sql.join(
      entries.map(([, field]) => (isJsonField(field) ? field.sql : field)),
      sql`, `,
    )})`,
    read: tupleReader(entries.map(([key, field]) => ({ key, read: isJsonField(field) ? field.read : null }))) as (value: unknown) => T | null,
  };
}

/**
 * A function that turns a tuple into its object, written for these keys: an object literal with
 * every key in place. Filling an empty object key by key in a loop cost more than parsing the
 * JSON did (a 50-line BOM page: JSON.parse 175 us, the loop 85-150 us more, this 2 us more). The
 * keys are the ones our code gives jsonTuple, quoted by JSON.stringify; no value is ever part of
 * the function's text.
 */
function tupleReader(fields: { key: string; read: ((value: unknown) => unknown) | null }[]): (value: unknown) => unknown {
  const properties = fields.map(({ key, read }, i) => `${JSON.stringify(key)}: ${read ? `readers[${i}](values[${i}])` : `values[${i}]`}`);
  const text = `return (values) => (values === null || values === undefined ? null : { ${properties.join(', ')} });`;
  // One compiled function per shape: a tuple built per call (the BOM lines past a page, priced
  // with values) reuses the one its first call compiled.
  let build = readerBuilders.get(text);
  if (!build) {
    build = new Function('readers', text) as ReaderBuilder;
    readerBuilders.set(text, build);
  }
  return build(fields.map(({ read }) => read));
}
type ReaderBuilder = (readers: (((value: unknown) => unknown) | null)[]) => (value: unknown) => unknown;
const readerBuilders = new Map<string, ReaderBuilder>();

/**
 * Rows of `tuple` aggregated into one JSON array by `aggregate` (a scalar subquery given the
 * tuple's expression to put in its `json_agg`), read back as a list; no rows make an empty list.
 */
export function jsonList<T>(tuple: JsonField<T | null>, aggregate: (row: SQL) => SQL): JsonField<T[]> {
  return {
    sql: sql`coalesce(${aggregate(tuple.sql)}, '[]'::json)`,
    read: (value) => (value === null || value === undefined ? [] : (value as unknown[]).map((row) => tuple.read(row) as T)),
  };
}

/**
 * The field as a column of a select: drizzle hands each row's parsed JSON to `read` (a null
 * stays null without it, as for any column).
 */
export function jsonColumn<T>(field: JsonField<T>): SQL<T> {
  return sql`${field.sql}`.mapWith(field.read) as SQL<T>;
}
