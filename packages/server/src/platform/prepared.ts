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
