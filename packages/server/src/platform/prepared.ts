import { Column, getTableName, is, SQL, sql, Subquery } from 'drizzle-orm';
import type { DbOrTx } from './db';

/**
 * A named prepared statement built once per database handle (decision record 021): `build`
 * writes the query with placeholders and `.prepare(name)`s it; the returned function hands back
 * the same prepared query for the same handle, so its SQL text is built once and PostgreSQL
 * (and PGlite) plan it once per connection.
 */
export function preparedPerHandle<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const byHandle = new WeakMap<DbOrTx, Query>();
  return (db) => {
    let query = byHandle.get(db);
    if (!query) {
      query = withCompiledRowMapping(build(db));
      byHandle.set(db, query);
    }
    return query;
  };
}

/** What a prepared select keeps of its columns (drizzle's own, internal): each column's path in the result and its field. */
interface PreparedSelect {
  fields?: { path: string[]; field: unknown }[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/**
 * A prepared select's rows mapped by a function built once from its columns (issue 14): drizzle
 * maps every row through a generic reduce that works out each column's decoder and walks its
 * path again (`is()` on every field of every row): a fifth of the server's CPU on the tool items
 * list at 8 connections. The result is the same as drizzle's `mapResultRow`: each column decoded
 * (null stays null) at its path, and a left-joined table's object null when all of its columns
 * are null. Used as drizzle's `customResultMapper`, which its drivers call with the rows as arrays.
 */
function withCompiledRowMapping<Query>(query: Query): Query {
  const prepared = query as PreparedSelect;
  if (!Array.isArray(prepared.fields) || prepared.customResultMapper) return query;
  prepared.customResultMapper = rowMapper(prepared.fields, prepared.joinsNotNullableMap);
  return query;
}

/** Exported for its test, which holds it to drizzle's own mapping. */
export function rowMapper(fields: { path: string[]; field: unknown }[], joinsNotNullableMap: Record<string, boolean> | undefined): (rows: unknown[][]) => Record<string, unknown>[] {
  const columns = fields.map(({ path, field }) => {
    // As mapResultRow picks it: the column itself, or the decoder of an sql`` (drizzle keeps it internal).
    const decoderOf = (fragment: unknown) => (fragment as { decoder: Decoder }).decoder;
    const decoder: Decoder = is(field, Column) ? field : is(field, SQL) ? decoderOf(field) : is(field, Subquery) ? decoderOf(field._.sql) : decoderOf((field as SQL.Aliased).sql);
    // A column of a joined table's object ({ project: { id, name } }) decides whether that object is null.
    const nullable = joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null;
    return { parents: path.slice(0, -1), key: path[path.length - 1]!, decoder, nullable, objectName: path[0]! };
  });
  return (rows) =>
    rows.map((row) => {
      const result: Record<string, unknown> = {};
      let nullify: Record<string, string | false> | undefined;
      for (let i = 0; i < columns.length; i++) {
        const { parents, key, decoder, nullable, objectName } = columns[i]!;
        let node = result;
        for (const parent of parents) {
          if (!(parent in node)) node[parent] = {};
          node = node[parent] as Record<string, unknown>;
        }
        const raw = row[i];
        const value = raw === null ? null : decoder.mapFromDriverValue(raw);
        node[key] = value;
        if (nullable !== null) {
          nullify ??= {};
          if (!(objectName in nullify)) nullify[objectName] = value === null ? nullable : false;
          else if (typeof nullify[objectName] === 'string' && nullify[objectName] !== nullable) nullify[objectName] = false;
        }
      }
      if (nullify) {
        for (const [objectName, table] of Object.entries(nullify)) if (typeof table === 'string' && !joinsNotNullableMap![table]) result[objectName] = null;
      }
      return result;
    });
}

/**
 * The values asked for, as a statement built per set takes them: each once, in the closed set's
 * order (the same rows as the values as sent, so one statement serves every spelling of the set);
 * null when one is not of the set.
 */
export function closedSubset<T extends string>(all: readonly T[], asked: readonly string[]): T[] | null {
  if (!asked.every((s) => (all as readonly string[]).includes(s))) return null;
  return all.filter((s) => asked.includes(s));
}

/**
 * Values of a closed set (statuses) written into a statement's text as a list of literals, so a
 * prepared statement holding them keeps only integer parameters and PGlite plans it once
 * (platform/db.ts): each must be of the set and made of lower-case letters, `_`, `-` and spaces
 * only (nothing to escape), or it is refused, never written.
 */
export function closedLiterals<T extends string>(all: readonly T[], values: readonly T[]): SQL {
  for (const v of values) if (!(all as readonly string[]).includes(v) || !/^[a-z_ -]+$/.test(v)) throw new Error(`not of the closed set: ${v}`);
  return sql.join(
    values.map((v) => sql.raw(`'${v}'`)),
    sql`, `,
  );
}

/**
 * A page size written into a statement's text, for `.limit()`: drizzle binds a number given to
 * limit() as a parameter, and a statement built per page size keeps only the company (and dates)
 * as parameters, so PGlite plans it once (decision record 026). An integer, so nothing to escape.
 */
export function literalLimit(rows: number): number {
  if (!Number.isSafeInteger(rows) || rows < 0) throw new Error(`not a row count: ${rows}`);
  return sql.raw(String(rows)) as unknown as number;
}

/** A subset of a closed set as a statement's name takes it: a bit mask of its members' places in the set. */
export function closedSetMask<T extends string>(all: readonly T[], values: readonly T[]): number {
  return values.reduce((m, v) => m | (1 << all.indexOf(v)), 0);
}

/** Statements built on first use and kept by key (the first pages built per sort, status set and page size). */
export function builtOnce<Statement>(): (key: string, build: () => Statement) => Statement {
  const built = new Map<string, Statement>();
  return (key, build) => {
    let statement = built.get(key);
    if (!statement) {
      statement = build();
      built.set(key, statement);
    }
    return statement;
  };
}
