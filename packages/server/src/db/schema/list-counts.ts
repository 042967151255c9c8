import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type { OrderSide } from '@jobsite/core';

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

/**
 * Purchase orders counted per day (migration 0028, decision record 021): the orders screens open
 * on a window of days (the last 90) and some statuses, so their total is the sum of the whole
 * days in the window plus a count of the one day the window starts in. `side` is whose list the
 * order is in: the buyer's (`owner_id` its company) or the seller's (`owner_id` the supplying
 * company). `day` is the UTC date the order was created. Kept by statement triggers like
 * list_counts; `n` is exact, never cached.
 */
export const orderDayCounts = pgTable(
  'order_day_counts',
  {
    ownerId: integer().notNull(),
    side: text().$type<OrderSide>().notNull(),
    status: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    n: bigint({ mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.ownerId, t.side, t.status, t.day] })],
);
