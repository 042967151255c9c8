import { bigint, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * Row counts of the long lists, kept by statement triggers in the same transaction as the rows
 * (migration 0026, decision record 021): a list's first page reads its total here instead of
 * counting every row. `list` names the table, `owner_id` the row that owns the list (the
 * company of a project, the project of a BOM line), `bucket` the values a default view filters
 * on (a project's status and whether it is top level); `n` is exact, never cached.
 */
export const listCounts = pgTable(
  'list_counts',
  {
    list: text().notNull(),
    ownerId: integer().notNull(),
    bucket: text().notNull().default(''),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.list, t.ownerId, t.bucket] })],
);
