import { type SQL, sql } from 'drizzle-orm';
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
      query = build(db);
      byHandle.set(db, query);
    }
    return query;
  };
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
