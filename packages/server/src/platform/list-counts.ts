import { and, eq, inArray, like, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { listCounts } from '../db/schema/index';
import type { DbOrTx } from './db';
import type { CountQuery } from './paging';

/** The lists whose totals the database keeps (migrations 0026, 0027, 0030, 0033 and 0036). */
export type CountedList = 'projects' | 'cart_items' | 'asset_items' | 'shipping_forms' | 'base_items' | 'notifications' | 'job_site_stock_rows' | 'job_site_stock_in_stock';

/**
 * The total of a counted list, read from list_counts (decision record 021) instead of counting
 * its rows: one index lookup at any size. `buckets` picks the buckets summed (all when
 * omitted); `bucketSuffix` keeps the buckets ending with it. A lazy query in pagedRows' count
 * shape, so it is only sent when the page needs a total.
 */
export function keptCount(db: DbOrTx, list: CountedList, ownerId: number | Placeholder, pick: KeptPick = {}) {
  return keptCountSelect(db, list, ownerId, pick) satisfies CountQuery;
}

/**
 * The total of a counted list over every owner: the catalogue, whose items are counted under
 * their categories (one row each, read through the primary key's prefix).
 */
export function keptListTotal(db: DbOrTx, list: CountedList): CountQuery {
  return db
    .select({ n: sql<number>`coalesce(sum(${listCounts.n}), 0)::int` })
    .from(listCounts)
    .where(eq(listCounts.list, list));
}

/** Which buckets of a counted list a total sums: all when empty. */
export interface KeptPick {
  buckets?: readonly string[];
  bucketSuffix?: string;
  /** Buckets computed in the statement, a bound value joined to a constant (the notifications' `<company id>|read`). */
  bucketsSql?: readonly SQL[];
}

/**
 * The same total as a scalar subquery, for a column of the page's own statement: the total
 * rides on the page's rows instead of costing a statement of its own (on PGlite about 0.6 ms
 * each, decision record 026). It is read with every page, also one that would not need it: one
 * index lookup. A page with no row carries no total, so its caller counts apart.
 */
export function keptCountColumn(db: DbOrTx, list: CountedList, ownerId: number | Placeholder, pick: KeptPick = {}): SQL<number> {
  return sql<number>`${keptCountSelect(db, list, ownerId, pick, true)}`;
}

/** A name of our code written into the SQL text as a literal: letters, digits, spaces, `-`, `_`, `|` and `%` only, nothing to escape (a tool item status has a space: `tool|need repair`; a shipping status a hyphen: `ready-to-ship`). */
function literal(text: string): SQL {
  if (!/^[a-z0-9_|% -]*$/.test(text)) throw new Error(`not a literal: ${text}`);
  return sql.raw(`'${text}'`);
}

/**
 * `literals`: the list's name, the buckets and the bucket suffix (constants of our code, or
 * values of a closed set such as a project status) are written into the text rather than bound,
 * so a prepared statement holding the column has only the owner (an integer) as its parameter
 * and PGlite plans it once (platform/db.ts).
 */
function keptCountSelect(db: DbOrTx, list: CountedList, ownerId: number | Placeholder, pick: KeptPick, literals = false) {
  const conditions: (SQL | undefined)[] = [
    eq(listCounts.list, literals ? literal(list) : list),
    eq(listCounts.ownerId, ownerId),
    pick.buckets ? (literals ? sql`${listCounts.bucket} in (${sql.join(pick.buckets.map(literal), sql`, `)})` : inArray(listCounts.bucket, [...pick.buckets])) : undefined,
    pick.bucketSuffix ? like(listCounts.bucket, literals ? literal(`%${pick.bucketSuffix}`) : `%${pick.bucketSuffix}`) : undefined,
    pick.bucketsSql ? sql`${listCounts.bucket} in (${sql.join([...pick.bucketsSql], sql`, `)})` : undefined,
  ];
  return db
    .select({ n: sql<number>`coalesce(sum(${listCounts.n}), 0)::int` })
    .from(listCounts)
    .where(and(...conditions));
}
